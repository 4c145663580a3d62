/// How the call log prints values: numbers without a needless `.0`, values by their description.
enum ShimText {
    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    static func value(_ value: Any?) -> String {
        guard let value else { return "nil" }
        if let text = value as? String { return "\"\(text)\"" }
        return String(describing: value)
    }

    static func attributes(_ attributes: [NSAttributedString.Key: Any]?) -> String {
        guard let attributes else { return "nil" }
        let entries = attributes.sorted { $0.key.rawValue < $1.key.rawValue }.map {
            ".\(NSAttributedString.Key.shimName($0.key)): \(value($0.value))"
        }
        return "[" + entries.joined(separator: ", ") + "]"
    }
}
