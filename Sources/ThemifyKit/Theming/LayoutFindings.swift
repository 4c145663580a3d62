import ThemifyModel
import ThemifyXML

/// What themify finds in a layout as read and every theme needs: its tagged views, its era,
/// platform and habits, the fonts it names and its controller classes.
///
/// Each theme starts from the same parse (edits are reverted between themes), so these are
/// found once per layout rather than once per theme; each of them was a walk over the whole
/// document.
struct LayoutFindings {
    let tagged: (elements: [TaggedElement], diagnostics: [Diagnostic])
    let document: DocumentFacts
    let fontNames: FontNameCheck
    /// Empty unless the themer collects them (for the nib map).
    let controllerClasses: [String]

    /// Nil for a legacy `<archive>` layout, which is passed through unthemed.
    /// `bundledFontFamilies`: PostScript name → family, from the app's font files.
    init?(
        _ layout: Layout, tagging: TaggingConfiguration, fonts: ProjectFonts, bundledFontFamilies: [String: String] = [:],
        collectsControllerClasses: Bool
    ) {
        guard layout.format == .document else { return nil }
        let root = layout.document.root
        tagged = ThemeKeyDiscovery(tagging: tagging).taggedElements(in: layout)
        document = DocumentFacts(root: root, bundledFontFamilies: bundledFontFamilies)
        fontNames = FontNameCheck(projectFonts: fonts, root: root)
        controllerClasses = collectsControllerClasses ? ControllerClasses.classes(in: layout) : []
    }
}
