import Testing
import ThemifyModel

@testable import ThemifyKit

/// A theme font's name checked against the fonts iOS ships and the app's: each name's answer
/// is found once per layout and given again, a name without a problem as much as one with.
@Suite struct FontNameCheckTests {
    private func check(projectFonts: ProjectFonts = ProjectFonts()) throws -> FontNameCheck {
        let layout = try Layout(path: "Test.xib", bytes: Array(Fixtures.xib("").utf8))
        return FontNameCheck(projectFonts: projectFonts, root: layout.document.root)
    }

    private func font(_ name: String) -> ThemeFont { .custom(postScriptName: name, size: .points(17)) }

    @Test func aNearMissOfAShippedFontIsCaughtEachTimeItIsWritten() throws {
        let check = try check()
        for _ in 0..<3 {
            let problem = try #require(check.problem(with: font("Avenir Heavy")))
            #expect(problem.message.hasSuffix("did you mean 'Avenir-Heavy'?"), "\(problem.message)")
        }
        // A known face, asked before and after, has none; nor does an unknown family the app
        // may bundle.
        #expect(check.problem(with: font("Avenir-Heavy")) == nil)
        #expect(check.problem(with: font("ProximaNova-Bold")) == nil)
        #expect(check.problem(with: font("Avenir-Heavy")) == nil)
    }

    @Test func withTheAppsFontFilesAnUnknownNameIsReportedAndABundledOneIsNot() throws {
        let check = try check(projectFonts: ProjectFonts(postScriptNames: ["ProximaNova-Bold": "proximanova-bold.otf"]))
        #expect(check.problem(with: font("ProximaNova-Bold")) == nil)
        let problem = try #require(check.problem(with: font("ProximaNova-Bld")))
        #expect(problem.message.hasSuffix("did you mean 'ProximaNova-Bold'?"), "\(problem.message)")
        #expect(check.problem(with: font("ProximaNova-Bld"))?.message == problem.message)
    }
}
