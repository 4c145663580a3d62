import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

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

    /// `themify.json` files kept because they once broke `ConfigurationInvariants`, and every
    /// configuration in the repository's tests.
    @Test func configurationsKeepTheInvariants() throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Self.regressions.path)) ?? []
        let files = names.filter { $0.hasSuffix(".config") }.sorted().map { Self.regressions.appendingPathComponent($0) }
        #expect(files.count >= 2)
        for file in files {
            #expect(ConfigurationInvariants.violations(in: try Fixtures.bytes(file)) == [], "\(file.lastPathComponent)")
        }
        let samples = [
            #"{"inputs": ["${SRCROOT}/Layouts"], "output": "${DERIVED_FILE_DIR}/Themed/${CONFIGURATION}", "nibMap": "Generated/Nibs.plist"}"#,
            #"{"themes": "${CI_SECRET}"}"#, #"{"output": "${PRODUCT_NAME}"}"#, #"{"output": "${TARGET_NAME}/x"}"#,
        ]
        for sample in samples {
            #expect(ConfigurationInvariants.violations(in: Array(sample.utf8)) == [], "\(sample)")
        }
    }

    @Test func corpusLayoutsKeepTheInvariants() throws {
        for file in Fixtures.corpusLayouts {
            #expect(PipelineInvariants.violations(in: try Fixtures.bytes(file)) == [], "\(file.lastPathComponent)")
        }
    }
}
