import Foundation
import ThemifyKit

/// `themify INPUT... --theme NAME`: themes every input with every theme and writes the variants.
struct ApplyCommand {
    let options: ApplyOptions
    let sink: any OutputSink

    /// Everything that happened to one layout, gathered off the main thread and printed in
    /// input order so output is the same whatever the scheduling.
    private struct LayoutReport: Sendable {
        var diagnostics: [Diagnostic] = []
        var writeFailed = false
        var standardOutput: [UInt8]?
    }

    func run() -> ExitCode {
        var printer = DiagnosticPrinter(sink: sink)
        var loader = ThemeLoader()
        var themes: [ResolvedTheme] = []
        var themeErrors: [Diagnostic] = []
        for argument in options.themes {
            guard let path = ThemeLoader.locate(argument, in: options.themesDirectory) else {
                themeErrors.append(.error(missingThemeMessage(argument), at: nil))
                continue
            }
            do {
                themes.append(try loader.resolve(path: path))
            } catch {
                themeErrors += error.diagnostics
            }
        }
        guard themeErrors.isEmpty else {
            printer.print(themeErrors)
            return .inputError
        }

        let variantThemes = Set(themes.map(\.name)).union(ThemeLoader.themeNames(in: options.themesDirectory))
        let layouts: [String]
        do {
            layouts = try LayoutFinder.layouts(in: options.inputs, skippingVariantsOf: variantThemes)
        } catch {
            printer.print(error.diagnostics)
            return .inputError
        }
        if options.destination == .standardOutput, layouts.count != 1 {
            printer.print([.error("'-o -' writes one variant to standard output, but the inputs hold \(layouts.count) layouts", at: nil)])
            return .usageError
        }

        let roots = inputRoots(for: layouts)
        let reports = processAll(layouts, themes: themes, roots: roots)
        var failedWrite = false
        for report in reports {
            printer.print(report.diagnostics)
            if let bytes = report.standardOutput { sink.writeOutput(bytes) }
            failedWrite = failedWrite || report.writeFailed
        }
        if failedWrite { return .writeError }
        return printer.errorCount > 0 ? .inputError : .success
    }

    private func processAll(_ layouts: [String], themes: [ResolvedTheme], roots: [String: String]) -> [LayoutReport] {
        let results = ResultSlots<LayoutReport>(count: layouts.count)
        let themer = Themer(tagging: options.tagging, assets: AssetCatalog(searching: options.assetFolders))
        let destination = options.destination
        DispatchQueue.concurrentPerform(iterations: layouts.count) { index in
            let path = layouts[index]
            results[index] = Self.process(path, themes: themes, themer: themer, destination: destination, root: roots[path])
        }
        return results.values
    }

    private static func process(_ path: String, themes: [ResolvedTheme], themer: Themer, destination: ApplyOptions.Destination, root: String?) -> LayoutReport {
        var report = LayoutReport()
        guard let data = FileManager.default.contents(atPath: path) else {
            report.diagnostics.append(.error("cannot read layout", at: SourceLocation(path: path)))
            return report
        }
        let bytes = [UInt8](data)
        for theme in themes {
            let result = themer.theme(bytes, path: path, with: theme)
            report.diagnostics += result.diagnostics
            guard let output = result.output else { continue }
            let target: String
            switch destination {
            case .standardOutput:
                report.standardOutput = output
                continue
            case .inPlace:
                target = path
            case .besideInputs:
                target = LayoutFinder.variantPath(for: path, theme: theme.name, outputDirectory: nil, relativeTo: nil)
            case .directory(let directory):
                target = LayoutFinder.variantPath(for: path, theme: theme.name, outputDirectory: directory, relativeTo: root)
            }
            do {
                try Directories.create((target as NSString).deletingLastPathComponent)
                _ = try AtomicFileWriter.write(output, to: target)
            } catch {
                report.diagnostics.append(.error("cannot write variant: \(error.reason)", at: SourceLocation(path: target)))
                report.writeFailed = true
            }
        }
        return report
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

    private func missingThemeMessage(_ argument: String) -> String {
        if argument.contains("/") || argument.contains(".") { return "theme file '\(argument)' does not exist" }
        let available = ThemeLoader.themeNames(in: options.themesDirectory)
        guard !available.isEmpty else { return "no theme '\(argument)': '\(options.themesDirectory)' holds no theme files (use --themes DIR)" }
        let hint = Suggestion.closest(to: argument, in: available).map { "; did you mean '\($0)'?" } ?? ""
        return "no theme '\(argument)' in '\(options.themesDirectory)' (it has: \(available.joined(separator: ", ")))\(hint)"
    }
}
