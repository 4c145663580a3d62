import Foundation
import ThemifyModel
import ThemifyXML

/// `themify extract`: the way in for an app whose layouts have their styling hard-coded. Finds
/// the literal colors, fonts and images on views, gives each look a key named by its role,
/// groups colors that look the same, and writes the `default` theme that reproduces the layouts;
/// with `apply`, tags each element with its key so the layouts are ready for themify.
public struct Extractor {
    /// One key: the elements that share a look, and the style that reproduces it.
    public struct ExtractedKey: Sendable {
        /// The key's name, made from what the styled elements have in common.
        public var name: String
        /// The element kind of the key's first element.
        public var elementKind: String
        /// The properties the key sets, as the theme file writes them.
        public var properties: [(name: String, value: ThemePropertyValue)]
        /// The elements that carry it.
        public var elements: [SourceLocation]
        /// The property a plain value sets on the first element, by its document's platform.
        public var primaryProperty: String?

        /// The theme entry: a plain value when the style is only the kind's primary property.
        public var entry: ThemeFileWriter.Entry {
            if properties.count == 1, primaryProperty == properties[0].name, let text = properties[0].value.text {
                return ThemeFileWriter.Entry(key: name, value: .plain(text))
            }
            return ThemeFileWriter.Entry(key: name, value: .style(properties))
        }
    }

    /// Colors closer than this (CIEDE2000) share one value.
    public var threshold: Double
    /// How views are tagged when `--apply` writes the keys into the layouts.
    public var tagging: TaggingConfiguration

    /// An extractor that merges colors closer than `threshold` (CIEDE2000) into one key.
    public init(threshold: Double = 2, tagging: TaggingConfiguration = TaggingConfiguration()) {
        self.threshold = threshold
        self.tagging = tagging
    }

    /// What an extraction found.
    public struct Result {
        /// The keys, in the order the theme file lists them.
        public var keys: [ExtractedKey]
        /// Colors merged into a near-identical one, with where: the report's "unified" lines.
        public var unified: [Diagnostic]
        /// Elements tagged, per layout, when applying (the layouts' documents are edited).
        public var taggedElements: Int
        /// Layouts not read: watchOS documents, Xcode 3/4 archives.
        public var skippedLayouts: [String] = []
        /// Values a keyed element sets in a form no theme value says (a macOS menu font), one
        /// note each: the theme leaves them out and the layouts keep them.
        public var kept: [Diagnostic] = []
    }

    /// Reads `layouts` and, when `apply` is set, tags their elements in place (their documents
    /// are edited; the caller writes them).
    public func extract(from layouts: [Layout], apply: Bool) -> Result {
        // 1. Every untagged view with literal values, and the values; views already tagged keep
        // their key, which the theme then holds with their values too.
        var found: [(layout: Layout, element: MarkupElement, properties: [(String, ThemePropertyValue)])] = []
        var kept: [Diagnostic] = []
        var existing: [(layout: Layout, element: MarkupElement, key: String, properties: [(String, ThemePropertyValue)])] = []
        // UIKit and AppKit layouts, each by its own class table: they share element names
        // (`button`, `textField`) but not their properties. watchOS layouts have no theme rows.
        var outletNames: [ObjectIdentifier: String] = [:]
        let readable = layouts.filter { $0.format == .document && ($0.isUIKit || Self.isAppKit($0)) }
        let skipped = layouts.filter { layout in !readable.contains { $0 === layout } }.map(\.path)
        for layout in readable {
            let appKit = Self.isAppKit(layout)
            let (tagged, _) = ThemeKeyDiscovery(tagging: tagging).taggedElements(in: layout)
            let taggedIDs = Set(tagged.map { ObjectIdentifier($0.element) })
            for item in tagged {
                existing.append((layout, item.element, item.key, Self.propertyValues(of: item.element).literal))
            }
            let outlets = Self.outlets(in: layout)
            layout.document.root.forEachInSubtree { element in
                guard !taggedIDs.contains(ObjectIdentifier(element)),
                    appKit ? Self.isAppKitCandidate(element) : UIKitClasses.chains[element.name] != nil
                else { return }
                // A clear background is the absence of one — a cell's content view, a
                // container — not a look to theme; the view is tagged only for what it shows.
                let values = Self.propertyValues(of: element)
                let properties = values.literal.filter { !Self.isClearBackground($0) }
                if !properties.isEmpty {
                    found.append((layout, element, properties))
                    kept += values.unwritable.map { name in
                        .note(
                            "\(name) stays in the layout: <\(element.name)> sets it in a form no theme value says",
                            at: layout.location(of: element))
                    }
                }
                if let id = element.attribute("id"), let outlet = outlets[id] { outletNames[ObjectIdentifier(element)] = outlet }
            }
        }

        // 2. Colors that look the same share the most common of their values.
        var colorUses: [String: Int] = [:]
        for item in found {
            for case (_, .text(let value)) in item.properties where value.hasPrefix("#") { colorUses[value, default: 0] += 1 }
        }
        let canonical = groupColors(colorUses)
        var unified: [Diagnostic] = []

        // 3. Elements with the same look share a key, named after the first one's role.
        var keys: [ExtractedKey] = []
        var keyIndex: [String: Int] = [:]
        var usedNames = Set(existing.map(\.key))
        var assignments: [(MarkupElement, String)] = []
        for item in found {
            var properties: [(name: String, value: ThemePropertyValue)] = []
            for (name, property) in item.properties {
                guard case .text(let value) = property else {
                    properties.append((name, property))
                    continue
                }
                let merged = canonical[value] ?? value
                if merged != value {
                    let difference = ColorDifference.deltaE2000(SRGBColor(hex: value)!, SRGBColor(hex: merged)!)
                    unified.append(
                        .note(
                            "\(name) \(value) unified with \(merged) (ΔE \(String(format: "%.2f", difference)))",
                            at: item.layout.location(of: item.element)))
                }
                properties.append((name, .text(merged)))
            }
            let signature = item.element.name + "|" + properties.map { "\($0.name)=\($0.value)" }.joined(separator: ";")
            let keyName: String
            if let index = keyIndex[signature] {
                keys[index].elements.append(item.layout.location(of: item.element))
                keyName = keys[index].name
            } else {
                keyName = uniqueName(
                    Self.roleName(of: item.element, outlet: outletNames[ObjectIdentifier(item.element)]), taken: &usedNames)
                keyIndex[signature] = keys.count
                keys.append(
                    ExtractedKey(
                        name: keyName, elementKind: item.element.name, properties: properties,
                        elements: [item.layout.location(of: item.element)],
                        primaryProperty: PropertyTable.primaryProperty(of: item.element)))
            }
            assignments.append((item.element, keyName))
        }
        for item in existing where !item.properties.isEmpty {
            if let index = keys.firstIndex(where: { $0.name == item.key }) {
                keys[index].elements.append(item.layout.location(of: item.element))
            } else {
                keys.append(
                    ExtractedKey(
                        name: item.key, elementKind: item.element.name, properties: item.properties.map { (name: $0.0, value: $0.1) },
                        elements: [item.layout.location(of: item.element)],
                        primaryProperty: PropertyTable.primaryProperty(of: item.element)))
            }
        }
        if apply {
            for (element, key) in assignments { RuntimeAttributeTagger.tag(element, key: key, keyPath: tagging.runtimeAttributeKeyPath) }
        }
        return Result(keys: keys, unified: unified, taggedElements: apply ? assignments.count : 0, skippedLayouts: skipped, kept: kept)
    }

