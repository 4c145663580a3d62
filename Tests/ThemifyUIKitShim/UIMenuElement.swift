/// https://developer.apple.com/documentation/uikit/uimenuelement — the base of UIAction and UIMenu;
/// UIMenuElement.Attributes (https://developer.apple.com/documentation/uikit/uimenuelement/attributes)
/// and UIMenuElement.State (https://developer.apple.com/documentation/uikit/uimenuelement/state),
/// Apple's raw values.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UIMenuElement: NSObject {
    override init() {}

    public struct Attributes: OptionSet, Hashable, Sendable {
        public var rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}
