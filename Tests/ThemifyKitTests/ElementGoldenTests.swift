import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

/// Every element kind themify themes, in both layout kinds (`Fixtures/Controls.xib`,
/// `Fixtures/Bars.storyboard`), through a theme that sets every property it can
/// (`Fixtures/Themes/showcase.json`), compared with the checked-in variants in `Golden/`.
@Suite struct ElementGoldenTests {
    static let fixtures = Fixtures.packageRoot.appendingPathComponent("Tests/ThemifyKitTests/Fixtures")
    static let layouts = ["Controls.xib", "Bars.storyboard"]

    static func showcase() throws -> ResolvedTheme {
        var loader = ThemeLoader()
        return try loader.resolve(path: fixtures.appendingPathComponent("Themes/showcase.json").path)
    }

    @Test(arguments: layouts)
    func everyElementKindMatchesGolden(layout: String) throws {
        let input = try Fixtures.bytes(Self.fixtures.appendingPathComponent(layout))
        let result = Themer().theme(input, path: layout, with: try Self.showcase())
        // The showcase's SF Symbols are ones Xcode was never seen sizing: estimates, warned.
        #expect(result.diagnostics.allSatisfy { $0.rule == LintRule.unknownSystemImage }, "\(result.diagnostics.map(\.description))")
        let output = try #require(result.output)
        let stem = (layout as NSString).deletingPathExtension
        let ext = (layout as NSString).pathExtension
        try GoldenFile.check(output, against: Fixtures.golden.appendingPathComponent("\(stem)-showcase.\(ext)"))

        let again = Themer().theme(output, path: layout, with: try Self.showcase())
        #expect(again.output == output, "theming the variant again changed it")
        #expect(again.changedProperties == 0)
    }

    /// Every key the fixtures tag is set by the showcase theme, and every key the theme sets is
    /// used by a fixture: the golden files cover the whole property table's reach.
    @Test func showcaseThemeAndFixturesCoverEachOther() throws {
        let theme = try Self.showcase()
        var used = Set<String>()
        for layout in Self.layouts {
            let parsed = try Layout(path: layout, bytes: try Fixtures.bytes(Self.fixtures.appendingPathComponent(layout)))
            used.formUnion(ThemeKeyDiscovery(tagging: TaggingConfiguration()).taggedElements(in: parsed).elements.map(\.key))
        }
        #expect(used == Set(theme.keys))
    }
}
