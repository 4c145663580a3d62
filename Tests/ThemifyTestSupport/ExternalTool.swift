import Foundation

/// Runs a command found on `PATH` (`unzip`, `python3`, `swiftc`) and collects what it printed,
/// so a test can check an output with a tool written by someone else.
public struct ExternalTool: Sendable {
    public struct Outcome: Sendable {
        public var status: Int32
        public var output: String
    }

    public struct Missing: Error, CustomStringConvertible {
        public var name: String
        public var description: String { "\(name) is not on PATH (bash .ci/run installs it)" }
    }

    public let executable: URL

    public init(_ name: String) throws {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        guard
            let found = folders.map({ URL(fileURLWithPath: String($0)).appendingPathComponent(name) })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { throw Missing(name: name) }
        executable = found
    }

    /// Standard output and standard error together, read to the end before waiting, so a
    /// chatty tool cannot fill the pipe and stall.
    public func run(_ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
