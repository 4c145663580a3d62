/// https://developer.apple.com/documentation/uikit/nsshadow — shadowColor (`Any?`, a UIColor),
/// shadowOffset (CGSize).
open class NSShadow: NSObject {
    open var shadowOffset: CGSize = .zero
    open var shadowColor: Any?

    public override init() {
        super.init()
    }

    open override var description: String {
        "NSShadow(shadowColor: \(ShimText.value(shadowColor)), shadowOffset: CGSize(width: \(ShimText.number(shadowOffset.width)), height: \(ShimText.number(shadowOffset.height))))"
    }
}
