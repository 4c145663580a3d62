import Foundation
import Testing
import ThemifyModel

@testable import ThemifyRuntime

/// How the app resolves per-appearance colors, without UIKit: which appearance a trait
/// collection's raw traits mean, the dynamic color's provider, lookups per appearance, skins
/// carrying per-appearance values, and when a trait change asks for theming again.
@Suite struct AppearanceResolutionTests {
    private func hex(_ text: String) -> ThemeColor { ThemeColor(parsing: text)! }

    @Test func rawTraitsMapToAppearancesWithUnspecifiedAsTheDefault() {
        // UIUserInterfaceStyle: 0 unspecified, 1 light, 2 dark; UIAccessibilityContrast: -1, 0, 1.
        #expect(AppearanceTraits(userInterfaceStyle: 1, accessibilityContrast: 0).appearance == .light)
        #expect(AppearanceTraits(userInterfaceStyle: 2, accessibilityContrast: 0).appearance == .dark)
        #expect(AppearanceTraits(userInterfaceStyle: 1, accessibilityContrast: 1).appearance == .highContrastLight)
        #expect(AppearanceTraits(userInterfaceStyle: 2, accessibilityContrast: 1).appearance == .highContrastDark)
        #expect(AppearanceTraits(userInterfaceStyle: 0, accessibilityContrast: -1).appearance == .light)
        #expect(AppearanceTraits(userInterfaceStyle: 2, accessibilityContrast: -1).appearance == .dark)
    }

    @Test func theDynamicColorMakesEachValueOnceAndPicksOnePerTraitCollection() throws {
        let color = ThemeColor.perAppearance(
            try #require(AppearanceColor([.light: hex("#000000"), .dark: hex("#FFFFFF"), .highContrastLight: hex("#111111")])))
        var made: [String] = []
        let dynamic = try #require(
            DynamicThemeColor(color) { value -> String? in
                made.append(value.themeText)
                return "made " + value.themeText
            })
        #expect(made == ["#000000", "#FFFFFF", "#111111"], "each distinct value once")
        #expect(dynamic.isDynamic)
        #expect(dynamic.color(for: AppearanceTraits(userInterfaceStyle: 1, accessibilityContrast: 0)) == "made #000000")
        #expect(dynamic.color(for: AppearanceTraits(userInterfaceStyle: 2, accessibilityContrast: 0)) == "made #FFFFFF")
        #expect(dynamic.color(for: AppearanceTraits(userInterfaceStyle: 1, accessibilityContrast: 1)) == "made #111111")
        #expect(
            dynamic.color(for: AppearanceTraits(userInterfaceStyle: 2, accessibilityContrast: 1)) == "made #FFFFFF",
            "high-contrast dark falls back to dark")

        let plain = try #require(DynamicThemeColor(hex("#123456")) { "made " + $0.themeText })
        #expect(!plain.isDynamic && plain.color(in: .highContrastDark) == "made #123456")
        let same = ThemeColor.perAppearance(try #require(AppearanceColor([.light: hex("#000000"), .dark: hex("#000000")])))
        #expect(DynamicThemeColor(same) { $0.themeText }?.isDynamic == false, "one value in every appearance needs no provider")
        #expect(
            DynamicThemeColor(color) { $0.themeText == "#FFFFFF" ? nil : $0.themeText } == nil, "a value that cannot be made makes no color"
        )
    }

    private func themes(_ files: [String: String]) throws -> URL {
        let folder = try Fixtures.temporaryFolder()
        for (name, json) in files { try json.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    @Test func theManagerResolvesPerAppearanceColorsAndSkinsOverrideSomeAppearances() throws {
        let folder = try themes([
            "default.json":
                ##"{"heading": {"light": "#000000", "dark": "#FFFFFF"}, "card": {"backgroundColor": {"light": "#FFFFFF", "dark": "#1C1F24"}}}"##,
            "skin.json": ##"{"heading": {"dark": "#FF0000"}}"##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let skinFolder = try themes(["newyear.json": ##"{"heading": {"highContrastDark": "#00FF00"}}"##])
        defer { try? FileManager.default.removeItem(at: skinFolder) }
        let manager = try ThemeManager(themesFolder: folder, defaults: Fixtures.freshDefaults(), notificationCenter: NotificationCenter())
        #expect(manager.color("heading", in: .light) == hex("#000000"))
        #expect(manager.color("heading", in: .dark) == hex("#FFFFFF"))
        try manager.setTheme("skin")
        #expect(manager.color("heading", in: .dark) == hex("#FF0000"), "the child theme's dark value, the parent's light")
        #expect(manager.color("heading", in: .light) == hex("#000000"))

        try manager.setSkin(skinFolder.appendingPathComponent("newyear.json"))
        #expect(manager.color("heading", in: .highContrastDark) == hex("#00FF00"), "a skin may give one appearance alone")
        #expect(manager.color("heading", in: .dark) == hex("#FF0000"))
        #expect(manager.color("heading", in: .light) == hex("#000000"))

        let settings = manager.settings(forKey: "card", classChain: ["UIView"])
        guard case .color(.perAppearance(let background))? = settings.first?.value else {
            Issue.record("the view's setting stays per appearance, for the UIKit layer's dynamic color: \(settings)")
            return
        }
        #expect(background.color(in: .dark) == hex("#1C1F24"))
    }

    @Test func onlyAChangeOfAppearanceAsksForThemingAgain() {
        var tracker = AppearanceChangeTracker()
        let light = AppearanceTraits(userInterfaceStyle: 1, accessibilityContrast: 0)
        let dark = AppearanceTraits(userInterfaceStyle: 2, accessibilityContrast: 0)
        let highContrastDark = AppearanceTraits(userInterfaceStyle: 2, accessibilityContrast: 1)
        let first = tracker.update(dark, previous: light)
        #expect(first, "the first change counts, from the traits before it")
        let repeated = tracker.update(dark)
        #expect(!repeated, "two controllers report the same change: once")
        let contrast = tracker.update(highContrastDark)
        #expect(contrast)
        let again = tracker.update(highContrastDark, previous: light)
        #expect(!again, "what was recorded wins over a report's previous traits")
        var fresh = AppearanceChangeTracker()
        let unknown = fresh.update(light)
        #expect(!unknown, "nothing to compare with: the theme was applied in these traits")
        #expect(fresh.current == .light)
    }
}
