/// A value read from a theme file (XML plist, binary plist or JSON), with the place it was written.
///
/// Theme files are read into this one located tree whatever their format, so that everything
/// downstream (the theme model, lint, diff) can point a diagnostic at the exact line of a key.
/// Binary plists carry no positions; their nodes report line 0.
public struct ThemeFileNode: Sendable, Equatable {
    public enum Content: Sendable, Equatable {
        case string(String)
        case integer(Int)
        case real(Double)
        case bool(Bool)
        case array([ThemeFileNode])
        /// Members in file order; keys are unique (readers reject duplicates).
        case dictionary([ThemeFileMember])
    }

    public var content: Content
    /// 1-based line of the value's first character; 0 when the format records no positions.
    public var line: Int
    /// 1-based column (in characters) of the value's first character; 0 when unknown.
    public var column: Int

    public init(_ content: Content, line: Int = 0, column: Int = 0) {
        self.content = content
        self.line = line
        self.column = column
    }
}

/// One `key: value` pair of a dictionary in a theme file.
public struct ThemeFileMember: Sendable, Equatable {
    public var key: String
    /// Where the key itself is written, which is where diagnostics about the entry point.
    public var keyLine: Int
    public var keyColumn: Int
    public var value: ThemeFileNode

    public init(key: String, keyLine: Int = 0, keyColumn: Int = 0, value: ThemeFileNode) {
        self.key = key
        self.keyLine = keyLine
        self.keyColumn = keyColumn
        self.value = value
    }
}

/// A theme file that cannot be read: what is wrong and where, for `path:line:column: error:`.
public struct ThemeFileSyntaxError: Error, Sendable, Equatable {
    public var message: String
    public var line: Int
    public var column: Int

    public init(_ message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }
}
