/// https://developer.apple.com/documentation/uikit/uioffset
public struct UIOffset: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let zero = UIOffset()

    public var description: String { "UIOffset(horizontal: \(ShimText.number(horizontal)), vertical: \(ShimText.number(vertical)))" }
}
