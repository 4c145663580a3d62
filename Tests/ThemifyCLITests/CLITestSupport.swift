import Foundation
import Testing
import ThemifyModel

@testable import ThemifyCLI

// MARK: - Capturing output

/// An `OutputSink` that keeps what themify writes: standard-output bytes and diagnostic text.
final class CapturingSink: OutputSink, @unchecked Sendable {
    private let lock = NSLock()
    private var outputBytes: [UInt8] = []
    private var diagnosticText = ""

    func writeOutput(_ bytes: [UInt8]) {
        lock.withLock { outputBytes += bytes }
    }

    func writeDiagnostics(_ text: String) {
        lock.withLock { diagnosticText += text }
    }

    var stdout: [UInt8] { lock.withLock { outputBytes } }
    var stderr: String { lock.withLock { diagnosticText } }
}

/// What one in-process run of the command line produced.
struct RunResult {
    let exitCode: ExitCode
    let stdout: [UInt8]
    let stderr: String

    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }

    /// Diagnostics of the form `<path>:<line>:<column>: <severity>: <message>` for one file.
    func diagnostics(at path: String, severity: String) -> [LocatedDiagnostic] {
        stderr.split(separator: "\n").compactMap { LocatedDiagnostic(String($0), path: path, severity: severity) }
    }
}

/// One `path:line:column: severity: message` line, parsed for a known path.
struct LocatedDiagnostic: CustomStringConvertible {
    let line: Int
    let column: Int
    let message: String

    init?(_ text: String, path: String, severity: String) {
        guard text.hasPrefix(path + ":") else { return nil }
        let rest = text.dropFirst(path.count + 1)
        let parts = rest.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, let line = Int(parts[0]), let column = Int(parts[1]),
            parts[2] == " \(severity)", parts[3].hasPrefix(" ")
        else { return nil }
        self.line = line
        self.column = column
        self.message = String(parts[3].dropFirst())
    }

    var description: String { "\(line):\(column): \(message)" }
}

/// Runs the command line in-process with a capturing sink.
func themify(_ arguments: [String]) -> RunResult {
    let sink = CapturingSink()
    let code = Themify.run(arguments, sink: sink)
    return RunResult(exitCode: code, stdout: sink.stdout, stderr: sink.stderr)
}

func themify(_ arguments: String...) -> RunResult {
    themify(arguments)
}

// MARK: - Fixtures

enum Fixtures {
    /// The package root: three levels up from this file (Tests/ThemifyCLITests/<file>).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sampleLayouts = packageRoot.appendingPathComponent("SampleLayouts")
    static let sampleThemes = sampleLayouts.appendingPathComponent("Themes")
    static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    static let corpusLayouts = corpus.appendingPathComponent("layouts")
    static let corpusMalformed = corpus.appendingPathComponent("malformed")

    static func layoutFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// File names of the malformed corpus layouts, for parameterized tests.
    static var malformedNames: [String] { layoutFiles(in: corpusMalformed).map(\.lastPathComponent) }
}

// MARK: - Temporary folders

/// A fresh temporary folder for one test, removed by `withSandbox` when the test ends.
final class Sandbox {
    let url: URL
    private let fileManager = FileManager.default

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("themify-cli-tests-\(UUID().uuidString)", isDirectory: true)
        try fileManager.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var root: String { url.path }

    func path(_ relative: String) -> String {
        url.appendingPathComponent(relative).path
    }

    func remove() {
        try? fileManager.removeItem(at: url)
    }

    @discardableResult
    func makeFolder(_ relative: String) throws -> String {
        try fileManager.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
        return path(relative)
    }

    /// Copies a file or folder into the sandbox at `relative`, creating parent folders.
    @discardableResult
    func copy(_ source: URL, to relative: String) throws -> String {
        let target = path(relative)
        try fileManager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try fileManager.copyItem(atPath: source.path, toPath: target)
        return target
    }

