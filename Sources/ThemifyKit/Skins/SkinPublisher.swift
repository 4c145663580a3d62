import Foundation
import ThemifyModel
import ThemifySkinCrypto

/// Publishes one skin into a site folder: objects, the skin's manifest, and a new signed index
/// that keeps the other skins. Everything is checked and built in memory first; files are then
/// written atomically in the order that keeps the site sound at every step — objects (new names,
/// nothing references them yet), the manifest, the index last — and a failed index write puts
/// the previous manifest back, so a failure leaves the previous site serving what it served.
///
/// Deterministic: the same inputs give the same bytes. When the skins and expiry the index would
/// hold are those it holds, the index file is left as it is (its version too), so republishing
/// changes no file — even with a back end whose signatures are randomized.
package struct SkinPublisher {
    package struct Outcome: Sendable, Equatable {
        package var indexVersion: Int
        package var indexChanged: Bool
        package var objectsWritten: Int
        package var objectCount: Int
    }

    package enum Failure: Error {
        /// The skin cannot be published as asked (missing keys or images, a site signed by
        /// another key): nothing was written.
        case refused(DiagnosticError)
        /// A file could not be written; what the site served before is still served.
        case write(AtomicFileWriter.Failure)
    }

    let request: SkinPackRequest

    package init(_ request: SkinPackRequest) {
        self.request = request
    }

    package func publish() throws(Failure) -> Outcome {
        let (objects, manifestBytes) = try build()
        let previous = try previousIndex()
        let entry = SkinIndex.Entry(
            id: request.id, from: request.from, until: request.until, minAppVersion: request.minAppVersion,
            schema: SkinManifest.currentSchema, manifest: SkinPath.manifest(ofSkin: request.id),
            manifestSHA256: SHA256Digest.hexHash(manifestBytes), manifestSize: manifestBytes.count)
        guard let expires = request.expires ?? previous?.index.expires else {
            throw .refused(
                DiagnosticError(
                    .error(
                        "the site has no index yet, so its first pack needs --expires DATE (when clients stop trusting the index)",
                        at: SourceLocation(path: sitePath(SignedSkinIndex.path)))))
        }
        let skins = ((previous?.index.skins ?? []).filter { $0.id != request.id } + [entry]).sorted { $0.id < $1.id }
        let unchanged = previous.map { $0.index.skins == skins && $0.index.expires == expires } ?? false
        let version: Int
        if unchanged, let previous {
            version = previous.index.version
        } else {
            // A signed index may carry any version up to Int.max; the next one must still be
            // higher, or clients holding it would refuse every later index as a replay.
            let (next, overflow) = (previous?.index.version ?? 0).addingReportingOverflow(1)
            guard !overflow else {
                throw .refused(
                    DiagnosticError(
                        .error(
                            "the site's index has version \(previous?.index.version ?? 0), the highest there is: no later index can be signed, and clients that hold it refuse any lower one; start a new site (another index URL) for those clients",
                            at: SourceLocation(path: sitePath(SignedSkinIndex.path), line: 1, column: 1))))
            }
            version = next
        }
        let index = SkinIndex(version: version, expires: expires, skins: skins)

        if let linked = symbolicallyLinkedFolder() {
            throw .refused(
                DiagnosticError(
                    .error(
                        "is a symbolic link; pack writes only into real folders of the site, so nothing it writes can land outside it",
                        at: SourceLocation(path: linked))))
        }
        var written = 0
        do throws(AtomicFileWriter.Failure) {
            for (hash, bytes) in objects.sorted(by: { $0.key < $1.key }) {
                if try AtomicFileWriter.write(bytes, toCreating: sitePath(SkinPath.object(sha256: hash))) == .written { written += 1 }
            }
        } catch {
            throw .write(error)
        }
        let manifestPath = sitePath(entry.manifest)
        let previousManifest = FileManager.default.contents(atPath: manifestPath).map { [UInt8]($0) }
        do throws(AtomicFileWriter.Failure) {
            try AtomicFileWriter.write(manifestBytes, toCreating: manifestPath)
            if request.writesZip {
                let zipPath = sitePath(SkinArchive.path(ofSkin: request.id))
                try AtomicFileWriter.write(SkinArchive.bytes(manifest: manifestBytes, objects: objects, for: zipPath), toCreating: zipPath)
            }
            if !unchanged {
                let signature: [UInt8]
                do {
                    signature = try request.key.signature(for: index.canonicalBytes)
                } catch {
                    throw AtomicFileWriter.Failure(path: sitePath(SignedSkinIndex.path), reason: "cannot sign: \(error)")
                }
                let signed = SignedSkinIndex(keyID: request.key.publicKey.keyID, payload: index.canonicalBytes, signature: signature)
                try AtomicFileWriter.write(signed.fileBytes, toCreating: sitePath(SignedSkinIndex.path))
            }
        } catch {
            // The old index pins the old manifest's hash: put its bytes back so it stays valid.
            if let previousManifest { _ = try? AtomicFileWriter.write(previousManifest, to: manifestPath) }
            throw .write(error)
        }
        return Outcome(indexVersion: index.version, indexChanged: !unchanged, objectsWritten: written, objectCount: objects.count)
    }

    private func sitePath(_ relative: String) -> String { PathNames.join(request.site, relative) }

    /// A folder below the site that is a symbolic link: writing through it would put objects or
    /// a manifest wherever the link points.
    private func symbolicallyLinkedFolder() -> String? {
        for relative in ["objects", "skins", "skins/\(request.id)"] {
            var status = stat()
            let path = sitePath(relative)
            if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK { return path }
        }
        return nil
    }

    /// The objects by SHA-256 (a file two images share is one object) and the manifest's bytes.
    private func build() throws(Failure) -> (objects: [String: [UInt8]], manifest: [UInt8]) {
        var problems = missingKeys()
        var objects: [String: [UInt8]] = [:]
        func store(_ bytes: [UInt8]) -> SkinManifest.ObjectReference {
            let hash = SHA256Digest.hexHash(bytes)
            objects[hash] = bytes
            return SkinManifest.ObjectReference(sha256: hash, size: bytes.count)
        }
        let theme = store(SkinThemeDocument.bytes(of: request.theme))
        let finder = SkinAssetFinder(folders: request.assetFolders)
        var assets: [SkinManifest.Asset] = []
        for reference in SkinImageReferences.references(in: request.theme) {
            let images: [SkinAssetFinder.Image]
            do {
                images = try finder.images(named: reference.name)
            } catch {
                problems += error.diagnostics
                continue
            }
            if images.isEmpty, reference.isCertain {
                problems.append(
                    .error(
                        "\(reference.owner) names the image '\(ThemeText.shown(reference.name))', which no --assets folder has (no \(reference.name).imageset, no loose \(reference.name).png)",
                        at: request.theme.path.isEmpty ? nil : SourceLocation(path: request.theme.path)))
            }
            for image in images {
                assets.append(
                    SkinManifest.Asset(
                        name: image.name, scale: image.scale, idiom: image.idiom, filename: image.filename, object: store(image.bytes)))
            }
        }
        guard problems.isEmpty else { throw .refused(DiagnosticError(problems)) }
        let manifest = SkinManifest(id: request.id, theme: theme, assets: assets)
        do {
            // What a client would refuse is refused here: the manifest's own rules, then where
            // its files land on a device and whether its theme reads there.
            try manifest.validate()
            _ = try SkinFileLayout(manifest: manifest)
            try SkinFileLayout.checkTheme(objects[theme.sha256]!, ofSkin: request.id)
        } catch {
            throw .refused(
                DiagnosticError(.error("the manifest would be invalid: \(error.message)", at: SourceLocation(path: request.theme.path))))
        }
        return (objects, manifest.canonicalBytes)
    }

    /// Every key a layout uses that the skin's chain does not set and `--allow-missing` does not
    /// name: on a device the view would keep the bundled theme's look, mid-skin.
    private func missingKeys() -> [Diagnostic] {
        let inventory = KeyInventory(layouts: request.layouts, tagging: request.tagging)
        var problems: [Diagnostic] = []
        for key in inventory.keys where request.theme.value(forKey: key) == nil && !request.allowedMissingKeys.contains(key) {
            guard let use = inventory.uses[key]?.first else { continue }
            let chain = request.theme.chain.map { "'\($0.name)'" }.joined(separator: " → ")
            problems.append(
                .error(
                    "skin '\(request.id)' sets no key '\(ThemeText.shown(key))' (theme \(chain)), which this <\(use.elementName)> uses; set it or pass --allow-missing \(key) to let the app fall back",
                    at: use.location))
        }
        return problems
    }

    /// The index on the site now, if any. It must verify with this key: a site signed by
    /// another key (or a tampered one) is not silently taken over.
    private func previousIndex() throws(Failure) -> (index: SkinIndex, bytes: [UInt8])? {
        let path = sitePath(SignedSkinIndex.path)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let location = SourceLocation(path: path, line: 1, column: 1)
        do {
            let bytes = try FileReading.read(path, maximumSize: SignedSkinIndex.maximumSize).get()
            let signed = try SignedSkinIndex(fileBytes: bytes)
            let key = request.key.publicKey
            return (try signed.verifiedIndex { key.isValidSignature($1, for: $0) }, bytes)
        } catch let error as DiagnosticError {
            throw .refused(error)
        } catch let error as SkinFormatError {
            throw .refused(
                DiagnosticError(
                    .error(
                        "the site's index cannot be extended: \(error.message); pack with the key that signed it, or start a new site",
                        at: location)))
        } catch {
            throw .refused(DiagnosticError(.error("the site's index cannot be read: \(error)", at: location)))
        }
    }
}
