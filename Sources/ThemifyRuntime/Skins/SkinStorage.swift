import Foundation
import ThemifyModel
import ThemifySkinCrypto

/// The client's folder and every write into it:
///
/// ```
/// state.json              last accepted index + ETag           (replaced by rename)
/// current.json            pointer to the skin to show          (replaced by rename)
/// objects/<sha256>        verified downloads, by content       (written by rename after the hash check)
/// installed/<id>-<hash>/  complete skins: manifest, <id>.json, images
/// staging/<random>/       a skin being assembled; discarded at launch
/// ```
///
/// Every file appears by `rename(2)` of a finished temporary file in the same folder, and a
/// skin folder appears by renaming a complete staging folder, so a crash at any point leaves
/// either the old file or the new one — never part of one.
struct SkinStorage: Sendable {
    let root: URL

    var stateFile: URL { root.appendingPathComponent("state.json") }
    var pointerFile: URL { root.appendingPathComponent("current.json") }
    var objectsFolder: URL { root.appendingPathComponent("objects", isDirectory: true) }
    var installedFolder: URL { root.appendingPathComponent("installed", isDirectory: true) }
    var stagingFolder: URL { root.appendingPathComponent("staging", isDirectory: true) }

    private var fileManager: FileManager { FileManager.default }

    func prepare() throws(SkinClientError) {
        for folder in [root, objectsFolder, installedFolder, stagingFolder] {
            do {
                try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw .storage("cannot create \(folder.path): \(error.localizedDescription)")
            }
        }
    }

    // MARK: Atomic files

    /// Writes `bytes` to a temporary file beside `target`, flushes it, and renames it over
    /// `target`.
    func writeAtomically(_ bytes: [UInt8], to target: URL) throws(SkinClientError) {
        let temporary = target.deletingLastPathComponent().appendingPathComponent(".tmp-\(UUID().uuidString)")
        guard fileManager.createFile(atPath: temporary.path, contents: Data(bytes)) else {
            // A full disk can leave part of the file; `start()` would remove it, but do not wait.
            try? fileManager.removeItem(at: temporary)
            throw .storage("cannot write \(temporary.path)")
        }
        if let handle = FileHandle(forWritingAtPath: temporary.path) {
            try? handle.synchronize()
            try? handle.close()
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? fileManager.removeItem(at: temporary)
            throw .storage("cannot rename into \(target.path): \(reason)")
        }
    }

    func read(_ file: URL, limit: Int) -> [UInt8]? {
        guard let attributes = try? fileManager.attributesOfItem(atPath: file.path),
            let size = attributes[.size] as? Int, size <= limit,
            let data = fileManager.contents(atPath: file.path)
        else { return nil }
        return Array(data)
    }

    // MARK: State and pointer

    func loadState() -> SkinStoredState? {
        guard let bytes = read(stateFile, limit: SignedSkinIndex.maximumSize * 2) else { return nil }
        return try? SkinJSON.decode(SkinStoredState.self, from: bytes)
    }

    func saveState(_ state: SkinStoredState) throws(SkinClientError) {
        try writeAtomically(SkinJSON.encode(state), to: stateFile)
    }

    /// The pointer, only when it names a complete installed folder (see `isComplete`).
    func loadPointer() -> InstalledSkin? {
        guard let bytes = read(pointerFile, limit: 1 << 16),
            let pointer = try? SkinJSON.decode(InstalledSkin.self, from: bytes),
            SkinPath.isSkinID(pointer.id), Self.isFolderName(pointer.folderName),
            isComplete(folder(of: pointer), manifestSHA256: pointer.manifestSHA256, id: pointer.id)
        else { return nil }
        return pointer
    }

    func savePointer(_ pointer: InstalledSkin?) throws(SkinClientError) {
        guard let pointer else {
            do {
                if fileManager.fileExists(atPath: pointerFile.path) { try fileManager.removeItem(at: pointerFile) }
            } catch {
                throw .storage("cannot remove \(pointerFile.path): \(error.localizedDescription)")
            }
            return
        }
        try writeAtomically(SkinJSON.encode(pointer), to: pointerFile)
    }

    func folder(of pointer: InstalledSkin) -> URL {
        installedFolder.appendingPathComponent(pointer.folderName, isDirectory: true)
    }

    func themeFile(of pointer: InstalledSkin) -> URL {
        folder(of: pointer).appendingPathComponent(InstalledSkin.themeFileName(ofSkin: pointer.id))
    }

    static func folderName(id: String, manifestSHA256: String) -> String { "\(id)-\(manifestSHA256.prefix(16))" }

    static func isFolderName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && SkinPath.isSafe(name)
    }

    /// A folder holds a complete skin when its manifest hashes to the pinned hash and every file
    /// the manifest places is there with its size. Folders only appear by rename once complete,
    /// so this guards against a damaged disk or a hand-edited pointer, not against the client.
    func isComplete(_ folder: URL, manifestSHA256: String, id: String) -> Bool {
        guard let bytes = read(folder.appendingPathComponent("manifest.json"), limit: SkinManifest.maximumSize),
            SHA256Digest.hexHash(bytes) == manifestSHA256,
            let manifest = try? SkinManifest(canonicalBytes: bytes), manifest.id == id,
            let placement = try? SkinFilePlacement(manifest: manifest)
        else { return false }
        return placement.files.allSatisfy { file in
            let attributes = try? fileManager.attributesOfItem(atPath: folder.appendingPathComponent(file.relativePath).path)
            return attributes?[.size] as? Int == file.object.size
        }
    }

    // MARK: Objects

    func objectFile(_ sha256: String) -> URL { objectsFolder.appendingPathComponent(sha256) }

    /// The stored object's bytes, only if they still hash to their name; a damaged one is
    /// removed so it is fetched again.
    func storedObject(_ reference: SkinManifest.ObjectReference) -> [UInt8]? {
        let file = objectFile(reference.sha256)
        guard let bytes = read(file, limit: reference.size) else { return nil }
        guard bytes.count == reference.size, SHA256Digest.hexHash(bytes) == reference.sha256 else {
            try? fileManager.removeItem(at: file)
            return nil
        }
        return bytes
    }

    // MARK: Cleaning up

    /// What a crash can leave: staging folders and temporary files. Run at every start.
    func discardUnfinishedWork() {
        for folder in [root, objectsFolder, installedFolder] {
            for name in (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix(".tmp-") {
                try? fileManager.removeItem(at: folder.appendingPathComponent(name))
            }
        }
        for name in (try? fileManager.contentsOfDirectory(atPath: stagingFolder.path)) ?? [] {
            try? fileManager.removeItem(at: stagingFolder.appendingPathComponent(name))
        }
    }

    /// Removes every installed folder but `keep`'s, and every object `keep` does not use.
    func removeEverything(except keep: InstalledSkin?) {
        for name in (try? fileManager.contentsOfDirectory(atPath: installedFolder.path)) ?? [] where name != keep?.folderName {
            try? fileManager.removeItem(at: installedFolder.appendingPathComponent(name))
        }
        var used: Set<String> = []
        if let keep, let bytes = read(folder(of: keep).appendingPathComponent("manifest.json"), limit: SkinManifest.maximumSize),
            let manifest = try? SkinManifest(canonicalBytes: bytes)
        {
            used = Set(manifest.objects.map(\.sha256))
        }
        for name in (try? fileManager.contentsOfDirectory(atPath: objectsFolder.path)) ?? [] where !used.contains(name) {
            try? fileManager.removeItem(at: objectsFolder.appendingPathComponent(name))
        }
    }
}
