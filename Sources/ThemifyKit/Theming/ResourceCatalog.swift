import ThemifyModel
import ThemifyXML

/// Keeps a layout's `<resources>` block and `<dependencies>` in step with the images and colors
/// its elements name, as Xcode does on save: `<image>` entries sorted by name (byte order), then
/// `<namedColor>` entries, then `<systemColor>` entries, each carrying a design-time value; and the
/// capability each kind of color needs.
struct ResourceCatalog {
    let root: MarkupElement
    /// What the block holds, as the catalogs of one theming run keep it (`ResourceEntries`).
    let entries: ResourceEntries

    /// `entries` is shared by the catalogs of one theming run; a fresh one reads the block anew.
    init(root: MarkupElement, entries: ResourceEntries = ResourceEntries()) {
        self.root = root
        self.entries = entries
    }

    /// The capability each kind of color entry needs in `<dependencies>`.
    private static let capabilities = ["namedColor": "Named colors", "systemColor": "System colors in document resources"]

    private func removeCapability(_ name: String) {
        entries.presentCapabilities.remove(name)
        root.child("dependencies")?.children.first { $0.name == "capability" && $0.attribute("name") == name }?.remove()
    }

    static let entryOrder = [ResourceEntryTag.image: 0, ResourceEntryTag.namedColor: 1, ResourceEntryTag.systemColor: 2]

    private var resources: MarkupElement? { root.child("resources") }

    func entry(_ tag: String, named name: String) -> MarkupElement? {
        entries.entry(tag, named: name, in: resources)
    }

    /// Adds an `<image>` entry unless there is one for the image, replacing one of the same
    /// name from the other catalog (a project image `star` that is now the SF Symbol `star`).
    func addImage(_ image: ImageName, size: (width: String, height: String)) {
        if let existing = entry(ResourceEntryTag.image, named: image.name) {
            guard (existing.attribute("catalog") == "system") != image.isSymbol else { return }
            entries.forget(existing)
            existing.remove()
        }
        let catalog = image.isSymbol ? [MarkupAttribute("catalog", "system")] : []
        add(
            MarkupElement(
                ResourceEntryTag.image,
                [MarkupAttribute("name", image.name)] + catalog + [
                    MarkupAttribute("width", size.width), MarkupAttribute("height", size.height),
                ]))
    }

    /// The size of a new `<image>` entry, as Xcode sizes it, and a warning when that is only
    /// an estimate:
    /// - an SF Symbol or an AppKit image: what Xcode writes for it in this document's era and
    ///   platform (`SystemImageSizes`);
    /// - the app's own image: its files under `--assets`, the rendition for this document's
    ///   device (`AssetCatalog.imageSize(of:for:)`);
    /// - else what the layout says: the replaced image's entry, else the view's frame (else
    ///   nil: `siblingImageSize(for:holder:)` is asked at the end).
    func imageEntrySize(for image: ImageName, replacing previous: String?, holder: MarkupElement, assets: AssetCatalog) -> (
        size: (width: String, height: String)?, warning: String?
    ) {
        let runtime = root.attribute("targetRuntime") ?? "iOS.CocoaTouch"
        let fileSize = image.isSymbol ? nil : assets.imageSize(of: image.name, for: ImageIdiom(document: root))
        // An app may ship its own `NSFoo` image: its files win.
        let isAppKitImage =
            !image.isSymbol && runtime.hasPrefix("MacOSX") && fileSize == nil
            && (SystemImageSizes.isKnownAppKitImage(image.name)
                || Self.looksLikeAppKitImageName(image.name) && !assets.images.contains(image.name))
        if image.isSymbol || isAppKitImage {
            let kind: SystemImageSizes.Kind = image.isSymbol ? .symbol : .appKit
            switch SystemImageSizes.size(of: image.name, kind: kind, runtime: runtime, toolsVersion: root.attribute("toolsVersion")) {
            case .observed(let width, let height):
                return ((width, height), nil)
            case .estimated(let width, let height, let note):
                let what = image.isSymbol ? "SF Symbol '\(image.name)'" : "AppKit image '\(image.name)'"
                let era = root.attribute("toolsVersion").map { " of toolsVersion \($0)'s Xcode era" } ?? ""
                return (
                    (width, height),
                    "\(what) is not in themify's table of the sizes Xcode writes in \(runtime) documents\(era); its <resources> entry is written \(width)×\(height) (\(note)), and Interface Builder corrects it when it next saves the layout"
                )
            }
        }
        if let fileSize { return (fileSize, nil) }
        if let old = previous.flatMap({ entry(ResourceEntryTag.image, named: $0) }), let width = old.attribute("width"),
            let height = old.attribute("height")
        {
            return ((width, height), nil)
        }
        if let frame = holder.child("rect", key: "frame") ?? Self.controlFrame(ofCell: holder), let width = frame.attribute("width"),
            let height = frame.attribute("height")
        {
            return ((width, height), nil)
        }
        return (nil, nil)
    }

