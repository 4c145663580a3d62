import Foundation
import Testing

#if canImport(Glibc)
import Glibc
import ThemifyModel
#endif

/// The world failing around themify: folders it cannot write, a file-size limit, signals in the
/// middle of a batch, a second themify writing the same folder, inputs that cannot be read.
/// Each runs the real executable (see `RobustnessHarness` in HostileInputTests.swift).
@Suite struct FaultTests {
    static var profileBytes: Data {
        (try? Data(contentsOf: Fixtures.sampleLayouts.appendingPathComponent("Profile.xib"))) ?? Data()
    }

    /// Located errors whose path starts with `prefix`.
    static func errors(in run: RobustnessHarness.Run, under prefix: String) -> [RobustnessHarness.Located] {
        RobustnessHarness.diagnostics(in: run) { $0.hasPrefix(prefix) }
    }

    static func expectWriteError(
        _ run: RobustnessHarness.Run, under prefix: String, reason: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(!run.hung, sourceLocation: sourceLocation)
        #expect(run.reason == .exit, "themify crashed: \(run)", sourceLocation: sourceLocation)
        #expect(run.status == 3, "expected exit status 3 (write error): \(run)", sourceLocation: sourceLocation)
        RobustnessHarness.expectOneLineLocatedDiagnostics(run, sourceLocation: sourceLocation)
        let errors = errors(in: run, under: prefix)
        #expect(!errors.isEmpty, "no `\(prefix)…:line:column: error:` diagnostic: \(run)", sourceLocation: sourceLocation)
        #expect(errors.contains { $0.message.contains(reason) }, "no error says '\(reason)': \(errors)", sourceLocation: sourceLocation)
    }

    // MARK: Unwritable destinations

    /// `-o` below a regular file (works as root, where permission bits stop nothing).
    @Test func outputFolderBelowARegularFileIsAWriteError() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(Self.profileBytes, to: "In/Profile.xib", in: sandbox)
            let blocker = Data("a regular file, not a folder\n".utf8)
            try RobustnessHarness.write(blocker, to: "Blocker", in: sandbox)

