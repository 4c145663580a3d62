import ThemifyXML

/// Writes one property value onto an element in the form the property table gives, leaving a
/// value that is already right untouched so that theming a variant again changes nothing.
enum PropertyWriter {
    enum Outcome: Equatable {
        case unchanged
        /// A value changed; `released` names the `<resources>` entry the old value used (a
        /// system or asset color), which may now be unused.
        case changed(released: String?)
        /// An image attribute changed from `previous` (nil when there was none).
        case imageChanged(previous: String?)
    }

    /// `text` has been checked against the form's value kind.
    static func write(_ text: String, as form: PropertyForm, on element: MarkupElement) -> Outcome {
        switch form {
        case .colorChild(let key):
            guard let color = ThemeColor(parsing: text) else { return .unchanged }
            return place(ColorMarkup.element(color, key: key), replacing: ["color", "nil"], key: key, in: element)
        case .fontChild(let key):
            guard case .success(let font) = ThemeFont.parse(text) else { return .unchanged }
            return place(FontMarkup.element(font, key: key), replacing: ["fontDescription", "nil"], key: key, in: element)
        case .imageAttribute(let name, let before):
            let previous = element.attribute(name)
            let value = text.trimmingWhitespace()
            guard previous != value else { return .unchanged }
            element.setAttribute(name, value, before: before)
            return .imageChanged(previous: previous)
        }
    }

    /// Replaces the child that holds `key` (a value or a `<nil>` placeholder), or inserts the new
    /// one where Xcode would write it.
    private static func place(_ new: MarkupElement, replacing names: Set<String>, key: String, in element: MarkupElement) -> Outcome {
        if let existing = element.children.first(where: { names.contains($0.name) && $0.attribute("key") == key }) {
            if existing.hasSameContent(as: new) { return .unchanged }
            element.replace(existing, with: new)
            return .changed(released: existing.attribute("systemColor") ?? existing.attribute("name"))
        }
        element.insert(new, at: ChildOrder.insertionIndex(for: new, in: element))
        return .changed(released: nil)
    }
}
