import Foundation
import ThemifyKit
import ThemeModel

/// The `themify` command line: parses arguments, runs the command, returns its exit code.
public enum Themify {
    /// Subcommands; anything else is the theming command's inputs.
    static let subcommands = ["filelist", "lint", "keys", "extract", "diff"]

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

        var parsed: CommandLineParser.Parsed
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
        var diffThemes: [String] = []
        if subcommand == "diff" {
            guard parsed.positional.count >= 2 else {
                return usage(UsageError("diff needs two themes: themify diff THEME_A THEME_B [INPUT...]"), sink: sink)
            }
            diffThemes = Array(parsed.positional.prefix(2))
            parsed.positional.removeFirst(2)
        }
        if subcommand == "keys", parsed.positional.isEmpty {
            return usage(UsageError("keys needs the layouts to read: themify keys INPUT... [-o FILE]"), sink: sink)
        }
        let options: ApplyOptions
        do {
            let defaults: ApplyOptions.Defaults = subcommand == nil || subcommand == "filelist" ? .applying : .surveying
            options = try ApplyOptions.resolve(subcommand == "keys" || subcommand == "extract" ? parsed.withTheme("-") : parsed, environment: environment, defaults: defaults)
        } catch let error as UsageError {
            return usage(error, sink: sink)
        } catch let error as DiagnosticError {
            var printer = DiagnosticPrinter(sink: sink)
            printer.print(error.diagnostics)
            return .inputError
        } catch {
            return usage(UsageError("\(error)"), sink: sink)
        }
        switch subcommand {
        case "filelist":
            return FileListCommand(options: options, inputList: parsed.last("input-list"), outputList: parsed.last("output-list"), environment: environment, sink: sink).run()
        case "lint":
            return LintCommand(options: options, strict: parsed.flag("strict"), sink: sink).run()
        case "keys":
            return KeysCommand(options: options, output: parsed.last("output"), sink: sink).run()
        case "diff":
            return DiffCommand(options: options, first: diffThemes[0], second: diffThemes[1], sink: sink).run()
        case "extract":
            guard let threshold = Double(parsed.last("threshold") ?? "2"), threshold >= 0 else {
                return usage(UsageError("--threshold takes a color difference of 0 or more"), sink: sink)
            }
            if installsInterruptHandler { InterruptHandler.install() }
            return ExtractCommand(options: options, themeOut: parsed.last("theme-out"), threshold: threshold, apply: parsed.flag("apply"), sink: sink).run()
        default:
            break
        }
        if installsInterruptHandler { InterruptHandler.install() }
        return ApplyCommand(options: options, sink: sink, showsProgress: isTerminal).run()
    }

    private static func usage(_ error: UsageError, sink: any OutputSink) -> ExitCode {
        sink.writeDiagnostics("themify: error: \(error.message)\nRun 'themify --help' for usage.\n")
        return .usageError
    }
}
