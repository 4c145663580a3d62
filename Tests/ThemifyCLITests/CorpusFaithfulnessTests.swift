import Foundation
import Testing
import ThemifyModel

@testable import ThemifyCLI

/// Through the whole command line, a theme with no keys changes no byte of any real layout.
@Suite struct CorpusFaithfulnessTests {
    @Test func everyCorpusLayoutComesBackUnchangedThroughAnEmptyTheme() throws {
        let corpus = Fixtures.layoutFiles(in: Fixtures.corpusLayouts)
        #expect(corpus.count == 191)
        try withSandbox { sandbox in
            try sandbox.copy(Fixtures.corpusLayouts, to: "layouts")
            let themes = try sandbox.makeFolder("EmptyThemes")
            try sandbox.write("{}\n", to: "EmptyThemes/empty.json")

            let result = themify(sandbox.path("layouts"), "--theme", "empty", "--themes", themes, "-o", sandbox.path("out"))
            #expect(result.exitCode == .success, "stderr: \(result.stderr.prefix(2000))")
            #expect(!result.stderr.contains("error:"))

            var legacyArchives = 0
            var compared = 0
            for file in corpus {
                let name = file.lastPathComponent
                let variant = "out/\((name as NSString).deletingPathExtension)-empty.\((name as NSString).pathExtension)"
                let original = [UInt8](try Data(contentsOf: file))
                guard sandbox.exists(variant) else {
                    Issue.record("no variant for \(name)")
                    continue
                }
                #expect(try sandbox.bytes(variant) == original, "\(name) changed")
                compared += 1
                if String(decoding: original.prefix(400), as: UTF8.self).contains("<archive") { legacyArchives += 1 }
            }
            #expect(compared == corpus.count)
            #expect(legacyArchives > 0, "the corpus's <archive> layouts are part of the run")
            #expect(sandbox.files("out").count == corpus.count)
            expectNoHiddenFiles(in: sandbox, "out")
        }
    }
}
