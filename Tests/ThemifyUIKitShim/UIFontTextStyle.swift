/// https://developer.apple.com/documentation/uikit/uifont/textstyle — a string-backed name
/// (`UICTFontTextStyleBody`), made from its raw value as Apple's type allows.
extension UIFont {
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }
}
