/// https://developer.apple.com/documentation/uikit/uifont/weight — the raw values are Apple's.
extension UIFont {
    public struct Weight: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        public var description: String {
            let names: [CGFloat: String] = [
                -0.8: ".ultraLight", -0.6: ".thin", -0.4: ".light", 0: ".regular", 0.23: ".medium", 0.3: ".semibold", 0.4: ".bold",
                0.56: ".heavy", 0.62: ".black",
            ]
            return names[rawValue] ?? "UIFont.Weight(\(rawValue))"
        }
    }
}
