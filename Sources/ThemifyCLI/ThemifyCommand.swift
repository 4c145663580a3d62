/// One `themify` command. It declares what it takes (`definition`), builds itself from the
/// arguments the parser accepted for it — throwing `UsageError` for a command line it cannot
/// run, `DiagnosticError` for inputs that cannot be used (a missing file, a broken
/// configuration) — and runs.
protocol ThemifyCommand {
    static var definition: CommandDefinition { get }

    init(_ arguments: ParsedArguments, context: CommandContext) throws

    func run() -> ExitCode
}
