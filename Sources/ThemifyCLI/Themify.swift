import Foundation
import ThemifyKit

/// The `themify` command line: parses arguments, runs the command, returns its exit code.
public enum Themify {
    /// Subcommands; anything else is the theming command's inputs.
    static let subcommands = ["filelist"]

    /// `installsInterruptHandler` is for the real process; tests running in-process leave the
    /// test runner's own signal handling alone.
    public static func run(
        _ arguments: [String], sink: any OutputSink = StandardStreams(),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        installsInterruptHandler: Bool = false, isTerminal: Bool = false
    ) -> ExitCode {
        var arguments = arguments
        let subcommand = arguments.first.flatMap { subcommands.contains($0) ? $0 : nil }
        if subcommand != nil { arguments.removeFirst() }

        let parsed: CommandLineParser.Parsed
        do {
            parsed = try ApplyOptions.parser.parse(arguments)
        } catch {
            return usage(error, sink: sink)
        }
        if parsed.flag("help") {
            sink.writeOutput(Array(HelpText.help.utf8))
            return .success
        }
        if parsed.flag("version") {
            sink.writeOutput(Array(HelpText.versionLine.utf8))
            return .success
        }
        if subcommand == nil, parsed.last("input-list") != nil || parsed.last("output-list") != nil {
            return usage(UsageError("--input-list and --output-list belong to 'themify filelist'"), sink: sink)
        }
        let options: ApplyOptions
        do {
            options = try ApplyOptions.resolve(parsed, environment: environment)
        } catch let error as UsageError {
            return usage(error, sink: sink)
        } catch let error as DiagnosticError {
            var printer = DiagnosticPrinter(sink: sink)
            printer.print(error.diagnostics)
            return .inputError
        } catch {
            return usage(UsageError("\(error)"), sink: sink)
        }
        if subcommand == "filelist" {
            return FileListCommand(options: options, inputList: parsed.last("input-list"), outputList: parsed.last("output-list"), environment: environment, sink: sink).run()
        }
        if installsInterruptHandler { InterruptHandler.install() }
        return ApplyCommand(options: options, sink: sink, showsProgress: isTerminal).run()
    }

    private static func usage(_ error: UsageError, sink: any OutputSink) -> ExitCode {
        sink.writeDiagnostics("themify: error: \(error.message)\nRun 'themify --help' for usage.\n")
        return .usageError
    }
}
