import ThemifyXML

/// Applies one resolved theme to one layout: the heart of themify.
///
/// Values: a value of the layout's parse and a `Sendable` theme in, a `Sendable` result out, so
/// files can be themed in parallel with no shared mutable state.
public struct Themer: Sendable {
    public let tagging: TaggingConfiguration

    public init(tagging: TaggingConfiguration = TaggingConfiguration()) {
        self.tagging = tagging
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

    /// Themes a parsed layout in place (its document is edited) and returns the variant's bytes.
    public func theme(_ layout: Layout, with theme: ResolvedTheme) -> ThemingResult {
        let discovery = ThemeKeyDiscovery(tagging: tagging)
        guard layout.format == .document else {
            let warnings = discovery.legacyThemeMarkers(in: layout).map { marker in
                Diagnostic.warning("'\(marker.name)' in an Xcode 3/4 <archive> layout: themify passes these files through unchanged; open and save it in a current Xcode to theme it", at: layout.location(of: marker.element))
            }
            return ThemingResult(output: layout.document.originalBytes, diagnostics: warnings, themedElements: 0, changedProperties: 0)
        }

        var run = Run(layout: layout, theme: theme)
        let (tagged, tagWarnings) = discovery.taggedElements(in: layout)
        run.diagnostics += tagWarnings
        for item in tagged { run.apply(to: item) }
        run.finishResources()
        let failed = run.diagnostics.contains { $0.severity == .error }
        return ThemingResult(
            output: failed ? nil : layout.document.serialized(),
            diagnostics: run.diagnostics, themedElements: run.themedElements, changedProperties: run.changedProperties
        )
    }
}

/// The state of one theming pass over one layout.
private struct Run {
    let layout: Layout
    let theme: ResolvedTheme
    var diagnostics: [Diagnostic] = []
    var themedElements = 0
    var changedProperties = 0
    /// Names of images and colors that were replaced, whose `<resources>` entries may now be
    /// unused.
    private var releasedResources = Set<String>()

    init(layout: Layout, theme: ResolvedTheme) {
        self.layout = layout
        self.theme = theme
    }

    mutating func apply(to item: TaggedElement) {
        let element = item.element
        guard let value = theme.value(forKey: item.key) else {
            diagnostics.append(.warning("theme '\(theme.name)' has no key '\(item.key)'\(inheritanceNote); the <\(element.name)> is left as it is", at: layout.location(of: element)))
            return
        }
        themedElements += 1
        switch value {
        case .plain(let setting):
            guard let property = PropertyTable.primaryProperty(ofElement: element.name) else {
                diagnostics.append(.warning("<\(element.name)> has no primary property for the plain value of '\(item.key)'; give the key a style that names the property", at: layout.location(of: element)))
                return
            }
            set(property, to: setting, key: item.key, on: element)
        case .style(let style):
            for (property, setting) in style.properties {
                set(property, to: setting, key: item.key, on: element)
            }
        }
    }

    private var inheritanceNote: String {
        theme.chain.count > 1 ? " (nor does \(theme.chain.dropFirst().map { "'\($0.name)'" }.joined(separator: ", ")))" : ""
    }

    private mutating func set(_ property: String, to setting: ThemeSetting, key: String, on element: MarkupElement) {
        guard let form = PropertyTable.form(of: property, onElement: element.name) else {
            diagnostics.append(.warning("<\(element.name)> cannot take '\(property)' (key '\(key)' in theme '\(theme.name)'); nothing is written for it", at: layout.location(of: element)))
            return
        }
        if let problem = form.kind.problem(with: setting.text) {
            diagnostics.append(.error("\(problem.message) (key '\(key)', set as \(property) of <\(element.name)>)", at: setting.location))
            diagnostics.append(.note("used here", at: layout.location(of: element)))
            return
        }
        switch PropertyWriter.write(setting.text, as: form, on: element) {
        case .unchanged:
            break
        case .changed(let released):
            changedProperties += 1
            if let released { releasedResources.insert(released) }
        case .imageChanged(let previous):
            changedProperties += 1
            addResource(for: setting.text.trimmingWhitespace(), replacing: previous, on: element)
        }
    }

    private mutating func addResource(for image: String, replacing previous: String?, on element: MarkupElement) {
        let catalog = ResourceCatalog(root: layout.document.root)
        if let previous { releasedResources.insert(previous) }
        releasedResources.remove(image)
        if let old = previous.flatMap(catalog.image(named:)), let width = old.attribute("width"), let height = old.attribute("height") {
            catalog.addImage(named: image, size: (width, height))
        } else if let frame = element.child("rect", key: "frame"), let width = frame.attribute("width"), let height = frame.attribute("height") {
            catalog.addImage(named: image, size: (width, height))
        }
    }

    mutating func finishResources() {
        ResourceCatalog(root: layout.document.root).removeUnreferencedEntries(among: releasedResources)
    }
}
