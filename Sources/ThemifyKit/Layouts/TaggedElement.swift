import ThemifyXML
import ThemeModel

/// An element a layout marks for theming, with its key and how the key was found.
public struct TaggedElement {
    public enum Tagging: Sendable, Hashable {
        case runtimeAttribute(keyPath: String)
        case themeClass(String, keySource: KeySource)
    }

    /// Where a Theme* class keeps its key.
    public enum KeySource: String, Sendable, Hashable {
        case accessibilityLabel = "accessibility label"
        case accessibilityIdentifier = "accessibility identifier"
        case tag
    }

    public let element: MarkupElement
    public let key: String
    public let tagging: Tagging
}
