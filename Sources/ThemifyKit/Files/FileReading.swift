import Foundation

/// Reading whole input files, refusing up front the ones too large to be layouts or themes.
public enum FileReading {
    /// Far beyond any real layout or theme (Xcode's largest layouts are a few MB); checked
    /// before reading, so a huge file costs nothing.
    public static let maximumSize = 256 << 20

    /// The file's bytes, or why they cannot be had.
    public static func read(_ path: String) -> Result<[UInt8], DiagnosticError> {
        let location = SourceLocation(path: path, line: 1, column: 1)
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
            return .failure(DiagnosticError(.error("file is \(Int(status.st_size) >> 20) MB; themify reads layouts of up to \(maximumSize >> 20) MB", at: location)))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(DiagnosticError(.error("cannot read: \(FileErrors.reason(errno: EACCES))", at: location)))
        }
        return .success([UInt8](data))
    }
}
