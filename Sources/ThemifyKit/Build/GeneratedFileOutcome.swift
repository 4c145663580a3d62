/// What became of a file a build generates beside the variants: the nib map, or the generated
/// color catalog (a folder of files, reported as one).
public struct GeneratedFileOutcome: Sendable, Equatable {
    /// The file, or the catalog's folder.
    public var path: String
    /// What became of it, in the words a variant's outcome uses.
    public var status: VariantOutcome.Status
    /// Check mode: how many of its files are missing or out of date, each reported.
    public var staleFiles = 0

    /// An outcome; `staleFiles` counts only in check mode.
    public init(path: String, status: VariantOutcome.Status, staleFiles: Int = 0) {
        self.path = path
        self.status = status
        self.staleFiles = staleFiles
    }
}
