/// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct —
/// baseForegroundColor, baseBackgroundColor, plain().
extension UIButton {
    @available(iOS 15.0, tvOS 15.0, *)
    public struct Configuration: Hashable, CustomStringConvertible {
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?

        public static func plain() -> Configuration { Configuration() }

        public var description: String {
            "Configuration(baseForegroundColor: \(ShimText.value(baseForegroundColor)), baseBackgroundColor: \(ShimText.value(baseBackgroundColor)))"
        }
    }
}
