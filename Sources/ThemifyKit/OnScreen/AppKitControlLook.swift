/// What AppKit draws for a control, decided by its cell's attributes alone: whether a field
/// draws its bezel and background, whether a button fills its bezel, and whether it is the
/// window's default (Return) button, drawn in the accent color. The on-screen model reads
/// `MarkupElement`s and the picture `LayoutNode`s; each passes its own lookup, so the two
/// cannot come to disagree about what AppKit shows.
package struct AppKitControlLook {
    /// The cell's attribute of a name; nil for a control without a cell.
    private let cellAttribute: (String) -> String?

    package init(cellAttribute: @escaping (String) -> String?) {
        self.cellAttribute = cellAttribute
    }

    /// Push-button bezels, which AppKit fills; other bezel styles draw the title alone.
    package static let filledBezelStyles: Set<String> = [
        "rounded", "regularSquare", "texturedRounded", "roundRect", "push", "smallSquare", "recessed", "inline",
    ]

    /// Whether a text field (search field, combo box, token field) draws a bezel and the text
    /// background: an editable, bezeled or background-drawing one. A label draws neither.
    package var drawsFieldBezel: Bool {
        cellAttribute("editable") == "YES" || cellAttribute("borderStyle") == "bezel" || cellAttribute("drawsBackground") == "YES"
    }

    /// Whether a button (or pop-up button) fills its bezel: a push style, not a check box or
    /// radio button, whose `regularSquare` bezel draws nothing.
    package var fillsBezel: Bool {
        Self.filledBezelStyles.contains(cellAttribute("bezelStyle") ?? "") && !isCheckOrRadio
    }

    package var isCheckOrRadio: Bool {
        ["check", "radio"].contains(cellAttribute("type") ?? "")
    }

    /// Whether the button is the window's default one (its key equivalent is Return).
    package var isDefaultButton: Bool {
        cellAttribute("keyEquivalent") == "\r"
    }
}
