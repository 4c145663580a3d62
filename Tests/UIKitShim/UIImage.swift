/// https://developer.apple.com/documentation/uikit/uiimage
/// init?(named:), init?(named:in:compatibleWith:), init?(systemName:),
/// resizableImage(withCapInsets:), withRenderingMode(_:).
open class UIImage: NSObject, @unchecked Sendable {
    /// How the image was made, for the log.
    let made: String

    init(made: String) {
        self.made = made
    }

    /// Always found here: the shim has no bundle of images.
    public convenience init?(named name: String) {
        self.init(made: "UIImage(named: \"\(name)\")")
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(made: "UIImage(named: \"\(name)\")")
    }

    public convenience init?(systemName name: String) {
        self.init(made: "UIImage(systemName: \"\(name)\")")
    }

    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        UIImage(made: "\(made).resizableImage(withCapInsets: \(capInsets))")
    }

    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIImage(made: "\(made).withRenderingMode(\(renderingMode))")
    }

    open override var description: String { made }

    /// https://developer.apple.com/documentation/uikit/uiimage/renderingmode
    public enum RenderingMode: Int, Sendable, CustomStringConvertible {
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2

        public var description: String {
            switch self {
            case .automatic: return ".automatic"
            case .alwaysOriginal: return ".alwaysOriginal"
            case .alwaysTemplate: return ".alwaysTemplate"
            }
        }
    }
}
