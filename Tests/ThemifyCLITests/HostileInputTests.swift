import Foundation
import Testing
import ThemifyTestSupport

#if canImport(Glibc)
import Glibc
import ThemifyModel
#endif

// MARK: - Harness shared with FaultTests

/// Runs the built `themify` executable (or another program) as a child process in a sandbox,
/// with a watchdog, and checks what robustness tests check after every run: one-line located
/// diagnostics, nothing half-written, inputs untouched.
enum RobustnessHarness {
    /// A process still running after this long has hung: it is killed and an issue recorded.
    static let watchdogSeconds = 60

    /// What one finished child process did.
    struct Run: CustomStringConvertible {
        let arguments: [String]
        let status: Int32
        let reason: Process.TerminationReason
        let stdout: Data
        let stderr: String
        let hung: Bool

        var description: String {
            let how = reason == .exit ? "exit status \(status)" : "terminated by signal \(status)"
            let shown = stderr.count > 4000 ? String(stderr.prefix(4000)) + "… (\(stderr.count) characters in all)" : stderr
            return "\(how)\(hung ? " (hung; killed by the watchdog)" : ""); stderr:\n\(shown)"
        }
    }

    /// A started child process.
    final class Child {
        let arguments: [String]
        private let running: RunningProcess

        fileprivate init(arguments: [String], running: RunningProcess) {
            self.arguments = arguments
            self.running = running
        }

        var isRunning: Bool { running.isRunning }

        func send(_ signalNumber: Int32) {
            running.send(signalNumber)
        }

        /// Waits for the process to end; past the watchdog it is killed and "hung" recorded.
        func wait(sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Run {
            let outcome = running.wait()
            if outcome.timedOut {
                Issue.record(
                    "hung: \(arguments.joined(separator: " ")) did not end within \(RobustnessHarness.watchdogSeconds) s and was killed",
                    sourceLocation: sourceLocation)
            }
            return Run(
                arguments: arguments, status: outcome.status, reason: outcome.reason, stdout: outcome.stdout, stderr: outcome.stderr,
                hung: outcome.timedOut)
        }
    }

    /// The built themify, or nil with an issue recorded.
    static func themify(sourceLocation: Testing.SourceLocation = #_sourceLocation) -> URL? {
        if let executable = TestProcess.builtProduct() { return executable }
        Issue.record("\(TestProcess.notBuilt())", sourceLocation: sourceLocation)
        return nil
    }

    /// Starts `executable` in `sandbox` (or its folder `directory`), under the watchdog.
    static func start(_ executable: URL, _ arguments: [String], in sandbox: Sandbox, directory: String? = nil) throws -> Child {
        let folder = directory.map { URL(fileURLWithPath: sandbox.path($0)) } ?? sandbox.url
        let running = try TestProcess(executable, arguments, in: folder, timeout: TimeInterval(watchdogSeconds)).start()
        return Child(arguments: [executable.lastPathComponent] + arguments, running: running)
    }

    /// Runs `executable` to its end (or the watchdog's).
    static func run(
        _ executable: URL, _ arguments: [String], in sandbox: Sandbox, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Run {
        try start(executable, arguments, in: sandbox).wait(sourceLocation: sourceLocation)
    }

    // MARK: Diagnostics

    /// One `path:line:column: severity: message` line.
    struct Located: CustomStringConvertible {
        let path: String
        let line: Int
        let column: Int
        let severity: String
        let message: String

        var description: String { "\(path):\(line):\(column): \(severity): \(message)" }
    }

    static func located(_ text: Substring) -> Located? {
        for severity in ["error", "warning", "note"] {
            guard let separator = text.range(of: ": \(severity): ") else { continue }
            let message = text[separator.upperBound...]
            let head = text[..<separator.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard head.count >= 3, let line = Int(head[head.count - 1 - 1]), let column = Int(head[head.count - 1]) else { continue }
            let path = head.dropLast(2).joined(separator: ":")
            guard !path.isEmpty, !message.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            return Located(path: path, line: line, column: column, severity: severity, message: String(message))
        }
        return nil
    }

    /// Every line of standard error is one located diagnostic (or starts with an allowed prefix):
    /// no continuation lines, no blank lines, no diagnostic without `path:line:column:`.
    static func expectOneLineLocatedDiagnostics(
        _ run: Run, allowing prefixes: [String] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        var lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        let stray = lines.filter { line in located(line) == nil && !prefixes.contains { line.hasPrefix($0) } }
        #expect(
            stray.isEmpty,
            "standard error has lines that are not one-line `path:line:column: severity:` diagnostics: \(stray.prefix(5).map { String($0.prefix(300)) })",
            sourceLocation: sourceLocation)
    }

    static func diagnostics(in run: Run, severity: String = "error", where matches: (String) -> Bool) -> [Located] {
        run.stderr.split(separator: "\n").compactMap(located).filter { $0.severity == severity && matches($0.path) }
    }

    /// The run ended by itself with `exitCode` (not by a signal, not by the watchdog), with at
    /// least one located error naming `path`, each message line on one line.
    @discardableResult
    static func expectLocatedErrors(
        _ run: Run, exitCode: Int32, at path: String, messageContains needles: [String] = [],
        maximumErrors: Int = 10, lines allowedLines: ClosedRange<Int>? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [Located] {
        #expect(!run.hung, "hung", sourceLocation: sourceLocation)
        #expect(run.reason == .exit, "themify crashed: \(run)", sourceLocation: sourceLocation)
        #expect(run.status == exitCode, "expected exit status \(exitCode): \(run)", sourceLocation: sourceLocation)
        expectOneLineLocatedDiagnostics(run, sourceLocation: sourceLocation)
        let errors = diagnostics(in: run) { $0 == path }
        #expect(!errors.isEmpty, "no `\(path):line:column: error:` diagnostic: \(run)", sourceLocation: sourceLocation)
        #expect(
            errors.count <= maximumErrors,
            "\(errors.count) errors for one problem (at most \(maximumErrors) expected); the first: \(errors.prefix(4))",
            sourceLocation: sourceLocation)
        let unpositioned = errors.filter { $0.line < 1 || $0.column < 1 }
        #expect(unpositioned.isEmpty, "errors without a line and column: \(unpositioned.prefix(4))", sourceLocation: sourceLocation)
        if let allowedLines {
            let misplaced = errors.filter { !allowedLines.contains($0.line) }
            #expect(
                misplaced.isEmpty,
                "\(misplaced.count) of \(errors.count) errors located outside lines \(allowedLines): \(misplaced.prefix(4))",
                sourceLocation: sourceLocation)
        }
        for needle in needles {
            #expect(
                errors.contains { $0.message.localizedCaseInsensitiveContains(needle) },
                "no error mentions '\(needle)': \(errors.prefix(4))", sourceLocation: sourceLocation)
        }
        return errors
    }

