import Foundation
import Testing
@testable import ThemifyCLI

/// Xcode as the oracle (`shared/oracle`): real commits in which Xcode changed only themable
/// values. Each case themes the file before the commit with the values it set and compares the
/// result with Xcode's file byte for byte. `Fixtures/oracle-passing.txt` lists the cases that
/// reproduce today; any of them that stops reproducing is a regression. A case that starts
/// passing is reported too, so the list is kept current.
@Suite struct OracleTests {
    static let cases = Fixtures.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/oracle/cases")
    static let passingList = Fixtures.packageRoot.appendingPathComponent("Tests/ThemifyCLITests/Fixtures/oracle-passing.txt")

    /// Case names from the checked-in list: one a line, `#` starts a comment.
    static func listedPassing() throws -> Set<String> {
        let text = try String(contentsOf: passingList, encoding: .utf8)
        return Set(text.split(separator: "\n").compactMap { line in
            let name = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?.trimmingCharacters(in: .whitespaces) ?? ""
            return name.isEmpty ? nil : name
        })
    }

    /// Whether themify reproduces Xcode's file for one case folder.
    static func reproduces(_ folder: URL) throws -> Bool? {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        guard let before = files.first(where: { $0.hasPrefix("before.") }),
              let after = files.first(where: { $0.hasPrefix("after.") }) else { return nil }
        var arguments = [folder.appendingPathComponent(before).path, "--theme", folder.appendingPathComponent("theme.json").path, "-o", "-"]
        if files.contains("assets") { arguments += ["--assets", folder.appendingPathComponent("assets").path] }
        let result = themify(arguments)
        let expected = [UInt8](try Data(contentsOf: folder.appendingPathComponent(after)))
        return result.exitCode == .success && result.stdout == expected
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: cases.path), "the oracle cases sit beside the clone"))
    func theCasesThatReproduceKeepReproducing() throws {
        let listed = try Self.listedPassing()
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.cases.path).filter { Int($0) != nil }.sorted()
        #expect(names.count == 203)
        var passing = Set<String>()
        for name in names {
            if try Self.reproduces(Self.cases.appendingPathComponent(name)) == true { passing.insert(name) }
        }
        for name in listed.subtracting(passing).sorted() {
            Issue.record("oracle case \(name) no longer reproduces Xcode's file (run shared/oracle/run.sh for its diff)")
        }
        for name in passing.subtracting(listed).sorted() {
            Issue.record("oracle case \(name) now reproduces Xcode's file: add it to oracle-passing.txt")
        }
    }
}
