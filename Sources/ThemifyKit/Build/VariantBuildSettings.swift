import Foundation
import ThemifyModel

/// What one build is asked to do: the inputs and themes, where the variants and the files
/// beside them go, and how. A value, resolved by the caller (the command line lays its options
/// over `themify.json`); the build checks the paths it writes, not how they were chosen.
public struct VariantBuildSettings: Sendable {
    /// Layouts, or folders searched recursively for them.
    public var inputs: [String]
    /// Theme names (looked up in `themesDirectory`) or paths.
    public var themes: [String]
    /// The folder theme names are looked up in; its themes' variants are never themed again.
    public var themesDirectory: String
    /// The themes folder as messages name it: a configured one as written (`${SRCROOT}/Themes`).
    public var themesDirectoryShown: String
    /// Whether the themes are every theme of the themes folder (none was named), so that a
    /// holiday skin found there is skipped rather than refused.
    public var themesFromFolder = false
    /// Where the variants go.
    public var destination: BuildDestination = .besideInputs
    /// How views carry their theme key.
    public var tagging = TaggingConfiguration()
    /// Folders searched for asset catalogs, for the design-time values of `asset:` colors.
    public var assetFolders: [String] = []
    /// Where the plist naming each layout's variant per theme goes, for ThemifyRuntime; nil for none.
    public var nibMap: String?
    /// The generated asset catalog of per-appearance colors; nil for none.
    public var colorCatalog: String?
    /// Whether the catalog was asked for by name: then it is written even when empty, for a
    /// build system that declares it as an output.
    public var colorCatalogIsExplicit = false
    /// Compare the outputs with what is on disk instead of writing them.
    public var check = false
    /// Remove the accessibility labels that are a Theme* view's key and a key of the theme.
    public var stripsKeyLabels = false
    /// Layouts themed at a time.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Bytes of memory the layouts in flight may cost together (`MemoryBudget`).
    public var memoryBudget = MemoryBudget.bytes(environment: [:])
    /// The configuration the settings came from, which no output may replace.
    public var configuration: Configuration?
    /// The folder outputs from the configuration and defaults stay inside.
    public var projectFolder: String
    /// Where each path came from, for `OutputPathPolicy`: typed by the user, or held to a root.
    public var inputsOrigin: PathOrigin = .commandLine
    /// Where the destination folder came from.
    public var destinationOrigin: PathOrigin = .commandLine
    /// Where the nib map's path came from.
    public var nibMapOrigin: PathOrigin = .commandLine
    /// Where the color catalog's path came from.
    public var colorCatalogOrigin: PathOrigin = .commandLine

    /// Settings that write the variants beside their inputs, every path as typed by the user.
    public init(inputs: [String], themes: [String], themesDirectory: String, projectFolder: String = ".") {
        self.inputs = inputs
        self.themes = themes
        self.themesDirectory = themesDirectory
        themesDirectoryShown = themesDirectory
        self.projectFolder = projectFolder
    }
}