    // MARK: Files

    /// Nothing at all below `relative`: no variant, no temporary file.
    static func expectNothingWritten(in sandbox: Sandbox, _ relative: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let entries = sandbox.listing(relative)
        let files = sandbox.files(relative)
        #expect(files.isEmpty, "files written below \(relative): \(files.prefix(10))", sourceLocation: sourceLocation)
        let hidden = entries.filter { $0.split(separator: "/").contains { $0.hasPrefix(".") } }
        #expect(hidden.isEmpty, "temporary files left below \(relative): \(hidden.prefix(10))", sourceLocation: sourceLocation)
    }

    /// The files below `relative` are exactly `expected` (relative names), byte for byte.
    static func expectUntouched(
        _ expected: [String: Data], in sandbox: Sandbox, _ relative: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let present = sandbox.files(relative)
        #expect(
            present == expected.keys.sorted(),
            "the input folder changed (a variant or temporary file beside the input?): \(present.prefix(10))",
            sourceLocation: sourceLocation)
        for (name, bytes) in expected {
            let current = try? Data(contentsOf: URL(fileURLWithPath: sandbox.path(relative + "/" + name)))
            #expect(current == bytes, "\(relative)/\(name) was modified", sourceLocation: sourceLocation)
        }
    }

    static func data(_ sandbox: Sandbox, _ relative: String) -> Data? {
        try? Data(contentsOf: URL(fileURLWithPath: sandbox.path(relative)))
    }

    /// Every file in the sandbox (captured output included) whose bytes contain `needle`.
    static func filesContaining(_ needle: String, in sandbox: Sandbox) -> [String] {
        let pattern = Data(needle.utf8)
        return sandbox.files().filter { name in
            guard let bytes = data(sandbox, name) else { return false }
            return bytes.range(of: pattern) != nil
        }
    }

    /// Writes `data` to `relative` in the sandbox, creating folders; returns the path.
    @discardableResult
    static func write(_ data: Data, to relative: String, in sandbox: Sandbox) throws -> String {
        let path = sandbox.path(relative)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    static var xmllint: URL? {
        let url = URL(fileURLWithPath: "/usr/bin/xmllint")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }
}

/// A reproducible byte source for "random" hostile files.
struct RobustnessGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func bytes(_ count: Int) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(count)
        while result.count < count {
            var word = next()
            for _ in 0..<8 where result.count < count {
                result.append(UInt8(truncatingIfNeeded: word))
                word >>= 8
            }
        }
        return result
    }
}

// MARK: - Hostile layouts and theme files

/// Layouts and theme files written to hurt: entity tricks, absurd sizes and depths, broken
/// encodings, escaping traps. Each runs the real executable and expects a clean, located,
/// one-line error (or a faithful variant), nothing half-written, and the input untouched.
@Suite struct HostileInputTests {
    static let documentStart =
        #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">"#

