/// Where a build puts the variants.
public enum BuildDestination: Sendable, Equatable {
    /// `<stem>-<theme>.<ext>` beside each input.
    case besideInputs
    /// The same names under a folder, keeping the structure below folder inputs.
    case directory(String)
    /// To the caller, as a `BuildEvent.standardOutput`: one input, one theme.
    case standardOutput
    /// The input itself: one theme.
    case inPlace
}
