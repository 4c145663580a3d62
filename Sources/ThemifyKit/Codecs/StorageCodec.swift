import ThemifyModel
import ThemifyXML

/// One XML form a layout stores a property in: it reads the value a container holds into the
/// typed value, writes a new one as Xcode writes it (leaving one that is already right alone),
/// and says in words what it writes. Every place that needs to know a form asks its codec.
protocol StorageCodec: Sendable {
    /// The kind of value it stores.
    var kind: ValueKind { get }

    /// Whether it stores a list (one value per segment).
    var takesList: Bool { get }

    /// The values the container holds today — one, or one per segment — or nil when it sets
    /// none or holds one in a form a theme cannot write.
    func read(in container: MarkupElement) -> [TypedValue]?

    /// Whether the container holds a value in this form at all, one `read(in:)` may not
    /// understand (a pattern color, an unknown font form) included; a `<nil>` placeholder is
    /// no value.
    func holdsValue(in container: MarkupElement) -> Bool

    /// Writes `values` (of the form's kind, checked at load) into `container`.
    func write(_ values: [TypedValue], in container: MarkupElement, effects: inout WriteEffects)

    /// The XML it writes, for the README's property list and for messages.
    var xmlDescription: String { get }
}

extension StorageCodec {
    var takesList: Bool { false }

    /// Whether the container has a child holding `key` other than a `<nil>` placeholder.
    func holdsChild(keyed key: String, in container: MarkupElement) -> Bool {
        container.children.contains { $0.name != "nil" && $0.hasAttribute("key", equalTo: key) }
    }

    /// Replaces the child that holds `key` (a value or a `<nil>` placeholder), or inserts the
    /// new one where Xcode would write it; leaves a child that already holds the value alone.
    /// Returns whether anything was written, and the child it replaced.
    func place(
        _ new: MarkupElement, replacing names: [String], key: String, in element: MarkupElement, alreadyRight: (MarkupElement) -> Bool,
        effects: inout WriteEffects
    ) -> (written: Bool, replaced: MarkupElement?) {
        if let existing = element.children.first(where: { names.contains($0.name) && $0.hasAttribute("key", equalTo: key) }) {
            // The same value in another form (a calibrated-RGB color with the same components,
            // a font Xcode recorded with another family spelling) is left as the layout has it:
            // the line carries no changed value, so it does not change.
            if existing.hasSameContent(as: new) || alreadyRight(existing) { return (false, nil) }
            element.replace(existing, with: new)
            effects.changedValues += 1
            return (true, existing)
        }
        element.insert(new, at: ChildOrder.insertionIndex(for: new, in: element))
        effects.changedValues += 1
        return (true, nil)
    }
}
