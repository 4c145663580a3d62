import ThemifyModel

/// One color set of the app's asset catalogs (`<name>.colorset/Contents.json`): its colors, each
/// for some devices, appearances and gamut, and the one a layout records.
///
/// A layout's `<namedColor>` entry holds the color Interface Builder shows on its canvas, which
/// the catalog's lookup picks as it picks an image set's rendition (`AssetSlotFit`): the any
/// appearance, the sRGB gamut, the layout's own device before `universal`. A set whose only
/// colors are for dark or high-contrast screens has nothing to show on the canvas.
struct AssetColorSet: Sendable {
    /// What a color set holds for the canvas.
    enum Value: Sendable, Equatable {
        /// Components, and the color space Xcode names for them when not sRGB.
        case components(SRGBColor, String?)
        /// A system color by name (`systemBackgroundColor`), with its light value.
        case system(String, SRGBColor)

        /// The color's sRGB value, which lint and the themer's comparisons read.
        var color: SRGBColor {
            switch self {
            case .components(let color, _), .system(_, let color): return color
            }
        }
    }

    /// One entry of `colors`, with the members that say whom it is for.
    private struct Slot: Sendable {
        let members: [ThemeFileMember]
        let index: Int
        let value: Value
    }

    private let slots: [Slot]

    /// A set of one color for every device and appearance (themify's generated colors).
    init(_ value: Value) {
        slots = [Slot(members: [], index: 0, value: value)]
    }

    /// The set a `Contents.json` describes; nil when none of its colors can be shown on a canvas
    /// (no RGB or gray components, nor a system color themify knows).
    init?(contents node: ThemeFileNode) {
        guard case .dictionary(let root) = node.content,
            case .array(let entries)? = root.first(where: { $0.key == "colors" })?.value.content
        else { return nil }
        var slots: [Slot] = []
        for (index, entry) in entries.enumerated() {
            guard case .dictionary(let members) = entry.content,
                AssetSlotFit(slot: members, index: index, for: nil).appearance < AssetSlotFit.otherAppearance,
                case .dictionary(let color)? = members.first(where: { $0.key == XcodeAssetJSON.ColorEntryMember.color.rawValue })?
                    .value.content,
                let value = Self.value(of: color)
            else { continue }
            slots.append(Slot(members: members, index: index, value: value))
        }
        guard !slots.isEmpty else { return nil }
        self.slots = slots
    }

    /// The color a layout drawn for `idiom` records (nil: a layout of no particular device).
    func value(for idiom: ImageIdiom?) -> Value {
        func fit(_ slot: Slot) -> AssetSlotFit { AssetSlotFit(slot: slot.members, index: slot.index, for: idiom) }
        // Never empty: both initializers make at least one slot.
        return slots.min { fit($0) < fit($1) }!.value
    }

    /// An asset catalog's `color-space` as a layout's `customColorSpace` (sRGB is the default).
    private static let layoutColorSpaces = [
        "display-p3": "displayP3", "extended-srgb": "extendedSRGB", "extended-linear-srgb": "extendedLinearSRGB",
    ]

    private static func value(of color: [ThemeFileMember]) -> Value? {
        // `"reference": "systemBackgroundColor"`: Xcode records the system color's value.
        if case .string(let reference)? = color.first(where: { $0.key == "reference" })?.value.content {
            return SystemColors.lightValues[reference].map { .system(reference, $0) }
        }
        guard case .dictionary(let components)? = color.first(where: { $0.key == "components" })?.value.content else { return nil }
        func component(_ name: String) -> Double? {
            guard let node = components.first(where: { $0.key == name })?.value else { return nil }
            switch node.content {
            case .string(let text): return parseComponent(text)
            case .integer(let value): return Double(value) > 1 ? Double(value) / 255 : Double(value)
            case .real(let value): return value.isFinite ? value : nil
            default: return nil
            }
        }
        if let white = component("white") {
            // A gray set stays gray: Xcode records it in its gray space (`white="0.5"`), as it
            // does the system grays a set may reference (oracle case 020). Extended gray has
            // no layout form themify has seen, and is recorded as the sRGB it shows.
            var space: String?
            if case .string("gray-gamma-22")? = color.first(where: { $0.key == "color-space" })?.value.content {
                space = ColorMarkup.grayColorSpace
            }
            return .components(SRGBColor(red: white, green: white, blue: white, alpha: component("alpha") ?? 1), space)
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        var space: String?
        if case .string(let name)? = color.first(where: { $0.key == "color-space" })?.value.content { space = layoutColorSpaces[name] }
        return .components(SRGBColor(red: red, green: green, blue: blue, alpha: component("alpha") ?? 1), space)
    }

    /// Asset catalogs write components as `0.500`, `128` or `0x80`.
    private static func parseComponent(_ text: String) -> Double? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if !text.contains("."), let integer = Int(text) { return integer > 1 ? Double(integer) / 255 : Double(integer) }
        // Xcode reads a decimal component as a 32-bit float and writes that float's value
        // (`0.906` becomes 0.90600001811981201). A number past the float's range is no
        // component: it would print as `inf` in the layout.
        return Float(text).flatMap { $0.isFinite ? Double($0) : nil }
    }
}
