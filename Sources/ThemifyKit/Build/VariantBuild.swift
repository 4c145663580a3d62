import Foundation
import ThemifyModel

/// One build: every input themed with every theme and each variant written (or, in check mode,
/// compared with what is on disk), with the nib map and the generated color catalog beside them.
/// It prints nothing and holds no process state: what happened comes back as a
/// `VariantBuildResult`, and as `BuildEvent`s while it runs for a caller that shows them live.
///
/// Every file written is checked first against every input and every other output
/// (`OutputPathPolicy`) and written whole (`AtomicFileWriter`); a theme with any error, in its
/// files or in what a value does in any layout, writes none of its variants, and every error of
/// every theme is reported in one run.
public struct VariantBuild: Sendable {
    /// What the build is asked to do.
    public let settings: VariantBuildSettings

    /// A build of `settings`; nothing happens until `run`.
    public init(_ settings: VariantBuildSettings) {
        self.settings = settings
    }

    /// `progress` hears how many layouts are themed so far, from the worker threads, one count
    /// at a time; `events` hears each event on the calling thread as it happens.
    public func run(
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil, events observer: ((BuildEvent) -> Void)? = nil
    ) -> VariantBuildResult {
        var log = BuildLog(observer: observer)
        // A broken theme holds back only its own variants: the others are written and the run
        // still fails, with every error of the broken theme at its line. Its sound part is
        // themed too, writing nothing, so that errors its values make in the layouts are
        // reported in the same run as those in its files.
        let loaded = ThemeSelection.loadEach(
            settings.themes, in: settings.themesDirectory, shownAs: settings.themesDirectoryShown, fromFolder: settings.themesFromFolder)
        log.report(loaded.problems)
        let themes = loaded.themes
        guard !themes.isEmpty || !loaded.checkOnly.isEmpty else { return log.stopped(.failedInputs) }

        let variantThemes = Set(themes.map(\.name)).union(loaded.failed).union(ThemeLoader.themeNames(in: settings.themesDirectory))
        let (layouts, findings) = LayoutFinder.layouts(in: settings.inputs, skippingVariantsOf: variantThemes)
        log.report(findings)
        // An input that vanished since the settings were made: still nothing is written.
        if findings.contains(where: { $0.severity == .error }) { return log.stopped(.failedInputs) }
        if settings.destination == .standardOutput, layouts.count != 1 {
            log.report([.error("'-o -' writes one variant to standard output, but the inputs hold \(layouts.count) layouts", at: nil)])
            return log.stopped(.unusableDestination)
        }

        let assets = AssetCatalog(searching: settings.assetFolders)
        let roots = inputRoots(for: layouts)
        // A per-appearance color that cannot be a color set stops the run before anything is
        // written, as any theme error does.
        var colorCatalog = settings.colorCatalog.map {
            GeneratedAssetCatalog(themes: themes, at: $0, evenWhenEmpty: settings.colorCatalogIsExplicit)
        }
        if !settings.check {
            let clashes = plannedOutputProblems(layouts, roots: roots, themes: themes, assets: assets, colorCatalog: colorCatalog)
            if !clashes.isEmpty {
                log.report(clashes)
                return log.stopped(.failedInputs)
            }
        }
        if let problems = colorCatalog.map({ colorCatalogProblems($0) + $0.problems }), !problems.isEmpty {
            log.report(problems)
            return log.stopped(.failedInputs)
        }
        log.report(assets.problems)
        var passes = theme(
            layouts, roots: roots, themes: themes + loaded.checkOnly, writable: themes.count, assets: assets, progress: progress)
        // Every layout is themed: only now is it known which themes are sound. A theme with an
        // error anywhere writes none of its variants.
        let brokenAtUse = Set(passes.flatMap { $0.variants.filter { $0.themeErrors > 0 }.map(\.theme) })
        let checkOnlyNames = Set(loaded.checkOnly.map(\.name))
        let brokenThemes = loaded.failed + themes.map(\.name).filter(brokenAtUse.contains)
        var variants: [VariantOutcome] = []
        for index in passes.indices {
            log.report(passes[index].diagnostics)
            if let bytes = passes[index].standardOutput { log.emit(.standardOutput(bytes)) }
            settle(&passes[index], broken: brokenAtUse.union(checkOnlyNames), log: &log)
            variants += passes[index].variants
            if let layout = passes[index].variants.first?.layout {
                variants += loaded.failed.filter { !checkOnlyNames.contains($0) }.map {
                    VariantOutcome(layout: layout, theme: $0, status: .failed, errors: 1)
                }
            }
            for variant in passes[index].variants {
                if let target = variant.target { log.emit(.settled(path: target, status: .variant(variant.status))) }
            }
        }
        // The catalog holds only the sound themes' colors.
        if !brokenAtUse.isEmpty, let path = settings.colorCatalog {
            colorCatalog = GeneratedAssetCatalog(
                themes: themes.filter { !brokenAtUse.contains($0.name) }, at: path, evenWhenEmpty: settings.colorCatalogIsExplicit)
        }
        var nibMap: GeneratedFileOutcome?
        if let path = settings.nibMap, !brokenThemes.isEmpty {
            // Without the broken theme's variants the map would be half of what the app needs.
            log.report([
                .error(
                    "the nib map is not written while theme \(brokenThemes.map { "'\($0)'" }.joined(separator: ", ")) has errors",
                    at: SourceLocation(path: path))
            ])
        } else if let path = settings.nibMap {
            nibMap = writeNibMap(to: path, passes: passes, colorCatalog: colorCatalog, log: &log)
        }
        let catalogOutcome = colorCatalog.flatMap { writeColorCatalog($0, log: &log) }

        var result = log.result(
            Self.outcome(of: variants, nibMap: nibMap, colorCatalog: catalogOutcome, errorCount: log.tally.errorCount))
        result.variants = variants
        result.nibMap = nibMap
        result.colorCatalog = catalogOutcome
        return result
    }

