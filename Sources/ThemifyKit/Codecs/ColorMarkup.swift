import ThemifyModel
import ThemifyXML

/// Colors in the forms Xcode writes them into layouts.
package enum ColorMarkup {
    /// The element every color value is: what a reader outside the codecs looks for when it
    /// wants a layout's colors.
    package static let elementName = "color"

    /// The value element: `<color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>`,
    /// `<color key="textColor" systemColor="systemRedColor"/>` or `<color key="textColor" name="BrandColor"/>`.
    /// In documents of eras that wrote system colors inline, the name carries its light value
    /// (`cocoaTouchSystemColor=` where the color had an older name, else components), and a
    /// color UIKit had before iOS 13 is its `cocoaTouchSystemColor=` name alone, as those Xcodes
    /// wrote it (all 44 such colors of the corpus's pre-Xcode 12 files, from Xcode 5 to 11).
    static func element(_ color: ThemeColor, key: String, era: XcodeEra = XcodeEra.eras.last!) -> MarkupElement {
        if case .system(let name) = color, case .inline = era.systemColors, isPreXcode11SystemColor(name) {
            return MarkupElement("color", [MarkupAttribute("key", key), MarkupAttribute("cocoaTouchSystemColor", name)])
        }
        if case .system(let name) = color, case .inline(let digits) = era.systemColors,
            let value = era.recordedLightValue(ofSystemColor: name)
        {
            let named = inlineLegacyNames[name].map { [MarkupAttribute("cocoaTouchSystemColor", $0)] }
            let rounded =
                digits.map { digits in
                    SRGBColor(
                        red: XcodeNumberFormat.rounded(value.red, significantDigits: digits),
                        green: XcodeNumberFormat.rounded(value.green, significantDigits: digits),
                        blue: XcodeNumberFormat.rounded(value.blue, significantDigits: digits),
                        alpha: XcodeNumberFormat.rounded(value.alpha, significantDigits: digits))
                } ?? value
            let leading = [MarkupAttribute("key", key), MarkupAttribute("systemColor", name)]
            return MarkupElement("color", named.map { leading + $0 } ?? components(rounded, allowingGray: true, after: leading))
        }
        switch color {
        case .sRGB(let value):
            return MarkupElement(
                "color", components(value, allowingGray: false, bytes: era.colorBytes, after: [MarkupAttribute("key", key)]))
        case .components(let value):
            return MarkupElement("color", [MarkupAttribute("key", key)] + components(value, bytes: era.colorBytes))
        case .catalog(let name):
            return MarkupElement(
                "color",
                [
                    MarkupAttribute("key", key), MarkupAttribute("name", name), MarkupAttribute("catalog", "System"),
                    MarkupAttribute("colorSpace", "catalog"),
                ])
        case .system(let name):
            return MarkupElement("color", [MarkupAttribute("key", key), MarkupAttribute("systemColor", name)])
        case .asset(let name):
            return MarkupElement("color", [MarkupAttribute("key", key), MarkupAttribute("name", name)])
        case .perAppearance(let value):
            // The themer names these in the generated catalog first; alone, the design-time value.
            return element(value.light, key: key, era: era)
        }
    }

    /// Whether a color is written with its value inline in this era (no resource entry).
    static func isInline(_ color: ThemeColor, era: XcodeEra) -> Bool {
        guard case .system(let name) = color, case .inline = era.systemColors else { return false }
        return SystemColors.lightValues[name] != nil
    }

    /// System colors Xcode 10.2–11.3 wrote with the pre-iOS 13 color they replace.
    private static let inlineLegacyNames = [
        "systemBackgroundColor": "whiteColor", "labelColor": "darkTextColor",
        "systemGroupedBackgroundColor": "groupTableViewBackgroundColor",
    ]

    /// The `customColorSpace` of Xcode's gray colors, written with one `white` component.
    static let grayColorSpace = "genericGamma22GrayColorSpace"

    /// The design-time copy of a system or asset color in `<resources>` (`<systemColor>`,
    /// `<namedColor>`). `colorSpace` is the color set's own (`displayP3`, `grayColorSpace` for
    /// a gray set), which Xcode keeps; sRGB otherwise.
    static func resourceEntry(
        name: String, tag: String, value: SRGBColor, colorSpace: String? = nil, era: XcodeEra = .of(toolsVersion: nil)
    ) -> MarkupElement {
        // Xcode records system grays (backgrounds, label) in its gray color space, but for
        // black where its era wrote black in sRGB.
        let gray = tag == "systemColor" && (era.writesBlackSystemColorsInGray || value.red != 0)
        return MarkupElement(
            tag, [MarkupAttribute("name", name)],
            children: [MarkupElement("color", components(value, allowingGray: gray, colorSpace: colorSpace ?? "sRGB"))])
    }

    /// `leading`'s attributes, then the components: appended to one array (every themed color
    /// is built here, and joining arrays made three where one does). A theme's red, green and
    /// blue bytes are what the document's color panel made of them (`bytes`); alpha is the
    /// panel's opacity, and a system color's value Xcode's own table, so they are quotients.
    private static func components(
        _ value: SRGBColor, allowingGray: Bool, colorSpace: String = "sRGB", bytes: ColorByteArithmetic = .quotient,
        after leading: [MarkupAttribute] = []
    ) -> [MarkupAttribute] {
        var attributes = leading
        attributes.reserveCapacity(leading.count + 6)
        if value.isGray, colorSpace == grayColorSpace || allowingGray && (value.red == 0 || value.red == 1) {
            attributes.append(MarkupAttribute("white", XcodeNumberFormat.component(value.red)))
            attributes.append(MarkupAttribute("alpha", XcodeNumberFormat.component(value.alpha)))
            attributes.append(MarkupAttribute("colorSpace", "custom"))
            attributes.append(MarkupAttribute("customColorSpace", grayColorSpace))
            return attributes
        }
        attributes.append(MarkupAttribute("red", XcodeNumberFormat.component(value.red, bytes: bytes)))
        attributes.append(MarkupAttribute("green", XcodeNumberFormat.component(value.green, bytes: bytes)))
        attributes.append(MarkupAttribute("blue", XcodeNumberFormat.component(value.blue, bytes: bytes)))
        attributes.append(MarkupAttribute("alpha", XcodeNumberFormat.component(value.alpha)))
        attributes.append(MarkupAttribute("colorSpace", "custom"))
        attributes.append(MarkupAttribute("customColorSpace", colorSpace))
        return attributes
    }

    /// A color in a space other than sRGB, in its space's form (`ColorSpaceForm`): `white` for
    /// a gray space, else red, green and blue (a hex's bytes in the document's `bytes`); then alpha.
    private static func components(_ value: ComponentColor, bytes: ColorByteArithmetic) -> [MarkupAttribute] {
        let alpha = MarkupAttribute("alpha", XcodeNumberFormat.component(value.alpha))
        guard !value.space.isGray else {
            return [MarkupAttribute("white", XcodeNumberFormat.component(value.white)), alpha] + ColorSpaceForm.of(value.space).attributes
        }
        return [("red", value.red), ("green", value.green), ("blue", value.blue)].map {
            MarkupAttribute($0.0, XcodeNumberFormat.component($0.1, bytes: bytes))
        } + [alpha] + ColorSpaceForm.of(value.space).attributes
    }

    /// A `<color>` element as the color a theme would write for it: sRGB components as a hex
    /// color, components in another space Xcode writes in that space, `systemColor` (and the
    /// legacy `cocoaTouchSystemColor` names), asset colors, System catalog colors; nil for
    /// forms a theme cannot write (other catalogs, other color spaces, pattern colors, system
    /// colors a theme cannot name, such as the textured backgrounds with no recorded value).
    static func read(_ element: MarkupElement) -> ThemeColor? {
        if let system = element.attribute("systemColor") {
            // Only what a theme's `system:` accepts, so what `extract` writes parses again.
            return AppKitCatalogColors.isSystemColorOfEitherPlatform(system) ? .system(system) : nil
        }
        // Xcode 11's templates kept in an older format name the iOS 13 color beside the one older
        // Xcodes show (`xcode11CocoaTouchSystemColor="systemBackgroundColor"
        // cocoaTouchSystemColor="whiteColor"`); Xcode 11 and later build the first, which adapts.
        if let system = element.attribute("xcode11CocoaTouchSystemColor"), SystemColors.lightValues[system] != nil {
            return .system(system)
        }
        if let legacy = element.attribute("cocoaTouchSystemColor") {
            // A legacy name alone is that color, which a theme names as such
            // (`system:groupTableViewBackgroundColor`): read as the iOS 13 color that replaced
            // it, `keys` gave a theme that rewrote it in the inline form of the newer name.
            if legacySystemColors.contains(legacy) { return .system(legacy) }
            return legacyFixedColors[legacy].map(ThemeColor.sRGB)
        }
        if let name = element.attribute("name") {
            switch element.attribute("catalog") {
            case nil: return .asset(name)
            case "System": return .catalog(name)
            default: return nil
            }
        }
        guard let values = components(of: element) else { return nil }
        // A color without a space is what Xcode's sRGB default makes of it.
        guard element.attribute("colorSpace") != nil else { return .sRGB(values) }
        switch ColorSpaceForm.space(of: element) {
        case .sRGB?: return .sRGB(values)
        case let space?:
            return .components(ComponentColor(space: space, red: values.red, green: values.green, blue: values.blue, alpha: values.alpha))
        case nil: return nil
        }
    }

    /// The numbers of a component color (RGB or gray, any color space), unconverted.
    static func components(of element: MarkupElement) -> SRGBColor? {
        // Only finite numbers are components: `nan` and `inf` parse as Doubles but are no
        // color Xcode writes or UIKit draws, and every conversion to a byte would trap on them.
        func number(_ name: String) -> Double? { element.attribute(name).flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } }
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
    static func resolved(_ color: ThemeColor, in root: MarkupElement, assets: AssetCatalog) -> SRGBColor? {
        switch color {
        case .system(let name):
            return SystemColors.lightValues[name]
        case .asset(let name):
            if let entry = root.child("resources")?.children.first(where: { $0.name == "namedColor" && $0.attribute("name") == name }),
                let color = entry.child("color").flatMap(read)?.sRGBValue
            {
                return color
            }
            return assets.colorSet(named: name, for: ImageIdiom(document: root))?.color
        case .sRGB, .components:
            return color.sRGBValue
        case .catalog:
            // AppKit's catalog colors follow the system's appearance; no table holds them here.
            return nil
        case .perAppearance(let value):
            return resolved(value.light, in: root, assets: assets)
        }
    }

    /// Whether a layout's color already is the theme's: the same system, asset or catalog
    /// color, components the theme's meet (`isMet`), or closer than `tolerance` (CIEDE2000). A
    /// theme color is met by components in its own space only: a plain hex is sRGB, so a
    /// calibrated-RGB or gray color with its bytes is re-saved in sRGB, as Xcode re-saves a
    /// color set in another space than the one it had. Only a tolerance leaves a color of another
    /// space as it is (`extract` groups colors across spaces by it).
    static func matches(_ existing: ThemeColor, _ new: ThemeColor, tolerance: Double) -> Bool {
        let old: SRGBColor
        let value: SRGBColor
        switch (existing, new) {
        case (.sRGB(let layout), .sRGB(let theme)):
            if isMet(layout, by: theme) { return true }
            (old, value) = (layout, theme)
        case (.components(let layout), .sRGB(let theme)):
            guard tolerance > 0 else { return false }
            if sameHex(layout.rawComponents, theme) { return true }
            (old, value) = (layout.rawComponents, theme)
        case (.components(let layout), .components(let theme)) where layout.space == theme.space:
            if isMet(layout.rawComponents, by: theme.rawComponents) { return true }
            (old, value) = (layout.sRGB, theme.sRGB)
        default:
            return existing == new
        }
        return tolerance > 0 && old.alpha == value.alpha && ColorDifference.deltaE2000(old, value) < tolerance
    }

    /// Whether a layout's components already are a theme's of the same space. A theme color a
    /// hex can say (`#FFFFFF`, or numbers that are whole bytes, printed to Xcode's 10 digits
    /// or more) is met by any components with its bytes: the layout's `0.99997437` white stays
    /// as it is, and the extracted theme reproduces its layouts. A theme color finer than a hex
    /// (`sRGB:1 0.99997437 0.9999913 1`) is met by its own numbers only, as Xcode writes the
    /// numbers a color was set to: its white becomes that near-white.
    static func isMet(_ layout: SRGBColor, by theme: SRGBColor) -> Bool {
        isWholeBytes(theme) ? sameHex(layout, theme) : layout == theme
    }

    /// Whether each component is a whole number of 255ths, to the 10 significant digits the
    /// oldest Xcodes printed (`0.2392156863` is 61/255).
    private static func isWholeBytes(_ color: SRGBColor) -> Bool {
        func whole(_ value: Double) -> Bool { abs(value * 255 - (value * 255).rounded()) < 1e-6 }
        return whole(color.red) && whole(color.green) && whole(color.blue) && whole(color.alpha)
    }

    /// Whether two colors print as the same hex (`SRGBColor.hexString`: 8 bits a channel, alpha
    /// only when below 1), compared as numbers: printing both was a tenth of writing a color.
    private static func sameHex(_ first: SRGBColor, _ second: SRGBColor) -> Bool {
        // Compared as Doubles: a layout's component may be any finite number (1e17), whose
        // steps no Int holds.
        func byte(_ value: Double) -> Double { (value * 255).rounded() }
        guard byte(first.red) == byte(second.red), byte(first.green) == byte(second.green), byte(first.blue) == byte(second.blue) else {
            return false
        }
        switch (first.alpha < 1, second.alpha < 1) {
        case (false, false): return true
        case (true, true): return byte(first.alpha) == byte(second.alpha)
        default: return false
        }
    }

    /// Whether a system color is one Interface Builder offered before Xcode 11 (UIKit's colors
    /// from before iOS 13, `cocoaTouchSystemColor="darkTextColor"`): in the `<resources>` era
    /// its entry needs no "System colors in document resources" capability, which marks the
    /// iOS 13 colors (the corpus's one file whose only system color is such a color has none;
    /// every file with another has it).
    static func isPreXcode11SystemColor(_ name: String) -> Bool {
        legacySystemColors.contains(name)
    }

    /// UIKit's colors from before iOS 13 that older files name with `cocoaTouchSystemColor`
    /// (`groupTableViewBackgroundColor`, since replaced by `systemGroupedBackgroundColor`).
    private static let legacySystemColors: Set<String> = [
        "darkTextColor", "lightTextColor", "groupTableViewBackgroundColor", "tableCellGroupedBackgroundColor",
        "viewFlipsideBackgroundColor",
    ]

    private static let legacyFixedColors = [
        "whiteColor": SRGBColor(red: 1, green: 1, blue: 1), "blackColor": SRGBColor(red: 0, green: 0, blue: 0),
        "clearColor": SRGBColor(red: 0, green: 0, blue: 0, alpha: 0),
    ]
}
