import Foundation
import Testing

@testable import ThemifyKit

/// The theme-file fuzz target's invariants on every theme and configuration in the repository,
/// on hostile ones, and on every input kept because it once broke them (`FuzzRegressions/*.theme`).
@Suite struct ThemeFileInvariantTests {
    static var repositoryThemeFiles: [URL] {
        var files: [URL] = []
        for folder in ["SampleLayouts", "Tests/ThemifyKitTests/Fixtures", "Tests/ThemifyCLITests/Fixtures"] {
            let root = Fixtures.packageRoot.appendingPathComponent(folder)
            let names = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            files += names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".plist") }.map { root.appendingPathComponent($0) }
        }
        return files
    }

    @Test func repositoryThemesAndConfigurationsKeepTheInvariants() throws {
        let files = Self.repositoryThemeFiles
        #expect(files.count >= 5)
        for file in files {
            #expect(ThemeFileInvariants.violations(in: try Fixtures.bytes(file)) == [], "\(file.lastPathComponent)")
        }
    }

    @Test func hostileThemesGiveOneLineLocatedErrors() {
        let hostile = [
            ##"{"x\n::error file=README.md::PWNED": "#FFF"}"##,
            #"{"a": "ab\u0085cd", "b": {"image": "x\u202Egnp"}}"#,
            #"{"$extends": "../../etc/passwd"}"#,
            #"{"s": {"textColor": "nocolor\r\n::warning::x"}}"#,
            "<plist><dict><key>a\u{2028}b</key><string>\u{7F}</string></dict></plist>",
            "{\"inputs\": [\"${UNSET\nVAR}\"]}",
        ]
        for text: String in hostile {
            #expect(ThemeFileInvariants.violations(in: Array(text.utf8)) == [], "\(text.debugDescription)")
        }
    }

    @Test func regressionInputsKeepTheInvariants() throws {
        let folder = Fixtures.packageRoot.appendingPathComponent("Tests/ThemifyKitTests/FuzzRegressions")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".theme") {
            #expect(ThemeFileInvariants.violations(in: try Fixtures.bytes(folder.appendingPathComponent(name))) == [], "\(name)")
        }
    }
}
