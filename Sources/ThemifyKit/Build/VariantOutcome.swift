import ThemifyModel

/// What became of one variant (one layout with one theme) in a build.
public struct VariantOutcome: Sendable, Equatable {
    /// The word `--verbose` and the JSON report use for each.
    public enum Status: String, Sendable {
        case written
        /// The file on disk already held these bytes.
        case unchanged
        /// Check mode: the file on disk holds these bytes.
        case current
        /// Check mode: no file, or a different one.
        case missing
        case outdated
        /// The one variant went to the caller (`BuildDestination.standardOutput`).
        case standardOutput = "stdout"
        /// Errors in the layout or theme; nothing written.
        case failed
        /// The file could not be written.
        case writeFailed = "write-failed"
    }

    public var layout: String
    public var theme: String
    /// Where the variant goes; nil when it failed or went to standard output.
    public var target: String?
    public var status: Status
    public var themedElements = 0
    public var changedProperties = 0
    public var warnings = 0
    public var errors = 0
    /// Errors this theme caused here (located in its files, not in the layout): any one holds
    /// back every variant of the theme.
    public var themeErrors = 0

    public init(layout: String, theme: String, target: String? = nil, status: Status, errors: Int = 0) {
        self.layout = layout
        self.theme = theme
        self.target = target
        self.status = status
        self.errors = errors
    }
}
