import Foundation
import Testing
import ThemifyModel
import ThemifyTestSupport

/// `themify codegen` run as the built executable: it writes the typed keys, leaves a current
/// file alone, and refuses what cannot be generated.
@Suite struct CodegenCommandTests {
    private func themify(_ arguments: [String], in folder: URL) throws -> ProcessOutcome? {
        guard let executable = TestProcess.builtProduct() else { return nil }
        return try TestProcess(executable, arguments, in: folder).run()
    }

    @Test func itWritesTheKeysAndLeavesACurrentFileAlone() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: Fixtures.packageRoot.appendingPathComponent("SampleLayouts/Themes"), to: folder.appendingPathComponent("Themes"))
        let first = try #require(
            try themify(["codegen", "-o", "Generated/ThemeKeys.swift"], in: folder), "build themify first: swift build --build-tests")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr == "themify codegen: Generated/ThemeKeys.swift written\n")
        let file = folder.appendingPathComponent("Generated/ThemeKeys.swift")
        let golden = try String(contentsOf: Fixtures.folder.appendingPathComponent("Golden/SampleThemeKeys.swift.txt"), encoding: .utf8)
        #expect(try String(contentsOf: file, encoding: .utf8) == golden)

        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        let second = try #require(try themify(["codegen", "--themes", "Themes", "-o", "Generated/ThemeKeys.swift"], in: folder))
        #expect(second.status == 0)
        #expect(second.stderr == "themify codegen: Generated/ThemeKeys.swift already current\n")
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == past)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Generated").path) == ["ThemeKeys.swift"],
            "no temporary file left")
    }

    @Test func itRefusesWhatItCannotGenerate() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Themes"), withIntermediateDirectories: true)
        try Data(##"{"headerImage": "a", "header-image": "b"}"##.utf8).write(to: folder.appendingPathComponent("Themes/default.json"))
        let collision = try #require(
            try themify(["codegen", "-o", "Keys.swift"], in: folder), "build themify first: swift build --build-tests")
        #expect(collision.status == 1)
        #expect(
            collision.stderr
                == "Themes/default.json:1:2: error: theme keys 'header-image' (Themes/default.json:1:22) and 'headerImage' both make the image key 'headerImage'; rename one\n",
            "\(collision.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Keys.swift").path))
        let noOutput = try #require(try themify(["codegen"], in: folder))
        #expect(noOutput.status == 2)
        #expect(noOutput.stderr.contains("codegen needs the file to write"), "\(noOutput.stderr)")
        let wrongOption = try #require(try themify(["codegen", "-o", "Keys.swift", "--strict"], in: folder))
        #expect(wrongOption.status == 2)
    }
}
