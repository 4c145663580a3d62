import ThemifyModel

extension PropertyTable {
    /// The framework a row's layouts are built with, decided by the document's `targetRuntime`.
    package enum Platform: String, Sendable, Hashable {
        case uiKit
        case appKit
    }

    /// Attributes Xcode writes after a button cell's `image=` (the corpus's order:
    /// `type title bezelStyle image imagePosition alignment … imageScaling inset id`).
    private static let buttonCellAttributesAfterImage = [
        "imagePosition", "alignment", "lineBreakMode", "alternateImage", "controlSize", "enabled", "state", "borderStyle",
        "focusRingType", "tag", "imageScaling", "inset", "id",
    ]
    /// A menu item writes its image right after its title and state: every other attribute the
    /// corpus and the oracle show with an image comes after it (`title state image catalog
    /// hidden id`, `title image tag id`); those no file shows with an image (`keyEquivalent`,
    /// `enabled`, …) come after the title and state too, and are taken to follow the image.
    private static let menuItemAttributesAfterImage = [
        "catalog", "tag", "alternate", "keyEquivalent", "toolTip", "hidden", "enabled", "indentationLevel", "identifier", "id",
        "customClass", "userLabel",
    ]
    /// A pop-up button's cell is a button cell that writes its menu's settings after the
    /// button cell's own (`… imageScaling inset pullsDown arrowPosition preferredEdge
    /// autoenablesItems altersStateOfSelectedItem selectedItem id`).
    private static let popUpButtonCellAttributesAfterImage =
        buttonCellAttributesAfterImage + [
            "pullsDown", "arrowPosition", "preferredEdge", "autoenablesItems", "altersStateOfSelectedItem", "selectedItem", "userLabel",
        ]
    private static let buttonCellAttributesAfterAlternateImage = Array(
        buttonCellAttributesAfterImage.drop { $0 != "alternateImage" }.dropFirst())

    /// `NSTextFieldCell` and its subclasses, which keep text colors and font alike: a search
    /// field's, a combo box's and a table column's header cell (the corpus's 503, 5, 9 and 43
    /// cells of each write `font`, `textColor`, `backgroundColor` in that order), and a secure
    /// text field's and a token field's, which AppKit archives through the same
    /// `NSTextFieldCell` coder (no file here holds one; a real file that disagrees wins).
    static let textCells = ["textFieldCell", "searchFieldCell", "comboBoxCell", "tableHeaderCell", "secureTextFieldCell", "tokenFieldCell"]

    /// What AppKit cells show: an AppKit control keeps its image, font and text colors in its
    /// cell, so these rows are also the control's, one level down (`controlRows`).
    private static let cellRows: [Row] =
        [
            Row("buttonCell", "image", .element, .imageAttribute("image", before: buttonCellAttributesAfterImage), platform: .appKit),
            Row(
                "buttonCell", "alternateImage", .element,
                .imageAttribute("alternateImage", before: buttonCellAttributesAfterAlternateImage), platform: .appKit),
            Row("buttonCell", "font", .element, .appKitFontChild(key: "font"), platform: .appKit),
        ]
        + textCells.flatMap { cell in
            [
                Row(cell, "textColor", .element, .catalogColorChild(key: "textColor"), platform: .appKit),
                Row(cell, "backgroundColor", .element, .catalogColorChild(key: "backgroundColor"), platform: .appKit),
                Row(cell, "font", .element, .appKitFontChild(key: "font"), platform: .appKit),
            ]
        } + [
            Row("popUpButtonCell", "font", .element, .appKitFontChild(key: "font"), platform: .appKit),
            Row(
                "popUpButtonCell", "image", .element, .imageAttribute("image", before: popUpButtonCellAttributesAfterImage),
                platform: .appKit),
            Row("pathCell", "backgroundColor", .element, .catalogColorChild(key: "backgroundColor"), platform: .appKit),
            Row("pathCell", "font", .element, .appKitFontChild(key: "font"), platform: .appKit),
            Row("datePickerCell", "textColor", .element, .catalogColorChild(key: "textColor"), platform: .appKit),
            Row("datePickerCell", "backgroundColor", .element, .catalogColorChild(key: "backgroundColor"), platform: .appKit),
            Row("datePickerCell", "font", .element, .appKitFontChild(key: "font"), platform: .appKit),
            Row("sliderCell", "font", .element, .appKitFontChild(key: "font"), platform: .appKit),
            // A form's cell: its entry's font, and the font of the title before it.
            Row("formCell", "font", .element, .appKitFontChild(key: "font"), platform: .appKit),
            Row("formCell", "titleFont", .element, .appKitFontChild(key: "titleFont"), platform: .appKit),
            Row("imageCell", "image", .element, .imageAttribute("image", before: ["id"]), platform: .appKit),
            Row("segmentedCell", "segmentImages", .element, .segmentImages, platform: .appKit),
            Row("segmentedCell", "font", .element, .appKitFontChild(key: "font"), platform: .appKit),
        ]

