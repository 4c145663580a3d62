import ThemifyModel

/// How a themify run ended. Distinct codes let build scripts and CI tell a bad invocation from
/// bad input from a failed write from stale variants.
package enum ExitCode: Int32, Sendable, CaseIterable {
    /// Every variant was written (warnings may have been printed).
    case success = 0
    /// A layout or theme had errors (malformed XML, broken theme, invalid value, missing file);
    /// no variant was written for what it affects.
    case inputError = 1
    /// The command line itself is wrong: unknown option or command, an option of another
    /// command, missing value, conflicting options.
    case usageError = 2
    /// A variant could not be written (permissions, full disk); nothing half-written is left.
    case writeError = 3
    /// `--check` found variants (or a nib map) missing or out of date.
    case outdated = 4
    /// Interrupted by SIGINT or SIGTERM; completed variants are whole, others absent.
    case interrupted = 130

    var summary: String {
        switch self {
        case .success: return "success (warnings may have been printed)"
        case .inputError: return "a layout or theme has errors; no variant was written for it"
        case .usageError:
            return "the command line is wrong (unknown option or command, an option of another command, missing value, conflict)"
        case .writeError: return "a variant could not be written; no partial file is left"
        case .outdated: return "--check: a variant or the nib map is missing or out of date"
        case .interrupted: return "interrupted; finished variants are complete, the rest absent"
        }
    }
}