    private static func isAppKit(_ layout: Layout) -> Bool {
        DocumentFacts.isAppKit(root: layout.document.root)
    }

    /// An AppKit element a theme reaches, and where its tag goes: a control's cell
    /// (`<buttonCell key="cell">` in a `<button>`) is themed through its control, which is
    /// tagged, as Interface Builder shows the pair as one object; a cell on its own (a table
    /// column's `dataCell`) is tagged itself.
    private static func isAppKitCandidate(_ element: MarkupElement) -> Bool {
        guard AppKitClasses.chains[element.name] != nil else { return false }
        if let control = element.parent, AppKitClasses.cells[control.name] == element.name, element.attribute("key") == "cell" {
            return false
        }
        return true
    }

    /// Properties set on the element itself or in a block of its own (a navigation bar's title
    /// attributes, named `titleTextAttributes.textColor`), in the order of the property table,
    /// then those its other control states set (a button's `<state key="highlighted">`, named
    /// `states.highlighted.image`), state by state: `literal`, those every place of which reads
    /// as one theme value (or, for segment images, a list); `unwritable`, those set in a form no
    /// theme value says — a macOS menu font (`metaFont="menu"`), a pattern color, a bar whose
    /// appearances disagree — which a skeleton or an extracted theme cannot carry and the layout
    /// keeps. A state's values count as the normal state's do: a theme made from them that left
    /// the highlighted image out would change the normal image and leave the old one on press.
    static func propertyValues(of element: MarkupElement) -> (literal: [(String, ThemePropertyValue)], unwritable: [String]) {
        var literal: [(String, ThemePropertyValue)] = []
        var unwritable: [String] = []
        var seen = Set<String>()
        var stateProperties: [String] = []
        func read(_ path: StylePath, as form: PropertyForm) {
            let name = path.text
            guard let values = PropertyWriter.currentValue(of: form, on: element)?.map(\.themeText), let first = values.first else {
                if PropertyWriter.holdsValue(of: form, on: element) { unwritable.append(name) }
                return
            }
            // A segmented control's images are a list, one per segment; any other property is
            // one value, held the same at each of its places (a bar's and its appearances').
            if form.storage == .segmentImages {
                literal.append((name, .list(values)))
            } else if values.allSatisfy({ $0 == first }) {
                literal.append((name, .text(first)))
            } else {
                unwritable.append(name)
            }
        }
        for row in PropertyTable.rows
        where row.element == element.name || (row.element == PropertyTable.allViews && PropertyTable.viewElements.contains(element.name)) {
            guard !seen.contains(row.property) else { continue }
            if row.isStateProperty, !stateProperties.contains(row.property) { stateProperties.append(row.property) }
            guard let form = PropertyTable.form(of: row.property, on: element) else { continue }
            let found = literal.count + unwritable.count
            read(StylePath(property: row.property), as: form)
            if literal.count + unwritable.count > found { seen.insert(row.property) }
        }
        let heldStates = Set(element.children.lazy.filter { $0.name == "state" }.compactMap { $0.attribute("key") })
        for state in PropertyCatalog.controlStates where state != "normal" && heldStates.contains(state) {
            for property in stateProperties {
                let path = StylePath(property: property, states: [state])
                if let form = PropertyTable.form(of: path, on: element) { read(path, as: form) }
            }
        }
        return (literal, unwritable)
    }