    /// A tag on a control (`<button>`) reaches its cell (`<buttonCell key="cell">`): each cell
    /// row, for the control, in the cell the layout already has.
    private static let controlRows: [Row] = AppKitClasses.cells.sorted { $0.key < $1.key }.flatMap { control, cell in
        cellRows.filter { $0.element == cell }.map { row in
            Row(control, row.property, .child(cell, key: "cell", creates: false), row.form.storage, platform: .appKit)
        }
    }

    /// The rows of macOS layouts, appended to the iOS rows in `rows`.
    static let appKitRows: [Row] =
        [
            Row("button", "contentTintColor", .element, .catalogColorChild(key: "contentTintColor"), platform: .appKit),
            Row("button", "bezelColor", .element, .catalogColorChild(key: "bezelColor"), platform: .appKit),
        ] + controlRows + cellRows + [
            Row("box", "fillColor", .element, .catalogColorChild(key: "fillColor"), platform: .appKit),
            Row("box", "borderColor", .element, .catalogColorChild(key: "borderColor"), platform: .appKit),
            Row("box", "titleFont", .element, .appKitFontChild(key: "titleFont"), platform: .appKit),
            Row("tabView", "font", .element, .appKitFontChild(key: "font"), platform: .appKit),
            Row("colorWell", "color", .element, .catalogColorChild(key: "color"), platform: .appKit),
            Row("tableView", "backgroundColor", .element, .catalogColorChild(key: "backgroundColor"), platform: .appKit),
            Row("tableView", "gridColor", .element, .catalogColorChild(key: "gridColor"), platform: .appKit),
            Row("outlineView", "backgroundColor", .element, .catalogColorChild(key: "backgroundColor"), platform: .appKit),
            Row("outlineView", "gridColor", .element, .catalogColorChild(key: "gridColor"), platform: .appKit),
            // A scroll view's document view: a text view keeps its colors itself (no cell), and the
            // clip view around it its own background.
            Row("textView", "textColor", .element, .catalogColorChild(key: "textColor"), platform: .appKit),
            Row("textView", "backgroundColor", .element, .catalogColorChild(key: "backgroundColor"), platform: .appKit),
            Row("textView", "insertionPointColor", .element, .catalogColorChild(key: "insertionPointColor"), platform: .appKit),
            Row("clipView", "backgroundColor", .element, .catalogColorChild(key: "backgroundColor"), platform: .appKit),
            // A matrix of radio buttons or check boxes draws its own background behind its cells.
            Row("matrix", "backgroundColor", .element, .catalogColorChild(key: "backgroundColor"), platform: .appKit),
            // A form is a matrix of form cells, and draws its background alike.
            Row("form", "backgroundColor", .element, .catalogColorChild(key: "backgroundColor"), platform: .appKit),
            Row("menuItem", "image", .element, .imageAttribute("image", before: menuItemAttributesAfterImage), platform: .appKit),
            Row(
                "toolbarItem", "image", .element,
                .imageAttribute(
                    "image", before: ["catalog", "autovalidates", "bordered", "selectable", "sizingBehavior", "navigational", "id"]),
                platform: .appKit),
            Row("tabViewItem", "image", .element, .imageAttribute("image", before: ["catalog", "id"]), platform: .appKit),
        ]
}
