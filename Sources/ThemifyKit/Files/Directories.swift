import Foundation
import ThemifyModel

/// Folder creation that reports the system's own reason ("Not a directory", "Permission
/// denied"), where Foundation's wrappers often say only "The operation could not be completed".
package enum Directories {
    /// Creates `path` and any missing parents, like `mkdir -p`.
    package static func create(_ path: String) throws(AtomicFileWriter.Failure) {
        guard !path.isEmpty else { return }
        // `stat` (through links, as a path is followed): one call, asked for every file written.
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw AtomicFileWriter.Failure(path: path, reason: FileErrors.reason(errno: ENOTDIR))
            }
            return
        }
        let parent = PathNames.parent(of: path)
        if !parent.isEmpty, parent != path { try create(parent) }
        if mkdir(path, 0o777) != 0, errno != EEXIST {
            throw AtomicFileWriter.Failure(path: path, reason: FileErrors.reason(errno: errno))
        }
    }
}
