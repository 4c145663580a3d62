/// A value read from a theme file (XML plist, binary plist or JSON), with the place it was written.
///
/// Theme files are read into this one located tree whatever their format, so that everything
/// downstream (the theme model, lint, diff) can point a diagnostic at the exact line of a key.
public struct ThemeFileNode: Sendable, Equatable {
    /// What the value is; the formats' types map onto these (a plist `<real>` and a JSON number
    /// with a fraction are both `.real`).
    public enum Content: Sendable, Equatable {
        /// A string, with XML references and JSON escapes resolved.
        case string(String)
        /// A whole number that fits in `Int` (a plist `<integer>`, a JSON number without fraction or
        /// exponent).
        case integer(Int)
        /// A finite number with a fraction or exponent, or an integer too large for `Int`.
        case real(Double)
        /// `<true/>`, `<false/>`, `true` or `false`.
        case bool(Bool)
        /// Items in file order.
        case array([ThemeFileNode])
        /// Members in file order; keys are unique (readers reject duplicates).
        case dictionary([ThemeFileMember])

        /// Whether the value is a dictionary (a style, or a theme file's top level).
        public var isDictionary: Bool {
            if case .dictionary = self { return true }
            return false
        }
    }

    /// The value.
    public var content: Content
    /// Where the value's first character is; no line in a binary plist.
    public var location: SourceLocation

    /// A value written at `location`.
    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }
}

/// One `key: value` pair of a dictionary in a theme file.
public struct ThemeFileMember: Sendable, Equatable {
    /// The key as written, references and escapes resolved.
    public var key: String
    /// Where the key itself is written, which is where diagnostics about the entry point.
    public var keyLocation: SourceLocation
    /// The member's value, with its own location.
    public var value: ThemeFileNode

    /// A member whose key is written at `keyLocation`.
    public init(key: String, at keyLocation: SourceLocation, value: ThemeFileNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
