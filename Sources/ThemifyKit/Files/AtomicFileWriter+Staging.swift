import Foundation
import ThemifyModel

/// Two-step writes: the bytes first, under a temporary name; the name later, or never.
extension AtomicFileWriter {
    /// Writes `bytes` to a temporary file beside `path` (creating the folders it needs); nil when
    /// the file already holds exactly these bytes, which then needs no commit.
    package static func stage(_ bytes: [UInt8], toCreating path: String) throws(Failure) -> StagedFile? {
        let directory = PathNames.parent(of: path)
        let created = missingFolders(directory)
        try Directories.create(directory)
        var status = stat()
        let kind = lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
        if kind == S_IFREG || kind == S_IFLNK, holds(bytes, at: path) { return nil }
        TemporaryFiles.shared.removeStale(in: directory)
        let temporary = (directory.isEmpty ? "" : directory + "/") + TemporaryFiles.name()
        // A regular file being replaced keeps its mode; anything else gets 0644 less the umask.
        let replacesFile = kind == S_IFREG
        let mode: mode_t = replacesFile ? status.st_mode & 0o7777 : 0o644
        guard let descriptor = TemporaryFiles.shared.create(temporary, mode: mode) else {
            throw Failure(path: path, reason: FileErrors.reason(errno: errno))
        }
        var isOpen = true
        do throws(Failure) {
            if replacesFile { fchmod(descriptor, mode) }
            try writeAll(bytes, to: descriptor, path: path)
            isOpen = false
            if close(descriptor) != 0 { throw Failure(path: path, reason: FileErrors.reason(errno: errno)) }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            TemporaryFiles.shared.forget(temporary)
            throw error
        }
        return StagedFile(path: path, temporary: temporary, createdFolders: created)
    }

    /// Puts a staged file in place, in one `rename`.
    package static func commit(_ staged: StagedFile) throws(Failure) {
        defer { TemporaryFiles.shared.forget(staged.temporary) }
        if rename(staged.temporary, staged.path) != 0 {
            let reason = FileErrors.reason(errno: errno)
            unlink(staged.temporary)
            throw Failure(path: staged.path, reason: reason)
        }
    }

    /// Removes a staged file, and the folders staging made for it when they are left empty.
    package static func discard(_ staged: StagedFile) {
        unlink(staged.temporary)
        TemporaryFiles.shared.forget(staged.temporary)
        // `rmdir` removes only an empty folder: one another variant was put in stays.
        for folder in staged.createdFolders { rmdir(folder) }
    }

    /// `directory` and the parents of it that do not exist, deepest first.
    private static func missingFolders(_ directory: String) -> [String] {
        var missing: [String] = []
        var current = directory
        var status = stat()
        while !current.isEmpty, current != "/", stat(current, &status) != 0 {
            missing.append(current)
            let parent = PathNames.parent(of: current)
            if parent == current { break }
            current = parent
        }
        return missing
    }
}
