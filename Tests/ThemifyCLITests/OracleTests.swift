import Foundation
import Testing

@testable import ThemifyCLI

/// Xcode as the oracle (`shared/oracle`): real commits in which Xcode changed only themable
/// values. Each case themes the file before the commit with the values it set and compares the
/// result with Xcode's file byte for byte. Every case is listed once: in
/// `Fixtures/oracle-passing.txt` when it reproduces (any that stops is a regression), or in
/// `Fixtures/oracle-failing.txt` with the reason it does not. A listed failure that starts
/// passing, a case in neither list or in both, and a listed case the oracle no longer holds are
/// all reported, so the lists follow the oracle as it grows.
@Suite struct OracleTests {
    static let cases = Fixtures.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/oracle/cases")
    static let fixtures = Fixtures.packageRoot.appendingPathComponent("Tests/ThemifyCLITests/Fixtures")
    /// How many cases `shared/oracle` holds; a change in the oracle must be met here and in the lists.
    static let expectedCaseCount = 203

    /// Case names from a checked-in list: the first word of each line, `#` starts a comment.
    static func listed(_ file: String) throws -> [String] {
        let text = try String(contentsOf: fixtures.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return content.split(separator: " ").first.map(String.init)
        }
    }

    /// The failing list's entries, comments left out.
    static func failingLines() throws -> [Substring] {
        let text = try String(contentsOf: fixtures.appendingPathComponent("oracle-failing.txt"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }
    }

    /// A failure is excused only as Xcode's own (`[xcode]`) with a reason long enough to name
    /// the twin case or the fact: a miss themify could fix has no place in the list.
    static func namesWhyNoRuleCan(_ line: Substring) -> Bool {
        let words = line.split(separator: " ", maxSplits: 2)
        return words.count == 3 && words[1] == "[xcode]" && words[2].count >= 40
    }

    /// Whether themify reproduces Xcode's file for one case folder.
    static func reproduces(_ folder: URL) throws -> Bool? {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        guard let before = files.first(where: { $0.hasPrefix("before.") }),
            let after = files.first(where: { $0.hasPrefix("after.") })
        else { return nil }
        var arguments = [
            folder.appendingPathComponent(before).path, "--theme", folder.appendingPathComponent("theme.json").path, "-o", "-",
        ]
        if files.contains("assets") { arguments += ["--assets", folder.appendingPathComponent("assets").path] }
        let result = themify(arguments)
        let expected = [UInt8](try Data(contentsOf: folder.appendingPathComponent(after)))
        return result.exitCode == .success && result.stdout == expected
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: cases.path), "the oracle cases sit beside the clone"))
    func everyCaseIsListedOnceAndKeepsItsResult() throws {
        let passingList = try Self.listed("oracle-passing.txt")
        let failingList = try Self.listed("oracle-failing.txt")
        let listedPassing = Set(passingList)
        let listedFailing = Set(failingList)
        #expect(passingList.count == listedPassing.count, "oracle-passing.txt names a case twice")
        #expect(failingList.count == listedFailing.count, "oracle-failing.txt names a case twice")
        for name in listedPassing.intersection(listedFailing).sorted() {
            Issue.record("oracle case \(name) is listed as both passing and failing")
        }

        let names = try FileManager.default.contentsOfDirectory(atPath: Self.cases.path).filter { Int($0) != nil }.sorted()
        #expect(names.count == Self.expectedCaseCount, "shared/oracle holds \(names.count) cases: update expectedCaseCount and the lists")
        for name in Set(names).subtracting(listedPassing.union(listedFailing)).sorted() {
            Issue.record("oracle case \(name) is in neither oracle-passing.txt nor oracle-failing.txt")
        }
        for name in listedPassing.union(listedFailing).subtracting(names).sorted() {
            Issue.record("oracle case \(name) is listed but shared/oracle has no such case")
        }

        for line in try Self.failingLines() where !Self.namesWhyNoRuleCan(line) {
            Issue.record("oracle-failing.txt: '\(line.prefix(40))…' needs [xcode] and the twin case or fact that makes a rule impossible")
        }

        var passing = Set<String>()
        for name in names {
            if try Self.reproduces(Self.cases.appendingPathComponent(name)) == true { passing.insert(name) }
        }
        for name in listedPassing.subtracting(passing).sorted() where names.contains(name) {
            Issue.record("oracle case \(name) no longer reproduces Xcode's file (run shared/oracle/run.sh for its diff)")
        }
        for name in passing.subtracting(listedPassing).sorted() {
            Issue.record("oracle case \(name) now reproduces Xcode's file: move it to oracle-passing.txt")
        }
    }
}
