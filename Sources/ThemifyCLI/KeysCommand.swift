import ThemifyKit
import ThemeModel

/// `themify keys INPUT... [-o FILE]`: the theme keys the layouts use and what each lands on;
/// with `-o`, a skeleton theme (plist or JSON by extension) holding today's values — the
/// starting `default` theme.
struct KeysCommand: ThemifyCommand {
    static let definition = CommandDefinition(
        name: "keys",
        usage: ["keys INPUT... [-o FILE] [options]"],
        summary: "list the keys layouts use; write a skeleton theme",
        details: """
        Lists every theme key the layouts use, the element and property each lands on, and \
        today's value. With -o, writes a skeleton theme holding those values: the starting \
        default theme.
        """,
        options: [
            CommandOption("output", short: "o", value: "FILE", help: "Write a skeleton theme (.plist or .json, by extension) holding today's values to FILE."),
            SharedOptions.themesFolder, SharedOptions.configuration,
        ] + SharedOptions.tagging + [SharedOptions.quiet] + SharedOptions.helpAndVersion,
        exitCodes: [.success, .inputError, .usageError, .writeError],
        exitCodeMeanings: [.writeError: "the skeleton theme could not be written; no partial file is left"]
    )

    let options: ApplyOptions
    let output: String?
    let sink: any OutputSink

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        guard !arguments.positional.isEmpty else {
            throw UsageError("keys needs the layouts to read: themify keys INPUT... [-o FILE]")
        }
        // `-o` is the skeleton theme here, not the variants' folder.
        options = try ApplyOptions.resolve(arguments.removing("output").withTheme("-"), environment: context.environment, defaults: .surveying)
        output = arguments.last("output")
        if output?.isEmpty == true { throw UsageError("keys -o needs a non-empty file path") }
        sink = context.sink
    }

    func run() -> ExitCode {
        var printer = DiagnosticPrinter(sink: sink, quiet: options.verbosity == .quiet)
        let layouts = ThemeSelection.parseLayouts(options, printer: &printer)
        let inventory = KeyInventory(layouts: layouts, tagging: options.tagging)
        var listing = ""
        for key in inventory.keys {
            listing += key + "\n"
            for use in inventory.uses[key] ?? [] {
                let lands = use.property.map { " → \($0)" } ?? ""
                listing += "    \(use.location): <\(use.elementName)>\(lands)\(use.value.map { " = \($0)" } ?? "")\n"
            }
        }
        guard let output else {
            sink.writeOutput(Array(listing.utf8))
            return printer.errorCount > 0 ? .inputError : .success
        }
        let (values, warnings) = inventory.skeleton()
        printer.print(warnings)
        let text = ThemeFileWriter.text(values.map { ThemeFileWriter.Entry(key: $0.key, value: .plain($0.value)) }, forPath: output)
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
