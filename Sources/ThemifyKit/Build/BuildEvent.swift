import ThemifyModel

/// Something a build reports while it runs, in the order a reader of its log expects: a
/// command line prints each as it comes, and the result keeps them all.
public enum BuildEvent: Sendable, Equatable {
    /// Problems found at one step (a theme's files, the inputs, one layout, a write).
    case diagnostics([Diagnostic])
    /// The one variant, when the destination is `BuildDestination.standardOutput`.
    case standardOutput([UInt8])
    /// A file put in place or compared: its path and what became of it (`written`,
    /// `unchanged`, `current`, …), which `--verbose` says.
    case settled(path: String, status: SettledFileStatus)
}
