import ThemifyXML

/// Reads the value a layout holds today, in the strings a theme writes: what `keys` puts in a
/// skeleton theme, what `extract` lifts out, what lint measures contrast with, and what the
/// writer compares against so a value already right is left as the layout has it.
enum LayoutValueReader {
    /// A `<color>` element as a theme string: `#RRGGBB`/`#RRGGBBAA` for component colors in any
    /// RGB or gray space, `system:NAME`, `asset:NAME`; nil for forms a theme cannot write
    /// (macOS catalog colors, pattern colors).
    static func colorString(_ element: MarkupElement) -> String? {
        if let system = element.attribute("systemColor") { return "system:\(system)" }
        if let legacy = element.attribute("cocoaTouchSystemColor") {
            return legacySystemColors[legacy].map { "system:\($0)" } ?? legacyFixedColors[legacy]
        }
        if let name = element.attribute("name") {
            return element.attribute("catalog") == nil ? "asset:\(name)" : nil
        }
        return components(of: element)?.hexString
    }

    /// The components of a component color (RGB or gray, any color space), as sRGB numbers.
    static func components(of element: MarkupElement) -> SRGBColor? {
        func number(_ name: String) -> Double? { element.attribute(name).flatMap(Double.init) }
        let alpha = number("alpha") ?? 1
        if let red = number("red"), let green = number("green"), let blue = number("blue") {
            return SRGBColor(red: red, green: green, blue: blue, alpha: alpha)
        }
        if let white = number("white") {
            return SRGBColor(red: white, green: white, blue: white, alpha: alpha)
        }
        return nil
    }

    /// A color as sRGB components, resolving system colors from the table and asset colors from
    /// the layout's own `<namedColor>` resources, then the asset catalogs.
    static func resolvedColor(_ element: MarkupElement, in root: MarkupElement, assets: AssetCatalog) -> SRGBColor? {
        if let system = element.attribute("systemColor") ?? element.attribute("cocoaTouchSystemColor").flatMap({ legacySystemColors[$0] }) {
            return SystemColors.lightValues[system]
        }
        if let name = element.attribute("name"), element.attribute("catalog") == nil {
            if let entry = root.child("resources")?.children.first(where: { $0.name == "namedColor" && $0.attribute("name") == name }),
               let color = entry.child("color").flatMap(components(of:)) {
                return color
            }
            return assets.colors[name]
        }
        return components(of: element)
    }

    /// A font element (`fontDescription` or attributed text's `font`) as a theme string; nil
    /// for what a theme cannot say (a zero size, an unknown type).
    static func fontString(_ element: MarkupElement) -> String? {
        guard let text = rawFontString(element), case .success = ThemeFont.parse(text) else { return nil }
        return text
    }

    private static func rawFontString(_ element: MarkupElement) -> String? {
        func size(_ name: String) -> String? { element.attribute(name).flatMap(Double.init).map(XcodeNumberFormat.plain) }
        if element.name == "font" {
            guard let points = size("size") else { return nil }
            if let name = element.attribute("name") { return "\(name) \(points)" }
            switch element.attribute("metaFont") {
            case "system": return "system \(points)"
            case "systemBold": return "system-bold \(points)"
            default: return nil
            }
        }
        if let style = element.attribute("style") {
            return ThemeFont.textStyles.first { $0.value == style }.map { "textStyle:\($0.key)" }
        }
        guard let points = size("pointSize") else { return nil }
        if let name = element.attribute("name") { return "\(name) \(points)" }
        switch (element.attribute("type"), element.attribute("weight")) {
        case ("system", nil): return "system \(points)"
        case ("system", let weight?): return weight == "bold" ? "system-bold \(points)" : "system-\(weight) \(points)"
        case ("boldSystem", _): return "system-bold \(points)"
        case ("italicSystem", _): return "system-italic \(points)"
        default: return nil
        }
    }

    /// The value a property holds on an element today, as theme strings (one per place; a list
    /// for segment images); nil when the layout does not set it or a theme could not write it.
    /// A form's mirrors (a navigation bar's appearance blocks) count as places too: a value
    /// is only the layout's if every place that would receive it holds it.
    static func value(of form: PropertyForm, on element: MarkupElement) -> [String]? {
        let containers = PropertyWriter.containers(form.place, in: element, creating: false)
        guard !containers.isEmpty else { return nil }
        var mirrored: [String] = []
        for mirror in form.mirrors {
            for container in PropertyWriter.containers(mirror.place, in: element, creating: false) {
                guard let values = value(of: PropertyForm(.element, mirror.storage), on: container) else { return nil }
                mirrored += values
            }
        }
        var values: [String] = []
        for container in containers {
            switch form.storage {
            case .colorChild(let key):
                guard let color = container.child("color", key: key), let text = colorString(color) else { return nil }
                values.append(text)
            case .fontChild(let key):
                guard let font = container.child("fontDescription", key: key), let text = fontString(font) else { return nil }
                values.append(text)
            case .attributedFont:
                guard let font = container.child("font", key: "NSFont"), let text = fontString(font) else { return nil }
                values.append(text)
            case .imageAttribute(let name, _):
                guard let image = container.attribute(name) else { return nil }
                values.append(container.attribute("catalog") == "system" ? "symbol:\(image)" : image)
            case .segmentImages:
                let segments = container.child("segments")?.children(named: "segment") ?? []
                let images = segments.compactMap { segment in
                    segment.attribute("image").map { segment.attribute("catalog") == "system" ? "symbol:\($0)" : $0 }
                }
                guard images.count == segments.count, !images.isEmpty else { return nil }
                values += images
            }
        }
        return values + mirrored
    }

    /// Colors older files name with `cocoaTouchSystemColor`, by their current system name.
    private static let legacySystemColors = [
        "darkTextColor": "darkTextColor", "lightTextColor": "lightTextColor",
        "groupTableViewBackgroundColor": "systemGroupedBackgroundColor",
        "tableCellGroupedBackgroundColor": "secondarySystemGroupedBackgroundColor",
    ]

    private static let legacyFixedColors = ["whiteColor": "#FFFFFF", "blackColor": "#000000", "clearColor": "#00000000"]
}
