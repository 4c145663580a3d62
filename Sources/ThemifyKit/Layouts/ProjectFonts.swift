import Foundation
import ThemifyModel

/// The fonts an app bundles, by PostScript name: read from the font files (`.ttf`, `.otf`,
/// `.ttc`) under the `--assets` folders, so a theme's font names can be checked against them
/// as well as against the fonts iOS ships.
public struct ProjectFonts: Sendable {
    /// PostScript name → the font file's name (`proximanova-bold.otf`).
    public private(set) var files: [String: String] = [:]
    /// PostScript name → the family its file gives it (`DejaVu Sans` for
    /// `DejaVuSans-ExtraLight`), for the fonts whose files name one.
    public private(set) var families: [String: String] = [:]
    /// Whether any folder was searched: without one, a name themify does not know may still be
    /// a font the app bundles, so only near misses of known names are worth a warning.
    public let searched: Bool

    /// No font files.
    public init() {
        searched = false
    }

    /// The font files under the folders, read by the asset catalog that reads the rest.
    public init(searching folders: [String]) {
        self = AssetCatalog(searching: folders).fonts
    }

    /// Fonts from names already known (tests, or a caller with its own font list): PostScript
    /// name → file name, and → family where known.
    public init(postScriptNames: [String: String], families: [String: String] = [:]) {
        files = postScriptNames
        self.families = families
        searched = true
    }

    /// The PostScript names of the project's fonts.
    public var postScriptNames: Set<String> { Set(files.keys) }
}