    /// Copies one file of SampleLayouts (`Profile.xib`, `Main.storyboard`).
    @discardableResult
    func copySample(_ name: String, to relative: String? = nil) throws -> String {
        try copy(Fixtures.sampleLayouts.appendingPathComponent(name), to: relative ?? name)
    }

    /// Copies SampleLayouts/Themes (default, metal, pink) and returns the folder's path.
    @discardableResult
    func copySampleThemes(to relative: String = "Themes") throws -> String {
        try copy(Fixtures.sampleThemes, to: relative)
    }

    @discardableResult
    func write(_ text: String, to relative: String) throws -> String {
        try write(Array(text.utf8), to: relative)
    }

    @discardableResult
    func write(_ bytes: [UInt8], to relative: String) throws -> String {
        let target = path(relative)
        try fileManager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: target))
        return target
    }

    func exists(_ relative: String) -> Bool {
        fileManager.fileExists(atPath: path(relative))
    }

    func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(relative))))
    }

    func text(_ relative: String) throws -> String {
        String(decoding: try bytes(relative), as: UTF8.self)
    }

    /// Every file and folder below `relative` (hidden ones included), as sorted relative paths.
    func listing(_ relative: String = "") -> [String] {
        let base = relative.isEmpty ? root : path(relative)
        return ((try? fileManager.subpathsOfDirectory(atPath: base)) ?? []).sorted()
    }

    /// Files (not folders) below `relative`, as sorted relative paths.
    func files(_ relative: String = "") -> [String] {
        let base = relative.isEmpty ? root : path(relative)
        return listing(relative).filter { entry in
            var isDirectory: ObjCBool = false
            return fileManager.fileExists(atPath: (base as NSString).appendingPathComponent(entry), isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }
    }

    func modificationDate(_ relative: String) throws -> Date? {
        try fileManager.attributesOfItem(atPath: path(relative))[.modificationDate] as? Date
    }

    func setModificationDate(_ date: Date, of relative: String) throws {
        try fileManager.setAttributes([.modificationDate: date], ofItemAtPath: path(relative))
    }

    func permissions(_ relative: String) throws -> Int? {
        (try fileManager.attributesOfItem(atPath: path(relative))[.posixPermissions] as? NSNumber)?.intValue
    }

    func setPermissions(_ mode: Int, of relative: String) throws {
        try fileManager.setAttributes([.posixPermissions: NSNumber(value: mode)], ofItemAtPath: path(relative))
    }
}

/// Runs `body` in a fresh sandbox and removes it afterwards, whatever happens.
func withSandbox(_ body: (Sandbox) throws -> Void) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try body(sandbox)
}

/// Records an issue for every entry below `relative` whose name starts with `.`: a temporary
/// file left behind by a write.
func expectNoHiddenFiles(in sandbox: Sandbox, _ relative: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let hidden = sandbox.listing(relative).filter { entry in
        entry.split(separator: "/").contains { $0.hasPrefix(".") }
    }
    #expect(hidden.isEmpty, "temporary files left behind: \(hidden)", sourceLocation: sourceLocation)
}

/// The text between the first `<name` start tag and its matching `</name>` (same element kind,
/// not nested in the samples), for comparing one element of a layout and its variant.
func elementText(named name: String, in text: String, containing marker: String? = nil) -> Substring? {
    var searchStart = text.startIndex
    while let start = text.range(of: "<\(name) ", range: searchStart..<text.endIndex) {
        guard let end = text.range(of: "</\(name)>", range: start.upperBound..<text.endIndex) else { return nil }
        let element = text[start.lowerBound..<end.upperBound]
        if marker.map({ element.contains($0) }) ?? true { return element }
        searchStart = end.upperBound
    }
    return nil
}

/// The 1-based line and column of the first occurrence of `needle` in `text`.
func position(of needle: String, in text: String) -> (line: Int, column: Int)? {
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if let range = line.range(of: needle) {
            return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
        }
    }
    return nil
}
