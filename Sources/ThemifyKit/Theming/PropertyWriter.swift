import ThemifyXML

/// Writes one property value onto an element in the form the property table gives, leaving a
/// value that is already right untouched so that theming a variant again changes nothing.
struct PropertyWriter {
    /// What writing did, for the caller to keep `<resources>` and dependencies in step.
    struct Effects {
        var changedValues = 0
        /// Resource names (images, system and asset colors) the replaced values used.
        var released: [String] = []
        /// Images now named: name, the image it replaced, and the element whose frame sizes it.
        var images: [(image: ImageName, previous: String?, holder: MarkupElement)] = []
        /// System and asset colors now used.
        var colors: [ThemeColor] = []
        /// Custom fonts (PostScript names) now used, and those the replaced values used.
        var fontsUsed: [String] = []
        var fontsReleased: [String] = []
        /// Problems that stop this value from being written.
        var problems: [ValueError] = []
        /// More values than places to put them (images for segments that do not exist).
        var surplus: Int = 0
        var tolerance: Double = 0
    }

    /// Writes `value` (already checked against the form's kind) at `form` on `element`, and at
    /// each of the form's mirrors that exists.
    /// `tolerance`: a layout color closer than this (CIEDE2000) counts as already right.
    static func write(_ value: StyleValue, as form: PropertyForm, on element: MarkupElement, tolerance: Double = 0) -> Effects {
        var effects = Effects()
        effects.tolerance = tolerance
        // Mirrors start from children that must already exist (`everyChild`), so they are
        // written only where the layout has them; below those, missing parts are created.
        for target in [form] + form.mirrors {
            for container in containers(target.place, in: element, creating: true) {
                store(value, as: target.storage, in: container, themed: element, effects: &effects)
            }
        }
        if form.place == .element { writeSizeClassVariations(value, as: form.storage, on: element, effects: &effects) }
        return effects
    }

    /// Size-class variations (`<variation key="widthClass=compact">`) that hold their own copy of
    /// the property get the theme's value too, a font keeping the variation's own point size:
    /// otherwise the variation would win on compact screens and the theme would not show there.
    private static func writeSizeClassVariations(_ value: StyleValue, as storage: PropertyForm.Storage, on element: MarkupElement, effects: inout Effects) {
        let (name, key): (String, String)
        switch storage {
        case .colorChild(let colorKey): (name, key) = ("color", colorKey)
        case .fontChild(let fontKey): (name, key) = ("fontDescription", fontKey)
        default: return
        }
        for variation in element.children(named: "variation") where variation.attribute("key") != "default" {
            guard let own = variation.child(name, key: key) else { continue }
            var adjusted = value
            if name == "fontDescription", case .setting(let setting) = value, let size = own.attribute("pointSize"),
               case .success(let font) = ThemeFont.parse(setting.text), let resized = font.withPointSize(size) {
                adjusted = .setting(ThemeSetting(resized, at: setting.location))
            }
            store(adjusted, as: storage, in: variation, themed: element, effects: &effects)
        }
    }

    /// The elements that hold the value.
    static func containers(_ place: PropertyForm.Place, in element: MarkupElement, creating: Bool) -> [MarkupElement] {
        switch place {
        case .element:
            return [element]
        case .state(let state):
            return [existingOrNew("state", key: state, in: element, creating: creating)].compactMap { $0 }
        case .child(let name, let key, let creates):
            return [existingOrNew(name, key: key, in: element, creating: creating && creates)].compactMap { $0 }
        case .attributedFragments(let key):
            guard let string = element.child("attributedString", key: key) else { return [] }
            return string.children(named: "fragment").compactMap { fragment in
                existingOrNew("attributes", key: nil, in: fragment, creating: creating)
            }
        case .everyChild(let name):
            return element.children(named: name)
        case .within(let outer, let inner):
            return containers(outer, in: element, creating: creating).flatMap { containers(inner, in: $0, creating: creating) }
        }
    }

    private static func existingOrNew(_ name: String, key: String?, in element: MarkupElement, creating: Bool) -> MarkupElement? {
        if let existing = element.child(name, key: key) { return existing }
        guard creating else { return nil }
        let created = MarkupElement(name, key.map { [MarkupAttribute("key", $0)] } ?? [])
        element.insert(created, at: ChildOrder.insertionIndex(for: created, in: element))
        return created
    }

