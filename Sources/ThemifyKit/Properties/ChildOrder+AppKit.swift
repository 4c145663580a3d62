extension ChildOrder {
    /// Child orders of macOS layout elements, read off the corpus's and the oracle's AppKit
    /// files (`shared/corpus`, `shared/oracle`). Their element names overlap iOS ones
    /// (`button`, `tableView`), so they are looked up only for elements of macOS documents.
    /// A control's `contentTintColor` follows its cell.
    static let appKitOrders: [String: [String]] = [
        "button": ["rect[frame]", "autoresizingMask[autoresizingMask]", "constraints", "buttonCell[cell]", "color[contentTintColor]", "accessibility", "userDefinedRuntimeAttributes", "connections"],
        "buttonCell": ["behavior[behavior]", "font[font]", "string[keyEquivalent]", "userDefinedRuntimeAttributes", "connections"],
        "textFieldCell": ["numberFormatter[formatter]", "font[font]", "string[title]", "color[textColor]", "color[backgroundColor]", "allowedInputSourceLocales", "userDefinedRuntimeAttributes", "connections"],
        "box": ["rect[frame]", "autoresizingMask[autoresizingMask]", "view[contentView]", "constraints", "color[borderColor]", "color[fillColor]", "font[titleFont]", "userDefinedRuntimeAttributes", "connections"],
        "tableView": ["rect[frame]", "autoresizingMask[autoresizingMask]", "size[intercellSpacing]", "color[backgroundColor]", "tableViewGridLines[gridStyleMask]", "color[gridColor]", "tableColumns", "userDefinedRuntimeAttributes", "connections"],
        "outlineView": ["rect[frame]", "autoresizingMask[autoresizingMask]", "size[intercellSpacing]", "color[backgroundColor]", "tableViewGridLines[gridStyleMask]", "color[gridColor]", "tableColumns", "userDefinedRuntimeAttributes", "connections"],
    ]

    static let appKitRanks: [String: [String: Int]] = appKitOrders.mapValues(rankTable)
}