    /// An AppKit cell has no frame of its own: its control's sizes a new image entry.
    static func controlFrame(ofCell cell: MarkupElement) -> MarkupElement? {
        guard let control = cell.parent, AppKitClasses.cells[control.name] == cell.name, cell.attribute("key") == "cell" else { return nil }
        return control.child("rect", key: "frame")
    }

    /// The size of another image `holder` names that has an entry: a bar item has no frame,
    /// and its other image (a tab's `image` for its `selectedImage`) is drawn in the same place.
    /// Asked once every other entry is written, so the answer does not depend on the order the
    /// theme set the images in.
    func siblingImageSize(for image: ImageName, holder: MarkupElement) -> (width: String, height: String)? {
        for reference in Self.references(of: holder) where reference.tag == ResourceEntryTag.image && reference.name != image.name {
            if let other = entry(ResourceEntryTag.image, named: reference.name), let width = other.attribute("width"),
                let height = other.attribute("height")
            {
                return (width, height)
            }
        }
        return nil
    }

    /// `NSAddTemplate`, `NSTouchBarShareTemplate`: AppKit's own image names.
    private static func looksLikeAppKitImageName(_ name: String) -> Bool {
        name.hasPrefix("NS") && name.dropFirst(2).first?.isUppercase == true
    }

    /// The era of the document the entries are written into.
    private var era: XcodeEra { XcodeEra.of(toolsVersion: root.attribute("toolsVersion")) }

    /// Adds the `<systemColor>` or `<namedColor>` entry for a color, and its capability.
    func addColor(_ color: ThemeColor, assets: AssetCatalog) -> ValueError? {
        switch color {
        case .sRGB, .components, .catalog:
            return nil
        case .system(let name):
            guard let value = era.recordedLightValue(ofSystemColor: name) else { return nil }
            // Looked up first: an entry is only worth building when there is none.
            if entry("systemColor", named: name) == nil {
                add(ColorMarkup.resourceEntry(name: name, tag: "systemColor", value: value, era: era))
            }
            if !ColorMarkup.isPreXcode11SystemColor(name) {
                addCapability("System colors in document resources", minToolsVersion: "11.0")
            }
        case .asset(let name):
            addCapability("Named colors", minToolsVersion: "9.0")
            guard entry("namedColor", named: name) == nil else { return nil }
            guard let value = assets.colorSet(named: name, for: ImageIdiom(document: root)) else {
                return ValueError(
                    "asset color '\(name)' is not in the asset catalogs given with --assets: its <namedColor> resource entry is left out, and Interface Builder adds it when the layout is next saved"
                )
            }
            switch value {
            case .system(let system, let color):
                // A color set naming a system color: Xcode records that color's value as it
                // writes the system color's own entry (system grays in the gray space), from its
                // own SDK.
                let systemEntry = ColorMarkup.resourceEntry(
                    name: system, tag: "systemColor", value: era.recordedLightValue(ofSystemColor: system) ?? color, era: era)
                let colorElements = systemEntry.children
                colorElements.forEach { $0.remove() }
                add(MarkupElement("namedColor", [MarkupAttribute("name", name)], children: colorElements))
            case .components(let color, let space):
                add(ColorMarkup.resourceEntry(name: name, tag: "namedColor", value: color, colorSpace: space))
            }
        case .perAppearance(let value):
            return addColor(value.light, assets: assets)
        }
        return nil
    }

