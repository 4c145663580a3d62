import Foundation
import ThemifyKit
import ThemifyModel

/// `themify keys [INPUT...] [-o FILE]`: the theme keys the layouts use and what each lands on;
/// with `-o`, a skeleton theme (plist or JSON by extension) holding today's values — the
/// starting `default` theme.
struct KeysCommand: ThemifyCommand {
    static let definition = CommandDefinition(
        name: "keys",
        usage: ["keys [INPUT...] [-o FILE] [options]"],
        summary: "list the keys layouts use; write a skeleton theme",
        details: """
            Lists every theme key the layouts use, the element each is on, and every property that \
            element sets with today's value. With -o, writes a skeleton theme holding those values, \
            which lint finds clean: the starting default theme. INPUT defaults to the inputs of \
            ./themify.json, else the current folder.
            """,
        options: [
            CommandOption(
                "output", short: "o", value: "FILE",
                help: "Write a skeleton theme (.plist or .json, by extension) holding today's values to FILE."),
            CommandOption(
                "force",
                help:
                    "Let -o replace a file that is already there (a theme edited since would lose its values); never an input layout or the configuration."
            ),
            SharedOptions.themesFolder, SharedOptions.configuration,
        ] + SharedOptions.tagging + [SharedOptions.quiet] + SharedOptions.helpAndVersion,
        exitCodes: [.success, .inputError, .usageError, .writeError],
        exitCodeMeanings: [.writeError: "the skeleton theme could not be written; no partial file is left"]
    )

    let options: ProjectOptions
    let output: String?
    let replacesExisting: Bool
    let sink: any OutputSink

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        // Like lint: the inputs, themes folder and tagging of ./themify.json (or --config) when
        // the command line does not name them, else the current folder.
        options = try ProjectOptions.resolve(
            arguments, environment: context.environment, defaults: .readingLayouts)
        output = arguments.last("output")
        if output?.isEmpty == true { throw UsageError("keys -o needs a non-empty file path") }
        replacesExisting = arguments.flag("force")
        sink = context.sink
    }

    func run() -> ExitCode {
        var printer = DiagnosticPrinter(sink: sink, quiet: options.verbosity == .quiet)
        // Rerunning `keys -o Themes/default.json` after editing that theme would silently
        // put the layouts' values back over the designer's.
        if let output, !replacesExisting, FileManager.default.fileExists(atPath: output) {
            printer.print([
                .error(
                    "a file is already there; the skeleton would replace it and the values in it: write the skeleton elsewhere, or pass --force",
                    at: SourceLocation(path: output))
            ])
            return .inputError
        }
        let layouts = ThemeSelection.parseLayouts(options, printer: &printer)
        // `--force` lets the skeleton replace a theme, never a layout or the configuration.
        if let output {
            var policy = OutputPathPolicy(projectFolder: options.projectFolder)
            policy.add("skeleton theme", at: output, origin: .commandLine)
            for layout in layouts { policy.protect("the input layout", at: layout.path) }
            if let configuration = options.configuration { policy.protect("the configuration", at: configuration.path) }
            let problems = policy.problems()
            if !problems.isEmpty {
                printer.print(problems)
                return .inputError
            }
        }
        let inventory = KeyInventory(layouts: layouts, tagging: options.tagging)
        var listing = ""
        for key in inventory.keys {
            listing += key + "\n"
            for use in inventory.uses[key] ?? [] {
                // Every property the element sets, primary first; the primary alone when it
                // sets none, which is where a plain value would land.
                var settings = use.properties.map { "\($0.name) = \($0.value)" } + use.unwritable.map { "\($0) = (no theme value)" }
                if let primary = use.property, let index = use.properties.firstIndex(where: { $0.name == primary }) {
                    settings.insert(settings.remove(at: index), at: 0)
                } else if settings.isEmpty, let primary = use.property {
                    settings = [primary]
                }
                let lands = settings.isEmpty ? "" : " → " + settings.joined(separator: ", ")
                listing += "    \(use.location): <\(use.elementName)>\(lands)\n"
            }
        }
        guard let output else {
            sink.writeOutput(Array(listing.utf8))
            return printer.errorCount > 0 ? .inputError : .success
        }
        let (entries, warnings) = inventory.skeleton()
        printer.print(warnings)
        if inventory.keys.isEmpty, !layouts.isEmpty {
            // An empty skeleton is what untagged layouts give; say where keys come from.
            printer.print([
                .warning(
                    "no view in the \(layouts.count) layout(s) carries a theme key, so the skeleton is empty; tag views (a '\(options.tagging.runtimeAttributeKeyPath)' runtime attribute or a theme class), or let 'themify extract INPUT --theme-out FILE --apply' tag them from their hard-coded styling",
                    at: nil)
            ])
        }
        let text = ThemeFileWriter.text(entries, forPath: output)
        do {
            try AtomicFileWriter.write(Array(text.utf8), toCreating: output)
        } catch {
            printer.print([.error("cannot write theme: \(error.reason)", at: SourceLocation(path: output))])
            return .writeError
        }
        if options.verbosity != .quiet {
            printer.say("themify keys: \(inventory.keys.count) key(s) in \(layouts.count) layout(s); skeleton theme written to \(output)")
        }
        return printer.errorCount > 0 ? .inputError : .success
    }
}
