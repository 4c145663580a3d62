import Foundation
import ThemeModel

/// Writes files so that a reader never sees a half-written one: the bytes go to a temporary file
/// beside the target and take the target's name in one `rename`, so an interrupted or failed run
/// leaves the old file or the new one, never a mix. There is no `fsync`: like compilers and
/// Xcode's own tools, themify guards against interrupted runs, not power loss, and a flush per
/// variant made a build's theming step several times slower.
package enum AtomicFileWriter {
    package enum Outcome: Sendable, Equatable {
        case written
        /// The file already held exactly these bytes, so it was left alone (its modification
        /// time too, so a build system rebuilds nothing).
        case unchanged
    }

    package struct Failure: Error, Sendable, Equatable {
        package var path: String
        package var reason: String
    }

    /// Writes, creating the folders the path needs first.
    @discardableResult
    package static func write(_ bytes: [UInt8], toCreating path: String) throws(Failure) -> Outcome {
        try Directories.create(PathNames.parent(of: path))
        return try write(bytes, to: path)
    }

    @discardableResult
    package static func write(_ bytes: [UInt8], to path: String) throws(Failure) -> Outcome {
        if let existing = FileManager.default.contents(atPath: path), existing.count == bytes.count, [UInt8](existing) == bytes {
            return .unchanged
        }
        let directory = PathNames.parent(of: path)
        // A short name of its own, not the target's name with a suffix: that would pass the
        // 255-byte limit on a name for long but legal variant names.
        let temporary = (directory.isEmpty ? "" : directory + "/") + TemporaryFiles.name()
        TemporaryFiles.shared.removeStale(in: directory)
        // Keep the permissions of a regular file being replaced (an in-place rewrite); new files get the
        // usual 0644 less the umask.
        var mode: mode_t = 0o644
        var status = stat()
        // `lstat`: a symbolic link's target lends the new file nothing (the rename replaces the
        // link itself), so only a regular file's mode is kept.
        let replacesFile = lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        if replacesFile { mode = status.st_mode & 0o7777 }

        guard let descriptor = TemporaryFiles.shared.create(temporary, mode: mode) else {
            throw Failure(path: path, reason: FileErrors.reason(errno: errno))
        }
        defer { TemporaryFiles.shared.forget(temporary) }
        var isOpen = true
        do throws(Failure) {
            // `open` applies the umask; an in-place rewrite keeps the original mode exactly.
            if replacesFile { fchmod(descriptor, mode) }
            try writeAll(bytes, to: descriptor, path: path)
            isOpen = false
            if close(descriptor) != 0 { throw Failure(path: path, reason: FileErrors.reason(errno: errno)) }
            if rename(temporary, path) != 0 { throw Failure(path: path, reason: FileErrors.reason(errno: errno)) }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
        return .written
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, reason: FileErrors.reason(errno: errno))
            }
            offset += written
        }
    }
}