            let run = try RobustnessHarness.run(
                themify, ["In/Profile.xib", "--theme", "metal", "--theme", "pink", "--themes", "Themes", "-o", "Blocker/Out"], in: sandbox)
            Self.expectWriteError(run, under: "Blocker/", reason: "Not a directory")
            #expect(RobustnessHarness.data(sandbox, "Blocker") == blocker)
            RobustnessHarness.expectUntouched(["Profile.xib": Self.profileBytes], in: sandbox, "In")
            expectNoHiddenFiles(in: sandbox, "In")
            #expect(sandbox.listing().filter { $0.hasPrefix(".") }.isEmpty)
        }
    }

    /// A read-only output folder; only meaningful when not running as root.
    @Test(.enabled(if: getuid() != 0, "root writes into read-only folders"))
    func readOnlyOutputFolderIsAWriteError() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(Self.profileBytes, to: "In/Profile.xib", in: sandbox)
            try sandbox.makeFolder("Out")
            try sandbox.setPermissions(0o500, of: "Out")
            defer { try? sandbox.setPermissions(0o700, of: "Out") }

            let run = try RobustnessHarness.run(
                themify, ["In/Profile.xib", "--theme", "metal", "--themes", "Themes", "-o", "Out"], in: sandbox)
            Self.expectWriteError(run, under: "Out/", reason: "Permission denied")
            RobustnessHarness.expectNothingWritten(in: sandbox, "Out")
            RobustnessHarness.expectUntouched(["Profile.xib": Self.profileBytes], in: sandbox, "In")
        }
    }

    /// The variant's path is taken by a folder: the temporary file is written, the rename fails,
    /// and the temporary file must be gone.
    @Test func variantPathTakenByAFolderIsAWriteError() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(Self.profileBytes, to: "In/Profile.xib", in: sandbox)
            try sandbox.makeFolder("Out/Profile-metal.xib")

            let run = try RobustnessHarness.run(
                themify, ["In/Profile.xib", "--theme", "metal", "--themes", "Themes", "-o", "Out"], in: sandbox)
            Self.expectWriteError(run, under: "Out/Profile-metal.xib", reason: "directory")
            #expect(sandbox.listing("Out") == ["Profile-metal.xib"], "only the folder that was there: \(sandbox.listing("Out"))")
            RobustnessHarness.expectUntouched(["Profile.xib": Self.profileBytes], in: sandbox, "In")
        }
    }

    /// `ulimit -f 8` (4 KB): every variant of Profile.xib is larger. SIGXFSZ is ignored by
    /// themify, so each write fails with EFBIG: exit 3, nothing partial, no temporary file.
    @Test func fileSizeLimitIsAWriteErrorWithoutPartialFiles() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(Self.profileBytes, to: "In/Profile.xib", in: sandbox)

            let shell = URL(fileURLWithPath: "/bin/sh")
            let arguments = [
                "-c", "ulimit -f 8 && exec \"$0\" \"$@\"", themify.path, "In/Profile.xib", "--theme", "metal", "--theme", "pink",
                "--themes", "Themes", "-o", "Out",
            ]
            let run = try RobustnessHarness.run(shell, arguments, in: sandbox)
            Self.expectWriteError(run, under: "Out/", reason: "File too large")
            for variant in ["Out/Profile-metal.xib", "Out/Profile-pink.xib"] {
                #expect(RobustnessHarness.diagnostics(in: run) { $0 == variant }.count == 1, "one error for \(variant): \(run)")
            }
            RobustnessHarness.expectNothingWritten(in: sandbox, "Out")
            RobustnessHarness.expectUntouched(["Profile.xib": Self.profileBytes], in: sandbox, "In")
        }
    }

    // MARK: Signals

    /// ~300 corpus layouts in nested folders, copied into `Batch`; returns the copies' bytes.
    static func makeBatch(in sandbox: Sandbox, count: Int) throws -> [String: Data] {
        let corpus = Fixtures.layoutFiles(in: Fixtures.corpusLayouts)
        try #require(!corpus.isEmpty, "no corpus layouts at \(Fixtures.corpusLayouts.path)")
        var files: [String: Data] = [:]
        for index in 0..<count {
            let source = corpus[index % corpus.count]
            let relative = "b\(index / 50)/c\(index % 3)/n\(index)_\(source.lastPathComponent)"
            let bytes = try Data(contentsOf: source)
            try RobustnessHarness.write(bytes, to: "Batch/\(relative)", in: sandbox)
            files[relative] = bytes
        }
        return files
    }

    /// Whether `relative` holds at least one variant, finished (not hidden) or staged (a
    /// theme's variants are written under temporary names and put in place once every layout
    /// was themed).
    static func holdsAVariant(_ sandbox: Sandbox, _ relative: String) -> Bool {
        guard let enumerator = FileManager.default.enumerator(atPath: sandbox.path(relative)) else { return false }
        while let entry = enumerator.nextObject() as? String {
            let name = (entry as NSString).lastPathComponent
            if !name.hasPrefix("."), name.contains("-metal.") { return true }
            if name.hasPrefix(".themify-"), name.hasSuffix(".tmp") { return true }
        }
        return false
    }

    /// SIGTERM, SIGINT or SIGHUP once the first variant exists: exit status 130 (not death by the
    /// signal), no temporary file anywhere, and every variant present is whole: the same bytes
    /// an uninterrupted run writes.
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func signalInTheMiddleOfABatchLeavesOnlyWholeVariants(signal: Int32) throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            let batch = try Self.makeBatch(in: sandbox, count: 300)
            let arguments = ["Batch", "--theme", "metal", "--themes", "Themes", "--jobs", "2", "-q"]

            let child = try RobustnessHarness.start(themify, arguments + ["-o", "Out"], in: sandbox)
            // Poll (every 10 ms, at most 30 s) for the first finished variant.
            var polls = 0
            while !Self.holdsAVariant(sandbox, "Out"), child.isRunning, polls < 3000 {
                usleep(10_000)
                polls += 1
            }
            let stillRunning = child.isRunning
            if stillRunning { child.send(signal) }
            let run = child.wait()
            try #require(stillRunning, "themify ended (\(run)) before the signal could be sent; the batch is too small to interrupt")

            #expect(run.reason == .exit, "themify died of the signal instead of exiting 130: \(run)")
            #expect(run.status == 130, "\(run)")
            #expect(run.stderr.contains("interrupted"), "\(run)")
            RobustnessHarness.expectOneLineLocatedDiagnostics(run, allowing: ["themify: interrupted"])
            let leftovers = sandbox.listing("Out").filter { $0.split(separator: "/").contains { $0.hasPrefix(".") } }
            #expect(leftovers.isEmpty, "temporary files left: \(leftovers.prefix(10))")
            RobustnessHarness.expectUntouched(batch, in: sandbox, "Batch")

            // The uninterrupted run, for reference.
            let reference = try RobustnessHarness.run(themify, arguments + ["-o", "Out2"], in: sandbox)
            #expect(reference.reason == .exit && reference.status == 0, "\(reference)")
            let complete = Set(sandbox.files("Out2"))
            #expect(complete.count == batch.count, "the uninterrupted run wrote \(complete.count) variants for \(batch.count) layouts")
            // Interrupted while staging, no variant is in place; interrupted while putting them
            // in place, some are, each whole.
            let written = sandbox.files("Out")
            var differing: [String] = []
            for name in written where RobustnessHarness.data(sandbox, "Out/\(name)") != RobustnessHarness.data(sandbox, "Out2/\(name)") {
                differing.append(name)
            }
            #expect(
                differing.isEmpty,
                "\(differing.count) of \(written.count) variants left by the interrupted run are not whole: \(differing.prefix(5))")
            #expect(
                Set(written).isSubset(of: complete), "files that no complete run writes: \(Set(written).subtracting(complete).prefix(5))")
        }
    }

    // MARK: Concurrent runs

    /// Two themify processes started together on the same inputs, themes and output folder:
    /// both succeed and the folder holds exactly what one run writes.
    @Test func twoRunsWritingTheSameFolderAtOnce() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            var inputs = try Self.makeBatch(in: sandbox, count: 60)
            for sample in ["Profile.xib", "Main.storyboard"] {
                let bytes = try Data(contentsOf: Fixtures.sampleLayouts.appendingPathComponent(sample))
                try RobustnessHarness.write(bytes, to: "Batch/App/\(sample)", in: sandbox)
                inputs["App/\(sample)"] = bytes
            }
            let arguments = ["Batch", "--theme", "metal", "--theme", "pink", "--themes", "Themes", "--jobs", "2", "-q", "-o"]

            let first = try RobustnessHarness.start(themify, arguments + ["Out"], in: sandbox)
            let second = try RobustnessHarness.start(themify, arguments + ["Out"], in: sandbox)
            let runs = [first.wait(), second.wait()]
            for run in runs {
                #expect(run.reason == .exit && run.status == 0, "\(run)")
                RobustnessHarness.expectOneLineLocatedDiagnostics(run)
            }
            let single = try RobustnessHarness.run(themify, arguments + ["Reference"], in: sandbox)
            #expect(single.status == 0, "\(single)")

            let expected = sandbox.files("Reference")
            #expect(expected.count == inputs.count * 2)
            #expect(sandbox.files("Out") == expected, "the shared folder does not hold exactly one run's variants")
            let differing = expected.filter {
                RobustnessHarness.data(sandbox, "Out/\($0)") != RobustnessHarness.data(sandbox, "Reference/\($0)")
            }
            #expect(differing.isEmpty, "variants differ from a single run's: \(differing.prefix(5))")
            let leftovers = sandbox.listing("Out").filter { $0.split(separator: "/").contains { $0.hasPrefix(".") } }
            #expect(leftovers.isEmpty, "temporary files left: \(leftovers.prefix(10))")
            RobustnessHarness.expectUntouched(inputs, in: sandbox, "Batch")
        }
    }

    // MARK: Unreadable inputs

    enum Unreadable: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case folder, danglingSymlink, fifo
        var testDescription: String { rawValue }

        func make(_ path: String) throws {
            switch self {
            case .folder: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            case .danglingSymlink:
                try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/nonexistent/themify/Gone.xib")
            case .fifo: try #require(mkfifo(path, 0o644) == 0)
            }
        }
    }

    /// A folder input holds `X.xib` that is not a readable file (a folder named like a layout,
    /// a dangling link, a FIFO): a located error for it, exit 1, no variant of it, no hang.
    @Test(arguments: Unreadable.allCases)
    func unreadableLayoutInAFolderIsAnInputError(kind: Unreadable) throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try sandbox.makeFolder("In")
            try kind.make(sandbox.path("In/X.xib"))

            let run = try RobustnessHarness.run(themify, ["In", "--theme", "metal", "--themes", "Themes", "-o", "Out"], in: sandbox)
            RobustnessHarness.expectLocatedErrors(run, exitCode: 1, at: "In/X.xib")
            RobustnessHarness.expectNothingWritten(in: sandbox, "Out")
            #expect(sandbox.listing("In") == ["X.xib"], "\(sandbox.listing("In"))")
        }
    }

    /// The same beside a good layout: the good one is still themed, the exit status is 1.
    @Test func folderNamedLikeALayoutBesideAGoodOne() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(Self.profileBytes, to: "In/Profile.xib", in: sandbox)
            try sandbox.makeFolder("In/X.xib")

            let run = try RobustnessHarness.run(themify, ["In", "--theme", "metal", "--themes", "Themes", "-o", "Out", "-q"], in: sandbox)
            RobustnessHarness.expectLocatedErrors(run, exitCode: 1, at: "In/X.xib")
            #expect(sandbox.listing("Out") == ["Profile-metal.xib"], "\(sandbox.listing("Out"))")
            RobustnessHarness.expectUntouched(["Profile.xib": Self.profileBytes], in: sandbox, "In")
        }
    }

    /// A folder named `X.xib` given directly on the command line is a folder input (README:
    /// "a folder searched recursively"): observed, a warning that it holds no layouts and exit
    /// 0. An error with exit 1 would be fine too; a crash, a hang or a write is not.
    @Test func folderNamedLikeALayoutGivenDirectly() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try sandbox.makeFolder("In/X.xib")

            let run = try RobustnessHarness.run(themify, ["In/X.xib", "--theme", "metal", "--themes", "Themes", "-o", "Out"], in: sandbox)
            #expect(run.reason == .exit, "\(run)")
            #expect(run.status == 0 || run.status == 1, "\(run)")
            RobustnessHarness.expectOneLineLocatedDiagnostics(run)
            let severity = run.status == 0 ? "warning" : "error"
            #expect(
                !RobustnessHarness.diagnostics(in: run, severity: severity) { $0 == "In/X.xib" }.isEmpty,
                "no located \(severity) naming In/X.xib: \(run)")
            RobustnessHarness.expectNothingWritten(in: sandbox, "Out")
            #expect(sandbox.listing("In") == ["X.xib"])
        }
    }
}
