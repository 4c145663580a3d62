import Foundation
import Testing
@testable import ThemifyKit
import ThemifyModel

/// The pipeline invariants the fuzzer checks, on the real corpus and on every input kept in
/// `FuzzRegressions` because it once broke one.
@Suite struct FuzzRegressionTests {
    static let regressions = Fixtures.packageRoot.appendingPathComponent("Tests/ThemifyKitTests/FuzzRegressions")

    static var regressionFiles: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: regressions.path)) ?? []
        return names.filter { $0.hasSuffix(".xib") }.sorted().map { regressions.appendingPathComponent($0) }
    }

    @Test func regressionInputsKeepTheInvariants() throws {
        let files = Self.regressionFiles
        #expect(!files.isEmpty)
        for file in files {
            #expect(PipelineInvariants.violations(in: try Fixtures.bytes(file)) == [], "\(file.lastPathComponent)")
        }
    }

    @Test func corpusLayoutsKeepTheInvariants() throws {
        for file in Fixtures.corpusLayouts {
            #expect(PipelineInvariants.violations(in: try Fixtures.bytes(file)) == [], "\(file.lastPathComponent)")
        }
    }
}
