import Foundation
import ThemifyModel
import ThemifySkinCrypto

/// What `themify verify` checks of a published site, as a client would before trusting it: the
/// index's signature with the given public key, then every manifest the index names and every
/// object each manifest names — path safe, present, of the recorded size and SHA-256. One
/// located error per problem; a site is sound when there are none.
///
/// Not checked here, because it needs the client's own memory and clock: that the index is newer
/// than the last one the app accepted (a replayed older index) and not expired at the app's time.
package struct SiteVerifier {
    let site: String
    let publicKey: Ed25519PublicKey

    package init(site: String, publicKey: Ed25519PublicKey) {
        self.site = site
        self.publicKey = publicKey
    }

    package struct Report: Sendable {
        package var problems: [Diagnostic] = []
        package var index: SkinIndex?
        package var objectsChecked = 0
    }

    package func verify() -> Report {
        var report = Report()
        let indexPath = path(SignedSkinIndex.path)
        let indexLocation = SourceLocation(path: indexPath, line: 1, column: 1)
        let index: SkinIndex
        do {
            let signed = try SignedSkinIndex(fileBytes: try FileReading.read(indexPath, maximumSize: SignedSkinIndex.maximumSize).get())
            if signed.keyID != publicKey.keyID {
                report.problems.append(
                    .note(
                        "the index names key '\(ThemeText.shown(signed.keyID))'; the public key given is '\(publicKey.keyID)'",
                        at: indexLocation))
            }
            index = try signed.verifiedIndex { publicKey.isValidSignature($1, for: $0) }
        } catch let error as DiagnosticError {
            report.problems += error.diagnostics
            return report
        } catch let error as SkinFormatError {
            report.problems.append(.error("index: \(error.message)", at: indexLocation))
            return report
        } catch {
            report.problems.append(.error("index: \(error)", at: indexLocation))
            return report
        }
        report.index = index
        var checkedObjects = Set<String>()
        for skin in index.skins {
            guard let manifest = verifiedManifest(of: skin, into: &report.problems) else { continue }
            for object in manifest.objects where checkedObjects.insert(object.sha256).inserted {
                verify(object, of: skin.manifest, into: &report.problems)
                report.objectsChecked += 1
            }
            verifyTheme(manifest.theme, ofSkin: skin, into: &report.problems)
        }
        return report
    }

    private func path(_ relative: String) -> String { PathNames.join(site, relative) }

    /// The skin's manifest, if its bytes are the ones the signed index pins and it is well formed.
    private func verifiedManifest(of skin: SkinIndex.Entry, into problems: inout [Diagnostic]) -> SkinManifest? {
        let manifestPath = path(skin.manifest)
        let location = SourceLocation(path: manifestPath, line: 1, column: 1)
        guard skin.manifest == SkinPath.manifest(ofSkin: skin.id) else {
            problems.append(
                .error(
                    "skin '\(skin.id)': its manifest is at '\(ThemeText.shown(skin.manifest))', not \(SkinPath.manifest(ofSkin: skin.id))",
                    at: SourceLocation(path: path(SignedSkinIndex.path))))
            return nil
        }
        let bytes: [UInt8]
        switch FileReading.read(manifestPath, confinedTo: site, maximumSize: SkinManifest.maximumSize) {
        case .success(let read): bytes = read
        case .failure(let error):
            problems += error.diagnostics.map { diagnostic in
                var located = diagnostic
                located.message = "skin '\(skin.id)': manifest: \(diagnostic.message)"
                return located
            }
            return nil
        }
        guard bytes.count == skin.manifestSize, SHA256Digest.hexHash(bytes) == skin.manifestSHA256 else {
            problems.append(
                .error(
                    "skin '\(skin.id)': the manifest is not the one the index signs (\(bytes.count) bytes, SHA-256 \(SHA256Digest.hexHash(bytes)); the index says \(skin.manifestSize) bytes, \(skin.manifestSHA256))",
                    at: location))
            return nil
        }
        do {
            let manifest = try SkinManifest(canonicalBytes: bytes)
            // Where a client would put its files: names it would refuse fail here too.
            _ = try SkinFileLayout(manifest: manifest)
            guard manifest.id == skin.id, manifest.schema == skin.schema else {
                problems.append(
                    .error(
                        "skin '\(skin.id)': the manifest is for skin '\(manifest.id)', schema \(manifest.schema) (the index says '\(skin.id)', schema \(skin.schema))",
                        at: location))
                return nil
            }
            return manifest
        } catch {
            problems.append(.error("skin '\(skin.id)': manifest: \(error.message)", at: location))
            return nil
        }
    }

    /// The skin's theme read as a client reads it, when its object is the pinned one (a missing
    /// or changed object is reported by `verify(_:of:into:)` already).
    private func verifyTheme(_ object: SkinManifest.ObjectReference, ofSkin skin: SkinIndex.Entry, into problems: inout [Diagnostic]) {
        guard case .success(let bytes) = FileReading.read(path(object.path), confinedTo: site), bytes.count == object.size,
            SHA256Digest.hexHash(bytes) == object.sha256
        else { return }
        do {
            try SkinFileLayout.checkTheme(bytes, ofSkin: skin.id)
        } catch {
            problems.append(.error("skin '\(skin.id)': \(error.message)", at: SourceLocation(path: path(object.path))))
        }
    }

    private func verify(_ object: SkinManifest.ObjectReference, of manifest: String, into problems: inout [Diagnostic]) {
        let objectPath = path(object.path)
        switch FileReading.read(objectPath, confinedTo: site) {
        case .failure(let error):
            problems += error.diagnostics.map { diagnostic in
                var located = diagnostic
                located.message = "object named by \(manifest): \(diagnostic.message)"
                return located
            }
        case .success(let bytes):
            if bytes.count != object.size {
                problems.append(
                    .error("object is \(bytes.count) bytes; \(manifest) says \(object.size)", at: SourceLocation(path: objectPath)))
            } else if SHA256Digest.hexHash(bytes) != object.sha256 {
                problems.append(
                    .error(
                        "object's SHA-256 is \(SHA256Digest.hexHash(bytes)), not the \(object.sha256) its name and \(manifest) say",
                        at: SourceLocation(path: objectPath)))
            }
        }
    }
}
