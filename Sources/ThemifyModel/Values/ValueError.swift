/// Why a theme value cannot be used, with a likely intended value when there is one.
public struct ValueError: Error, Sendable, Hashable {
    /// What is wrong with the value.
    public var message: String

    /// A problem, with a suggestion (`did you mean 'displayP3'?`) when there is one.
    public init(_ message: String, suggestion: String? = nil) {
        self.message = suggestion.map { "\(message); did you mean '\($0)'?" } ?? message
    }
}
