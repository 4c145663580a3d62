import Foundation
import ThemifyModel

/// Theming the layouts, in parallel, each variant staged (or compared) as soon as it is made.
extension VariantBuild {
    /// `writable`: how many of `themes`, from the first, may write variants; the others are
    /// only checked.
    func theme(
        _ layouts: [String], roots: [String: String], themes: [ResolvedTheme], writable: Int, assets: AssetCatalog,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    ) -> [LayoutPass] {
        let themer = Themer(
            tagging: settings.tagging, assets: assets, fonts: assets.fonts, stripsKeyLabels: settings.stripsKeyLabels,
            recordsAppliedValues: false, collectsControllerClasses: settings.nibMap != nil)
        let destination = settings.destination
        let check = settings.check
        let counter = CompletionCounter(total: layouts.count, observer: progress)
        let sizes = layouts.map { path -> Int in
            var status = stat()
            return stat(path, &status) == 0 ? Int(status.st_size) : 0
        }
        let largestFirst = sizes.indices.sorted { sizes[$0] > sizes[$1] }
        // A file costs memory in proportion to its size while it is themed (its bytes, the
        // tree, one variant per theme): files start only while the ones in flight fit the
        // budget, so `jobs` never multiplies the largest file's peak.
        let costs = sizes.map { MemoryBudget.cost(ofFileOfSize: $0, themes: themes.count) }
        return ParallelLoop.map(
            count: layouts.count, jobs: settings.jobs, order: largestFirst, costs: costs, budget: settings.memoryBudget
        ) { index in
            defer { counter.advance() }
            return Self.theme(
                layouts[index], themes: themes, writable: writable, themer: themer, destination: destination, root: roots[layouts[index]],
                check: check)
        }
    }

    private static func theme(
        _ path: String, themes: [ResolvedTheme], writable: Int, themer: Themer, destination: BuildDestination, root: String?,
        check: Bool
    ) -> LayoutPass {
        var pass = LayoutPass()
        let bytes: [UInt8]
        switch FileReading.read(path) {
        case .success(let read): bytes = read
        case .failure(let error):
            pass.diagnostics += error.diagnostics
            pass.variants = themes.map { VariantOutcome(layout: path, theme: $0.name, status: .failed, errors: 1) }
            pass.staged = Array(repeating: nil, count: themes.count)
            return pass
        }
        // Each variant is written as soon as it is made, so one is held at a time.
        themer.theme(bytes, path: path, with: themes) { index, result in
            let theme = themes[index]
            // A theme only checked (its files have errors) writes nothing: its warnings would
            // be noise, its errors (each with its notes) are what is left to fix.
            pass.diagnostics += index < writable ? result.diagnostics : Self.errorsOnly(result.diagnostics)
            pass.controllerClasses = result.controllerClasses
            var variant = VariantOutcome(layout: path, theme: theme.name, status: .failed)
            variant.themedElements = result.themedElements
            variant.changedProperties = result.changedProperties
            variant.warnings = result.diagnostics.filter { $0.severity == .warning }.count
            variant.errors = result.diagnostics.filter { $0.severity == .error }.count
            // A layout that does not parse is the layout's fault; an error located in a
            // theme file (a value that cannot be what it lands on) is the theme's.
            variant.themeErrors = result.diagnostics.filter { $0.severity == .error && $0.location.map { $0.path != path } ?? true }.count
            var staged: StagedFile?
            defer {
                pass.variants.append(variant)
                pass.staged.append(staged)
            }
            guard index < writable, let output = result.output else { return }
            guard let target = Self.target(for: path, theme: theme.name, destination: destination, root: root) else {
                pass.standardOutput = output
                variant.status = .standardOutput
                return
            }
            variant.target = target
            if check {
                variant.status = compare(output, with: target, what: "variant", diagnostics: &pass.diagnostics)
                return
            }
            // Staged, not yet in place: the theme may still turn out broken in another layout.
            do throws(AtomicFileWriter.Failure) {
                staged = try AtomicFileWriter.stage(output, toCreating: target)
                variant.status = staged == nil ? .unchanged : .written
            } catch {
                pass.diagnostics.append(.error("cannot write variant: \(error.reason)", at: SourceLocation(path: target)))
                variant.status = .writeFailed
            }
        }
        return pass
    }

    /// Errors and the notes that follow them.
    private static func errorsOnly(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        var keepsNotes = false
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error: keepsNotes = true
            case .note: if !keepsNotes { continue }
            case .warning:
                keepsNotes = false
                continue
            }
            kept.append(diagnostic)
        }
        return kept
    }

    /// Check mode: is the file on disk what would be written?
    static func compare(_ bytes: [UInt8], with path: String, what: String, diagnostics: inout [Diagnostic]) -> VariantOutcome.Status {
        guard let existing = FileManager.default.contents(atPath: path) else {
            diagnostics.append(.error("\(what) is missing; run themify to generate it", at: SourceLocation(path: path)))
            return .missing
        }
        guard [UInt8](existing) == bytes else {
            diagnostics.append(
                .error("\(what) is out of date with its layouts and themes; run themify to regenerate it", at: SourceLocation(path: path)))
            return .outdated
        }
        return .current
    }
}
