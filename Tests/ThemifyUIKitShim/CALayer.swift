/// https://developer.apple.com/documentation/quartzcore/calayer — the properties a theme sets
/// (borderColor, borderWidth, cornerRadius, shadowColor, shadowOpacity, shadowRadius, shadowOffset).
open class CALayer: NSObject {
    public var borderColor: CGColor? { didSet { record("borderColor", ShimText.value(borderColor)) } }
    public var borderWidth: CGFloat = 0 { didSet { record("borderWidth", ShimText.number(borderWidth)) } }
    public var cornerRadius: CGFloat = 0 { didSet { record("cornerRadius", ShimText.number(cornerRadius)) } }
    public var shadowColor: CGColor? { didSet { record("shadowColor", ShimText.value(shadowColor)) } }
    public var shadowOpacity: Float = 0 { didSet { record("shadowOpacity", ShimText.number(CGFloat(shadowOpacity))) } }
    public var shadowRadius: CGFloat = 3 { didSet { record("shadowRadius", ShimText.number(shadowRadius)) } }
    public var shadowOffset: CGSize = CGSize(width: 0, height: -3) {
        didSet {
            record("shadowOffset", "CGSize(width: \(ShimText.number(shadowOffset.width)), height: \(ShimText.number(shadowOffset.height)))")
        }
    }

    /// The view whose layer this is, for the log.
    var owner = "CALayer"

    private func record(_ property: String, _ value: String) {
        UIKitCallLog.shared.record("\(owner).layer.\(property) = \(value)")
    }
}
