extension ChildOrder {
    /// Child orders of macOS layout elements, read off the corpus's and the oracle's AppKit files
    /// (`shared/corpus`, `shared/oracle`). Their element names overlap iOS ones (`button`,
    /// `tableView`), so they are looked up only for elements of macOS documents. A control's
    /// `bezelColor` and `contentTintColor` follow its cell. A text view writes its
    /// `minSize`/`maxSize` pair twice, around its `insertionPointColor` (every text view of the
    /// corpus and the oracle that has the pair twice). Neither holds a `bezelColor` or a
    /// `<pathCell>`: the bezel color sits with the other button color, before it (as a public Xcode
    /// 13 layout of Aerial's later showed), a path cell's background after its font and URL, as in
    /// Xcode's templates for those controls; a real file that disagrees wins. A date picker cell
    /// writes its font, its dates (`<date>`, or `<calendarDate>` in Xcode 5 documents), its two
    /// colors, background first, then the elements it shows, as a public Xcode 5 layout of
    /// MacPass's shows. A button cell writes a multi-line title between its behavior and its font,
    /// and an SF Symbol image (`<imageReference>`, Xcode 13 and later) after its font, as public
    /// layouts of Rectangle and Aerial show; no file shows one with a `keyEquivalent`, which is
    /// taken to follow, as the image attribute comes early among the cell's attributes.
    static let appKitOrders: [String: [String]] = [
        "button": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "constraints", "buttonCell[cell]", "color[bezelColor]",
            "color[contentTintColor]", "accessibility", "userDefinedRuntimeAttributes", "connections",
        ],
        "buttonCell": [
            "behavior[behavior]", "string[title]", "font[font]", "imageReference[image]", "imageReference[alternateImage]",
            "string[keyEquivalent]", "userDefinedRuntimeAttributes", "connections",
        ],
        "segmentedCell": ["font[font]", "segments", "userDefinedRuntimeAttributes", "connections"],
        "tabView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "font[font]", "tabViewItems", "userDefinedRuntimeAttributes",
            "connections",
        ],
        "colorWell": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "constraints", "color[color]", "userDefinedRuntimeAttributes",
            "connections",
        ],
        "sliderCell": ["font[font]", "userDefinedRuntimeAttributes", "connections"],
        "matrix": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "size[cellSize]", "size[intercellSpacing]",
            "buttonCell[prototype]", "cells", "userDefinedRuntimeAttributes", "connections",
        ],
        "form": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[backgroundColor]", "size[cellSize]", "size[intercellSpacing]",
            "formCell[prototype]", "cells", "userDefinedRuntimeAttributes", "connections",
        ],
        "formCell": ["numberFormatter[formatter]", "font[font]", "font[titleFont]", "userDefinedRuntimeAttributes", "connections"],
        "popUpButtonCell": ["behavior[behavior]", "font[font]", "menu[menu]", "userDefinedRuntimeAttributes", "connections"],
        "pathCell": ["font[font]", "url[url]", "color[backgroundColor]", "allowedTypes", "userDefinedRuntimeAttributes", "connections"],
        "datePickerCell": [
            "font[font]", "date[date]", "calendarDate[date]", "date[minDate]", "calendarDate[minDate]", "date[maxDate]",
            "calendarDate[maxDate]", "color[backgroundColor]", "color[textColor]", "datePickerElements[datePickerElements]",
            "userDefinedRuntimeAttributes", "connections",
        ],
        "textView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "color[textColor]", "color[backgroundColor]", "size[minSize]",
            "size[maxSize]", "attributedString[textStorage]", "color[insertionPointColor]", "size[minSize]", "size[maxSize]",
            "userDefinedRuntimeAttributes", "accessibility", "connections",
        ],
        "clipView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "subviews", "color[backgroundColor]", "edgeInsets[contentInsets]",
            "constraints", "userDefinedRuntimeAttributes", "connections",
        ],
        "box": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "view[contentView]", "constraints", "color[borderColor]",
            "color[fillColor]", "font[titleFont]", "userDefinedRuntimeAttributes", "connections",
        ],
        "tableView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "size[intercellSpacing]", "color[backgroundColor]",
            "tableViewGridLines[gridStyleMask]", "color[gridColor]", "tableColumns", "userDefinedRuntimeAttributes", "connections",
        ],
        "outlineView": [
            "rect[frame]", "autoresizingMask[autoresizingMask]", "size[intercellSpacing]", "color[backgroundColor]",
            "tableViewGridLines[gridStyleMask]", "color[gridColor]", "tableColumns", "userDefinedRuntimeAttributes", "connections",
        ],
    ]

    /// A text field cell's children, for it and its subclasses (a combo box cell adds its
    /// `objectValues` after the locales). A user label too long for an attribute follows the
    /// colors (a public xib of a recent Xcode, toolsVersion 32700.99.1234).
    private static let textCellOrder = [
        "numberFormatter[formatter]", "font[font]", "string[title]", "color[textColor]", "color[backgroundColor]",
        "string[userLabel]", "allowedInputSourceLocales", "objectValues", "userDefinedRuntimeAttributes", "connections",
    ]

    static let appKitRanks: [String: [String: [Int]]] = appKitOrders.merging(PropertyTable.textCells.map { ($0, textCellOrder) }) {
        own, _ in own
    }.mapValues(rankTable)
}
