import Foundation
import ThemifyKit
import ThemifyModel

/// The generated asset catalog of per-appearance colors, written (or checked) with the variants
/// that name its colors, like the nib map.
extension ApplyCommand {
    /// What became of the catalog: nil when the run has none to write (no theme gives a
    /// per-appearance color, and nothing of an earlier run's is left to remove); `stale` counts
    /// the files `--check` found missing or out of date, each reported.
    struct ColorCatalogOutcome {
        var status: VariantReport.Status
        var stale = 0
    }

    /// The generated catalog is themify's to prune: it must not be one of the app's own catalogs
    /// given with `--assets` (or hold one), whose color sets it would remove. (Lying inside an
    /// assets folder is fine: it is then read as one more catalog.)
    func colorCatalogProblems(_ generated: GeneratedAssetCatalog) -> [Diagnostic] {
        guard let path = options.colorCatalog, !generated.isEmpty else { return [] }
        let catalog = URL(fileURLWithPath: path).standardizedFileURL.path
        return options.assetFolders.compactMap { folder in
            let assets = URL(fileURLWithPath: folder).standardizedFileURL.path
            guard catalog == assets || assets.hasPrefix(catalog + "/") else { return nil }
            return .error(
                "the generated color catalog '\(path)' would be the asset folder '\(folder)' given with --assets, or hold it; themify removes color sets in the catalog it generates, so give it a folder of its own",
                at: nil)
        }
    }

    func writeColorCatalog(_ catalog: GeneratedAssetCatalog, printer: inout DiagnosticPrinter) -> ColorCatalogOutcome? {
        guard !catalog.isEmpty || !catalog.check().isEmpty else { return nil }
        if options.check {
            var outcome = ColorCatalogOutcome(status: .current)
            for (path, status) in catalog.check() where status != .current {
                let problem =
                    status == .missing
                    ? "is missing; run themify to generate it"
                    : FileManager.default.fileExists(atPath: path) && path.hasSuffix(".colorset")
                        ? "is a color set no theme gives any more; run themify to remove it"
                        : "is out of date with its themes; run themify to regenerate it"
                printer.print([.error("generated color catalog file \(problem)", at: SourceLocation(path: path))])
                outcome.stale += 1
                outcome.status = status == .missing && outcome.status == .current ? .missing : .outdated
            }
            return outcome
        }
        do {
            let statuses = try catalog.write()
            if options.verbosity == .verbose {
                for (path, status) in statuses { printer.say("themify: \(status.rawValue): \(DiagnosticPrinter.escaped(path))") }
            }
            return ColorCatalogOutcome(status: statuses.contains { $0.status != .unchanged } ? .written : .unchanged)
        } catch {
            printer.print([.error("cannot write the generated color catalog: \(error.reason)", at: SourceLocation(path: error.path))])
            return ColorCatalogOutcome(status: .writeFailed)
        }
    }
}
