import ThemifyModel

/// How a layout stores a property: where, relative to the themed element, the value lives, and
/// in which XML.
package struct PropertyForm: Sendable, Hashable {
    /// The element that holds the value, relative to the themed element.
    package indirect enum Place: Sendable, Hashable {
        /// The themed element itself.
        case element
        /// A button's `<state key="…">` child, created (where Xcode puts it) when absent.
        case state(String)
        /// A child such as `<textAttributes key="titleTextAttributes">`; created when absent if
        /// `creates`, else the property applies only where the child exists.
        case child(String, key: String, creates: Bool)
        /// Every fragment's `<attributes>` in `<attributedString key="…">`.
        case attributedFragments(key: String)
        /// Every existing child of this name (the iOS 13 `navigationBarAppearance` blocks).
        case everyChild(String)
        /// The second place, inside each element of the first.
        case within(Place, Place)
    }

    /// The XML that carries the value inside its place.
    package enum Storage: Sendable, Hashable {
        /// A `<color key="…">` child (replacing a `<nil key="…">` placeholder when there is one).
        case colorChild(key: String)
        /// A `<fontDescription key="…">` child.
        case fontChild(key: String)
        /// A `<font key="NSFont">` child of attributed-text attributes.
        case attributedFont
        /// An attribute naming an image (`image="header"`); a new one goes before the attributes
        /// Xcode writes after it.
        case imageAttribute(String, before: [String])
        /// One image per `<segment>` of the `<segments>` child, in order: a list value.
        case segmentImages
        /// A macOS layout's `<color key="…">` child (AppKit catalog colors for `system:`).
        case catalogColorChild(key: String)
        /// A macOS layout's `<font key="…">` child (`metaFont="system"`, or a size and a name).
        case appKitFontChild(key: String)
        /// A `<userDefinedRuntimeAttribute keyPath="…">` (nil: any key path, for descriptions).
        case runtimeAttribute(keyPath: String?)

        /// The codec that reads, writes and describes this form: the one switch over storages.
        var codec: any StorageCodec {
            switch self {
            case .colorChild(let key): return ColorChildCodec(key: key)
            case .fontChild(let key): return FontChildCodec(key: key)
            case .attributedFont: return AttributedFontCodec()
            case .imageAttribute(let name, let before): return ImageAttributeCodec(attribute: name, before: before)
            case .segmentImages: return SegmentImagesCodec()
            case .catalogColorChild(let key): return CatalogColorChildCodec(key: key)
            case .appKitFontChild(let key): return AppKitFontChildCodec(key: key)
            case .runtimeAttribute(let keyPath): return RuntimeAttributeCodec(keyPath: keyPath)
            }
        }
    }

    package var place: Place
    package var storage: Storage
    /// Other places that carry the same value where they exist: on iOS 13 and later a
    /// navigation bar's appearance blocks override its bar tint, so a theme writes both.
    package var mirrors: [PropertyForm]

    package init(_ place: Place, _ storage: Storage, mirrors: [PropertyForm] = []) {
        self.place = place
        self.storage = storage
        self.mirrors = mirrors
    }

}
