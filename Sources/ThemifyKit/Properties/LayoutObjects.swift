import ThemifyXML

/// Which elements of a layout are objects of the nib: what Interface Builder's identity
/// inspector shows, with its User Defined Runtime Attributes, which the nib loader sets on the
/// object by key-value coding. Views and bar items are, and so are view controllers,
/// navigation items, gesture recognizers, menus, the File's Owner and a `<customObject>` of the
/// app's own class (an animation object that a tab bar item holds, say), each with an `id`.
///
/// What has an `id` without being such an object is the document's wiring and geometry:
/// connections (outlets, actions, segues, bindings), constraints, layout guides, size class
/// adaptations, the device, and values kept in collections.
enum LayoutObjects {
    private static let notObjects: Set<String> = [
        "outlet", "outletCollection", "action", "segue", "binding", "exit", "constraint", "viewLayoutGuide",
        "viewControllerLayoutGuide", "device", "adaptation", "array", "mutableArray", "dictionary", "boolean", "integer",
        "real", "string",
    ]

    static func isObject(_ element: MarkupElement) -> Bool {
        element.attribute("id") != nil && !notObjects.contains(element.name) && element.parent?.name != "connections"
    }
}
