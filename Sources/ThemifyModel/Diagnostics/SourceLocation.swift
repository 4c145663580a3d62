/// A place in a file, printed the way compilers and Xcode print it: `path:line:column`.
///
/// The one position type of every diagnostic, theme-file node and applied value. Line and
/// column are 1-based, column counted in characters; nil where the format records no position
/// (a binary plist), and the location then prints as `path:1:1` so Xcode still turns it into a
/// clickable issue.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's path as the user gave it.
    public var path: String
    /// The line, from 1; nil for the file as a whole.
    public var line: Int?
    /// The column in characters, from 1; nil when only the line is known.
    public var column: Int?

    /// A place in a file.
    public init(path: String, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`, as Xcode and editors read it.
    public var description: String {
        "\(path):\(line ?? 1):\(column ?? 1)"
    }
}
