import ThemifyXML

/// Keeps a layout's `<resources>` block in step with the images and colors its elements name,
/// as Xcode does on save: one `<image name= width= height=>` per image, sorted by name (byte order),
/// before the `<namedColor>` and `<systemColor>` entries.
struct ResourceCatalog {
    let root: MarkupElement

    private var resources: MarkupElement? { root.child("resources") }

    func image(named name: String) -> MarkupElement? {
        resources?.children.first { $0.name == "image" && $0.attribute("name") == name }
    }

    /// Adds an entry for `name` unless there is one; `size` is width and height as Xcode wrote
    /// them for the image being replaced, or the view's frame when no entry says.
    func addImage(named name: String, size: (width: String, height: String)) {
        guard image(named: name) == nil else { return }
        let entry = MarkupElement("image", [MarkupAttribute("name", name), MarkupAttribute("width", size.width), MarkupAttribute("height", size.height)])
        let resources = self.resources ?? {
            let created = MarkupElement("resources")
            root.insert(created, at: ChildOrder.insertionIndex(for: created, in: root))
            return created
        }()
        let images = resources.children.enumerated().filter { $0.element.name == "image" }
        let index = images.first { Array(($0.element.attribute("name") ?? "").utf8).lexicographicallyPrecedes(Array(name.utf8)) == false }?.offset
            ?? images.last.map { $0.offset + 1 } ?? 0
        resources.insert(entry, at: index)
    }

    /// Removes the `<image>`, `<namedColor>` and `<systemColor>` entries of `names` that nothing
    /// in the layout refers to any more, and the `<resources>` block itself once it is empty.
    func removeUnreferencedEntries(among names: Set<String>) {
        guard let resources, !names.isEmpty else { return }
        var referenced = Set<String>()
        for top in root.children where top !== resources {
            for element in top.subtree() {
                for attribute in element.attributes where names.contains(attribute.value) { referenced.insert(attribute.value) }
            }
        }
        for entry in resources.children where ["image", "namedColor", "systemColor"].contains(entry.name) {
            if let name = entry.attribute("name"), names.contains(name), !referenced.contains(name) { entry.remove() }
        }
        if resources.children.isEmpty { resources.remove() }
    }
}
