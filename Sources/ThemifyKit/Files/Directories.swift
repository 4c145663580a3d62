import Foundation
import ThemeModel

/// Folder creation that reports the system's own reason ("Not a directory", "Permission
/// denied"), where Foundation's wrappers often say only "The operation could not be completed".
package enum Directories {
    /// Creates `path` and any missing parents, like `mkdir -p`.
    package static func create(_ path: String) throws(AtomicFileWriter.Failure) {
        guard !path.isEmpty else { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw AtomicFileWriter.Failure(path: path, reason: FileErrors.reason(errno: ENOTDIR)) }
            return
        }
        let parent = PathNames.parent(of: path)
        if !parent.isEmpty, parent != path { try create(parent) }
        if mkdir(path, 0o777) != 0, errno != EEXIST {
            throw AtomicFileWriter.Failure(path: path, reason: FileErrors.reason(errno: errno))
        }
    }
}
