import ThemifyModel

/// One layout themed in memory with one theme, read back: the themed document as nodes (what
/// `themify` would write), the themer's diagnostics, and lint's contrast findings on it.
/// A preview draws from this, so a picture shows the variant, not a second guess at it.
package struct ThemedLayout: Sendable {
    /// The themed document in each appearance asked for, its colors as that appearance shows them.
    package let roots: [Appearance: LayoutNode]
    /// The light appearance's tree (the first asked for when light is not).
    package var root: LayoutNode { roots[.light] ?? roots.values.first! }
    package let diagnostics: [Diagnostic]
    /// `low-contrast` warnings, located at the text's element.
    package let contrastWarnings: [Diagnostic]
    /// What is on screen in each appearance asked for: the fills and text colors a picture
    /// draws, from the model lint's contrast check judges.
    package let onScreen: [Appearance: OnScreenModel]
    /// An iOS or tvOS document (not AppKit, watchOS or an Xcode 3/4 archive), whose frames are
    /// UIKit's top-left-origin coordinates.
    package let isUIKitDocument: Bool

    /// Themes `bytes` (read from `path`) with `theme` once, and reads the result in each of
    /// `appearances` (at least one); throws the layout's parse errors.
    package init(
        path: String, bytes: [UInt8], theme: ResolvedTheme, tagging: TaggingConfiguration = TaggingConfiguration(),
        assets: AssetCatalog = AssetCatalog(), appearances: [Appearance] = [.light]
    ) throws(DiagnosticError) {
        let layout = try Layout(path: path, bytes: bytes)
        let result = Themer(tagging: tagging, assets: assets, collectsControllerClasses: false).theme(layout, with: theme)
        let asked = appearances.isEmpty ? [Appearance.light] : appearances
        var roots: [Appearance: LayoutNode] = [:]
        for appearance in asked {
            roots[appearance] = layout.snapshot(assets: assets, theme: theme, tagging: tagging, appearance: appearance)
        }
        self.roots = roots
        diagnostics = result.diagnostics
        isUIKitDocument = layout.format == .document && layout.isUIKit
        // One model per appearance, for the pictures asked for and the appearances lint judges: a
        // picture's markers are the findings in what it shows, whatever lint would judge alone.
        let models = Set(asked + OnScreenModel.appearances(for: theme)).sorted().map {
            OnScreenModel(layout: layout, theme: theme, assets: assets, appearance: $0)
        }
        onScreen = Dictionary(uniqueKeysWithValues: models.filter { asked.contains($0.appearance) }.map { ($0.appearance, $0) })
        let original = try? Layout(path: path, bytes: bytes)
        contrastWarnings = ContrastCheck(layout: layout, theme: theme, assets: assets, original: original).warnings(in: models)
    }
}
