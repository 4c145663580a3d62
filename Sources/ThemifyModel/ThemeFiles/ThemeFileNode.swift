/// A value read from a theme file (XML plist, binary plist or JSON), with the place it was written.
///
/// Theme files are read into this one located tree whatever their format, so that everything
/// downstream (the theme model, lint, diff) can point a diagnostic at the exact line of a key.
public struct ThemeFileNode: Sendable, Equatable {
    public enum Content: Sendable, Equatable {
        case string(String)
        case integer(Int)
        case real(Double)
        case bool(Bool)
        case array([ThemeFileNode])
        /// Members in file order; keys are unique (readers reject duplicates).
        case dictionary([ThemeFileMember])

        public var isDictionary: Bool {
            if case .dictionary = self { return true }
            return false
        }
    }

    public var content: Content
    /// Where the value's first character is; no line in a binary plist.
    public var location: SourceLocation

    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }
}

/// One `key: value` pair of a dictionary in a theme file.
public struct ThemeFileMember: Sendable, Equatable {
    public var key: String
    /// Where the key itself is written, which is where diagnostics about the entry point.
    public var keyLocation: SourceLocation
    public var value: ThemeFileNode

    public init(key: String, at keyLocation: SourceLocation, value: ThemeFileNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
