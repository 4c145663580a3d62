/// https://developer.apple.com/documentation/uikit/uiimage
/// init?(named:in:compatibleWith:), init?(systemName:), init?(contentsOfFile:),
/// resizableImage(withCapInsets:).
open class UIImage: NSObject, @unchecked Sendable {
    /// How the image was made, for the log.
    let made: String

    init(made: String) {
        self.made = made
    }

    /// Always found here: the shim has no bundle of images.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(made: "UIImage(named: \"\(name)\")")
    }

    /// The log names the file, not the folder it is in (a test's temporary folder).
    public convenience init?(contentsOfFile path: String) {
        self.init(made: "UIImage(contentsOfFile: \"\(path.split(separator: "/").last.map(String.init) ?? path)\")")
    }

    public convenience init?(systemName name: String) {
        self.init(made: "UIImage(systemName: \"\(name)\")")
    }

    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        UIImage(made: "\(made).resizableImage(withCapInsets: \(capInsets))")
    }

    open override var description: String { made }
}