    /// A small layout: the XML declaration, `doctype` (if any) on the following lines, then a
    /// document whose `<objects>` hold `objects`.
    static func layout(doctype: String? = nil, objects: String) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        if let doctype { text += doctype + "\n" }
        text += documentStart + "\n    <objects>\n" + objects + "\n    </objects>\n</document>\n"
        return text
    }

    /// Where a hostile entity is used.
    enum EntityUse: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case content, attribute
        var testDescription: String { "in \(rawValue)" }

        func objects(referencing entity: String) -> String {
            switch self {
            case .content:
                return
                    "        <label opaque=\"NO\" id=\"Lbl-aa-001\">\n            <string key=\"text\">\(entity)</string>\n        </label>"
            case .attribute:
                return "        <label opaque=\"NO\" text=\"\(entity)\" id=\"Lbl-aa-001\"/>"
            }
        }
    }

    /// 1-based line of the first occurrence of `needle`.
    static func line(of needle: String, in text: String) -> Int {
        position(of: needle, in: text)?.line ?? 0
    }

    /// Writes `In/<name>` and an empty theme `{}`, runs `In/<name> --theme empty -o Out`, and
    /// checks the common ground of a refused layout: located one-line error naming the file,
    /// exit status 1, nothing in `Out`, nothing beside the input, the input byte-for-byte.
    @discardableResult
    static func expectRefused(
        _ bytes: Data, name: String = "Hostile.xib", messageContains: [String] = [], maximumErrors: Int = 10,
        lines: ClosedRange<Int>? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation,
        then check: (Sandbox, RobustnessHarness.Run) throws -> Void = { _, _ in }
    ) throws -> RobustnessHarness.Run? {
        guard let themify = RobustnessHarness.themify(sourceLocation: sourceLocation) else { return nil }
        var result: RobustnessHarness.Run?
        try withSandbox { sandbox in
            let input = "In/\(name)"
            try RobustnessHarness.write(bytes, to: input, in: sandbox)
            try sandbox.write("{}\n", to: "Themes/empty.json")

            let run = try RobustnessHarness.run(
                themify, [input, "--theme", "empty", "--themes", "Themes", "-o", "Out"], in: sandbox, sourceLocation: sourceLocation)
            result = run
            RobustnessHarness.expectLocatedErrors(
                run, exitCode: 1, at: input, messageContains: messageContains, maximumErrors: maximumErrors, lines: lines,
                sourceLocation: sourceLocation)
            #expect(
                run.stdout.isEmpty, "standard output: \(String(decoding: run.stdout.prefix(300), as: UTF8.self))",
                sourceLocation: sourceLocation)
            RobustnessHarness.expectNothingWritten(in: sandbox, "Out", sourceLocation: sourceLocation)
            RobustnessHarness.expectUntouched([name: bytes], in: sandbox, "In", sourceLocation: sourceLocation)
            try check(sandbox, run)
        }
        return result
    }

    static let passwd = "file:///etc/passwd"

    /// Nothing of /etc/passwd ("root:x:0:0:…") reached standard output, standard error or any file.
    static func expectNothingDisclosed(
        _ sandbox: Sandbox, _ run: RobustnessHarness.Run, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(!run.stderr.contains("root:"), "standard error discloses /etc/passwd", sourceLocation: sourceLocation)
        #expect(run.stdout.range(of: Data("root:".utf8)) == nil, "standard output discloses /etc/passwd", sourceLocation: sourceLocation)
        let leaking = RobustnessHarness.filesContaining("root:", in: sandbox)
        #expect(leaking.isEmpty, "files disclose /etc/passwd: \(leaking)", sourceLocation: sourceLocation)
    }

    // MARK: External entities

    @Test(arguments: EntityUse.allCases)
    func externalFileEntityIsNeverRead(use: EntityUse) throws {
        // /etc/passwd starts "root:x:0:0:" on any Linux: its text anywhere would show.
        let text = Self.layout(
            doctype: "<!DOCTYPE document [<!ENTITY x SYSTEM \"\(Self.passwd)\">]>", objects: use.objects(referencing: "&x;"))
        try Self.expectRefused(Data(text.utf8), lines: 2...Self.line(of: "&x;", in: text)) { sandbox, run in
            Self.expectNothingDisclosed(sandbox, run)
        }
    }

    /// `http://127.0.0.1:9/x` (the discard port): refused without a fetch; the watchdog proves
    /// it does not wait on the network.
    @Test(arguments: EntityUse.allCases)
    func externalNetworkEntityFailsFast(use: EntityUse) throws {
        let text = Self.layout(
            doctype: "<!DOCTYPE document [<!ENTITY x SYSTEM \"http://127.0.0.1:9/x\">]>", objects: use.objects(referencing: "&x;"))
        try Self.expectRefused(Data(text.utf8), lines: 2...Self.line(of: "&x;", in: text))
    }

    /// An entity naming a port this test listens on: no connection may ever arrive.
    @Test(arguments: EntityUse.allCases)
    func externalNetworkEntityNeverConnects(use: EntityUse) throws {
        let listener = try #require(RobustnessListener(), "could not listen on 127.0.0.1")
        defer { listener.close() }
        let text = Self.layout(
            doctype: "<!DOCTYPE document [<!ENTITY x SYSTEM \"http://127.0.0.1:\(listener.port)/x\">]>",
            objects: use.objects(referencing: "&x;"))
        try Self.expectRefused(Data(text.utf8), lines: 2...Self.line(of: "&x;", in: text))
        #expect(!listener.hasPendingConnection(), "themify connected to the entity's URL")
    }

    @Test func externalParameterEntityIsNeverRead() throws {
        let text = Self.layout(
            doctype: "<!DOCTYPE document [<!ENTITY % x SYSTEM \"\(Self.passwd)\"> %x;]>",
            objects: "        <label opaque=\"NO\" id=\"Lbl-aa-001\"/>")
        try Self.expectRefused(Data(text.utf8), lines: 2...2) { sandbox, run in
            Self.expectNothingDisclosed(sandbox, run)
        }
    }

    /// An external DTD, a default attribute value, an XInclude: never loaded, expanded or
    /// followed. themify may theme these layouts or refuse them, but reveals nothing.
    @Test(arguments: ["external DTD", "XInclude", "external DTD via public id"])
    func otherInclusionTricksRevealNothing(trick: String) throws {
        let text: String
        switch trick {
        case "external DTD":
            text = Self.layout(
                doctype: "<!DOCTYPE document SYSTEM \"\(Self.passwd)\">", objects: "        <label opaque=\"NO\" id=\"Lbl-aa-001\"/>")
        case "XInclude":
            text = Self.layout(
                objects: "        <xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\"\(Self.passwd)\" parse=\"text\"/>")
        default:
            text = Self.layout(
                doctype: "<!DOCTYPE document PUBLIC \"-//X//Y//EN\" \"\(Self.passwd)\">",
                objects: "        <label opaque=\"NO\" id=\"Lbl-aa-001\"/>")
        }
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.write(text, to: "In/Trick.xib")
            try sandbox.write("{}\n", to: "Themes/empty.json")
            let run = try RobustnessHarness.run(
                themify, ["In/Trick.xib", "--theme", "empty", "--themes", "Themes", "-o", "Out"], in: sandbox)
            #expect(run.reason == .exit, "\(run)")
            #expect(run.status == 0 || run.status == 1, "\(run)")
            RobustnessHarness.expectOneLineLocatedDiagnostics(run)
            if run.status == 0 {
                // Passed through: the variant through `{}` is the input itself.
                #expect(RobustnessHarness.data(sandbox, "Out/Trick-empty.xib") == Data(text.utf8))
            } else {
                RobustnessHarness.expectLocatedErrors(run, exitCode: 1, at: "In/Trick.xib")
                RobustnessHarness.expectNothingWritten(in: sandbox, "Out")
            }
            expectNoHiddenFiles(in: sandbox, "Out")
            RobustnessHarness.expectUntouched(["Trick.xib": Data(text.utf8)], in: sandbox, "In")
            Self.expectNothingDisclosed(sandbox, run)
        }
    }

    // MARK: Expansion and depth

    /// Ten levels of ten references each (10^10 "ha"s if expanded): refused at once.
    @Test(arguments: EntityUse.allCases)
    func billionLaughsIsRefused(use: EntityUse) throws {
        var declarations = ["<!ENTITY lol0 \"ha\">"]
        for level in 1...10 {
            declarations.append("<!ENTITY lol\(level) \"\(String(repeating: "&lol\(level - 1);", count: 10))\">")
        }
        let doctype = "<!DOCTYPE document [\n" + declarations.joined(separator: "\n") + "\n]>"
        let text = Self.layout(doctype: doctype, objects: use.objects(referencing: "&lol10;"))
        // Located somewhere between the DOCTYPE and the use, not at the XML declaration.
        try Self.expectRefused(Data(text.utf8), lines: 2...Self.line(of: "&lol10;", in: text))
    }

    @Test func hundredThousandDeepNestingIsRefusedWithoutACrash() throws {
        let depth = 100_000
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + Self.documentStart + "\n    <objects>\n"
        text += String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth)
        text += "\n    </objects>\n</document>\n"
        let run = try Self.expectRefused(Data(text.utf8), messageContains: ["nest"])
        if let run {
            // Exactly 1: a stack overflow would show as a signal (or 134/139 from a shell).
            #expect(run.reason == .exit && run.status == 1, "\(run)")
        }
    }

    @Test func twentyMegabyteAttributeValueIsRefused() throws {
        var bytes = Array(Self.layout(objects: "        <label opaque=\"NO\" text=\"@@@\" id=\"Lbl-aa-001\"/>").utf8)
        let marker = Array("@@@".utf8)
        let index = try #require((0...(bytes.count - marker.count)).first { bytes[$0..<$0 + marker.count].elementsEqual(marker) })
        bytes.replaceSubrange(index..<index + marker.count, with: repeatElement(UInt8(ascii: "a"), count: 20 << 20))
        try Self.expectRefused(Data(bytes), maximumErrors: 1)
    }

    /// Over 256 MB: refused by size. The file is sparse (a real header, then a hole of zeros),
    /// so it costs no disk writes; it is deleted with the sandbox.
    @Test func layoutOverTwoHundredFiftySixMegabytesIsRefused() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            let header = Data(Self.layout(objects: "        <label opaque=\"NO\" id=\"Lbl-aa-001\"/>").utf8.prefix(300))
            let size = (256 << 20) + (1 << 20)
            let input = sandbox.path("In/Huge.xib")
            try RobustnessHarness.write(Data(), to: "In/Huge.xib", in: sandbox)
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: input))
            try handle.write(contentsOf: header)
            try handle.truncate(atOffset: UInt64(size))
            try handle.close()
            defer { try? FileManager.default.removeItem(atPath: input) }
            try sandbox.write("{}\n", to: "Themes/empty.json")

            let run = try RobustnessHarness.run(
                themify, ["In/Huge.xib", "--theme", "empty", "--themes", "Themes", "-o", "Out"], in: sandbox)
            RobustnessHarness.expectLocatedErrors(
                run, exitCode: 1, at: "In/Huge.xib", messageContains: ["themify reads files of up to 256 MB"], maximumErrors: 1)
            RobustnessHarness.expectNothingWritten(in: sandbox, "Out")
            #expect(sandbox.files("In") == ["Huge.xib"])
            expectNoHiddenFiles(in: sandbox, "In")
            var expected = Data(count: size)
            expected.replaceSubrange(0..<header.count, with: header)
            let current = try Data(contentsOf: URL(fileURLWithPath: input), options: .alwaysMapped)
            #expect(current == expected, "the input was modified")
        }
    }

    /// Far over the limit (a sparse 2 GB file) under a 1 GB address-space limit (`ulimit -v`,
    /// ample for theming any real layout): the size must be judged before the file is read, so
    /// the refusal is the size message, not a failed read or an allocation crash.
    @Test func layoutFarOverTheLimitIsRefusedBeforeItIsRead() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            let header = Data(Self.layout(objects: "        <label opaque=\"NO\" id=\"Lbl-aa-001\"/>").utf8.prefix(300))
            let input = try RobustnessHarness.write(header, to: "In/Huge.xib", in: sandbox)
            defer { try? FileManager.default.removeItem(atPath: input) }
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: input))
            try handle.truncate(atOffset: UInt64(2) << 30)
            try handle.close()
            try sandbox.write("{}\n", to: "Themes/empty.json")
            let profile = try Data(contentsOf: Fixtures.sampleLayouts.appendingPathComponent("Profile.xib"))
            try RobustnessHarness.write(profile, to: "Small/Profile.xib", in: sandbox)

            let shell = URL(fileURLWithPath: "/bin/sh")
            // AddressSanitizer reserves terabytes of shadow address space, which no address-space
            // limit allows: under scripts/sanitize.sh the size check runs without the limit.
            let underSanitizer = ProcessInfo.processInfo.environment["THEMIFY_SANITIZER"] != nil
            let limit = underSanitizer ? "" : "ulimit -v 1048576 && "
            let limited = ["-c", "\(limit)exec \"$0\" \"$@\"", themify.path]
            // The limit itself is no obstacle: a real layout themes under it.
            let control = try RobustnessHarness.run(
                shell, limited + ["Small/Profile.xib", "--theme", "empty", "--themes", "Themes", "-o", "SmallOut", "-q"], in: sandbox)
            #expect(
                control.reason == .exit && control.status == 0, "Profile.xib does not theme under a 1 GB address-space limit: \(control)")

            let run = try RobustnessHarness.run(
                shell, limited + ["In/Huge.xib", "--theme", "empty", "--themes", "Themes", "-o", "Out"], in: sandbox)
            RobustnessHarness.expectLocatedErrors(
                run, exitCode: 1, at: "In/Huge.xib", messageContains: ["themify reads files of up to 256 MB"], maximumErrors: 1)
            RobustnessHarness.expectNothingWritten(in: sandbox, "Out")
            #expect(sandbox.files("In") == ["Huge.xib"])
            let size = (try? FileManager.default.attributesOfItem(atPath: input)[.size] as? NSNumber)?.intValue
            #expect(size == 2 << 30, "the input's size changed")
            let handleForReading = try FileHandle(forReadingFrom: URL(fileURLWithPath: input))
            let start = try handleForReading.read(upToCount: header.count)
            try handleForReading.close()
            #expect(start == header, "the input was modified")
        }
    }

    /// ~40 MB of views (four times libxml2's single-chunk limit): themed through `{}`, the
    /// variant is the input byte for byte.
    @Test func fortyMegabyteLayoutPassesThroughAnEmptyTheme() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + Self.documentStart + "\n    <objects>\n"
            text.reserveCapacity(41 << 20)
            var index = 0
            while text.utf8.count < 40_000_000 {
                text +=
                    "        <view contentMode=\"scaleToFill\" id=\"V\(index)-xx-yyy\">\n            <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"852\"/>\n            <color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>\n        </view>\n"
                index += 1
            }
            text += "    </objects>\n</document>\n"
            let bytes = Data(text.utf8)
            try RobustnessHarness.write(bytes, to: "In/Large.xib", in: sandbox)
            try sandbox.write("{}\n", to: "Themes/empty.json")

            let run = try RobustnessHarness.run(
                themify, ["In/Large.xib", "--theme", "empty", "--themes", "Themes", "-o", "Out"], in: sandbox)
            #expect(run.reason == .exit && run.status == 0, "\(run)")
            RobustnessHarness.expectOneLineLocatedDiagnostics(run)
            #expect(sandbox.files("Out") == ["Large-empty.xib"])
            #expect(RobustnessHarness.data(sandbox, "Out/Large-empty.xib") == bytes, "the variant through {} differs from the input")
            expectNoHiddenFiles(in: sandbox, "Out")
            RobustnessHarness.expectUntouched(["Large.xib": bytes], in: sandbox, "In")
        }
    }

    // MARK: Broken bytes

    enum BrokenFile: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case empty, whitespaceOnly, randomBinary, invalidUTF8InAttribute, utf16WithBOM, truncatedInATag, truncatedInAMultibyteCharacter
        var testDescription: String { rawValue }

        var bytes: [UInt8] {
            let profile = (try? [UInt8](Data(contentsOf: Fixtures.sampleLayouts.appendingPathComponent("Profile.xib")))) ?? []
            switch self {
            case .empty:
                return []
            case .whitespaceOnly:
                return Array("  \n\t\n   \r\n".utf8)
            case .randomBinary:
                var generator = RobustnessGenerator(seed: 0x7E11_F00D)
                return generator.bytes(64 << 10)
            case .invalidUTF8InAttribute:
                var bytes = Array(HostileInputTests.layout(objects: "        <label opaque=\"NO\" text=\"@@@\" id=\"Lbl-aa-001\"/>").utf8)
                let index = bytes.firstIndex(of: UInt8(ascii: "@"))!
                bytes.replaceSubrange(index..<index + 3, with: [0x61, 0xC3, 0x28, 0xFF, 0xFE, 0x62])
                return bytes
            case .utf16WithBOM:
                let text = HostileInputTests.layout(objects: "        <label opaque=\"NO\" text=\"Hello\" id=\"Lbl-aa-001\"/>")
                    .replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
                return [0xFF, 0xFE] + text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
            case .truncatedInATag:
                // Cut in the middle of the attributes of the first <label>.
                let start = profile.indices.first { profile[$0...].starts(with: Array("<label ".utf8)) } ?? 0
                return Array(profile[..<(start + 60)])
            case .truncatedInAMultibyteCharacter:
                // "Jane Appleseed" → "Janë Appleseed", cut after the first of ë's two bytes.
                let name = Array("Jane Appleseed".utf8)
                guard let start = profile.indices.first(where: { profile[$0...].starts(with: name) }) else { return [] }
                var bytes = profile
                bytes.replaceSubrange(start..<start + name.count, with: Array("Janë Appleseed".utf8))
                return Array(bytes[..<(start + 4)])
            }
        }

        var messageContains: [String] {
            switch self {
            case .empty: return ["empty"]
            case .invalidUTF8InAttribute: return ["UTF-8"]
            case .utf16WithBOM: return ["UTF-16"]
            default: return []
            }
        }
    }

    @Test(arguments: BrokenFile.allCases)
    func brokenBytesAreALocatedError(file: BrokenFile) throws {
        let bytes = file.bytes
        if file != .empty { try #require(!bytes.isEmpty, "fixture could not be made") }
        let lineCount = bytes.filter { $0 == UInt8(ascii: "\n") }.count + 1
        try Self.expectRefused(Data(bytes), messageContains: file.messageContains, lines: 1...lineCount)
    }

    // MARK: Theme files

    enum HostileTheme: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case extendsCycle, jsonNestedTenThousandDeep, xmlPlistNestedTenThousandDeep, randomBytesPlist, garbageBinaryPlist,
            selfContainingBinaryPlist, deeplyNestedBinaryPlist, emptyJSON
        var testDescription: String { rawValue }

        /// The theme folder's files and the `--theme` argument.
        var files: (files: [String: Data], theme: String) {
            switch self {
            case .extendsCycle:
                return (
                    [
                        "a.json": Data("{\n  \"$extends\": \"b\",\n  \"headerImage\": \"header_a\"\n}\n".utf8),
                        "b.json": Data("{\n  \"$extends\": \"a\"\n}\n".utf8),
                    ], "a"
                )
            case .jsonNestedTenThousandDeep:
                let deep =
                    "{\n  \"headerImage\": " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n}\n"
                return (["deep.json": Data(deep.utf8)], "deep")
            case .xmlPlistNestedTenThousandDeep:
                let deep =
                    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>headerImage</key>\n"
                    + String(repeating: "<array>", count: 10_000) + String(repeating: "</array>", count: 10_000) + "\n</dict>\n</plist>\n"
                return (["deep.plist": Data(deep.utf8)], "deep")
            case .randomBytesPlist:
                var generator = RobustnessGenerator(seed: 0xB1157)
                return (["garbage.plist": Data(generator.bytes(4096))], "garbage")
            case .garbageBinaryPlist:
                var generator = RobustnessGenerator(seed: 0xB1158)
                return (["garbage.plist": Data(Array("bplist00".utf8) + generator.bytes(4096))], "garbage")
            case .selfContainingBinaryPlist:
                // One array whose only element is itself.
                return (["cycle.plist": Self.binaryPropertyList(objects: [[0xA1, 0x00]], referenceSize: 1)], "cycle")
            case .deeplyNestedBinaryPlist:
                // 20,000 arrays, each holding the next.
                let count = 20_000
                var objects: [[UInt8]] = []
                for index in 1..<count {
                    let high = UInt8(truncatingIfNeeded: index >> 8)
                    let low = UInt8(truncatingIfNeeded: index)
                    objects.append([0xA1, high, low])
                }
                objects.append([0xA0])
                return (["deep.plist": Self.binaryPropertyList(objects: objects, referenceSize: 2)], "deep")
            case .emptyJSON:
                return (["empty.json": Data()], "empty")
            }
        }

        /// The theme files an error may name.
        var erroneousFiles: [String] {
            switch self {
            case .extendsCycle: return ["Themes/a.json", "Themes/b.json"]
            default: return files.files.keys.map { "Themes/" + $0 }
            }
        }

        static func binaryPropertyList(objects: [[UInt8]], referenceSize: UInt8) -> Data {
            var bytes = Array("bplist00".utf8)
            var offsets: [Int] = []
            for object in objects {
                offsets.append(bytes.count)
                bytes += object
            }
            let tableOffset = bytes.count
            for offset in offsets { bytes += withUnsafeBytes(of: UInt32(offset).bigEndian, Array.init) }
            bytes += [0, 0, 0, 0, 0, 0, 4, referenceSize]
            bytes += withUnsafeBytes(of: UInt64(objects.count).bigEndian, Array.init)
            bytes += withUnsafeBytes(of: UInt64(0).bigEndian, Array.init)
            bytes += withUnsafeBytes(of: UInt64(tableOffset).bigEndian, Array.init)
            return Data(bytes)
        }
    }

    @Test(arguments: HostileTheme.allCases)
    func hostileThemeFileIsALocatedError(theme: HostileTheme) throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            let (files, name) = theme.files
            for (file, bytes) in files { try RobustnessHarness.write(bytes, to: "Themes/\(file)", in: sandbox) }
            let profile = try Data(contentsOf: Fixtures.sampleLayouts.appendingPathComponent("Profile.xib"))
            try RobustnessHarness.write(profile, to: "In/Profile.xib", in: sandbox)

            let run = try RobustnessHarness.run(
                themify, ["In/Profile.xib", "--theme", name, "--themes", "Themes", "-o", "Out"], in: sandbox)
            #expect(!run.hung)
            #expect(run.reason == .exit, "themify crashed: \(run)")
            #expect(run.status == 1, "\(run)")
            RobustnessHarness.expectOneLineLocatedDiagnostics(run)
            let errors = RobustnessHarness.diagnostics(in: run) { theme.erroneousFiles.contains($0) }
            #expect(!errors.isEmpty, "no error located at \(theme.erroneousFiles): \(run)")
            #expect(errors.allSatisfy { $0.line >= 1 && $0.column >= 1 }, "\(errors)")
            RobustnessHarness.expectNothingWritten(in: sandbox, "Out")
            RobustnessHarness.expectUntouched(["Profile.xib": profile], in: sandbox, "In")
            RobustnessHarness.expectUntouched(files, in: sandbox, "Themes")
        }
    }

    // MARK: Escaping

    /// `"`, `<`, `>`, `&` and `'` in an image name: written as Xcode escapes attributes, and the
    /// variant reads back to the very same name.
    @Test func markupCharactersInAThemeValueAreEscaped() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        let name = #"a"b<c>&d'e"#
        try withSandbox { sandbox in
            try sandbox.write(#"{ "headerImage": "a\"b<c>&d'e" }"# + "\n", to: "Themes/tricky.json")
            let profile = try Data(contentsOf: Fixtures.sampleLayouts.appendingPathComponent("Profile.xib"))
            try RobustnessHarness.write(profile, to: "In/Profile.xib", in: sandbox)

            let run = try RobustnessHarness.run(
                themify, ["In/Profile.xib", "--theme", "tricky", "--themes", "Themes", "-o", "Out"], in: sandbox)
            #expect(run.reason == .exit && run.status == 0, "\(run)")
            RobustnessHarness.expectOneLineLocatedDiagnostics(run)
            #expect(sandbox.files("Out") == ["Profile-tricky.xib"])
            expectNoHiddenFiles(in: sandbox, "Out")
            RobustnessHarness.expectUntouched(["Profile.xib": profile], in: sandbox, "In")
            let variant = try sandbox.text("Out/Profile-tricky.xib")
            #expect(variant.contains(#"image="a&quot;b&lt;c&gt;&amp;d'e""#), "the image attribute is not escaped as Xcode escapes it")

            try Self.expectRereads(sandbox, variant: "Out/Profile-tricky.xib", imageViewID: "QFV-vW-rzL", image: name, themify: themify)
        }
    }

    /// Control characters cannot appear in XML 1.0 at all (not even as `&#1;`): a theme value
    /// holding one must be refused at the theme file, or written so that the variant still parses.
    @Test func controlCharactersInAThemeValueNeverMakeAMalformedVariant() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.write(#"{ "headerImage": "a\u0001b\u0000c" }"# + "\n", to: "Themes/control.json")
            let profile = try Data(contentsOf: Fixtures.sampleLayouts.appendingPathComponent("Profile.xib"))
            try RobustnessHarness.write(profile, to: "In/Profile.xib", in: sandbox)

            let run = try RobustnessHarness.run(
                themify, ["In/Profile.xib", "--theme", "control", "--themes", "Themes", "-o", "Out"], in: sandbox)
            #expect(run.reason == .exit, "\(run)")
            RobustnessHarness.expectOneLineLocatedDiagnostics(run)
            RobustnessHarness.expectUntouched(["Profile.xib": profile], in: sandbox, "In")
            expectNoHiddenFiles(in: sandbox, "Out")
            if run.status == 0 {
                // Written: the variant must still be a well-formed layout.
                try sandbox.write("{}\n", to: "Empty/empty.json")
                let reread = try RobustnessHarness.run(
                    themify, ["Out/Profile-control.xib", "--theme", "empty", "--themes", "Empty", "-o", "Reread"], in: sandbox)
                #expect(
                    reread.status == 0,
                    "themify exited 0 but wrote a variant it cannot read back itself (control character written raw): \(reread)")
                if let xmllint = RobustnessHarness.xmllint {
                    let lint = try RobustnessHarness.run(xmllint, ["--noout", "Out/Profile-control.xib"], in: sandbox)
                    #expect(lint.status == 0, "xmllint rejects the variant: \(lint)")
                }
            } else {
                RobustnessHarness.expectLocatedErrors(run, exitCode: 1, at: "Themes/control.json")
                RobustnessHarness.expectNothingWritten(in: sandbox, "Out")
            }
        }
    }

    /// An 11 MB image name: over libxml2's 10 MB limit for one attribute value, so a variant
    /// holding it could not be read again (README: theming a variant again changes nothing).
    /// It must be refused at the theme file, or written so that themify reads the variant back.
    @Test func oversizedThemeValueNeverMakesAnUnreadableVariant() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            let name = String(repeating: "a", count: 11 << 20)
            try sandbox.write("{ \"headerImage\": \"\(name)\" }\n", to: "Themes/long.json")
            let profile = try Data(contentsOf: Fixtures.sampleLayouts.appendingPathComponent("Profile.xib"))
            try RobustnessHarness.write(profile, to: "In/Profile.xib", in: sandbox)

            let run = try RobustnessHarness.run(
                themify, ["In/Profile.xib", "--theme", "long", "--themes", "Themes", "-o", "Out", "-q"], in: sandbox)
            #expect(run.reason == .exit, "\(run)")
            RobustnessHarness.expectOneLineLocatedDiagnostics(run)
            RobustnessHarness.expectUntouched(["Profile.xib": profile], in: sandbox, "In")
            expectNoHiddenFiles(in: sandbox, "Out")
            if run.status == 0 {
                try sandbox.write("{}\n", to: "Empty/empty.json")
                let reread = try RobustnessHarness.run(
                    themify, ["Out/Profile-long.xib", "--theme", "empty", "--themes", "Empty", "-o", "Reread", "-q"], in: sandbox)
                #expect(reread.reason == .exit && reread.status == 0, "themify exited 0 but wrote a variant it cannot read back: \(reread)")
            } else {
                RobustnessHarness.expectLocatedErrors(run, exitCode: 1, at: "Themes/long.json")
                RobustnessHarness.expectNothingWritten(in: sandbox, "Out")
            }
        }
    }

    /// The variant parses (xmllint, if installed, and themify itself through `{}`) and its image
    /// attribute reads back as `image`.
    static func expectRereads(
        _ sandbox: Sandbox, variant: String, imageViewID: String, image: String, themify: URL,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        if let xmllint = RobustnessHarness.xmllint {
            let lint = try RobustnessHarness.run(xmllint, ["--noout", variant], in: sandbox, sourceLocation: sourceLocation)
            #expect(lint.status == 0, "xmllint rejects the variant: \(lint)", sourceLocation: sourceLocation)
            let query = try RobustnessHarness.run(
                xmllint, ["--xpath", "string(//imageView[@id='\(imageViewID)']/@image)", variant], in: sandbox,
                sourceLocation: sourceLocation)
            var value = String(decoding: query.stdout, as: UTF8.self)
            if value.hasSuffix("\n") { value.removeLast() }
            #expect(
                query.status == 0 && value == image,
                "xmllint reads the image back as \(value.debugDescription), not \(image.debugDescription)", sourceLocation: sourceLocation)
        }
        try sandbox.write("{}\n", to: "Empty/empty.json")
        let reread = try RobustnessHarness.run(
            themify, [variant, "--theme", "empty", "--themes", "Empty", "-o", "Reread"], in: sandbox, sourceLocation: sourceLocation)
        #expect(
            reread.reason == .exit && reread.status == 0, "themify cannot read its own variant: \(reread)", sourceLocation: sourceLocation)
        let stem = ((variant as NSString).lastPathComponent as NSString).deletingPathExtension
        #expect(
            RobustnessHarness.data(sandbox, "Reread/\(stem)-empty.xib") == RobustnessHarness.data(sandbox, variant),
            "the variant does not pass through {} unchanged", sourceLocation: sourceLocation)
    }

    // MARK: DOCTYPE

    /// A DOCTYPE with an internal subset nothing uses. Observed: themify themes the layout and
    /// keeps the DOCTYPE verbatim; refusing it cleanly would be acceptable too. Never a crash.
    @Test func doctypeWithAnUnusedInternalSubset() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            let original = try String(contentsOf: Fixtures.sampleLayouts.appendingPathComponent("Profile.xib"), encoding: .utf8)
            let doctype =
                "<!DOCTYPE document [\n<!ENTITY unused \"never used\">\n<!ELEMENT document ANY>\n<!ATTLIST document type CDATA #IMPLIED>\n]>\n"
            let declarationEnd = try #require(original.range(of: "?>\n"))
            let withDoctype = String(original[..<declarationEnd.upperBound]) + doctype + String(original[declarationEnd.upperBound...])
            try sandbox.write(original, to: "Plain/Profile.xib")
            try sandbox.write(withDoctype, to: "In/Profile.xib")

            let reference = try RobustnessHarness.run(
                themify, ["Plain/Profile.xib", "--theme", "metal", "--themes", "Themes", "-o", "Reference", "-q"], in: sandbox)
            #expect(reference.status == 0, "\(reference)")
            let run = try RobustnessHarness.run(
                themify, ["In/Profile.xib", "--theme", "metal", "--themes", "Themes", "-o", "Out"], in: sandbox)
            #expect(run.reason == .exit, "themify crashed: \(run)")
            #expect(run.status == 0 || run.status == 1, "\(run)")
            RobustnessHarness.expectOneLineLocatedDiagnostics(run)
            RobustnessHarness.expectUntouched(["Profile.xib": Data(withDoctype.utf8)], in: sandbox, "In")
            expectNoHiddenFiles(in: sandbox, "Out")
            if run.status == 0 {
                // The same variant as without the DOCTYPE, with the DOCTYPE kept as it was.
                let themed = try sandbox.text("Reference/Profile-metal.xib")
                let end = try #require(themed.range(of: "?>\n"))
                let expected = String(themed[..<end.upperBound]) + doctype + String(themed[end.upperBound...])
                #expect(try sandbox.text("Out/Profile-metal.xib") == expected)
            } else {
                RobustnessHarness.expectLocatedErrors(run, exitCode: 1, at: "In/Profile.xib")
                RobustnessHarness.expectNothingWritten(in: sandbox, "Out")
            }
        }
    }
}