    /// Adds `new`, an entry of a name the block has none for (the callers looked), in its place.
    private func add(_ new: MarkupElement) {
        let name = new.attribute("name") ?? ""
        let resources =
            self.resources
            ?? {
                let created = MarkupElement("resources")
                root.insert(created, at: ChildOrder.insertionIndex(for: created, in: root))
                return created
            }()
        let rank = Self.entryOrder[new.name] ?? 3
        let index = entries.insertionIndex(rank: rank, name: name, in: resources)
        resources.insert(new, at: index)
        entries.insert(new, rank: rank, name: name, at: index)
    }

    /// Capabilities follow the plug-in in `<dependencies>`, sorted by name in byte order.
    private func addCapability(_ name: String, minToolsVersion: String) {
        // Only this catalog edits capabilities: one found or added stays until it removes it.
        guard !entries.presentCapabilities.contains(name), let dependencies = root.child("dependencies") else { return }
        entries.presentCapabilities.insert(name)
        guard !dependencies.children.contains(where: { $0.name == "capability" && $0.hasAttribute("name", equalTo: name) }) else { return }
        let capability = MarkupElement("capability", [MarkupAttribute("name", name), MarkupAttribute("minToolsVersion", minToolsVersion)])
        let capabilities = dependencies.children.enumerated().filter { $0.element.name == "capability" }
        let index =
            capabilities.first { !Array(($0.element.attribute("name") ?? "").utf8).lexicographicallyPrecedes(Array(name.utf8)) }?.offset
            ?? capabilities.last.map { $0.offset + 1 } ?? dependencies.children.count
        dependencies.insert(capability, at: index)
    }

    /// Removes the `<image>`, `<namedColor>` and `<systemColor>` entries of `names` that nothing
    /// in the layout refers to any more (`ReferencesInUse`), and the `<resources>` block itself
    /// once it is empty. Only a reference of the entry's kind counts: an image by an image
    /// attribute, a color by a `<color>` — a bar item titled like an image it no longer shows
    /// (`title="Bookmarks"`) does not keep that image's entry. (An image that switched catalog
    /// had its entry replaced by `addImage`.)
    func removeUnreferencedEntries(among names: Set<String>, inUse: ReferencesInUse) {
        guard let resources, !names.isEmpty else { return }
        // Only names with an entry can lose one.
        var candidates = Set<EntryKey>()
        for entry in resources.children where Self.isEntry(entry) {
            if let name = entry.attribute("name"), names.contains(name) { candidates.insert(EntryKey(tag: entry.name, name: name)) }
        }
        guard !candidates.isEmpty else { return }
        let referenced = inUse.referenced(among: candidates)
        var removedKinds = Set<String>()
        entries.forgetAll()
        for entry in resources.children where Self.isEntry(entry) {
            guard let name = entry.attribute("name"), names.contains(name) else { continue }
            if !referenced.contains(EntryKey(tag: entry.name, name: name)) {
                entry.remove()
                removedKinds.insert(entry.name)
            }
        }
        // A capability goes with the last entry that needed it, as Xcode drops it on save.
        for kind in removedKinds where !resources.children.contains(where: { $0.name == kind && Self.needsCapability($0) }) {
            if let capability = Self.capabilities[kind] { removeCapability(capability) }
        }
        if resources.children.isEmpty { resources.remove() }
    }

