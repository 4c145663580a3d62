/// A place in a file, printed the way compilers and Xcode print it: `path:line:column`.
///
/// The one position type of every diagnostic, theme-file node and applied value. Line and
/// column are 1-based, column counted in characters; nil where the format records no position
/// (a binary plist), and the location then prints as `path:1:1` so Xcode still turns it into a
/// clickable issue.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var column: Int?

    public init(path: String, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
    }

    public var description: String {
        "\(path):\(line ?? 1):\(column ?? 1)"
    }
}