/// A TCP socket listening on 127.0.0.1 at a free port, to prove nobody connects to it.
final class RobustnessListener {
    private var descriptor: Int32
    let port: UInt16

    init?() {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
        var actual = sockaddr_in()
        var actualLength = length
        let named = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &actualLength) }
        }
        guard bound == 0, listen(fd, 16) == 0, named == 0 else {
            Glibc.close(fd)
            return nil
        }
        descriptor = fd
        port = UInt16(bigEndian: actual.sin_port)
    }

    /// Whether a connection is waiting to be accepted (the kernel completes the handshake
    /// without us, so any attempt shows here).
    func hasPendingConnection() -> Bool {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        let connection = accept(descriptor, nil, nil)
        guard connection >= 0 else { return false }
        Glibc.close(connection)
        return true
    }

    func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
    }
}

// MARK: - Bounds checked before libxml2 reads a layout

extension HostileInputTests {
    /// Refused with exactly one error, `message…` at `line:column` of `In/Hostile.xib`.
    static func expectRefused(
        _ text: String, at line: Int, _ column: Int, message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let run = try expectRefused(
            Data(text.utf8), messageContains: [message], maximumErrors: 1, lines: line...line, sourceLocation: sourceLocation)
        guard let run else { return }
        let errors = RobustnessHarness.diagnostics(in: run) { $0 == "In/Hostile.xib" }
        #expect(
            errors.count == 1 && errors.first?.column == column, "expected one error at \(line):\(column): \(errors.prefix(3))",
            sourceLocation: sourceLocation)
        #expect(errors.first?.message.hasPrefix(message) == true, "\(errors.prefix(1))", sourceLocation: sourceLocation)
    }

    static let entitiesMessage =
        "the file declares entities (<!ENTITY …>); Xcode never writes them, and themify refuses a DTD that declares any"

    /// Entities that cost time, not memory: libxml2's amplification guard does not stop these in
    /// themify's SAX mode, so they once passed as valid (in a security review, a 400 KB
    /// one-level layout took 9 s, and a 341 KB two-level one would have taken hours).
    enum EntityBomb: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case oneLevelInContent, oneLevelInAttribute, twoLevels, billionLaughs
        var testDescription: String { rawValue }

        /// The declarations, one a line, each indented four spaces.
        var declarations: [String] {
            switch self {
            case .oneLevelInContent, .oneLevelInAttribute:
                return ["<!ENTITY a \"\(String(repeating: "x", count: 1000))\">"]
            case .twoLevels:
                return ["<!ENTITY a \"\(String(repeating: "x", count: 100))\">", "<!ENTITY b \"\(String(repeating: "&a;", count: 100))\">"]
            case .billionLaughs:
                return ["<!ENTITY lol0 \"ha\">"]
                    + (1...10).map { "<!ENTITY lol\($0) \"\(String(repeating: "&lol\($0 - 1);", count: 10))\">" }
            }
        }

        var objects: String {
            switch self {
            case .oneLevelInContent: return EntityUse.content.objects(referencing: String(repeating: "&a;", count: 10_000))
            case .oneLevelInAttribute: return EntityUse.attribute.objects(referencing: String(repeating: "&a;", count: 10_000))
            case .twoLevels: return EntityUse.content.objects(referencing: String(repeating: "&b;", count: 10_000))
            case .billionLaughs: return EntityUse.attribute.objects(referencing: "&lol10;")
            }
        }
    }

    /// Refused at the first declaration (line 3, under `<!DOCTYPE document [`), before any
    /// reference is read.
    @Test(arguments: EntityBomb.allCases)
    func entityBombIsRefusedAtItsFirstDeclaration(bomb: EntityBomb) throws {
        let doctype = "<!DOCTYPE document [\n" + bomb.declarations.map { "    " + $0 }.joined(separator: "\n") + "\n]>"
        try Self.expectRefused(Self.layout(doctype: doctype, objects: bomb.objects), at: 3, 5, message: Self.entitiesMessage)
    }

    /// The predefined entities and character references need no DTD and still read: through
    /// `{}` the layout comes back byte for byte.
    @Test func predefinedEntitiesAndCharacterReferencesPassThrough() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        let text = Self.layout(
            objects:
                "        <label opaque=\"NO\" text=\"&amp;&lt;&gt;&quot;&apos;&#65;&#x42;&#233;\" id=\"Lbl-aa-001\">\n            <string key=\"text\">a &amp; b&#10;&lt;c&gt;</string>\n        </label>"
        )
        try withSandbox { sandbox in
            try sandbox.write(text, to: "In/Entities.xib")
            try sandbox.write("{}\n", to: "Themes/empty.json")
            let run = try RobustnessHarness.run(
                themify, ["In/Entities.xib", "--theme", "empty", "--themes", "Themes", "-o", "Out"], in: sandbox)
            #expect(run.reason == .exit && run.status == 0, "\(run)")
            #expect(RobustnessHarness.data(sandbox, "Out/Entities-empty.xib") == Data(text.utf8))
        }
    }

    /// 200,000 attributes on one element: libxml2 2.9.14's duplicate check would compare each
    /// with every one before it (seconds here, minutes at a million); refused at the element.
    @Test func twoHundredThousandAttributesAreRefusedAtTheElement() throws {
        let attributes = (0..<200_000).map { " a\($0)=\"\"" }.joined()
        let text = Self.layout(objects: "        <label opaque=\"NO\"\(attributes) id=\"Lbl-aa-001\"/>")
        try Self.expectRefused(
            text, at: Self.line(of: "<label", in: text), 9,
            message: "element <label> has more than 512 attributes; themify reads at most 512 on one element")
    }

    /// 512 attributes are read.
    @Test func fiveHundredTwelveAttributesAreRead() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        let attributes = (0..<510).map { " a\($0)=\"\"" }.joined()
        let text = Self.layout(objects: "        <label opaque=\"NO\"\(attributes) id=\"Lbl-aa-001\"/>")
        try withSandbox { sandbox in
            try sandbox.write(text, to: "In/Many.xib")
            try sandbox.write("{}\n", to: "Themes/empty.json")
            let run = try RobustnessHarness.run(
                themify, ["In/Many.xib", "--theme", "empty", "--themes", "Themes", "-o", "Out"], in: sandbox)
            #expect(run.reason == .exit && run.status == 0, "\(run)")
            #expect(RobustnessHarness.data(sandbox, "Out/Many-empty.xib") == Data(text.utf8))
        }
    }

    /// Every element looks its namespace up among all the declarations in scope: thousands of
    /// declarations made each element cost thousands of steps. The 65th is refused.
    @Test func sixtyFifthNamespaceDeclarationIsRefused() throws {
        let declarations = (0..<64).map { " xmlns:p\($0)=\"urn:\($0)\"" }.joined()
        let text = Self.layout(objects: "        <label opaque=\"NO\"\(declarations) xmlns:q=\"urn:q\" id=\"Lbl-aa-001\"/>")
        let found = try #require(position(of: "xmlns:q", in: text))
        try Self.expectRefused(
            text, at: found.line, found.column, message: "more than 64 namespace declarations (xmlns); themify reads at most 64 in a file")
    }

    /// 100,000 four-byte elements in 400 KB: over one element per 16 bytes (the tree would be
    /// 60 times the file), refused at the first one past the budget.
    @Test func elementsDenserThanTheBudgetAreRefused() throws {
        let text = Self.layout(objects: "        " + String(repeating: "<b/>", count: 100_000))
        let budget = text.utf8.count / 16
        // The document, <objects> and the budget's worth of <b/> before it.
        let column = 9 + (budget - 2) * 4
        try Self.expectRefused(
            text, at: Self.line(of: "<b/>", in: text), column,
            message: "more than \(budget) elements; themify reads at most one element per 16 bytes of a file")
    }

    /// Attributes of six bytes each (` ab=""`), 500 to an element: over one per 8 bytes.
    @Test func attributesDenserThanTheBudgetAreRefused() throws {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let names = (0..<500).map { String(letters[$0 % 52]) + String(letters[$0 / 52]) }
        let element = "        <v" + names.map { " \($0)=\"\"" }.joined() + "/>\n"
        let text = Self.layout(objects: String(repeating: element, count: 200))
        let budget = max(50_000, text.utf8.count / 8)
        let documentAttributes = 6
        let line = Self.line(of: "<v ", in: text) + (budget - documentAttributes) / 500
        try Self.expectRefused(
            text, at: line, 9, message: "more than \(budget) attributes; themify reads at most one attribute per 8 bytes of a file")
    }

    /// A processing instruction broken by a control character, then a start tag of 200,000
    /// attributes that the bounds pass reads as part of the instruction: libxml2 is stopped at
    /// its first error and never reaches the tag.
    @Test func nothingPastTheFirstWellFormednessErrorIsParsed() throws {
        let hidden = "<label" + (0..<200_000).map { " a\($0)=\"\"" }.joined() + "/>"
        let text = Self.layout(objects: "        <?pi \u{1} \(hidden) ?>")
        try Self.expectRefused(text, at: Self.line(of: "<?pi", in: text), 14, message: "ParsePI: PI pi never end")
    }
}

