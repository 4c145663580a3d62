/// https://developer.apple.com/documentation/uikit/uicontrol/state — Apple's raw values.
extension UIControl {
    public struct State: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)

        public var description: String {
            if isEmpty { return ".normal" }
            let names: [(State, String)] = [
                (.highlighted, ".highlighted"), (.disabled, ".disabled"), (.selected, ".selected"), (.focused, ".focused"),
            ]
            let present = names.filter { contains($0.0) }.map(\.1)
            return present.count == 1 ? present[0] : "[" + present.joined(separator: ", ") + "]"
        }
    }
}
