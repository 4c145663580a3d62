import ThemifyModel
import ThemifyXML

/// An element a layout marks for theming, with its key and how the key was found.
package struct TaggedElement {
    package enum Tagging: Sendable, Hashable {
        case runtimeAttribute(keyPath: String)
        case themeClass(String, keySource: KeySource)
    }

    /// Where a Theme* class keeps its key.
    package enum KeySource: String, Sendable, Hashable {
        case accessibilityLabel = "accessibility label"
        case accessibilityIdentifier = "accessibility identifier"
        case tag
    }

    package let element: MarkupElement
    package let key: String
    package let tagging: Tagging
}