    /// A failed write first; then errors beyond the stale outputs check mode reported; then
    /// stale outputs.
    private static func outcome(
        of variants: [VariantOutcome], nibMap: GeneratedFileOutcome?, colorCatalog: GeneratedFileOutcome?, errorCount: Int
    ) -> VariantBuildResult.Outcome {
        if variants.contains(where: { $0.status == .writeFailed }) || nibMap?.status == .writeFailed
            || colorCatalog?.status == .writeFailed
        {
            return .failedWrites
        }
        let staleCount =
            variants.filter { $0.status == .missing || $0.status == .outdated }.count + (nibMap?.staleFiles ?? 0)
            + (colorCatalog?.staleFiles ?? 0)
        if errorCount > staleCount { return .failedInputs }
        return staleCount > 0 ? .outdated : .succeeded
    }

    /// Each staged variant put in place, or removed when its theme turned out broken.
    private func settle(_ pass: inout LayoutPass, broken: Set<String>, log: inout BuildLog) {
        for slot in pass.variants.indices {
            let variant = pass.variants[slot]
            let staged = pass.staged[slot]
            pass.staged[slot] = nil
            if broken.contains(variant.theme) {
                if let staged { AtomicFileWriter.discard(staged) }
                pass.variants[slot].status = variant.status == .writeFailed ? .writeFailed : .failed
            } else if let staged {
                do throws(AtomicFileWriter.Failure) {
                    try AtomicFileWriter.commit(staged)
                    pass.variants[slot].status = .written
                } catch {
                    log.report([.error("cannot write variant: \(error.reason)", at: SourceLocation(path: staged.path))])
                    pass.variants[slot].status = .writeFailed
                }
            }
            if pass.variants[slot].status == .failed { pass.variants[slot].target = nil }
        }
    }
}
