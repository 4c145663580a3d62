import Foundation

/// The one way themify reads an input file — layouts, themes, configurations, asset-catalog
/// files — with the same bounds for all: a regular file (never a folder, pipe or device), no
/// larger than `maximumSize`, checked before reading; optionally only inside a folder, after
/// symlinks are followed.
public enum FileReading {
    /// Far beyond any real layout or theme (Xcode's largest layouts are a few MB); checked
    /// before reading, so a huge file costs nothing.
    public static let maximumSize = 256 << 20

    /// The file's bytes, or why they cannot be had. With `folder`, a file whose real path
    /// (symlinks followed) is not inside that folder's real path is refused.
    public static func read(_ path: String, confinedTo folder: String? = nil, maximumSize: Int = FileReading.maximumSize) -> Result<
        [UInt8], DiagnosticError
    > {
        let location = SourceLocation(path: path, line: 1, column: 1)
        // A path that resolves nowhere (missing, or a dangling link) is reported as missing
        // below, by stat: only a file that exists can lead outside the folder.
        if let folder, realPath(path) != nil, !isInside(path, folder: folder) {
            return .failure(
                DiagnosticError(.error("leads outside '\(folder)' (through a symlink); themify reads only files inside it", at: location)))
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            return .failure(DiagnosticError(.error("cannot read: \(FileErrors.reason(errno: errno))", at: location)))
        }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            return .failure(DiagnosticError(.error("is a folder, not a file", at: location)))
        }
        // A pipe or device (`/dev/zero`, a FIFO) could block or never end: only files are read.
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .failure(DiagnosticError(.error("is not a regular file", at: location)))
        }
        guard Int(status.st_size) <= maximumSize else {
            return .failure(
                DiagnosticError(
                    .error("file is \(Int(status.st_size) >> 20) MB; themify reads files of up to \(maximumSize >> 20) MB", at: location)))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(DiagnosticError(.error("cannot read: \(FileErrors.reason(errno: EACCES))", at: location)))
        }
        // The file may have grown between the check and the read.
        guard data.count <= maximumSize else {
            return .failure(DiagnosticError(.error("file is larger than \(maximumSize >> 20) MB", at: location)))
        }
        return .success([UInt8](data))
    }

    /// Whether `path`, with every symlink followed, is inside `folder` (also followed).
    public static func isInside(_ path: String, folder: String) -> Bool {
        guard let real = realPath(path), let root = realPath(folder) else { return false }
        return root == "/" || real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// The canonical absolute path, symlinks resolved; nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
