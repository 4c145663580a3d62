import Foundation
import Testing
import ThemifyModel

@testable import ThemifyCLI

// Support for the build-step integration tests: they run the real built `themify` (and
// `/bin/sh`, `swift`) as processes on projects copied into a fresh sandbox.

// MARK: - Running processes

/// What one child process did.
struct ProcessOutcome: CustomStringConvertible {
    let status: Int32
    let reason: Process.TerminationReason
    let stdout: Data
    let stderrData: Data

    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    var stderr: String { String(decoding: stderrData, as: UTF8.self) }
    /// Standard output then standard error, for checks on "its output" as a log shows it.
    var combinedOutput: String { stdoutText + stderr }

    /// Ended by `exit` (not a signal) with `code`.
    func exited(with code: Int32) -> Bool { reason == .exit && status == code }

    var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }

    /// `path:line:column: severity: message` lines of standard error for one path.
    func diagnostics(at path: String, severity: String) -> [LocatedDiagnostic] {
        stderrLines.compactMap { LocatedDiagnostic($0, path: path, severity: severity) }
    }

    var description: String {
        let how = reason == .exit ? "exit status \(status)" : "signal \(status)"
        return "\(how)\n--- stdout ---\n\(stdoutText.suffix(6000))\n--- stderr ---\n\(stderr.suffix(6000))"
    }
}

/// Drains one pipe on its own thread, so a child that fills one pipe never blocks on it.
private final class PipeDrain: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let finished = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            let bytes = handle.readDataToEndOfFile()
            lock.withLock { data = bytes }
            finished.signal()
        }
        thread.start()
    }

    func collect() -> Data {
        finished.wait()
        return lock.withLock { data }
    }
}

/// The test process's environment without the variables the build-step features read, so
/// a developer's shell (or an Xcode-like environment) cannot change what the tests see.
func cleanEnvironment() -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for name in ["SRCROOT", "THEMIFY", "THEMIFY_CONFIG", "COMPILED_FOR_INTERFACE_BUILDER"] {
        environment[name] = nil
    }
    return environment
}

/// Runs `executable` in `directory` with exactly `environment`, capturing both streams.
///
/// `watchdog` is a safety net for very long children (the SwiftPM build), not a timing
/// assertion: only a hung child reaches it, and then the test records an issue.
func runProcess(
    _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String],
    watchdog: TimeInterval? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> ProcessOutcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = environment
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    try process.run()
    let output = PipeDrain(outputPipe.fileHandleForReading)
    let errors = PipeDrain(errorPipe.fileHandleForReading)
    if let watchdog {
        if ended.wait(timeout: .now() + watchdog) == .timedOut {
            Issue.record(
                "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) did not finish within \(Int(watchdog)) s; terminating it",
                sourceLocation: sourceLocation)
            process.terminate()
            ended.wait()
        }
    } else {
        ended.wait()
    }
    process.waitUntilExit()
    return ProcessOutcome(
        status: process.terminationStatus, reason: process.terminationReason, stdout: output.collect(), stderrData: errors.collect())
}

/// The first executable called `name` in the `PATH` of `environment`.
func executableOnPath(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
    for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
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

// MARK: - The built themify

/// The built `themify` executable, run in a sandbox.
struct BuiltThemify {
    let executable: URL
    let sandbox: Sandbox

    /// Runs themify with `arguments` in the sandbox folder `relative` (the sandbox itself when
    /// empty); `environment` adds variables to the clean environment, `nil` removes one.
    func run(_ arguments: [String], in relative: String = "", environment changes: [String: String?] = [:]) throws -> ProcessOutcome {
        var environment = cleanEnvironment()
        for (name, value) in changes { environment[name] = value }
        let directory = relative.isEmpty ? sandbox.url : URL(fileURLWithPath: sandbox.path(relative), isDirectory: true)
        return try runProcess(executable, arguments, in: directory, environment: environment)
    }

    func run(_ arguments: String...) throws -> ProcessOutcome {
        try run(arguments)
    }
}

/// Runs `body` with the built executable in a fresh sandbox (removed afterwards); records an
/// issue, not a skip, when the executable has not been built.
func withBuiltThemify(sourceLocation: Testing.SourceLocation = #_sourceLocation, _ body: (Sandbox, BuiltThemify) throws -> Void) throws {
    guard let executable = ExecutableTests.executable() else {
        Issue.record(
            "the themify executable was not found beside \(Bundle.main.bundleURL.path) nor in .build/debug; build it with 'swift build --build-tests'",
            sourceLocation: sourceLocation)
        return
    }
    try withSandbox { sandbox in
        try body(sandbox, BuiltThemify(executable: executable, sandbox: sandbox))
    }
}

// MARK: - A sample project

/// A project laid out as an app repository would be: the sandbox is its root.
///
/// ```
/// themify.json               (when a test writes one)
/// App/Layouts/Profile.xib
/// App/Layouts/Screens/Main.storyboard
/// App/Themes/default.plist, metal.plist, pink.json
/// ```
enum SampleProject {
    static let themes = ["default", "metal", "pink"]
    static let layouts = "App/Layouts"
    static let themesFolder = "App/Themes"
    static let output = "App/Generated"

    /// The usual configuration: App/Layouts (with its sub-folder) × every theme in App/Themes, into App/Generated.
    static let configuration = """
        {
          "inputs": ["App/Layouts"],
          "themes": "App/Themes",
          "output": "App/Generated"
        }

        """

    static func make(in sandbox: Sandbox, configuration: String? = nil) throws {
        try sandbox.copySample("Profile.xib", to: "App/Layouts/Profile.xib")
        try sandbox.copySample("Main.storyboard", to: "App/Layouts/Screens/Main.storyboard")
        try sandbox.copySampleThemes(to: themesFolder)
        if let configuration { try sandbox.write(configuration, to: "themify.json") }
    }

    /// Variant paths relative to the output folder, sorted as `Sandbox.files` lists them.
    static func variants(themes: [String] = themes, profile: Bool = true, main: Bool = true) -> [String] {
        var names: [String] = []
        for theme in themes {
            if profile { names.append("Profile-\(theme).xib") }
            if main { names.append("Screens/Main-\(theme).storyboard") }
        }
        return names.sorted()
    }

    /// Variant paths relative to the sandbox.
    static func variantPaths(under folder: String = output, themes: [String] = themes) -> [String] {
        variants(themes: themes).map { "\(folder)/\($0)" }
    }
}

/// File names (of `paths`) that carry a theme suffix on top of a theme suffix:
/// `Profile-metal-metal.xib`, `Main-pink-metal.storyboard`.
func doublySuffixedNames(_ paths: [String], themes: [String] = SampleProject.themes) -> [String] {
    paths.filter { path in
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return themes.contains { outer in
            guard stem.hasSuffix("-" + outer) else { return false }
            let inner = String(stem.dropLast(outer.count + 1))
            return themes.contains { inner.hasSuffix("-" + $0) }
        }
    }
}

// MARK: - Modification times

/// A date no write by a test run can produce, stamped on files to see whether a run rewrote them.
let pastDate = Date(timeIntervalSince1970: 946_684_800)  // 2000-01-01T00:00:00Z

/// Sets every file's modification time to `pastDate`.
func stampPast(_ paths: [String], in sandbox: Sandbox) throws {
    for path in paths { try sandbox.setModificationDate(pastDate, of: path) }
}

/// The files (of `paths`) whose modification time is no longer `pastDate`: the ones rewritten.
func rewritten(_ paths: [String], in sandbox: Sandbox) throws -> [String] {
    try paths.filter { try sandbox.modificationDate($0) != pastDate }
}