    /// Each hex color → the value its group uses: groups gather colors within the threshold of
    /// the group's most common color; a color used more often founds its own group first.
    private func groupColors(_ uses: [String: Int]) -> [String: String] {
        let ordered = uses.keys.sorted { (uses[$0]!, $1) > (uses[$1]!, $0) }
        var leaders: [(hex: String, color: SRGBColor)] = []
        var canonical: [String: String] = [:]
        for hex in ordered {
            guard let color = SRGBColor(hex: hex) else { continue }
            if threshold > 0,
                let leader = leaders.first(where: {
                    $0.color.alpha == color.alpha && ColorDifference.deltaE2000($0.color, color) < threshold
                })
            {
                canonical[hex] = leader.hex
            } else {
                leaders.append((hex, color))
            }
        }
        return canonical
    }

    /// Whether a property is a fully transparent background (`#RRGGBB00`, `system:clearColor`,
    /// a gray of alpha 0 such as `gray:0 0`).
    static func isClearBackground(_ property: (String, ThemePropertyValue)) -> Bool {
        guard property.0 == PropertyName.backgroundColor.rawValue, let value = property.1.text else { return false }
        if value == "system:clearColor" { return true }
        return ThemeColor(parsing: value)?.sRGBValue?.alpha == 0
    }

    /// Each element's outlet name by its id, from every `<outlet property="cardView"
    /// destination="…"/>` of the layout (File's Owner's, a scene controller's, a cell's): the
    /// name the code already gives the view. The first outlet to an element names it.
    static func outlets(in layout: Layout) -> [String: String] {
        var outlets: [String: String] = [:]
        layout.document.root.forEachInSubtree { element in
            guard element.name == "outlet", let property = element.attribute("property"),
                let destination = element.attribute("destination"),
                outlets[destination] == nil
            else { return }
            outlets[destination] = property
        }
        return outlets
    }

    static func roleName(of element: MarkupElement) -> String {
        roleName(of: element, outlet: nil)
    }

    /// A key named by the element's role: the outlet the code knows it by, else its Xcode
    /// label, else its accessibility identifier, else its text or title, else its system item,
    /// else its kind — `cardView`, `saveButton`, `headerImageView`, `nameLabel`,
    /// `addBarButtonItem`, `view`.
    static func roleName(of element: MarkupElement, outlet: String?) -> String {
        let kind = element.name
        let identifier = element.child("accessibility", key: "accessibilityConfiguration")?.attribute("identifier")
        // An AppKit control's title is its cell's (`<buttonCell key="cell" title="Save">`).
        let cellTitle = AppKitClasses.cells[kind].flatMap { element.child($0, key: "cell")?.attribute("title") }
        let hint =
            outlet ?? element.attribute("userLabel") ?? identifier ?? element.attribute("text") ?? element.child("state", key: "normal")?
            .attribute("title")
            ?? element.attribute("title") ?? cellTitle ?? element.child("string", key: "text")?.text
            // A bar item's system item is its role (`add`); an image name is not, since it is
            // the very value a theme changes (`header_default` in the pink theme's key).
            ?? element.attribute("systemItem")
        let words = (hint ?? "").split { !$0.isLetter && !$0.isNumber }.prefix(3).map(String.init)
        let name = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if name.isEmpty || name.first?.isNumber == true { return kind }
        // Join on the overlap: "headerImage" + "imageView" is "headerImageView", not
        // "headerImageImageView"; "saveButton" stays as it is.
        let kindWords = kind.prefix(1).uppercased() + kind.dropFirst()
        for length in stride(from: kindWords.count, through: 1, by: -1) {
            let head = kindWords.prefix(length)
            let endsWord = length == kindWords.count || kindWords[kindWords.index(kindWords.startIndex, offsetBy: length)].isUppercase
            if endsWord, name.lowercased().hasSuffix(head.lowercased()) {
                return name + kindWords.dropFirst(length)
            }
        }
        return name + kindWords
    }

    private func uniqueName(_ base: String, taken: inout Set<String>) -> String {
        var candidate = base
        var counter = 2
        while taken.contains(candidate) {
            candidate = "\(base)\(counter)"
            counter += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
