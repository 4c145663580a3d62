import ThemifyModel
import ThemifyXML

/// The state of one theming pass over one layout.
struct ThemingRun {
    let layout: Layout
    let theme: ResolvedTheme
    /// The asset catalogs given, plus the generated catalog's colors as the run names them.
    private(set) var assets: AssetCatalog
    /// What theme font names are checked against, besides the fonts iOS ships.
    let fontNames: FontNameCheck
    /// The runtime attribute that tags views (`themeKey`): a theme never writes it.
    let tagKeyPath: String
    var diagnostics: [Diagnostic] = []
    var themedElements = 0
    var changedProperties = 0
    var applied: [AppliedValue] = []
    /// Names of images and colors that were replaced, whose `<resources>` entries may now be
    /// unused.
    private var released = Set<String>()
    /// New images nothing sized yet: sized like their element's other image at the end.
    private var unsizedImages: [(image: ImageName, holder: MarkupElement)] = []
    /// Whether a font changed: `<customFonts>` is then rebuilt at the end.
    private var fontChanged = false
    private var droppedImageReference = false
    /// What the layout named before this theme's edits, for `finishResources()`: noted here,
    /// before the first edit.
    private let referencesAsRead: LayoutReferences?
    /// The `<resources>` entries as this run's catalogs keep them.
    private let resourceEntries = ResourceEntries()

    let recordsAppliedValues: Bool

    /// The document's era, platform and habits, found once for all of its writes.
    let document: DocumentFacts

    /// `document` and `fontNames`: what the themer found of the layout as read, once for all of
    /// its themes (`LayoutFindings`).
    init(
        layout: Layout, theme: ResolvedTheme, assets: AssetCatalog, tagKeyPath: String = TaggingConfiguration().runtimeAttributeKeyPath,
        document: DocumentFacts, fontNames: FontNameCheck, recordsAppliedValues: Bool
    ) {
        self.document = document
        self.tagKeyPath = tagKeyPath
        self.layout = layout
        self.theme = theme
        self.assets = assets
        self.fontNames = fontNames
        self.recordsAppliedValues = recordsAppliedValues
        self.referencesAsRead = layout.referencesAsRead()
    }

    /// Themes one element: the `$appearance` rules of its classes, most general first, then its
    /// custom class's rule, then the style its own key names, each overriding the one before —
    /// resolved by the model's `ViewStyle`, as the app resolves a view at run time.
    mutating func apply(to element: MarkupElement, tag: TaggedElement?) {
        let classChain = PropertyTable.themingClassChain(of: element, inAppKitDocument: document.isAppKit)
        let resolved = ViewStyle(theme: theme, key: tag?.key, classChain: classChain)
        if let tag, let problem = resolved.keyProblem { report(problem, key: tag.key, on: element) }
        guard let style = resolved.style else { return }
        themedElements += 1
        for (path, value) in style.properties {
            guard let form = PropertyTable.form(of: path, on: element, inAppKitDocument: document.isAppKit) else {
                // Appearance rules reach whole class hierarchies, like UIAppearance; only a
                // property the element's own key asks for is worth a warning, and not one
                // only the app sets (a segmented control's background image per state).
                let setAtRunTime = path.target(onClassChain: classChain).map { !$0.backEnds.contains(.layout) } ?? false
                if resolved.ownPaths.contains(path), !setAtRunTime {
                    // Where the kind takes it when built otherwise, say how.
                    let reason = PropertyTable.unsupportedReason(of: path, on: element, inAppKitDocument: document.isAppKit)
                    diagnostics.append(
                        .warning(
                            "<\(element.name)> cannot take '\(path)' (key '\(tag?.key ?? "")' in theme '\(theme.name)')\(reason); nothing is written for it",
                            at: layout.location(of: element), rule: LintRule.unsupportedProperty))
                }
                continue
            }
            if path.runtimeAttributeKeyPath == tagKeyPath {
                diagnostics.append(
                    .warning(
                        "'\(path)' would overwrite the theme key itself; nothing is written for it", at: value.location,
                        rule: LintRule.unsupportedProperty))
                continue
            }
            write(value, path: path, form: form, on: element, key: tag?.key)
        }
    }

    private mutating func report(_ problem: ViewStyle.KeyProblem, key: String, on element: MarkupElement) {
        switch problem {
        case .missingKey:
            diagnostics.append(
                .warning(
                    "theme '\(theme.name)' has no key '\(key)'\(inheritanceNote); the <\(element.name)> is left as it is",
                    at: layout.location(of: element), rule: LintRule.missingKey))
        case .noPrimaryProperty:
            diagnostics.append(
                .warning(
                    "<\(element.name)> has no primary property for the plain value of '\(key)'; give the key a style that names the property",
                    at: layout.location(of: element), rule: LintRule.unsupportedProperty))
        case .invalidPlainValue(let property, let problem, let location):
            diagnostics.append(
                .error(
                    "\(problem.message) (key '\(key)', set as \(property) of <\(element.name)>)", at: location, rule: LintRule.invalidValue)
            )
            diagnostics.append(.note("used here", at: layout.location(of: element)))
        }
    }

