import Foundation
import Testing
import ThemifyModel

@testable import ThemifyRuntime

@Suite struct ThemeManagerTests {
    @Test func itListsTheFoldersThemesAndStartsWithDefault() throws {
        let manager = try Fixtures.manager()
        #expect(manager.themeNames == ["default", "metal", "pink"])
        #expect(manager.currentTheme == "default")
    }

    @Test func thePersistedChoiceIsUsedAndAnUnknownOneFallsBackToDefault() throws {
        let defaults = Fixtures.freshDefaults()
        defaults.set("pink", forKey: "theme")
        #expect(try Fixtures.manager(defaults: defaults).currentTheme == "pink")
        defaults.set("removedLastRelease", forKey: "theme")
        #expect(try Fixtures.manager(defaults: defaults).currentTheme == "default")
        let custom = try ThemeManager(themesFolder: Fixtures.chain, defaults: defaults, defaultsKey: "skin")
        #expect(custom.currentTheme == "default")
        try custom.setTheme("metal")
        #expect(defaults.string(forKey: "skin") == "metal")
    }

    @Test func setThemePersistsTheChoice() throws {
        let defaults = Fixtures.freshDefaults()
        try Fixtures.manager(defaults: defaults).setTheme("metal")
        #expect(defaults.string(forKey: "theme") == "metal")
        #expect(try Fixtures.manager(defaults: defaults).currentTheme == "metal")
    }

    @Test func anUnknownThemeIsRefusedAndChangesNothing() throws {
        let defaults = Fixtures.freshDefaults()
        let manager = try Fixtures.manager(defaults: defaults)
        #expect(throws: ThemeManagerError.unknownTheme("gold", available: ["default", "metal", "pink"])) { try manager.setTheme("gold") }
        #expect(manager.currentTheme == "default")
        #expect(defaults.string(forKey: "theme") == nil)
    }

    @Test func valuesResolveThroughTheChain() throws {
        let manager = try Fixtures.manager()
        try manager.setTheme("pink")
        // pink's own, then metal's (its $extends), then default's.
        #expect(manager.color("primaryHeadingColor") == ThemeColor(parsing: "#C2185B"))
        #expect(manager.image("headerImage") == ImageName(name: "header_metal"))
        #expect(manager.font("bodyFont") == .system(size: 17))
        #expect(manager.color("accent") == ThemeColor(parsing: "#0A84FF"))
        #expect(manager.color("nowhere") == nil)
        // A key of another kind is not this kind.
        #expect(manager.font("headerImage") == nil)
        #expect(manager.color("card") == nil)
        // Styles merge property by property: metal's background, default's border.
        let card = try #require(manager.style("card"))
        #expect(card.value(for: "backgroundColor")?.text == "#22262C")
        #expect(card.value(for: "layer.borderWidth")?.text == "1")
        #expect(manager.statusBarStyle == .lightContent)
        try manager.setTheme("default")
        #expect(manager.color("primaryHeadingColor") == ThemeColor(parsing: "#222222"))
        #expect(manager.statusBarStyle == .darkContent)
    }

    @Test func typedKeysReadTheSameValues() throws {
        let manager = try Fixtures.manager()
        let heading: ColorKey = "primaryHeadingColor"
        #expect(manager.color(heading) == ThemeColor(parsing: "#222222"))
        #expect(manager.image(ImageKey("headerImage")) == ImageName(name: "header_default"))
        #expect(manager.font(FontKey("bodyFont")) == .system(size: 17))
        #expect(manager.style(StyleKey("card")) == manager.style("card"))
    }

    @Test func aBrokenThemeFailsAtStartWithItsLine() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(##"{"heading": {"textColour": "#FFF"}}"##.utf8).write(to: folder.appendingPathComponent("default.json"))
        #expect {
            try ThemeManager(themesFolder: folder, defaults: Fixtures.freshDefaults())
        } throws: { error in
            guard let error = error as? DiagnosticError else { return false }
            return error.diagnostics.map(\.description) == [
                "\(folder.path)/default.json:1:14: error: unknown property 'textColour' in style 'heading'; did you mean 'textColor'?"
            ]
        }
        #expect(throws: ThemeManagerError.noThemes(folder: folder.appendingPathComponent("empty").path)) {
            try ThemeManager(themesFolder: folder.appendingPathComponent("empty"), defaults: Fixtures.freshDefaults())
        }
    }

    @Test func aBundleFindsItsThemesFolderAndNibMap() throws {
        let bundleFolder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: bundleFolder) }
        try FileManager.default.copyItem(at: Fixtures.chain, to: bundleFolder.appendingPathComponent("Themes"))
        try NibMapFixture.plist.write(to: bundleFolder.appendingPathComponent("ThemeNibMap.plist"))
        let bundle = try #require(Bundle(path: bundleFolder.path))
        let manager = try ThemeManager(bundle: bundle, defaults: Fixtures.freshDefaults())
        #expect(manager.themeNames == ["default", "metal", "pink"])
        try manager.setTheme("metal")
        #expect(manager.controllerNibName(forClass: "ProfileViewController") == "Profile-metal")
    }
}
