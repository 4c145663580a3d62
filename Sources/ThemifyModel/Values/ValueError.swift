/// Why a theme value cannot be used, with a likely intended value when there is one.
public struct ValueError: Error, Sendable, Hashable {
    public var message: String

    public init(_ message: String, suggestion: String? = nil) {
        self.message = suggestion.map { "\(message); did you mean '\($0)'?" } ?? message
    }
}
