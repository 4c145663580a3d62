import Foundation

/// A command found on `PATH` (`unzip`, `python3`, `swiftc`), run through `TestProcess` with its
/// two output streams together, so a test can check an output with a tool written by someone else.
public struct ExternalTool: Sendable {
    public struct Outcome: Sendable {
        public var status: Int32
        /// Standard output and standard error, interleaved as the tool wrote them.
        public var output: String
    }

    public struct Missing: Error, CustomStringConvertible {
        public var name: String
        public var description: String { "\(name) is not on PATH (bash .ci/run installs it)" }
    }

    public let executable: URL

    public init(_ name: String) throws {
        guard let found = TestProcess.onPath(name) else { throw Missing(name: name) }
        executable = found
    }

    public func run(_ arguments: [String]) throws -> Outcome {
        let outcome = try TestProcess(executable, arguments, mergesStandardError: true).run()
        return Outcome(status: outcome.status, output: outcome.stdoutText)
    }
}
