/// What became of a file a build generates beside the variants: the nib map, or the generated
/// color catalog (a folder of files, reported as one).
public struct GeneratedFileOutcome: Sendable, Equatable {
    public var path: String
    public var status: VariantOutcome.Status
    /// Check mode: how many of its files are missing or out of date, each reported.
    public var staleFiles = 0

    public init(path: String, status: VariantOutcome.Status, staleFiles: Int = 0) {
        self.path = path
        self.status = status
        self.staleFiles = staleFiles
    }
}