extension HostileInputTests {
    /// XML plist theme files are read by the model's own reader, which refuses a DTD internal
    /// subset where it opens, before any declaration in it is read.
    @Test func entityBombInAPlistThemeIsRefusedAtItsFirstDeclaration() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            let plist =
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist [\n  <!ENTITY a \"\(String(repeating: "x", count: 100))\">\n  <!ENTITY b \"\(String(repeating: "&a;", count: 100))\">\n]>\n<plist version=\"1.0\">\n<dict>\n<key>headerImage</key>\n<string>\(String(repeating: "&b;", count: 10_000))</string>\n</dict>\n</plist>\n"
            try sandbox.write(plist, to: "Themes/bomb.plist")
            let profile = try Data(contentsOf: Fixtures.sampleLayouts.appendingPathComponent("Profile.xib"))
            try RobustnessHarness.write(profile, to: "In/Profile.xib", in: sandbox)

            let run = try RobustnessHarness.run(
                themify, ["In/Profile.xib", "--theme", "bomb", "--themes", "Themes", "-o", "Out"], in: sandbox)
            let errors = RobustnessHarness.expectLocatedErrors(
                run, exitCode: 1, at: "Themes/bomb.plist",
                messageContains: ["theme files may not declare entities or a DTD internal subset"], maximumErrors: 1)
            #expect(errors.first.map { "\($0.line):\($0.column)" } == "2:17", "\(errors)")
            RobustnessHarness.expectNothingWritten(in: sandbox, "Out")
        }
    }

    /// Problems that leave the markup readable (twenty undeclared namespace prefixes) are
    /// reported, ten at most, one a line.
    @Test func atMostTenProblemsAreReported() throws {
        let text = Self.layout(objects: (0..<20).map { "        <p\($0):view id=\"V\($0)\"/>" }.joined(separator: "\n"))
        let first = Self.line(of: "<p0:view", in: text)
        let run = try Self.expectRefused(Data(text.utf8), messageContains: ["Namespace prefix p0"], lines: first...(first + 9))
        if let run {
            #expect(RobustnessHarness.diagnostics(in: run) { $0 == "In/Hostile.xib" }.count == 10, "\(run)")
        }
    }
}
