/// Something themify has to tell about an input: an error (no output is written for that file)
/// or a warning (output is written).
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
        case note
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    /// The check that found it (`missing-key`, `low-contrast`), for lint's `[rule]` suffix and
    /// for raising or lowering its severity.
    public var rule: String?

    /// Control characters in the message (a key, a value or a name quoted from an input) are
    /// escaped here, once for every diagnostic: a diagnostic is always one line.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, rule: String? = nil) {
        self.severity = severity
        self.message = ThemeText.escapingControls(message)
        self.location = location
        self.rule = rule
    }

    public static func error(_ message: String, at location: SourceLocation?, rule: String? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location, rule: rule)
    }

    public static func warning(_ message: String, at location: SourceLocation?, rule: String? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location, rule: rule)
    }

    public static func note(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.note, message, at: location)
    }

    /// `path:line:column: error: message`, the form Xcode's issue navigator and editors parse;
    /// `error: message` when no file is involved.
    public var description: String {
        if let location { return "\(ThemeText.escapingControls(location.description)): \(severity.rawValue): \(message)" }
        return "\(severity.rawValue): \(message)"
    }
}
