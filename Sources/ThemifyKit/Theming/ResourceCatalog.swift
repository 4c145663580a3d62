import ThemifyXML
import ThemeModel

/// Keeps a layout's `<resources>` block and `<dependencies>` in step with the images and colors
/// its elements name, as Xcode does on save: `<image>` entries sorted by name (byte order), then
/// `<namedColor>` entries, then `<systemColor>` entries, each carrying a design-time value; and the
/// capability each kind of color needs.
struct ResourceCatalog {
    let root: MarkupElement

    /// The capability each kind of color entry needs in `<dependencies>`.
    private static let capabilities = ["namedColor": "Named colors", "systemColor": "System colors in document resources"]

    private func removeCapability(_ name: String) {
        root.child("dependencies")?.children.first { $0.name == "capability" && $0.attribute("name") == name }?.remove()
    }

    private static let entryOrder = ["image": 0, "namedColor": 1, "systemColor": 2]

    private var resources: MarkupElement? { root.child("resources") }

    func entry(_ tag: String, named name: String) -> MarkupElement? {
        resources?.children.first { $0.name == tag && $0.hasAttribute("name", equalTo: name) }
    }

    /// Adds an `<image>` entry unless there is one; `size` is width and height as Xcode wrote
    /// them for the image being replaced, or the view's frame when no entry says.
    func addImage(_ image: ImageName, size: (width: String, height: String)) {
        let catalog = image.isSymbol ? [MarkupAttribute("catalog", "system")] : []
        add(MarkupElement("image", [MarkupAttribute("name", image.name)] + catalog + [MarkupAttribute("width", size.width), MarkupAttribute("height", size.height)]))
    }

    /// Adds the `<systemColor>` or `<namedColor>` entry for a color, and its capability.
    func addColor(_ color: ThemeColor, assets: AssetCatalog) -> ValueError? {
        switch color {
        case .sRGB:
            return nil
        case .system(let name):
            guard let value = SystemColors.lightValues[name] else { return nil }
            add(ColorMarkup.resourceEntry(name: name, tag: "systemColor", value: value))
            addCapability("System colors in document resources", minToolsVersion: "11.0")
        case .asset(let name):
            addCapability("Named colors", minToolsVersion: "9.0")
            guard entry("namedColor", named: name) == nil else { return nil }
            guard let value = assets.colors[name] else {
                return ValueError("asset color '\(name)' is not in the asset catalogs given with --assets: its <namedColor> resource entry is left out, and Interface Builder adds it when the layout is next saved")
            }
            add(ColorMarkup.resourceEntry(name: name, tag: "namedColor", value: value, colorSpace: assets.colorSpaces[name]))
        }
        return nil
    }

    private func add(_ new: MarkupElement) {
        let name = new.attribute("name") ?? ""
        guard entry(new.name, named: name) == nil else { return }
        let resources = self.resources ?? {
            let created = MarkupElement("resources")
            root.insert(created, at: ChildOrder.insertionIndex(for: created, in: root))
            return created
        }()
        let rank = Self.entryOrder[new.name] ?? 3
        let index = resources.children.firstIndex { existing in
            let existingRank = Self.entryOrder[existing.name] ?? 3
            if existingRank != rank { return existingRank > rank }
            return !Array((existing.attribute("name") ?? "").utf8).lexicographicallyPrecedes(Array(name.utf8))
        } ?? resources.children.count
        resources.insert(new, at: index)
    }

    /// Capabilities follow the plug-in in `<dependencies>`, sorted by name in byte order.
    private func addCapability(_ name: String, minToolsVersion: String) {
        guard let dependencies = root.child("dependencies"),
              !dependencies.children.contains(where: { $0.name == "capability" && $0.hasAttribute("name", equalTo: name) }) else { return }
        let capability = MarkupElement("capability", [MarkupAttribute("name", name), MarkupAttribute("minToolsVersion", minToolsVersion)])
        let capabilities = dependencies.children.enumerated().filter { $0.element.name == "capability" }
        let index = capabilities.first { !Array(($0.element.attribute("name") ?? "").utf8).lexicographicallyPrecedes(Array(name.utf8)) }?.offset
            ?? capabilities.last.map { $0.offset + 1 } ?? dependencies.children.count
        dependencies.insert(capability, at: index)
    }

    /// Removes the `<image>`, `<namedColor>` and `<systemColor>` entries of `names` that nothing
    /// in the layout refers to any more, and the `<resources>` block itself once it is empty.
    func removeUnreferencedEntries(among names: Set<String>) {
        guard let resources, !names.isEmpty else { return }
        var referenced = Set<String>()
        for top in root.children where top !== resources {
            referenced.formUnion(top.attributeValues(among: names))
        }
        var removedKinds = Set<String>()
        for entry in resources.children where Self.entryOrder[entry.name] != nil {
            if let name = entry.attribute("name"), names.contains(name), !referenced.contains(name) {
                entry.remove()
                removedKinds.insert(entry.name)
            }
        }
        // A capability goes with the last entry that needed it, as Xcode drops it on save.
        for kind in removedKinds where !resources.children.contains(where: { $0.name == kind }) {
            if let capability = Self.capabilities[kind] { removeCapability(capability) }
        }
        if resources.children.isEmpty { resources.remove() }
    }
}
