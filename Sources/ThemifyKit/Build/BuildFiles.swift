import ThemifyModel

/// The files a build reads and writes, as a build system declares them, without building.
public struct BuildFiles: Sendable, Equatable {
    /// The layouts themed, in the order found.
    public var layouts: [String] = []
    /// Everything else read: theme files with their chains, the configuration, and the asset
    /// files whose values, sizes and names go into the variants.
    public var otherInputs: [String] = []
    /// Variants, the nib map and every file of the generated color catalog.
    public var outputs: [String] = []

    /// Every file read: the layouts, then the rest.
    public var inputs: [String] { layouts + otherInputs }
}
