import Testing

@testable import ThemifyModel

/// AppKit's catalog colors in light and dark Aqua, as read on a Mac: every value names a
/// catalog color, dark has a value for every light one except the few the reading did not
/// cover, and the label colors keep AppKit's shape (black or white made lighter by opacity).
@Suite struct AppKitCatalogColorTests {
    /// Light names without a dark value: deprecated colors the reading on the Mac did not cover.
    /// A dark value for them must come from a Mac too.
    static let lightOnly: Set<String> = ["windowFrameColor", "scrollBarColor"]

    @Test func everyValueNamesACatalogColor() {
        let named = Set(AppKitCatalogColors.lightAquaValues.keys).union(AppKitCatalogColors.darkAquaValues.keys)
        let unknown = named.subtracting(AppKitCatalogColors.names).subtracting(["blackColor", "whiteColor", "clearColor"])
        #expect(unknown.isEmpty, "\(unknown.sorted())")
    }

    @Test func darkHasAValueForEveryLightColorTheReadingCovered() {
        let light = Set(AppKitCatalogColors.lightAquaValues.keys)
        let dark = Set(AppKitCatalogColors.darkAquaValues.keys)
        #expect(light.subtracting(dark) == Self.lightOnly)
        #expect(dark.subtracting(light).isEmpty)
    }

    @Test func eachAppearanceAnswersFromItsOwnTable() {
        #expect(AppKitCatalogColors.value(of: "labelColor", in: .light) == SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.847))
        #expect(AppKitCatalogColors.value(of: "labelColor", in: .dark) == SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.847))
        // Increase Contrast was not read: it draws its plain appearance's value.
        #expect(AppKitCatalogColors.value(of: "windowBackgroundColor", in: .highContrastDark)?.hexString == "#323232")
        #expect(AppKitCatalogColors.value(of: "windowBackgroundColor", in: .highContrastLight)?.hexString == "#ECECEC")
        // Never the other appearance's value for a name dark does not know.
        for name in Self.lightOnly { #expect(AppKitCatalogColors.value(of: name, in: .dark) == nil) }
    }

    /// Text colors are black (light) or white (dark) at an opacity, so they show the surface
    /// under them; a table of grays would judge them on the wrong background.
    @Test func labelColorsAreOpacitiesOfBlackAndWhite() {
        for name in ["labelColor", "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "controlTextColor"] {
            let light = AppKitCatalogColors.lightAquaValues[name]
            let dark = AppKitCatalogColors.darkAquaValues[name]
            #expect(light.map { $0.red == 0 && $0.green == 0 && $0.blue == 0 && $0.alpha < 1 } == true, "\(name)")
            #expect(dark.map { $0.red == 1 && $0.green == 1 && $0.blue == 1 && $0.alpha < 1 } == true, "\(name)")
        }
    }
}
