import ThemifyXML
import ThemeModel

/// The state of one theming pass over one layout.
struct ThemingRun {
    let layout: Layout
    let theme: ResolvedTheme
    /// The asset catalogs given, plus the generated catalog's colors as the run names them.
    private(set) var assets: AssetCatalog
    var diagnostics: [Diagnostic] = []
    var themedElements = 0
    var changedProperties = 0
    var applied: [AppliedValue] = []
    /// Names of images and colors that were replaced, whose `<resources>` entries may now be
    /// unused.
    private var released = Set<String>()
    /// Custom fonts that were replaced, whose `<customFonts>` entries may now be unused.
    private var releasedFonts = Set<String>()

    let recordsAppliedValues: Bool

    init(layout: Layout, theme: ResolvedTheme, assets: AssetCatalog, recordsAppliedValues: Bool) {
        self.layout = layout
        self.theme = theme
        self.assets = assets
        self.recordsAppliedValues = recordsAppliedValues
    }

    /// Themes one element: the `$appearance` rules of its classes, most general first, then its
    /// custom class's rule, then the style its own key names, each overriding the one before —
    /// resolved by the model's `ViewStyle`, as the app resolves a view at run time.
    mutating func apply(to element: MarkupElement, tag: TaggedElement?) {
        let classChain = [element.attribute("customClass")].compactMap { $0 } + PropertyTable.classChain(of: element)
        let resolved = ViewStyle(theme: theme, key: tag?.key, classChain: classChain)
        if let tag, let problem = resolved.keyProblem { report(problem, key: tag.key, on: element) }
        guard let style = resolved.style else { return }
        themedElements += 1
        for (path, value) in style.properties {
            guard let form = PropertyTable.form(of: path, on: element) else {
                // Appearance rules reach whole class hierarchies, like UIAppearance; only a
                // property the element's own key asks for is worth a warning, and not one
                // only the app sets (a segmented control's background image per state).
                let setAtRunTime = StylePath(path).target(onClassChain: classChain).map { !$0.backEnds.contains(.layout) } ?? false
                if resolved.ownPaths.contains(path), !setAtRunTime {
                    diagnostics.append(.warning("<\(element.name)> cannot take '\(path)' (key '\(tag?.key ?? "")' in theme '\(theme.name)'); nothing is written for it", at: layout.location(of: element), rule: LintRule.unsupportedProperty))
                }
                continue
            }
            write(value, path: path, form: form, on: element, key: tag?.key)
        }
    }

    private mutating func report(_ problem: ViewStyle.KeyProblem, key: String, on element: MarkupElement) {
        switch problem {
        case .missingKey:
            diagnostics.append(.warning("theme '\(theme.name)' has no key '\(key)'\(inheritanceNote); the <\(element.name)> is left as it is", at: layout.location(of: element), rule: LintRule.missingKey))
        case .noPrimaryProperty:
            diagnostics.append(.warning("<\(element.name)> has no primary property for the plain value of '\(key)'; give the key a style that names the property", at: layout.location(of: element), rule: LintRule.unsupportedProperty))
        case .invalidPlainValue(let property, let problem, let location):
            diagnostics.append(.error("\(problem.message) (key '\(key)', set as \(property) of <\(element.name)>)", at: location, rule: LintRule.invalidValue))
            diagnostics.append(.note("used here", at: layout.location(of: element)))
        }
    }

    private var inheritanceNote: String {
        theme.chain.count > 1 ? " (nor does \(theme.chain.dropFirst().map { "'\($0.name)'" }.joined(separator: ", ")))" : ""
    }

    private mutating func write(_ value: StyleValue, path: String, form: PropertyForm, on element: MarkupElement, key: String?) {
        let owner = key.map { "key '\($0)'" } ?? "appearance rule"
        if recordsAppliedValues {
            applied.append(AppliedValue(element: layout.location(of: element), elementName: element.name, key: key, property: path, settings: value.settings))
        }
        let effects = PropertyWriter.write(namingGeneratedColors(value), as: form, on: element, tolerance: theme.colorTolerance)
        for problem in effects.problems {
            diagnostics.append(.error("\(problem.message) (\(owner), set as \(path) of <\(element.name)>)", at: value.location, rule: LintRule.invalidValue))
            diagnostics.append(.note("used here", at: layout.location(of: element)))
        }
        if effects.surplus > 0 {
            diagnostics.append(.warning("\(path) lists \(effects.surplus) more image(s) than the <\(element.name)> has segments; the extra ones are not used", at: layout.location(of: element), rule: LintRule.unsupportedProperty))
        }
        changedProperties += effects.changedValues
        released.formUnion(effects.released)
        releasedFonts.formUnion(effects.fontsReleased)
        releasedFonts.subtract(effects.fontsUsed)
        for font in effects.fontsUsed { CustomFontCatalog(root: layout.document.root).add(font) }
        let catalog = ResourceCatalog(root: layout.document.root)
        for image in effects.images {
            released.remove(image.image.name)
            addResource(for: image.image, replacing: image.previous, holder: image.holder, catalog: catalog)
        }
        for color in effects.colors {
            if case .system(let name) = color { released.remove(name) }
            if case .asset(let name) = color { released.remove(name) }
            if let problem = catalog.addColor(color, assets: assets) {
                diagnostics.append(.warning(problem.message, at: value.location, rule: LintRule.missingAsset))
            }
        }
    }

    private func addResource(for image: ImageName, replacing previous: String?, holder: MarkupElement, catalog: ResourceCatalog) {
        if let old = previous.flatMap({ catalog.entry("image", named: $0) }), let width = old.attribute("width"), let height = old.attribute("height") {
            catalog.addImage(image, size: (width, height))
        } else if let frame = holder.child("rect", key: "frame"), let width = frame.attribute("width"), let height = frame.attribute("height") {
            catalog.addImage(image, size: (width, height))
        }
    }

    mutating func addGeneratedColor(_ name: String, value: SRGBColor, colorSpace: String?) {
        assets.addGeneratedColor(name, value: value, colorSpace: colorSpace)
    }

    mutating func finishResources() {
        ResourceCatalog(root: layout.document.root).removeUnreferencedEntries(among: released)
        CustomFontCatalog(root: layout.document.root).removeUnused(among: releasedFonts)
    }
}
