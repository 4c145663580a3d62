import ThemifyKit
import ThemifyModel

/// Where a run writes the asset catalog of per-appearance colors: the path given
/// (`--color-catalog`, `"colorCatalog"`), else `Themes.xcassets` in the output folder, else
/// beside the themes folder (`App/Themes` → `App/Themes.xcassets`), where variants written
/// beside their layouts find it in the same project. Nothing with `-o -`, which writes the one
/// variant alone.
enum GeneratedCatalogLocation {
    static func path(given: String?, destination: BuildDestination, themesDirectory: String) throws(UsageError) -> String? {
        if let given {
            guard !given.isEmpty else { throw UsageError("--color-catalog needs a non-empty folder path") }
            guard given.hasSuffix(".xcassets") else {
                throw UsageError("--color-catalog names an asset catalog folder ending in .xcassets, not '\(given)'")
            }
            return destination == .standardOutput ? nil : given
        }
        switch destination {
        case .standardOutput:
            return nil
        case .directory(let folder):
            return PathNames.join(folder, GeneratedAssetCatalog.defaultFileName)
        case .besideInputs, .inPlace:
            let parent = PathNames.parent(of: themesDirectory)
            return parent.isEmpty ? GeneratedAssetCatalog.defaultFileName : PathNames.join(parent, GeneratedAssetCatalog.defaultFileName)
        }
    }
}
