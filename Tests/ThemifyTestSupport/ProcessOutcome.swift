import Foundation

/// What one child process did: how it ended and what it printed.
public struct ProcessOutcome: Sendable, CustomStringConvertible {
    /// The exit status, or the signal's number when `reason` is `.uncaughtSignal`.
    public let status: Int32
    public let reason: Process.TerminationReason
    public let stdout: Data
    public let stderrData: Data
    /// Killed because it outlived the `TestProcess`'s timeout.
    public let timedOut: Bool

    public init(status: Int32, reason: Process.TerminationReason, stdout: Data, stderrData: Data, timedOut: Bool = false) {
        self.status = status
        self.reason = reason
        self.stdout = stdout
        self.stderrData = stderrData
        self.timedOut = timedOut
    }

    public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    public var stderr: String { String(decoding: stderrData, as: UTF8.self) }
    /// Standard output then standard error, for checks on "its output" as a log shows it.
    public var combinedOutput: String { stdoutText + stderr }
    public var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }

    /// Ended by `exit` (not a signal) with `code`.
    public func exited(with code: Int32) -> Bool { reason == .exit && status == code }

    /// The status as a shell reports it: 128 plus the signal's number for a child a signal ended.
    public var shellStatus: Int32 { reason == .uncaughtSignal ? 128 + status : status }

    public var description: String {
        let how = reason == .exit ? "exit status \(status)" : "signal \(status)"
        return
            "\(how)\(timedOut ? " (timed out; killed)" : "")\n--- stdout ---\n\(stdoutText.suffix(6000))\n--- stderr ---\n\(stderr.suffix(6000))"
    }
}
