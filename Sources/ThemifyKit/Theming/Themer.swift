import ThemifyModel
import ThemifyXML

/// Applies one resolved theme to one layout: the heart of themify.
///
/// A `Sendable` theme in, a `Sendable` result out, the layout parsed and dropped inside the
/// call: files can be themed in parallel with no shared mutable state.
public struct Themer: Sendable {
    /// How views are tagged.
    public let tagging: TaggingConfiguration
    /// Asset catalogs, for the design-time values of `asset:` colors.
    public let assets: AssetCatalog
    /// The app's font files, which theme font names are checked against with the fonts iOS ships.
    public let fonts: ProjectFonts
    /// Removes accessibility labels that hold a theme key from the variants, so VoiceOver does
    /// not read `primaryHeadingColor` aloud (`--strip-key-labels`).
    public let stripsKeyLabels: Bool
    /// Whether results list every value set (`ThemingResult.applied`), for lint and diff; off
    /// when only the variant is wanted, since locating every element has a cost.
    public let recordsAppliedValues: Bool
    /// Whether results name the layout's controller classes, for the nib map.
    public let collectsControllerClasses: Bool
    /// PostScript name → family, from the font files of `fonts` and then `assets`: the family
    /// a `<fontDescription>` naming a bundled font records.
    private let bundledFontFamilies: [String: String]

    /// A themer for a batch of layouts.
    public init(
        tagging: TaggingConfiguration = TaggingConfiguration(), assets: AssetCatalog = AssetCatalog(), fonts: ProjectFonts = ProjectFonts(),
        stripsKeyLabels: Bool = false, recordsAppliedValues: Bool = true, collectsControllerClasses: Bool = true
    ) {
        self.tagging = tagging
        self.assets = assets
        self.fonts = fonts
        self.stripsKeyLabels = stripsKeyLabels
        self.recordsAppliedValues = recordsAppliedValues
        self.collectsControllerClasses = collectsControllerClasses
        bundledFontFamilies = fonts.families.merging(assets.fonts.families) { own, _ in own }
    }

    /// Themes the layout in `bytes` (read from `path`) and returns the variant's bytes.
    public func theme(_ bytes: [UInt8], path: String, with theme: ResolvedTheme) -> ThemingResult {
        let layout: Layout
        do {
            layout = try Layout(path: path, bytes: bytes)
        } catch {
            return ThemingResult(output: nil, diagnostics: error.diagnostics, themedElements: 0, changedProperties: 0)
        }
        return self.theme(layout, with: theme)
    }

    /// Themes one layout with several themes, reading it once: each theme edits the one parse,
    /// its variant is serialized, and the edits are reverted for the next theme.
    public func theme(_ bytes: [UInt8], path: String, with themes: [ResolvedTheme]) -> [ThemingResult] {
        var results: [ThemingResult] = []
        results.reserveCapacity(themes.count)
        theme(bytes, path: path, with: themes) { _, result in results.append(result) }
        return results
    }

    /// As `theme(_:path:with:)`, handing each theme's result (by the theme's index) to `deliver`
    /// as soon as it is made: a caller that writes each variant there holds one variant at a
    /// time, not one per theme.
    public func theme(_ bytes: [UInt8], path: String, with themes: [ResolvedTheme], each deliver: (Int, ThemingResult) -> Void) {
        guard !themes.isEmpty else { return }
        let layout: Layout
        do {
            layout = try Layout(path: path, bytes: bytes)
        } catch {
            // The same errors would repeat for every theme; report them once.
            deliver(0, ThemingResult(output: nil, diagnostics: error.diagnostics, themedElements: 0, changedProperties: 0))
            for index in themes.indices.dropFirst() {
                deliver(index, ThemingResult(output: nil, diagnostics: [], themedElements: 0, changedProperties: 0))
            }
            return
        }
        // Tags and the rest of what the themes need to know of the parse: found once.
        let findings = LayoutFindings(
            layout, tagging: tagging, fonts: fonts, bundledFontFamilies: bundledFontFamilies,
            collectsControllerClasses: collectsControllerClasses)
        for (index, theme) in themes.enumerated() {
            let result = self.theme(layout, with: theme, findings: findings)
            // The parse is dropped after the last theme: nothing needs it put back.
            if index < themes.count - 1 { layout.document.revertEdits() }
            deliver(index, result)
        }
    }

    /// Only a label that is a key of the theme goes: a label that names no key is as likely a
    /// real description VoiceOver needs ("Close") on a view whose key is missing.
    private func stripKeyLabels(_ tagged: [TaggedElement], theme: ResolvedTheme) {
        for item in tagged {
            guard case .themeClass(_, .accessibilityLabel) = item.tagging, theme.value(forKey: item.key) != nil,
                let accessibility = item.element.child("accessibility", key: "accessibilityConfiguration")
            else { continue }
            accessibility.removeAttribute("label")
            // An accessibility block left with nothing but its key says nothing: Xcode omits it.
            if accessibility.attributes.count == 1, accessibility.children.isEmpty { accessibility.remove() }
        }
    }

    /// Themes a parsed layout in place (its document is edited) and returns the variant's bytes.
    public func theme(_ layout: Layout, with theme: ResolvedTheme) -> ThemingResult {
        self.theme(
            layout, with: theme,
            findings: LayoutFindings(
                layout, tagging: tagging, fonts: fonts, bundledFontFamilies: bundledFontFamilies,
                collectsControllerClasses: collectsControllerClasses))
    }

    private func theme(_ layout: Layout, with theme: ResolvedTheme, findings: LayoutFindings?) -> ThemingResult {
        guard let findings else {
            let warnings = ThemeKeyDiscovery(tagging: tagging).legacyThemeMarkers(in: layout).map { marker in
                Diagnostic.warning(
                    "'\(marker.name)' in an Xcode 3/4 <archive> layout: themify passes these files through unchanged; open and save it in a current Xcode to theme it",
                    at: layout.location(of: marker.element), rule: LintRule.legacyLayout)
            }
            return ThemingResult(output: layout.document.originalBytes, diagnostics: warnings, themedElements: 0, changedProperties: 0)
        }

        var run = ThemingRun(
            layout: layout, theme: theme, assets: assets, tagKeyPath: tagging.runtimeAttributeKeyPath, document: findings.document,
            fontNames: findings.fontNames, recordsAppliedValues: recordsAppliedValues)
        let (tagged, tagWarnings) = findings.tagged
        run.diagnostics += tagWarnings
        if theme.hasAppearanceRules {
            let keys = Dictionary(tagged.map { (ObjectIdentifier($0.element), $0) }, uniquingKeysWith: { first, _ in first })
            // Collected first: applying rules inserts elements (states, attributes blocks).
            var elements: [MarkupElement] = []
            layout.document.root.forEachInSubtree { elements.append($0) }
            for element in elements {
                run.apply(to: element, tag: keys[ObjectIdentifier(element)])
            }
        } else {
            for item in tagged { run.apply(to: item.element, tag: item) }
        }
        run.finishResources()
        if stripsKeyLabels { stripKeyLabels(tagged, theme: theme) }
        let failed = run.diagnostics.contains { $0.severity == .error }
        return ThemingResult(
            output: failed ? nil : layout.document.serialized(),
            diagnostics: run.diagnostics, themedElements: run.themedElements, changedProperties: run.changedProperties,
            controllerClasses: findings.controllerClasses, applied: run.applied
        )
    }
}
