import ThemifyXML

/// What the property table needs to know of an element: its name and how it is built.
public struct ElementFacts {
    public let name: String
    let element: MarkupElement?

    public init(_ element: MarkupElement) {
        self.name = element.name
        self.element = element
    }

    /// An element kind alone, for questions about kinds rather than a real element: rows with
    /// a condition are taken to apply.
    public init(kind: String) {
        self.name = kind
        self.element = nil
    }

    func satisfies(_ condition: RowCondition) -> Bool {
        guard let element else { return true }
        return condition.holds(for: element)
    }
}
