import ThemifyKit

extension ExitCode {
    /// The code a build's outcome ends the run with.
    init(_ outcome: VariantBuildResult.Outcome) {
        switch outcome {
        case .succeeded: self = .success
        case .failedInputs: self = .inputError
        case .unusableDestination: self = .usageError
        case .failedWrites: self = .writeError
        case .outdated: self = .outdated
        }
    }
}
