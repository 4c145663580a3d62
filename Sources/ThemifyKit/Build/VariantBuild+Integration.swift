import Foundation
import ThemifyModel

/// The files an app loads the variants by, written (or checked) like a variant: the nib map and
/// the generated asset catalog of per-appearance colors.
extension VariantBuild {
    /// Per theme, every layout's variant and each controller class's.
    func writeNibMap(to path: String, passes: [LayoutPass], colorCatalog: GeneratedAssetCatalog?, log: inout BuildLog)
        -> GeneratedFileOutcome
    {
        var map = NibMap()
        if let colorCatalog { map.add(colorCatalog) }
        for pass in passes {
            // A variant that failed has no file to load: the app keeps loading the original.
            for variant in pass.variants {
                guard let target = variant.target else { continue }
                // Only a xib's File's Owner loads its layout through `nibName`; a storyboard
                // scene's controller comes with its storyboard, and a `nibName` naming the
                // storyboard's variant would make UIKit look for a nib that does not exist.
                let isNib = PathNames.pathExtension(of: variant.layout) == "xib"
                // By the names the app loads: `Profile~ipad.xib` is loaded as `Profile`.
                map.add(
                    theme: variant.theme, layoutName: LayoutFinder.loadName(of: variant.layout),
                    classes: isNib ? pass.controllerClasses : [], variantName: LayoutFinder.loadName(of: target))
            }
        }
        log.report(
            map.conflicts.map { conflict in
                .warning(
                    "\(conflict.className) is the controller of both '\(conflict.first)' and '\(conflict.second)' in theme '\(conflict.theme)'; the nib map keeps '\(conflict.first)'",
                    at: SourceLocation(path: path))
            })
        let bytes = Array(map.propertyList.utf8)
        if settings.check {
            var diagnostics: [Diagnostic] = []
            let status = Self.compare(bytes, with: path, what: "nib map", diagnostics: &diagnostics)
            log.report(diagnostics)
            return GeneratedFileOutcome(path: path, status: status, staleFiles: status == .current ? 0 : 1)
        }
        do {
            let status: VariantOutcome.Status = try AtomicFileWriter.write(bytes, toCreating: path) == .written ? .written : .unchanged
            log.emit(.settled(path: path, status: .variant(status)))
            return GeneratedFileOutcome(path: path, status: status)
        } catch {
            log.report([.error("cannot write nib map: \(error.reason)", at: SourceLocation(path: path))])
            return GeneratedFileOutcome(path: path, status: .writeFailed)
        }
    }

    /// Nil when the run has no catalog to write: no theme gives a per-appearance color, and
    /// nothing of an earlier run's is left to remove.
    func writeColorCatalog(_ catalog: GeneratedAssetCatalog, log: inout BuildLog) -> GeneratedFileOutcome? {
        guard !catalog.isEmpty || !catalog.check().isEmpty else { return nil }
        if settings.check {
            var outcome = GeneratedFileOutcome(path: catalog.path, status: .current)
            for (path, status) in catalog.check() where status != .current {
                let problem =
                    status == .missing
                    ? "is missing; run themify to generate it"
                    : FileManager.default.fileExists(atPath: path) && path.hasSuffix(".colorset")
                        ? "is a color set no theme gives any more; run themify to remove it"
                        : "is out of date with its themes; run themify to regenerate it"
                log.report([.error("generated color catalog file \(problem)", at: SourceLocation(path: path))])
                outcome.staleFiles += 1
                outcome.status = status == .missing && outcome.status == .current ? .missing : .outdated
            }
            return outcome
        }
        do {
            let statuses = try catalog.write()
            for (path, status) in statuses { log.emit(.settled(path: path, status: .catalogFile(status))) }
            return GeneratedFileOutcome(path: catalog.path, status: statuses.contains { $0.status != .unchanged } ? .written : .unchanged)
        } catch {
            log.report([.error("cannot write the generated color catalog: \(error.reason)", at: SourceLocation(path: error.path))])
            return GeneratedFileOutcome(path: catalog.path, status: .writeFailed)
        }
    }
}
