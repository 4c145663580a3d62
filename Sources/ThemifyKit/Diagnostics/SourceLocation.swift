/// A place in a file, printed the way compilers and Xcode print it: `path:line:column`.
///
/// Line and column are 1-based; 0 means the format records no position (a binary plist), and
/// the location then prints as `path:1:1` so Xcode still turns it into a clickable issue.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int = 0, column: Int = 0) {
        self.path = path
        self.line = line
        self.column = column
    }

    public var description: String {
        "\(path):\(max(line, 1)):\(max(column, 1))"
    }
}
