import ThemifyXML

extension PropertyForm.Place {
    /// The elements that hold the value, relative to the themed element; with `creating`,
    /// missing parts the place may create are inserted where Xcode would write them.
    func containers(in element: MarkupElement, creating: Bool) -> [MarkupElement] {
        switch self {
        case .element:
            return [element]
        case .state(let state):
            return [Self.existingOrNew("state", key: state, in: element, creating: creating)].compactMap { $0 }
        case .child(let name, let key, let creates):
            return [Self.existingOrNew(name, key: key, in: element, creating: creating && creates)].compactMap { $0 }
        case .attributedFragments(let key):
            guard let string = element.child("attributedString", key: key) else { return [] }
            return string.children(named: "fragment").compactMap { fragment in
                Self.existingOrNew("attributes", key: nil, in: fragment, creating: creating)
            }
        case .everyChild(let name):
            return element.children(named: name)
        case .within(let outer, let inner):
            return outer.containers(in: element, creating: creating).flatMap { inner.containers(in: $0, creating: creating) }
        }
    }

    private static func existingOrNew(_ name: String, key: String?, in element: MarkupElement, creating: Bool) -> MarkupElement? {
        if let existing = element.child(name, key: key) { return existing }
        guard creating else { return nil }
        let created = MarkupElement(name, key.map { [MarkupAttribute("key", $0)] } ?? [])
        element.insert(created, at: ChildOrder.insertionIndex(for: created, in: element))
        return created
    }
}
