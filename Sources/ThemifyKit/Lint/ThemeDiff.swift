import ThemifyModel

/// What changes between two themes, per layout and element: `themify diff`, for reviewing a
/// theme change before it ships.
public struct ThemeDiff {
    /// One property an element gets differently in the two themes.
    public struct Change: Sendable, Hashable {
        /// Where the element is.
        public var element: SourceLocation
        /// The element's name.
        public var elementName: String
        /// The key it is tagged with; nil for an `$appearance` rule's element.
        public var key: String?
        /// The property.
        public var property: String
        /// nil when only the other theme sets the property (the layout's own value stays).
        public var old: String?
        /// The second theme's value; nil when only the first sets it.
        public var new: String?
    }

    /// Every difference, in layout order.
    public private(set) var changes: [Change] = []

    /// Themes each layout with both themes in memory and compares what each one sets.
    public init(layouts: [(path: String, bytes: [UInt8])], from first: ResolvedTheme, to second: ResolvedTheme, themer: Themer) {
        for (path, bytes) in layouts {
            let results = themer.theme(bytes, path: path, with: [first, second])
            guard results.count == 2 else { continue }
            let before = Self.index(results[0].applied)
            let after = Self.index(results[1].applied)
            var seen = Set<Target>()
            for value in results[0].applied + results[1].applied {
                let target = Target(element: value.element, property: value.property)
                guard seen.insert(target).inserted else { continue }
                let old = before[target]
                let new = after[target]
                guard Self.normalized(old) != Self.normalized(new) else { continue }
                changes.append(
                    Change(
                        element: value.element, elementName: value.elementName, key: (new ?? old)?.key, property: value.property,
                        old: old?.text, new: new?.text))
            }
        }
    }

    /// `007AFF` and `#007aff` are the same color: compare the typed values, not spelling.
    private static func normalized(_ value: AppliedValue?) -> [TypedValue]? {
        value?.settings.map(\.value)
    }

    private struct Target: Hashable {
        var element: SourceLocation
        var property: String
    }

    private static func index(_ applied: [AppliedValue]) -> [Target: AppliedValue] {
        var index: [Target: AppliedValue] = [:]
        for value in applied { index[Target(element: value.element, property: value.property)] = value }
        return index
    }
}