    /// Drops the "Image references" capability once no `<imageReference>` is left, as Xcode
    /// drops a color kind's with its last entry: Xcode 13 and later note it for documents that
    /// hold an image with its own symbol scale or rendering mode.
    func removeImageReferencesCapabilityIfUnused() {
        guard let dependencies = root.child("dependencies"),
            dependencies.children.contains(where: {
                $0.name == "capability" && $0.hasAttribute("name", equalTo: Self.imageReferencesCapability)
            })
        else { return }
        var holdsReference = false
        root.forEachInSubtree { element in
            if element.name == ImageAttributeCodec.referenceTag { holdsReference = true }
        }
        if !holdsReference { removeCapability(Self.imageReferencesCapability) }
    }

    private static let imageReferencesCapability = "Image references"

    /// Whether an entry needs its kind's capability: every named color does, and every system
    /// color but those Interface Builder had before Xcode 11.
    private static func needsCapability(_ entry: MarkupElement) -> Bool {
        entry.name != ResourceEntryTag.systemColor || !ColorMarkup.isPreXcode11SystemColor(entry.attribute("name") ?? "")
    }

    /// An `<image>`, `<namedColor>` or `<systemColor>` entry of `<resources>`.
    static func isEntry(_ element: MarkupElement) -> Bool {
        entryOrder[element.name] != nil
    }

    /// A `<color>`, the only element that names a color entry. Asked of every element a walk
    /// meets: the name's length settles nearly all of them.
    static func isColor(_ element: MarkupElement) -> Bool {
        let name = element.name
        return name.utf8.count == 5 && name == ColorMarkup.elementName
    }

    /// What a `<resources>` entry is for: its tag and name.
    struct EntryKey: Hashable {
        let tag: String
        let name: String
    }

    /// Attributes ending in `Image` that say something about an image rather than name one.
    private static let imageFlagAttributes: Set<String> = ["doesNotDimImage"]

    /// The entries an element refers to: its image attributes (`image`, `selectedImage`,
    /// `backgroundImage`, …) or an image-typed runtime attribute's value, a `<color>`'s asset or
    /// system color.
    static func references(of element: MarkupElement) -> [EntryKey] {
        if isColor(element) {
            if let system = element.attribute("systemColor") { return [EntryKey(tag: "systemColor", name: system)] }
            if let name = element.attribute("name"), element.attribute("catalog") == nil {
                return [EntryKey(tag: "namedColor", name: name)]
            }
            return []
        }
        let tagLength = element.name.utf8.count
        // `<accessibilityTraits image="YES">` is a trait, not an image.
        guard tagLength != 19 || element.name != "accessibilityTraits" else { return [] }
        // An image-typed runtime attribute (an `@IBInspectable` image) names its image in
        // `value`, and Xcode keeps an entry for it: in the corpus each of the 20 such references
        // (8 images in 4 IBAnimatable storyboards, toolsVersion 10117 to 13771; 18 of them the
        // image's only reference) has its entry, and with them every one of the 259 `<image>`
        // entries of the corpus is named by an attribute of this kind or of the kind below.
        if tagLength == 27, element.name == "userDefinedRuntimeAttribute" {
            guard element.attribute("type") == RuntimeAttributeValue.AttributeType.image.rawValue, let name = element.attribute("value")
            else { return [] }
            return [EntryKey(tag: ResourceEntryTag.image, name: name)]
        }
        var keys = element.attributes(named: ResourceEntryTag.imageAttribute, orEndingIn: "Image").compactMap { attribute in
            imageFlagAttributes.contains(attribute.name) ? nil : EntryKey(tag: ResourceEntryTag.image, name: attribute.value)
        }
        if tagLength == 9, element.name == textFieldElement {
            keys += textFieldImageAttributes.compactMap { element.attribute($0).map { EntryKey(tag: ResourceEntryTag.image, name: $0) } }
        }
        return keys
    }

    /// A text field names its images in attributes of UIKit's names, which end in no `Image`:
    /// `background="field_bg" disabledBackground="field_off"`; Xcode keeps their entries.
    static let textFieldElement = "textField"
    private static let textFieldImageAttributes = ["background", "disabledBackground"]
}
