/// https://developer.apple.com/documentation/uikit/uicontrol/event — Apple's raw values.
extension UIControl {
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        @available(iOS 9.0, tvOS 9.0, *)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)

        public var description: String {
            let names: [(Event, String)] = [
                (.touchUpInside, ".touchUpInside"), (.valueChanged, ".valueChanged"), (.primaryActionTriggered, ".primaryActionTriggered"),
            ]
            let present = names.filter { contains($0.0) }.map(\.1)
            return present.count == 1 ? present[0] : "[" + present.joined(separator: ", ") + "]"
        }
    }
}
