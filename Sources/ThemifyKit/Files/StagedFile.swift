/// A file written whole under a temporary name beside its target, not yet in place: a run
/// stages every variant of a theme and puts them in place (`AtomicFileWriter.commit`) only once
/// it knows the theme had no error anywhere, or removes them (`discard`), so a theme whose bad
/// value shows only in its fifth layout writes none of its variants, not four.
package struct StagedFile: Sendable, Equatable {
    /// Where the file goes.
    package let path: String
    /// The temporary file holding its bytes (`.themify-PID-HEX.tmp`, registered with
    /// `TemporaryFiles`, so an interrupted run removes it).
    package let temporary: String
    /// Folders staging created for it, deepest first, so a discarded file leaves no empty
    /// folder behind.
    package let createdFolders: [String]
}