    /// `themed` is the element the theme reached: its frame sizes new image entries.
    private static func store(_ value: StyleValue, as storage: PropertyForm.Storage, in container: MarkupElement, themed: MarkupElement, effects: inout Effects) {
        let text = value.settings.first?.text ?? ""
        switch storage {
        case .colorChild(let key):
            guard let color = ThemeColor(parsing: text) else { return }
            let written = place(ColorMarkup.element(color, key: key), replacing: ["color", "nil"], key: key, in: container, effects: &effects)
            // Resources and capabilities follow colors actually written: a system color the layout
            // already names in an older form needs no new entry.
            if written, !(color.isComponentColor) { effects.colors.append(color) }
        case .fontChild(let key):
            guard case .success(let font) = ThemeFont.parse(text) else { return }
            if place(FontMarkup.element(font, key: key), replacing: ["fontDescription", "nil"], key: key, in: container, effects: &effects),
               case .custom(let name, _) = font {
                effects.fontsUsed.append(name)
            }
        case .attributedFont:
            guard case .success(let font) = ThemeFont.parse(text) else { return }
            switch FontMarkup.attributedElement(font) {
            case .success(let element):
                if place(element, replacing: ["font"], key: "NSFont", in: container, effects: &effects), case .custom(let name, _) = font {
                    effects.fontsUsed.append(name)
                }
            case .failure(let problem): effects.problems.append(problem)
            }
        case .imageAttribute(let name, let before):
            setImage(text, attribute: name, before: before, on: container, holder: themed, effects: &effects)
        case .segmentImages:
            let segments = container.child("segments")?.children(named: "segment") ?? []
            let images = value.settings.map(\.text)
            for (segment, image) in zip(segments, images) {
                setImage(image, attribute: "image", before: ["width", "enabled", "selected"], on: segment, holder: themed, effects: &effects)
            }
            effects.surplus += max(0, images.count - segments.count)
        }
    }

    /// Sets an image attribute. `symbol:NAME` names an SF Symbol, which Xcode marks with
    /// `catalog="system"`; any other name is an asset image, so a stale mark is removed.
    private static func setImage(_ text: String, attribute: String, before: [String], on element: MarkupElement, holder: MarkupElement, effects: inout Effects) {
        let image = ImageName(parsing: text)
        let previous = element.attribute(attribute)
        let wasSymbol = element.attribute("catalog") == "system"
        guard previous != image.name || wasSymbol != image.isSymbol else { return }
        element.setAttribute(attribute, image.name, before: before)
        if image.isSymbol {
            element.setAttribute("catalog", "system", before: Array(before.drop { $0 == "catalog" || $0 == "backgroundImage" }))
        } else if wasSymbol, attribute == "image" {
            element.removeAttribute("catalog")
        }
        effects.changedValues += 1
        if let previous { effects.released.append(previous) }
        effects.images.append((image, previous, holder))
    }

    private static func sameValue(_ existing: MarkupElement, _ new: MarkupElement, tolerance: Double) -> Bool {
        guard existing.name == new.name else { return false }
        switch new.name {
        case "color":
            if LayoutValueReader.colorString(new).map({ $0 == LayoutValueReader.colorString(existing) }) == true { return true }
            guard tolerance > 0, let old = LayoutValueReader.components(of: existing), let value = LayoutValueReader.components(of: new),
                  old.alpha == value.alpha else { return false }
            return ColorDifference.deltaE2000(old, value) < tolerance
        case "fontDescription", "font":
            return LayoutValueReader.fontString(new).map { $0 == LayoutValueReader.fontString(existing) } ?? false
        default:
            return false
        }
    }

    /// Replaces the child that holds `key` (a value or a `<nil>` placeholder), or inserts the new
    /// one where Xcode would write it.
    /// Whether anything was written.
    private static func place(_ new: MarkupElement, replacing names: Set<String>, key: String, in element: MarkupElement, effects: inout Effects) -> Bool {
        if let existing = element.children.first(where: { names.contains($0.name) && $0.attribute("key") == key }) {
            // The same value in another form (a calibrated-RGB color with the same components,
            // a font Xcode recorded with another family spelling) is left as the layout has it:
            // the line carries no changed value, so it does not change.
            if existing.hasSameContent(as: new) || sameValue(existing, new, tolerance: effects.tolerance) { return false }
            element.replace(existing, with: new)
            if let released = existing.attribute("systemColor") ?? (existing.name == "color" ? existing.attribute("name") : nil) {
                effects.released.append(released)
            }
            if existing.name != "color", let font = existing.attribute("name") { effects.fontsReleased.append(font) }
        } else {
            element.insert(new, at: ChildOrder.insertionIndex(for: new, in: element))
        }
        effects.changedValues += 1
        return true
    }
}
