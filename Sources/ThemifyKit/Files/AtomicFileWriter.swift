import Foundation
import ThemifyModel

/// Writes files so that a reader never sees a half-written one: the bytes go to a temporary file
/// beside the target and take the target's name in one `rename` (on Linux, a file that does not
/// exist yet is written unnamed and linked into place), so an interrupted or failed run leaves
/// the old file or the new one, never a mix. There is no `fsync`: like compilers and
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
        // `lstat`: a symbolic link's target lends the new file nothing (the rename replaces the
        // link itself), so only a regular file's mode is kept.
        var status = stat()
        let kind = lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
        let replacesFile = kind == S_IFREG
        // A file (or the file a link names) already holding these bytes stays as it is. Only one
        // of the same size is read: a fresh build, or a changed variant, reads nothing.
        if replacesFile || kind == S_IFLNK, holds(bytes, at: path) { return .unchanged }
        let directory = PathNames.parent(of: path)
        // What a killed run left here goes first, however this file is written (once per folder).
        TemporaryFiles.shared.removeStale(in: directory)
        #if os(Linux)
        if kind == 0, try writeUnnamed(bytes, to: path, in: directory) { return .written }
        #endif
        // A short name of its own, not the target's name with a suffix: that would pass the
        // 255-byte limit on a name for long but legal variant names.
        let temporary = (directory.isEmpty ? "" : directory + "/") + TemporaryFiles.name()
        // Keep the permissions of a regular file being replaced (an in-place rewrite); new files get the
        // usual 0644 less the umask.
        var mode: mode_t = 0o644
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

    #if os(Linux)
    /// Linux's `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`; `__O_TMPFILE` is 020000000 on every
    /// architecture Swift runs on), a macro Swift does not import.
    private static let unnamedFile: Int32 = 0o20000000 | O_DIRECTORY

    /// Writes a file that does not exist yet as an unnamed file in its folder and links it into
    /// place once complete: it appears whole or not at all, an interrupted or killed run leaves
    /// nothing behind, and it costs the file system one name instead of a temporary one and a
    /// rename. False when the file system or the system cannot (no `O_TMPFILE`, no `/proc`), or
    /// when something took the name meanwhile: the caller then writes a named temporary file.
    private static func writeUnnamed(_ bytes: [UInt8], to path: String, in directory: String) throws(Failure) -> Bool {
        let descriptor = open(directory.isEmpty ? "." : directory, unnamedFile | O_WRONLY | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor, path: path)
        return linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0
    }
    #endif

    /// Whether the file at `path` (through a link) holds exactly `bytes`.
    static func holds(_ bytes: [UInt8], at path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == bytes.count else { return false }
        var existing = [UInt8](repeating: 0, count: bytes.count + 1)
        var offset = 0
        // One byte more than expected is asked for, so a file that grew meanwhile does not match.
        while offset < existing.count {
            let count = existing.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            offset += count
        }
        guard offset == bytes.count else { return false }
        return existing.withUnsafeBytes { existing in
            bytes.withUnsafeBytes { memcmp(existing.baseAddress!, $0.baseAddress!, bytes.count) == 0 }
        }
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(Failure) {
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
