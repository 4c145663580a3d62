/// What became of one file a build put in place or compared: a variant's status, or that of a
/// file of the generated color catalog (which a build may also remove).
public enum SettledFileStatus: Sendable, Equatable {
    case variant(VariantOutcome.Status)
    case catalogFile(GeneratedAssetCatalog.FileStatus)

    /// The word `--verbose` prints for it (`written`, `unchanged`, `removed`, …).
    public var word: String {
        switch self {
        case .variant(let status): return status.rawValue
        case .catalogFile(let status): return status.rawValue
        }
    }
}