    private var inheritanceNote: String {
        theme.chain.count > 1 ? " (nor does \(theme.chain.dropFirst().map { "'\($0.name)'" }.joined(separator: ", ")))" : ""
    }

    private mutating func write(_ value: StyleValue, path: StylePath, form: PropertyForm, on element: MarkupElement, key: String?) {
        // Words for messages only: made when a message is, not for every value written.
        var owner: String { key.map { "key '\($0)'" } ?? "appearance rule" }
        if recordsAppliedValues {
            applied.append(
                AppliedValue(
                    element: layout.location(of: element), elementName: element.name, key: key, path: path,
                    settings: value.settings))
        }
        let effects = PropertyWriter.write(
            namingGeneratedColors(value), as: form, on: element, tolerance: theme.colorTolerance, document: document)
        // A font name already reported as unknown is not reported again for its missing file.
        var misnamedFonts: Set<String> = []
        if effects.changedValues > 0 {
            for font in value.settings.compactMap(\.value.font) {
                if let problem = fontNames.problem(with: font) {
                    if case .custom(let name, _) = font { misnamedFonts.insert(name) }
                    diagnostics.append(
                        .warning(
                            "\(problem.message) (\(owner), set as \(path) of <\(element.name)>)", at: value.location,
                            rule: LintRule.missingAsset))
                }
            }
        }
        for problem in effects.problems {
            diagnostics.append(
                .error(
                    "\(problem.message) (\(owner), set as \(path) of <\(element.name)>)", at: value.location, rule: LintRule.invalidValue))
            diagnostics.append(.note("used here", at: layout.location(of: element)))
        }
        for problem in effects.warnings {
            diagnostics.append(
                .warning(
                    "\(problem.message) (\(owner), set as \(path) of <\(element.name)>)", at: layout.location(of: element),
                    rule: LintRule.unsupportedProperty))
        }
        if effects.surplus > 0 {
            diagnostics.append(
                .warning(
                    "\(path) lists \(effects.surplus) more image(s) than the <\(element.name)> has segments; the extra ones are not used",
                    at: layout.location(of: element), rule: LintRule.unsupportedProperty))
        }
        changedProperties += effects.changedValues
        released.formUnion(effects.released)
        fontChanged = fontChanged || effects.fontChanged
        droppedImageReference = droppedImageReference || effects.droppedImageReference
        for font in effects.fontsUsed where !misnamedFonts.contains(font) {
            if let warning = CustomFontCatalog(root: layout.document.root, assets: assets, fonts: fontNames.projectFonts)
                .missingFileWarning(for: font)
            {
                diagnostics.append(.warning(warning, at: value.location, rule: LintRule.missingAsset))
            }
        }
        let catalog = ResourceCatalog(root: layout.document.root, entries: resourceEntries)
        for image in effects.images {
            released.remove(image.image.name)
            addResource(for: image.image, replacing: image.previous, holder: image.holder, catalog: catalog, location: value.location)
        }
        for color in effects.colors {
            if case .system(let name) = color { released.remove(name) }
            if case .asset(let name) = color { released.remove(name) }
            if let problem = catalog.addColor(color, assets: assets) {
                diagnostics.append(.warning(problem.message, at: value.location, rule: LintRule.missingAsset))
            }
        }
    }

    private mutating func addResource(
        for image: ImageName, replacing previous: String?, holder: MarkupElement, catalog: ResourceCatalog, location: SourceLocation
    ) {
        let (size, warning) = catalog.imageEntrySize(for: image, replacing: previous, holder: holder, assets: assets)
        if let warning { diagnostics.append(.warning(warning, at: location, rule: LintRule.unknownSystemImage)) }
        if let size { catalog.addImage(image, size: size) } else { unsizedImages.append((image, holder)) }
    }

    mutating func addGeneratedColor(_ name: String, value: SRGBColor, colorSpace: String?) {
        assets.addGeneratedColor(name, value: value, colorSpace: colorSpace)
    }

    mutating func finishResources() {
        let root = layout.document.root
        let catalog = ResourceCatalog(root: root, entries: resourceEntries)
        for (image, holder) in unsizedImages where catalog.entry(ResourceEntryTag.image, named: image.name) == nil {
            if let size = catalog.siblingImageSize(for: image, holder: holder) { catalog.addImage(image, size: size) }
        }
        let inUse = ReferencesInUse(root: root, asRead: referencesAsRead, collectsFonts: fontChanged)
        catalog.removeUnreferencedEntries(among: released, inUse: inUse)
        if droppedImageReference { catalog.removeImageReferencesCapabilityIfUnused() }
        if fontChanged {
            CustomFontCatalog(root: root, assets: assets, fonts: fontNames.projectFonts).rebuild(keeping: inUse.bundledFonts())
        }
    }
}
