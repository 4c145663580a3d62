/// A skin file that does not have the documented form, or has it with values that break a
/// rule (an unsafe path, a malformed hash). One message, for one located diagnostic.
public struct SkinFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong and where, in one line (`'skins[0].id' is missing`), ready to follow a
    /// file's path in a diagnostic.
    public let message: String

    /// An error with `message`, worded as the other messages are: lowercase, no final period.
    public init(_ message: String) { self.message = message }

    init(describing error: DecodingError) {
        func field(_ path: [any CodingKey]) -> String {
            let named = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return named.isEmpty ? "the top level" : "'\(named.hasPrefix(".") ? String(named.dropFirst()) : named)'"
        }
        switch error {
        case .keyNotFound(let key, let context): message = "\(field(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): message = "\(field(context.codingPath)) has the wrong type"
        case .dataCorrupted(let context):
            message = context.codingPath.isEmpty ? "not JSON" : "\(field(context.codingPath)): \(context.debugDescription)"
        @unknown default: message = "not a skin file"
        }
    }

    /// The message.
    public var description: String { message }
}
