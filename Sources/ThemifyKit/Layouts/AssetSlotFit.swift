import ThemifyModel

/// How well one slot of an asset catalog set (an image set's rendition, a color set's color)
/// fits a layout drawn for a device at design time: lower is better, compared member by member.
///
/// Interface Builder reads image and color sets through the same catalog lookup, so both rank
/// their slots alike: the any appearance before a light one before a dark or high-contrast one
/// (a layout is drawn in the any appearance), no size class, memory or wide-gamut variant before
/// one, the layout's own idiom before `universal` before another device's, then the lowest scale
/// (images only), and last the order of `Contents.json`.
struct AssetSlotFit: Comparable {
    let appearance: Int
    let variant: Int
    let idiom: Int
    let scale: Double
    /// Contents.json order, so that equal fits keep the file's order.
    let index: Int

    static func < (lhs: AssetSlotFit, rhs: AssetSlotFit) -> Bool {
        (lhs.appearance, lhs.variant, lhs.idiom, lhs.scale, lhs.index) < (rhs.appearance, rhs.variant, rhs.idiom, rhs.scale, rhs.index)
    }

    /// The fit of a slot from its `Contents.json` members, for a layout drawn for `idiom` (nil: a
    /// layout of no particular device, for which `universal` is the best idiom).
    init(slot fields: [ThemeFileMember], scale: Double = 1, index: Int, for idiom: ImageIdiom?) {
        func string(_ key: String) -> String? {
            if case .string(let text)? = fields.first(where: { $0.key == key })?.value.content { return text }
            return nil
        }
        let slotIdiom = string(XcodeAssetJSON.ColorEntryMember.idiom.rawValue) ?? "universal"
        self.init(
            appearance: Self.appearanceRank(fields.first(where: { $0.key == XcodeAssetJSON.ColorEntryMember.appearances.rawValue })?.value),
            variant: Self.variantKeys.contains { string($0) != nil } || string("display-gamut") == "display-P3" ? 1 : 0,
            idiom: slotIdiom == "universal" ? 1 : slotIdiom == idiom?.rawValue ? 0 : 2, scale: scale, index: index)
    }

    init(appearance: Int, variant: Int, idiom: Int, scale: Double, index: Int) {
        self.appearance = appearance
        self.variant = variant
        self.idiom = idiom
        self.scale = scale
        self.index = index
    }

    /// The rank of an appearance that is neither any nor light: such a slot is for a dark or
    /// high-contrast screen, never the canvas's first choice.
    static let otherAppearance = 2

    /// 0 for a loose file meant for the layout's idiom, 1 for any device (no `~ipad`), 2 for another.
    static func idiomRank(_ candidate: ImageIdiom?, _ idiom: ImageIdiom) -> Int {
        guard let candidate else { return 1 }
        return candidate == idiom ? 0 : 2
    }

    /// Keys that narrow a slot to some devices' traits: such a slot is for them, not the canvas.
    private static let variantKeys = ["width-class", "height-class", "memory", "graphics-feature-set", "subtype"]

    /// 0 for a slot of any appearance (no `appearances`), 1 for light, 2 for dark or high contrast.
    private static func appearanceRank(_ node: ThemeFileNode?) -> Int {
        guard let node else { return 0 }
        guard case .array(let list) = node.content, !list.isEmpty else { return 0 }
        for entry in list {
            guard case .dictionary(let fields) = entry.content,
                case .string(let value)? = fields.first(where: { $0.key == "value" })?.value.content
            else { return otherAppearance }
            if value != "light" { return otherAppearance }
        }
        return 1
    }
}
