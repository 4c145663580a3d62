/// A command as the parser and `--help` see it: the word that selects it, how it is invoked,
/// what it does and the options it takes. Each command type owns one; an option it does not
/// list is refused, naming the commands that do take it.
struct CommandDefinition: Sendable {
    /// The word that selects it (`lint`); the default command is named `apply` but selected
    /// by giving no command word.
    let name: String
    let isDefault: Bool
    /// Usage lines, each after `themify `.
    let usage: [String]
    /// One line for the list of commands in `themify --help`.
    let summary: String
    /// A paragraph for its own `--help`.
    let details: String
    let options: [CommandOption]
    /// The exit codes it can end with, in the order help lists them.
    let exitCodes: [ExitCode]
    /// Where a code means something more specific for this command than `ExitCode.summary`.
    let exitCodeMeanings: [ExitCode: String]

    init(
        name: String, isDefault: Bool = false, usage: [String], summary: String, details: String,
        options: [CommandOption], exitCodes: [ExitCode], exitCodeMeanings: [ExitCode: String] = [:]
    ) {
        self.name = name
        self.isDefault = isDefault
        self.usage = usage
        self.summary = summary
        self.details = details
        self.options = options
        self.exitCodes = exitCodes
        self.exitCodeMeanings = exitCodeMeanings
    }

    /// `themify lint`, or plain `themify` for the default command.
    var invocation: String { isDefault ? "themify" : "themify \(name)" }

    /// How messages name it: `'themify lint'`, or `'themify' (apply)` for the default command.
    var quotedName: String { isDefault ? "'themify' (\(name))" : "'themify \(name)'" }

    /// The option `spelling` (`--output`, `-o`) names, if this command takes it.
    func option(spelled spelling: String) -> CommandOption? {
        options.first { $0.isSpelled(spelling) }
    }

    func meaning(of code: ExitCode) -> String {
        exitCodeMeanings[code] ?? code.summary
    }
}
