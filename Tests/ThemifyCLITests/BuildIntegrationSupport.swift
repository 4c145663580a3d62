import Foundation
import Testing
import ThemifyModel
import ThemifyTestSupport

@testable import ThemifyCLI

// Support for the build-step integration tests: they run the real built `themify` (and
// `/bin/sh`, `swift`) as processes on projects copied into a fresh sandbox.

// MARK: - Running processes

extension ProcessOutcome {
    /// `path:line:column: severity: message` lines of standard error for one path.
    func diagnostics(at path: String, severity: String) -> [LocatedDiagnostic] {
        stderrLines.compactMap { LocatedDiagnostic($0, path: path, severity: severity) }
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
    let outcome = try TestProcess(executable, arguments, in: directory, environment: environment, timeout: watchdog).run()
    if outcome.timedOut {
        Issue.record(
            "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) did not finish within \(Int(watchdog ?? 0)) s and was stopped",
            sourceLocation: sourceLocation)
    }
    return outcome
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
    guard let executable = TestProcess.builtProduct() else {
        Issue.record("\(TestProcess.notBuilt())", sourceLocation: sourceLocation)
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
