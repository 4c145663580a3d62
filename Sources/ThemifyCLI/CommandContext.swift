/// What every command runs with besides its arguments: where output goes, the environment
/// `${VAR}` expands from, and what kind of process it runs in.
struct CommandContext {
    let sink: any OutputSink
    let environment: [String: String]
    /// The real process installs the SIGINT/SIGTERM clean-up; tests running in-process leave
    /// the test runner's signal handling alone.
    let installsInterruptHandler: Bool
    /// Progress lines are drawn only on a terminal.
    let isTerminal: Bool
}
