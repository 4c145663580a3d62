import ThemifyKit
import ThemifyModel

/// `themify codegen --themes DIR -o FILE.swift`: typed keys for the app, one static member per
/// theme key on ThemifyRuntime's `ColorKey`, `FontKey`, `ImageKey` or `StyleKey`, so that
/// `manager.color(.primaryHeadingColor)` is checked by the compiler and a key removed from the
/// themes breaks the build instead of drawing nothing.
struct CodegenCommand: ThemifyCommand {
    static let definition = CommandDefinition(
        name: "codegen",
        usage: ["codegen [--themes DIR] -o FILE.swift [options]"],
        summary: "write typed theme keys for ThemifyRuntime",
        details: """
            Writes a Swift file with one typed key per theme key of the themes folder \
            (extension ColorKey { static let primaryHeadingColor = … }), documented with each \
            theme's value. A key must hold one kind (color, font, image or style) in every theme, \
            and keys must make distinct Swift identifiers. A file already current is not rewritten.
            """,
        options: [
            CommandOption(
                "output", short: "o", value: "FILE", help: "The .swift file to write (required); never a theme file, even through a link."),
            CommandOption("themes", value: "DIR", help: "Folder of theme files to type the keys of (default: ./Themes)."),
            SharedOptions.quiet,
        ] + SharedOptions.helpAndVersion,
        exitCodes: [.success, .inputError, .usageError, .writeError],
        exitCodeMeanings: [
            .inputError:
                "a theme has errors, or its keys cannot be typed (one key of two kinds, two keys making one identifier); nothing was written",
            .writeError: "the Swift file could not be written; no partial file is left",
        ]
    )

    let themesDirectory: String
    let output: String
    let quiet: Bool
    let sink: any OutputSink

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        guard arguments.positional.isEmpty else {
            throw UsageError(
                "codegen reads the themes folder, not '\(arguments.positional[0])': themify codegen --themes DIR -o FILE.swift")
        }
        guard let output = arguments.last("output") else {
            throw UsageError("codegen needs the file to write: themify codegen --themes DIR -o FILE.swift")
        }
        guard !output.isEmpty else { throw UsageError("codegen -o needs a non-empty file path") }
        // Typed keys are Swift source: a path that is not a .swift file is a slip that would put
        // Swift where a theme or layout is.
        guard output.hasSuffix(".swift") else { throw UsageError("codegen writes Swift source: -o names a .swift file, not '\(output)'") }
        self.output = output
        themesDirectory = arguments.last("themes") ?? "Themes"
        quiet = arguments.flag("quiet")
        sink = context.sink
    }

    func run() -> ExitCode {
        var printer = DiagnosticPrinter(sink: sink, quiet: quiet)
        // A name with both a .plist and a .json is the .plist, as everywhere else.
        let names = Array(Set(ThemeLoader.themeNames(in: themesDirectory))).sorted()
        guard !names.isEmpty else {
            printer.print([.error("'\(themesDirectory)' holds no theme files (use --themes DIR)", at: nil, rule: LintRule.themeStructure)])
            return .inputError
        }
        let (themes, problems) = ThemeSelection.load(names, in: themesDirectory, fromFolder: true)
        guard problems.isEmpty else {
            printer.print(problems)
            return .inputError
        }
        var policy = OutputPathPolicy(projectFolder: ".")
        policy.add("typed keys source", at: output, origin: .commandLine)
        for theme in themes {
            for file in theme.chain { policy.protect("the theme file", at: file.path) }
        }
        let clashes = policy.problems()
        guard clashes.isEmpty else {
            printer.print(clashes)
            return .inputError
        }
        let source: String
        do {
            source = try TypedKeySource.generate(from: TypedKeyCatalog(themes: themes), themeNames: names)
        } catch {
            printer.print(error.diagnostics)
            return .inputError
        }
        let outcome: AtomicFileWriter.Outcome
        do {
            outcome = try AtomicFileWriter.write(Array(source.utf8), toCreating: output)
        } catch {
            printer.print([.error("cannot write typed keys: \(error.reason)", at: SourceLocation(path: output))])
            return .writeError
        }
        if !quiet { printer.say("themify codegen: \(output) \(outcome == .written ? "written" : "already current")") }
        return .success
    }
}
