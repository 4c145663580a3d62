import ThemifyModel

/// What became of one variant (one layout with one theme) in a build.
public struct VariantOutcome: Sendable, Equatable {
    /// The word `--verbose` and the JSON report use for each.
    public enum Status: String, Sendable {
        /// The file was written (or put in place).
        case written
        /// The file on disk already held these bytes.
        case unchanged
        /// Check mode: the file on disk holds these bytes.
        case current
        /// Check mode: no file.
        case missing
        /// Check mode: the file on disk holds other bytes.
        case outdated
        /// The one variant went to the caller (`BuildDestination.standardOutput`).
        case standardOutput = "stdout"
        /// Errors in the layout or theme; nothing written.
        case failed
        /// The file could not be written.
        case writeFailed = "write-failed"
    }

    /// The input layout's path.
    public var layout: String
    /// The theme's name.
    public var theme: String
    /// Where the variant goes; nil when it failed or went to standard output.
    public var target: String?
    /// What became of it.
    public var status: Status
    /// Elements the theme set values on.
    public var themedElements = 0
    /// Values that differ from the layout's.
    public var changedProperties = 0
    /// Warnings and errors theming this layout with this theme gave.
    public var warnings = 0
    /// Errors among them; any one means nothing was written.
    public var errors = 0
    /// Errors this theme caused here (located in its files, not in the layout): any one holds
    /// back every variant of the theme.
    public var themeErrors = 0

    /// An outcome with no counts yet.
    public init(layout: String, theme: String, target: String? = nil, status: Status, errors: Int = 0) {
        self.layout = layout
        self.theme = theme
        self.target = target
        self.status = status
        self.errors = errors
    }
}
