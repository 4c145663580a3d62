import Foundation
import ThemifyKit
import ThemifyModel

/// `themify [INPUT...] [--theme NAME...]`: themes every input with every theme and writes the
/// variants (or, with `--check`, compares them with what is on disk). The default command:
/// it runs when the first argument is not a command name.
struct ApplyCommand: ThemifyCommand {
    static let definition = CommandDefinition(
        name: "apply", isDefault: true,
        usage: [
            "INPUT... --theme NAME|PATH [--theme NAME|PATH ...] [options]",
            "[options]                 (runs ./themify.json: every input × every theme)",
        ],
        summary: "theme layouts: write a variant of each input per theme (the default command)",
        details: """
            INPUT is a .xib or .storyboard file, or a folder searched recursively for them. Each variant \
            is written beside its input as <stem>-<theme>.<ext> (Profile.xib → Profile-metal.xib). \
            A variant whose content is already current is not rewritten. Every input must exist: \
            a missing one stops the run before anything is written. A theme with any error, in its \
            files or in what a value does in any layout, writes none of its variants; every error \
            of every theme is reported in one run. Every path written is resolved (links, '..', \
            folders not yet made) before it is compared with every input and output, and stays \
            in the project folder (the folder of themify.json, else the current one) unless typed \
            on the command line; themify.json expands only Xcode's SRCROOT-style build settings.
            """,
        options: [SharedOptions.theme, SharedOptions.themesFolder] + SharedOptions.destination + [
            CommandOption(
                "check",
                help:
                    "Write nothing; exit 4 naming every variant (and the nib map) that is missing or differs from what would be generated."),
            SharedOptions.configuration, SharedOptions.assets,
        ] + SharedOptions.tagging + [
            CommandOption("jobs", short: "j", value: "N", help: "Theme N files at a time (default: one per core)."),
            SharedOptions.quiet, SharedOptions.verbose,
            SharedOptions.reporter.described(
                as:
                    "'json' prints a machine-readable summary on standard output: per file and theme, themed elements, changes, warnings, errors, and whether it was written; and every finding (file, line, column, severity, rule, message)."
            ),
            CommandOption(
                "strip-key-labels",
                help:
                    "Remove from the variants the accessibility labels that are a Theme* view's key and a key of the theme, so VoiceOver does not read keys aloud; other labels stay."
            ),
        ] + SharedOptions.helpAndVersion,
        exitCodes: ExitCode.allCases
    )

