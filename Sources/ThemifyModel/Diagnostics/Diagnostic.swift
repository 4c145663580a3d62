/// Something themify has to tell about an input: an error (no output is written for that file)
/// or a warning (output is written).
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is; an error fails the command.
    public enum Severity: String, Sendable, Hashable {
        /// The input cannot be used; nothing is written with it.
        case error
        /// The input is used, but probably not as meant.
        case warning
        /// More about the diagnostic before it.
        case note
    }

    /// How serious it is.
    public var severity: Severity
    /// What is wrong, in one line.
    public var message: String
    /// Where: the file, and the line and column when known.
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

    /// An error at `location`, from the lint rule `rule` if one found it.
    public static func error(_ message: String, at location: SourceLocation?, rule: String? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location, rule: rule)
    }

    /// A warning at `location`, from the lint rule `rule` if one found it.
    public static func warning(_ message: String, at location: SourceLocation?, rule: String? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location, rule: rule)
    }

    /// A note at `location`.
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
