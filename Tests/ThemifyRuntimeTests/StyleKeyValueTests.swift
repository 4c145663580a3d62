import Foundation
import Testing

@testable import ThemifyRuntime

/// A key one theme sets plainly and another styles is read for a property: the plain value in
/// the first, the style's value for that property in the second — what `UIColor.themed(_:for:)`
/// and README's typed-key example rely on, with the sample themes.
@Suite struct StyleKeyValueTests {
    private func sampleManager(theme: String) throws -> ThemeManager {
        let manager = try ThemeManager(
            themesFolder: Fixtures.packageRoot.appendingPathComponent("SampleLayouts/Themes"), defaults: Fixtures.freshDefaults())
        try manager.setTheme(theme)
        return manager
    }

    @Test func aPlainColorAnswersForTheProperty() throws {
        let pink = try sampleManager(theme: "pink")
        #expect(pink.color("primaryHeadingColor", for: "textColor")?.themeText == "#C2185B")
        #expect(pink.color(StyleKey("primaryHeadingColor"), for: "textColor") == pink.color("primaryHeadingColor"))
        // A plain color is no font.
        #expect(pink.font("primaryHeadingColor", for: "font") == nil)
    }

    @Test func aStyleAnswersWithItsValueForTheProperty() throws {
        let metal = try sampleManager(theme: "metal")
        #expect(metal.color("primaryHeadingColor") == nil, "metal styles the key: it has no plain color")
        #expect(metal.color("primaryHeadingColor", for: "textColor")?.themeText == "#D9DDE3")
        #expect(metal.font(StyleKey("primaryHeadingColor"))?.themeText == "Avenir-Heavy 22")
        // A property the style does not set, or one set to another kind, gives nothing.
        #expect(metal.color("primaryHeadingColor", for: "backgroundColor") == nil)
        #expect(metal.color("primaryHeadingColor", for: "font") == nil)
        #expect(metal.color("noSuchKey", for: "textColor") == nil)
    }
}
