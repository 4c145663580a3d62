import ThemifyKit
import ThemifyModel

/// What happened to one variant (one layout with one theme), for `--verbose` and
/// `--reporter json`.
struct VariantReport: Sendable {
    enum Status: String, Sendable {
        case written
        /// The file on disk already held these bytes.
        case unchanged
        /// `--check`: the file on disk holds these bytes.
        case current
        /// `--check`: no file, or a different one.
        case missing
        case outdated
        case standardOutput = "stdout"
        /// Errors in the layout or theme; nothing written.
        case failed
        /// The file could not be written.
        case writeFailed = "write-failed"
    }

    var layout: String
    var theme: String
    var target: String?
    var status: Status
    var themedElements = 0
    var changedProperties = 0
    var warnings = 0
    var errors = 0
    /// Errors this theme caused here (located in its files, not in the layout): any one holds
    /// back every variant of the theme.
    var themeErrors = 0
    /// The variant written under a temporary name, put in place once every layout was themed
    /// and the theme found sound.
    var staged: StagedFile?

    var json: JSONWriter.Value {
        .object([
            ("layout", .string(layout)), ("theme", .string(theme)), ("variant", target.map(JSONWriter.Value.string) ?? .string("")),
            ("status", .string(status.rawValue)), ("themedElements", .number(themedElements)),
            ("changedProperties", .number(changedProperties)), ("warnings", .number(warnings)), ("errors", .number(errors)),
        ])
    }
}
