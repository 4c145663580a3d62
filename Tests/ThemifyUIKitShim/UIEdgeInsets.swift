/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public var description: String {
        "UIEdgeInsets(top: \(ShimText.number(top)), left: \(ShimText.number(left)), bottom: \(ShimText.number(bottom)), right: \(ShimText.number(right)))"
    }
}
