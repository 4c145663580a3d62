/// The `themify` command line: parses arguments, runs the command, returns its exit code.
public enum Themify {
    /// `installsInterruptHandler` is for the real process; tests running in-process leave the
    /// test runner's own signal handling alone.
    public static func run(_ arguments: [String], sink: any OutputSink = StandardStreams(), installsInterruptHandler: Bool = false) -> ExitCode {
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
        let options: ApplyOptions
        do {
            options = try ApplyOptions(parsed)
        } catch {
            return usage(error, sink: sink)
        }
        if installsInterruptHandler { InterruptHandler.install() }
        return ApplyCommand(options: options, sink: sink).run()
    }

    private static func usage(_ error: UsageError, sink: any OutputSink) -> ExitCode {
        sink.writeDiagnostics("themify: error: \(error.message)\nRun 'themify --help' for usage.\n")
        return .usageError
    }
}
