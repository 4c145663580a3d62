import Foundation

/// A program a test runs as a child process — the built `themify`, another product SwiftPM
/// built beside the tests, or a tool on `PATH` — and what it did: the one way every test
/// starts a process, so that each of them drains both pipes (a chatty child cannot stall on a
/// full pipe), sees no terminal input, and can be bounded in time.
public struct TestProcess: Sendable {
    /// The program.
    public var executable: URL
    public var arguments: [String]
    /// The working folder; nil for the test process's own.
    public var directory: URL?
    /// Exactly the variables the child sees; nil for the test process's environment.
    public var environment: [String: String]?
    /// Written to the child's standard input, which is then closed; nil for `/dev/null`.
    public var input: Data?
    /// How long the child may run before it is stopped (SIGTERM, then SIGKILL) and the outcome
    /// marked as timed out; nil to wait however long it takes. A safety net against a hung child, not a
    /// timing assertion.
    public var timeout: TimeInterval?
    /// Standard error into the same pipe as standard output, interleaved as a terminal shows
    /// them (the outcome's `stderr` is then empty).
    public var mergesStandardError: Bool

    public init(
        _ executable: URL, _ arguments: [String] = [], in directory: URL? = nil, environment: [String: String]? = nil,
        input: Data? = nil, timeout: TimeInterval? = nil, mergesStandardError: Bool = false
    ) {
        self.executable = executable
        self.arguments = arguments
        self.directory = directory
        self.environment = environment
        self.input = input
        self.timeout = timeout
        self.mergesStandardError = mergesStandardError
    }

    /// Runs the program to its end (or its timeout's).
    public func run() throws -> ProcessOutcome {
        try start().wait()
    }

    /// Starts the program, for a test that acts while it runs (signals it, watches its files).
    public func start() throws -> RunningProcess {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let output = Pipe()
        let errors = mergesStandardError ? output : Pipe()
        process.standardOutput = output
        process.standardError = errors
        let inputPipe = input.map { _ in Pipe() }
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        if let inputPipe, let input {
            // On a thread of its own: a child that does not read its input must not block the test.
            let handle = inputPipe.fileHandleForWriting
            Thread {
                try? handle.write(contentsOf: input)
                try? handle.close()
            }.start()
        }
        return RunningProcess(
            process: process, ended: ended, timeout: timeout, output: PipeDrain(output.fileHandleForReading),
            errors: mergesStandardError ? nil : PipeDrain(errors.fileHandleForReading))
    }

    // MARK: Finding programs

    /// The executable `name` SwiftPM built for this test run: beside the test bundle, else in
    /// the package's `.build/debug`; nil when it has not been built.
    public static func builtProduct(_ name: String = "themify") -> URL? {
        builtProductsFolder(containing: name).map { $0.appendingPathComponent(name) }
    }

    /// The folder of this test run's build products that holds `item` (an executable, or a path
    /// such as `Modules/ThemifyRuntime.swiftmodule`): beside the test bundle, else the package's
    /// `.build/debug`.
    public static func builtProductsFolder(containing item: String) -> URL? {
        var candidates: [URL] = []
        for url in [Bundle.main.executableURL, Bundle.main.bundleURL].compactMap({ $0 }) {
            candidates.append(url.deletingLastPathComponent())
            candidates.append(url)
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        return candidates.first { folder in
            var isDirectory: ObjCBool = false
            let path = folder.appendingPathComponent(item).path
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return false }
            return item.hasSuffix(".swiftmodule") || (!isDirectory.boolValue && FileManager.default.isExecutableFile(atPath: path))
        }
    }

    /// What to tell the developer when `builtProduct` finds nothing.
    public static func notBuilt(_ name: String = "themify") -> String {
        "the \(name) executable was not found beside \(Bundle.main.bundleURL.path) nor in .build/debug; build it with 'swift build --build-tests'"
    }

    /// The first executable file called `name` in the `PATH` of `environment`.
    public static func onPath(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        return nil
    }

    /// The package's root folder, from this file's place in it.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}
