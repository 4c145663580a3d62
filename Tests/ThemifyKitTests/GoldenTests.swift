import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

/// SampleLayouts × every sample theme, compared with the checked-in variants in `Golden/`.
@Suite struct GoldenTests {
    static let layouts = ["Profile.xib", "Main.storyboard"]
    static let themes = ["default", "metal", "pink"]

    static func resolve(_ theme: String) throws -> ResolvedTheme {
        var loader = ThemeLoader()
        return try loader.resolve(path: try #require(ThemeLoader.locate(theme, in: Fixtures.sampleThemes.path)))
    }

    @Test(arguments: layouts, themes)
    func sampleVariantMatchesGolden(layout: String, theme: String) throws {
        let input = try Fixtures.bytes(Fixtures.sampleLayouts.appendingPathComponent(layout))
        let result = Themer().theme(input, path: layout, with: try Self.resolve(theme))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let output = try #require(result.output)
        let stem = (layout as NSString).deletingPathExtension
        let ext = (layout as NSString).pathExtension
        try GoldenFile.check(output, against: Fixtures.golden.appendingPathComponent("\(stem)-\(theme).\(ext)"))
        #expect(result.themedElements > 0)
    }

    /// Idempotence: a variant themed again with the same theme comes back byte for byte.
    @Test(arguments: layouts, themes)
    func variantThemedAgainIsUnchanged(layout: String, theme: String) throws {
        let resolved = try Self.resolve(theme)
        let input = try Fixtures.bytes(Fixtures.sampleLayouts.appendingPathComponent(layout))
        let once = try #require(Themer().theme(input, path: layout, with: resolved).output)
        let twice = Themer().theme(once, path: layout, with: resolved)
        #expect(twice.output == once)
        #expect(twice.changedProperties == 0)
    }

    /// `default` describes the sample layouts as drawn, so its variants are the layouts
    /// themselves; every other sample theme changes something in every layout.
    @Test func onlyNonDefaultThemesChangeTheLayouts() throws {
        for layout in Self.layouts {
            let input = try Fixtures.bytes(Fixtures.sampleLayouts.appendingPathComponent(layout))
            let unchanged = Themer().theme(input, path: layout, with: try Self.resolve("default"))
            #expect(unchanged.output == input)
            #expect(unchanged.changedProperties == 0)
            for theme in ["metal", "pink"] {
                #expect(Themer().theme(input, path: layout, with: try Self.resolve(theme)).changedProperties > 0)
            }
        }
    }
}
