/// https://developer.apple.com/documentation/uikit/uiaction —
/// init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)
/// (https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)),
/// title, image, identifier, discoverabilityTitle, attributes, state, UIAction.Identifier
/// (https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct) and
/// UIActionHandler (https://developer.apple.com/documentation/uikit/uiactionhandler).
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UIAction: UIMenuElement {
    open var title: String
    open var image: UIImage?
    open private(set) var identifier: UIAction.Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// The handler, called by a control's `sendActions(for:)` for the events it was added for.
    let shimHandler: UIActionHandler

    private init(
        shimTitle title: String, image: UIImage?, identifier: UIAction.Identifier?, discoverabilityTitle: String?,
        attributes: UIMenuElement.Attributes, state: UIMenuElement.State, handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        // "Specify nil to let this method create a unique identifier for you."
        self.identifier = identifier ?? UIAction.Identifier(rawValue: UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        shimHandler = handler
        super.init()
    }

    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init(
            shimTitle: title, image: image, identifier: identifier, discoverabilityTitle: discoverabilityTitle, attributes: attributes,
            state: state, handler: handler)
    }

    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }
}

@available(iOS 13.0, tvOS 13.0, *)
public typealias UIActionHandler = (UIAction) -> Void
