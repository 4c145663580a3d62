import Foundation
import ThemifyModel

/// What every run of the command line must keep, whatever its arguments and files: it ends with
/// one of the documented exit codes (never a crash), its inputs are untouched unless it was
/// asked to rewrite them, and nothing it prints starts a line a CI system would read as its own
/// command (`::error …`, `##vso[…]`).
package enum CommandLineInvariants {
    /// How a scenario runs: its arguments, in a folder; the exit status and what it printed on
    /// standard error.
    package typealias Runner = @Sendable (_ arguments: [String], _ folder: String) -> (status: Int32, diagnostics: String)

    /// Runs the CLI in this process with the current folder changed for the run: for the fuzzer,
    /// which runs one input at a time. Tests run the built executable instead.
    package static let inProcess: Runner = { arguments, folder in
        let fileManager = FileManager.default
        let previous = fileManager.currentDirectoryPath
        guard fileManager.changeCurrentDirectoryPath(folder) else { return (ExitCode.success.rawValue, "") }
        defer { _ = fileManager.changeCurrentDirectoryPath(previous) }
        let sink = RecordingSink()
        let code = Themify.run(arguments, sink: sink, environment: [:])
        return (code.rawValue, sink.printedDiagnostics)
    }

    /// Runs the scenario in a fresh folder under `sandboxRoot`.
    package static func violations(in scenario: CommandLineScenario, sandboxRoot: String = NSTemporaryDirectory(), run: Runner = inProcess)
        -> [String]
    {
        let fileManager = FileManager.default
        let sandbox = PathNames.join(sandboxRoot, "themify-cli-fuzz-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        guard (try? fileManager.createDirectory(atPath: sandbox, withIntermediateDirectories: true)) != nil else { return [] }
        defer { try? fileManager.removeItem(atPath: sandbox) }
        var written: [String: [UInt8]] = [:]
        for file in scenario.files {
            // Plain string paths: NSString's path methods trap on some names on Linux.
            let path = PathNames.join(sandbox, file.name)
            try? fileManager.createDirectory(atPath: PathNames.parent(of: path), withIntermediateDirectories: true)
            if fileManager.createFile(atPath: path, contents: Data(file.contents)) { written[file.name] = file.contents }
        }
        let (status, diagnostics) = run(scenario.arguments, sandbox)

        var found: [String] = []
        if !ExitCode.allCases.contains(where: { $0.rawValue == status }) {
            found.append("exit status \(status) is not a documented exit code")
        }
        for line in diagnostics.split(separator: "\n") where line.hasPrefix("::") || line.hasPrefix("##[") || line.hasPrefix("##vso[") {
            found.append("printed a line a CI system reads as a command: \(line.debugDescription)")
        }
        let rewrites = scenario.arguments.contains("--in-place") || scenario.arguments.contains("--apply")
        if !rewrites {
            for (name, contents) in written {
                let path = PathNames.join(sandbox, name)
                if let now = fileManager.contents(atPath: path), [UInt8](now) != contents {
                    found.append("input '\(name)' was changed")
                }
            }
        }
        return found
    }
}