    let options: ApplyOptions
    let sink: any OutputSink
    private let environment: [String: String]
    /// Progress lines are drawn only on a terminal.
    let showsProgress: Bool
    let installsInterruptHandler: Bool

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        options = try ApplyOptions.resolve(arguments, environment: context.environment)
        environment = context.environment
        sink = context.sink
        showsProgress = context.isTerminal
        installsInterruptHandler = context.installsInterruptHandler
    }

    /// Everything that happened to one layout, gathered off the main thread and printed in
    /// input order so output is the same whatever the scheduling.
    private struct LayoutReport: Sendable {
        var diagnostics: [Diagnostic] = []
        var variants: [VariantReport] = []
        var standardOutput: [UInt8]?
        var controllerClasses: [String] = []
    }

    func run() -> ExitCode {
        if installsInterruptHandler { InterruptHandler.install() }
        var printer = DiagnosticPrinter(sink: sink, quiet: options.verbosity == .quiet)
        // A broken theme holds back only its own variants: the others are written and the run
        // still exits 1, with every error of the broken theme at its line. Its sound part is
        // themed too, writing nothing, so that errors its values make in the layouts are
        // reported in the same run as those in its files.
        let loaded = ThemeSelection.loadEach(
            options.themes, in: options.themesDirectory, shownAs: options.themesDirectoryShown, fromFolder: options.themesFromFolder)
        printer.print(loaded.problems)
        let themes = loaded.themes
        guard !themes.isEmpty || !loaded.checkOnly.isEmpty else { return .inputError }

        let variantThemes = Set(themes.map(\.name)).union(loaded.failed).union(ThemeLoader.themeNames(in: options.themesDirectory))
        let (layouts, findings) = LayoutFinder.layouts(in: options.inputs, skippingVariantsOf: variantThemes)
        printer.print(findings)
        // An input that vanished since the options were checked: still nothing is written.
        if findings.contains(where: { $0.severity == .error }) { return .inputError }
        if options.destination == .standardOutput, layouts.count != 1 {
            printer.print([.error("'-o -' writes one variant to standard output, but the inputs hold \(layouts.count) layouts", at: nil)])
            return .usageError
        }

        let assets = AssetCatalog(searching: options.assetFolders)
        // A per-appearance color that cannot be a color set stops the run before anything is
        // written, as any theme error does.
        var colorCatalog = options.colorCatalog.map {
            GeneratedAssetCatalog(themes: themes, at: $0, evenWhenEmpty: options.colorCatalogIsExplicit)
        }
        if !options.check {
            let clashes = plannedOutputProblems(layouts, themes: themes, assets: assets, colorCatalog: colorCatalog)
            if !clashes.isEmpty {
                printer.print(clashes)
                return .inputError
            }
        }
        if let problems = colorCatalog.map({ colorCatalogProblems($0) + $0.problems }), !problems.isEmpty {
            printer.print(problems)
            return .inputError
        }
        printer.print(assets.problems)
        var reports = process(layouts, themes: themes + loaded.checkOnly, writable: themes.count, assets: assets)
        // Every layout is themed: only now is it known which themes are sound. A theme with an
        // error anywhere writes none of its variants.
        let brokenAtUse = Set(reports.flatMap { $0.variants.filter { $0.themeErrors > 0 }.map(\.theme) })
        let checkOnlyNames = Set(loaded.checkOnly.map(\.name))
        let brokenThemes = loaded.failed + themes.map(\.name).filter(brokenAtUse.contains)
        var variants: [VariantReport] = []
        for index in reports.indices {
            let report = reports[index]
            printer.print(report.diagnostics)
            if let bytes = report.standardOutput { sink.writeOutput(bytes) }
            for (slot, variant) in report.variants.enumerated() {
                let status = settle(
                    variant, broken: brokenAtUse.contains(variant.theme) || checkOnlyNames.contains(variant.theme), printer: &printer)
                reports[index].variants[slot].status = status
                reports[index].variants[slot].staged = nil
                if status == .failed { reports[index].variants[slot].target = nil }
            }
            variants += reports[index].variants
            if let layout = report.variants.first?.layout {
                variants += loaded.failed.filter { !checkOnlyNames.contains($0) }.map {
                    VariantReport(layout: layout, theme: $0, status: .failed, errors: 1)
                }
            }
            if options.verbosity == .verbose {
                for variant in reports[index].variants where variant.target != nil {
                    printer.say("themify: \(variant.status.rawValue): \(DiagnosticPrinter.escaped(variant.target ?? ""))")
                }
            }
        }
        // The catalog holds only the sound themes' colors.
        if !brokenAtUse.isEmpty, let path = options.colorCatalog {
            colorCatalog = GeneratedAssetCatalog(
                themes: themes.filter { !brokenAtUse.contains($0.name) }, at: path, evenWhenEmpty: options.colorCatalogIsExplicit)
        }
        var nibMapStatus: VariantReport.Status?
        if let path = options.nibMap, !brokenThemes.isEmpty {
            // Without the broken theme's variants the map would be half of what the app needs.
            printer.print([
                .error(
                    "the nib map is not written while theme \(brokenThemes.map { "'\($0)'" }.joined(separator: ", ")) has errors",
                    at: SourceLocation(path: path))
            ])
        } else if let path = options.nibMap {
            nibMapStatus = writeNibMap(
                to: path, layouts: layouts, reports: reports, themes: themes, colorCatalog: colorCatalog, printer: &printer)
        }
        let catalogOutcome = colorCatalog.flatMap { writeColorCatalog($0, printer: &printer) }
        if options.jsonReport {
            sink.writeOutput(
                Array(
                    (JSONWriter.text(summary(variants, nibMap: nibMapStatus, colorCatalog: catalogOutcome?.status, printer: printer)) + "\n")
                        .utf8))
        }

        if variants.contains(where: { $0.status == .writeFailed }) || nibMapStatus == .writeFailed || catalogOutcome?.status == .writeFailed
        {
            return .writeError
        }
        let stale: Set<VariantReport.Status> = [.missing, .outdated]
        let staleCount =
            variants.filter { stale.contains($0.status) }.count + (nibMapStatus.map { stale.contains($0) ? 1 : 0 } ?? 0)
            + (catalogOutcome?.stale ?? 0)
        if printer.errorCount > staleCount { return .inputError }
        return staleCount > 0 ? .outdated : .success
    }

    /// A staged variant put in place, or removed when its theme turned out broken.
    private func settle(_ variant: VariantReport, broken: Bool, printer: inout DiagnosticPrinter) -> VariantReport.Status {
        if broken {
            if let staged = variant.staged { AtomicFileWriter.discard(staged) }
            return variant.status == .writeFailed ? .writeFailed : .failed
        }
        guard let staged = variant.staged else { return variant.status }
        do throws(AtomicFileWriter.Failure) {
            try AtomicFileWriter.commit(staged)
            return .written
        } catch {
            printer.print([.error("cannot write variant: \(error.reason)", at: SourceLocation(path: staged.path))])
            return .writeFailed
        }
    }

    /// `writable`: how many of `themes`, from the first, may write variants; the others are
    /// only checked.
    private func process(_ layouts: [String], themes: [ResolvedTheme], writable: Int, assets: AssetCatalog) -> [LayoutReport] {
        let roots = inputRoots(for: layouts)
        let themer = Themer(
            tagging: options.tagging, assets: assets, fonts: assets.fonts, stripsKeyLabels: options.stripsKeyLabels,
            recordsAppliedValues: false, collectsControllerClasses: options.nibMap != nil)
        let destination = options.destination
        let check = options.check
        let progress = ProgressReporter(sink: sink, total: layouts.count, enabled: showsProgress && options.verbosity != .quiet)
        let sizes = layouts.map { path -> Int in
            var status = stat()
            return stat(path, &status) == 0 ? Int(status.st_size) : 0
        }
        let largestFirst = sizes.indices.sorted { sizes[$0] > sizes[$1] }
        // A file costs memory in proportion to its size while it is themed (its bytes, the
        // tree, one variant per theme): files start only while the ones in flight fit the
        // budget, so `--jobs` never multiplies the largest file's peak.
        let costs = sizes.map { MemoryBudget.cost(ofFileOfSize: $0, themes: themes.count) }
        let reports = ParallelLoop.map(
            count: layouts.count, jobs: options.jobs, order: largestFirst, costs: costs,
            budget: MemoryBudget.bytes(environment: environment)
        ) { index in
            defer { progress.advance() }
            return Self.process(
                layouts[index], themes: themes, writable: writable, themer: themer, destination: destination, root: roots[layouts[index]],
                check: check)
        }
        progress.finish()
        return reports
    }

    private static func process(
        _ path: String, themes: [ResolvedTheme], writable: Int, themer: Themer, destination: ApplyOptions.Destination, root: String?,
        check: Bool
    ) -> LayoutReport {
        var report = LayoutReport()
        let bytes: [UInt8]
        switch FileReading.read(path) {
        case .success(let read): bytes = read
        case .failure(let error):
            report.diagnostics += error.diagnostics
            report.variants = themes.map { VariantReport(layout: path, theme: $0.name, status: .failed, errors: 1) }
            return report
        }
        // Each variant is written as soon as it is made, so one is held at a time.
        themer.theme(bytes, path: path, with: themes) { index, result in
            let theme = themes[index]
            // A theme only checked (its files have errors) writes nothing: its warnings would
            // be noise, its errors (each with its notes) are what is left to fix.
            report.diagnostics += index < writable ? result.diagnostics : Self.errorsOnly(result.diagnostics)
            report.controllerClasses = result.controllerClasses
            var variant = VariantReport(
                layout: path, theme: theme.name, status: .failed,
                themedElements: result.themedElements, changedProperties: result.changedProperties,
                warnings: result.diagnostics.filter { $0.severity == .warning }.count,
                errors: result.diagnostics.filter { $0.severity == .error }.count,
                // A layout that does not parse is the layout's fault; an error located in a
                // theme file (a value that cannot be what it lands on) is the theme's.
                themeErrors: result.diagnostics.filter { $0.severity == .error && $0.location.map { $0.path != path } ?? true }.count
            )
            defer { report.variants.append(variant) }
            guard index < writable, let output = result.output else { return }
            guard let target = Self.target(for: path, theme: theme.name, destination: destination, root: root) else {
                report.standardOutput = output
                variant.status = .standardOutput
                return
            }
            variant.target = target
            if check {
                variant.status = compare(output, with: target, what: "variant", diagnostics: &report.diagnostics)
                return
            }
            // Staged, not yet in place: the theme may still turn out broken in another layout.
            do throws(AtomicFileWriter.Failure) {
                variant.staged = try AtomicFileWriter.stage(output, toCreating: target)
                variant.status = variant.staged == nil ? .unchanged : .written
            } catch {
                report.diagnostics.append(.error("cannot write variant: \(error.reason)", at: SourceLocation(path: target)))
                variant.status = .writeFailed
            }
        }
        return report
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

    /// Where the variant of `path` for `theme` goes; nil for standard output.
    private static func target(for path: String, theme: String, destination: ApplyOptions.Destination, root: String?) -> String? {
        switch destination {
        case .standardOutput:
            return nil
        case .inPlace:
            // Through a symbolic link to the file it names, which keeps the link.
            return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        case .besideInputs:
            return LayoutFinder.variantPath(for: path, theme: theme, outputDirectory: nil, relativeTo: nil)
        case .directory(let directory):
            return LayoutFinder.variantPath(for: path, theme: theme, outputDirectory: directory, relativeTo: root)
        }
    }

    /// Every file this run writes, checked by the one output rule (`OutputPathPolicy`) against
    /// every file it reads and each other before any is written.
    private func plannedOutputProblems(
        _ layouts: [String], themes: [ResolvedTheme], assets: AssetCatalog, colorCatalog: GeneratedAssetCatalog?
    ) -> [Diagnostic] {
        var policy = OutputPathPolicy(projectFolder: options.projectFolder)
        let roots = inputRoots(for: layouts)
        if options.destination == .inPlace {
            // The input itself is rewritten — through a link, the file it names, which must not
            // lie outside the project when the link is inside it.
            var problems: [Diagnostic] = []
            for layout in layouts {
                if let problem = policy.confinementProblem(
                    "layout rewritten in place", path: layout, origin: options.inputsOrigin, writing: true)
                {
                    problems.append(problem)
                }
            }
            if !problems.isEmpty { return problems }
        } else {
            var folder: String?
            if case .directory(let directory) = options.destination { folder = directory }
            for layout in layouts {
                for theme in themes {
                    guard let target = Self.target(for: layout, theme: theme.name, destination: options.destination, root: roots[layout])
                    else { continue }
                    policy.add(
                        "variant of '\(layout)' with theme '\(theme.name)'", at: target, origin: options.destinationOrigin, inside: folder)
                }
            }
        }
        if let nibMap = options.nibMap { policy.add("nib map", at: nibMap, origin: options.nibMapOrigin) }
        if let colorCatalog, !colorCatalog.isEmpty {
            for file in colorCatalog.files { policy.add("generated color catalog file", at: file.path, origin: options.colorCatalogOrigin) }
        }
        for layout in layouts { policy.protect("the input layout", at: layout) }
        for theme in themes {
            for file in theme.chain { policy.protect("the theme file", at: file.path) }
        }
        // Themes not applied this run are still the project's files.
        for name in ThemeLoader.themeNames(in: options.themesDirectory) {
            if let file = ThemeLoader.file(ofTheme: name, in: options.themesDirectory) { policy.protect("the theme file", at: file) }
        }
        // Except the generated catalog's own files, read back when it lies in an assets folder.
        let generated = options.colorCatalog.map { URL(fileURLWithPath: $0).standardizedFileURL.path + "/" }
        for file in assets.colorSetFiles + assets.imageAndFontFiles {
            if let generated, URL(fileURLWithPath: file).standardizedFileURL.path.hasPrefix(generated) { continue }
            policy.protect("the asset file", at: file)
        }
        if let configuration = options.configuration { policy.protect("the configuration", at: configuration.path) }
        return policy.problems()
    }

    /// `--check`: is the file on disk what would be written?
    private static func compare(_ bytes: [UInt8], with path: String, what: String, diagnostics: inout [Diagnostic]) -> VariantReport.Status
    {
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

    /// Per theme, every layout's variant and each controller class's, written (or checked)
    /// like a variant.
    private func writeNibMap(
        to path: String, layouts: [String], reports: [LayoutReport], themes: [ResolvedTheme], colorCatalog: GeneratedAssetCatalog?,
        printer: inout DiagnosticPrinter
    ) -> VariantReport.Status {
        var map = NibMap()
        if let colorCatalog { map.add(colorCatalog) }
        for report in reports {
            // A variant that failed has no file to load: the app keeps loading the original.
            for variant in report.variants {
                guard let target = variant.target else { continue }
                // Only a xib's File's Owner loads its layout through `nibName`; a storyboard
                // scene's controller comes with its storyboard, and a `nibName` naming the
                // storyboard's variant would make UIKit look for a nib that does not exist.
                let isNib = PathNames.pathExtension(of: variant.layout) == "xib"
                // By the names the app loads: `Profile~ipad.xib` is loaded as `Profile`.
                map.add(
                    theme: variant.theme, layoutName: LayoutFinder.loadName(of: variant.layout),
                    classes: isNib ? report.controllerClasses : [], variantName: LayoutFinder.loadName(of: target))
            }
        }
        printer.print(
            map.conflicts.map { conflict in
                .warning(
                    "\(conflict.className) is the controller of both '\(conflict.first)' and '\(conflict.second)' in theme '\(conflict.theme)'; the nib map keeps '\(conflict.first)'",
                    at: SourceLocation(path: path))
            })
        let bytes = Array(map.propertyList.utf8)
        if options.check {
            var diagnostics: [Diagnostic] = []
            let status = Self.compare(bytes, with: path, what: "nib map", diagnostics: &diagnostics)
            printer.print(diagnostics)
            return status
        }
        do {
            let status: VariantReport.Status = try AtomicFileWriter.write(bytes, toCreating: path) == .written ? .written : .unchanged
            if options.verbosity == .verbose { printer.say("themify: \(status.rawValue): \(DiagnosticPrinter.escaped(path))") }
            return status
        } catch {
            printer.print([.error("cannot write nib map: \(error.reason)", at: SourceLocation(path: path))])
            return .writeFailed
        }
    }

    private func summary(
        _ variants: [VariantReport], nibMap: VariantReport.Status?, colorCatalog: VariantReport.Status?, printer: DiagnosticPrinter
    ) -> JSONWriter.Value {
        var counts: [String: Int] = [:]
        for variant in variants { counts[variant.status.rawValue, default: 0] += 1 }
        var members: [(String, JSONWriter.Value)] = [
            ("variants", .array(variants.map(\.json))),
            ("totals", .object(counts.keys.sorted().map { ($0, .number(counts[$0] ?? 0)) })),
            ("errors", .number(printer.errorCount)),
            ("warnings", .number(printer.warningCount)),
            ("findings", .array(printer.findings.map(\.json))),
        ]
        if let nibMap, let path = options.nibMap {
            members.append(("nibMap", .object([("path", .string(path)), ("status", .string(nibMap.rawValue))])))
        }
        if let colorCatalog, let path = options.colorCatalog {
            members.append(("colorCatalog", .object([("path", .string(path)), ("status", .string(colorCatalog.rawValue))])))
        }
        return .object(members)
    }

    /// For each layout found in a folder input, that folder: outputs keep the structure below it.
    private func inputRoots(for layouts: [String]) -> [String: String] {
        var roots: [String: String] = [:]
        let folders = options.inputs.filter { input in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        for layout in layouts {
            if let folder = folders.first(where: { layout.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) { roots[layout] = folder }
        }
        return roots
    }
}
