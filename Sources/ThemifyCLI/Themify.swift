import Foundation
import ThemifyKit
import ThemifyModel

/// The `themify` command line: picks the command, parses its arguments, runs it, returns its
/// exit code.
package enum Themify {
    /// Every command; the first is the default one (applying themes), chosen when the first
    /// argument is not another's name.
    static var commands: [any ThemifyCommand.Type] {
        [
            ApplyCommand.self, LintCommand.self, KeysCommand.self, ExtractCommand.self, DiffCommand.self, FileListCommand.self,
            CodegenCommand.self,
            KeygenCommand.self, PackCommand.self, VerifyCommand.self, PreviewCommand.self,
        ]
    }

    static var definitions: [CommandDefinition] { commands.map { $0.definition } }

    /// `installsInterruptHandler` is for the real process; tests running in-process leave the
    /// test runner's own signal handling alone.
    package static func run(
        _ arguments: [String], sink: any OutputSink = StandardStreams(),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        installsInterruptHandler: Bool = false, isTerminal: Bool = false
    ) -> ExitCode {
        let code = run(
            arguments,
            context: CommandContext(
                sink: sink, environment: environment, installsInterruptHandler: installsInterruptHandler, isTerminal: isTerminal))
        // Output that never arrived (`>/dev/full`, a closed stream) is a failed write.
        return sink.hasFailedWrites && code != .interrupted ? .writeError : code
    }

    private static func run(_ arguments: [String], context: CommandContext) -> ExitCode {
        let sink = context.sink
        var arguments = arguments
        var command: any ThemifyCommand.Type = ApplyCommand.self
        if let first = arguments.first, let named = commands.first(where: { !$0.definition.isDefault && $0.definition.name == first }) {
            command = named
            arguments.removeFirst()
        }
        let definition = command.definition

        let parsed: ParsedArguments
        do {
            parsed = try CommandLineParser(command: definition, allCommands: definitions).parse(arguments)
        } catch {
            // `themify lnt --strict`: the slip in the command word explains the rest.
            let mistyped = definition.isDefault ? arguments.first.flatMap(unknownCommand) : nil
            return usage(mistyped ?? error, of: definition, sink: sink)
        }
        if definition.isDefault, let mistyped = parsed.positional.first.flatMap(unknownCommand) {
            return usage(mistyped, of: definition, sink: sink)
        }
        if parsed.flag("help") {
            sink.writeOutput(Array(HelpText.help(for: definition, among: definitions).utf8))
            return .success
        }
        if parsed.flag("version") {
            sink.writeOutput(Array(HelpText.versionLine.utf8))
            return .success
        }

        let runnable: any ThemifyCommand
        do {
            runnable = try command.init(parsed, context: context)
        } catch let error as UsageError {
            return usage(error, of: definition, sink: sink)
        } catch let error as DiagnosticError {
            var printer = DiagnosticPrinter(sink: sink)
            printer.print(error.diagnostics)
            return .inputError
        } catch {
            return usage(UsageError("\(error)"), of: definition, sink: sink)
        }
        return runnable.run()
    }

    /// `themify lnt Layouts`: an argument where the command word goes that names no file or
    /// folder but is a slip away from a command is a mistyped command, not an input to theme.
    static func unknownCommand(_ argument: String) -> UsageError? {
        guard !argument.hasPrefix("-"), !FileManager.default.fileExists(atPath: argument) else { return nil }
        let names = definitions.filter { !$0.isDefault }.map(\.name)
        guard let closest = Suggestion.closest(to: argument, in: names) else { return nil }
        return UsageError("unknown command '\(argument)'; did you mean '\(closest)'?")
    }

    private static func usage(_ error: UsageError, of command: CommandDefinition, sink: any OutputSink) -> ExitCode {
        sink.writeDiagnostics("themify: error: \(error.message)\nRun '\(command.invocation) --help' for usage.\n")
        return .usageError
    }
}
