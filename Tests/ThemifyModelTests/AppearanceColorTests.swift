import Foundation
import Testing

@testable import ThemifyModel

/// Per-appearance colors in theme files: where they may be written, how they inherit, what
/// each appearance resolves to, and located errors.
@Suite struct AppearanceColorTests {
    private func theme(_ json: String, path: String = "t.json") throws(DiagnosticError) -> Theme {
        try Theme(node: JSONThemeFileReader.read(Array(json.utf8), path: path), path: path)
    }

    private func problems(_ json: String) -> [Diagnostic] {
        do {
            _ = try theme(json)
            return []
        } catch {
            return error.diagnostics
        }
    }

    private let black = ThemeColor.sRGB(SRGBColor(red: 0, green: 0, blue: 0))
    private let white = ThemeColor.sRGB(SRGBColor(red: 1, green: 1, blue: 1))

    @Test func anyColorMayBeGivenPerAppearanceInKeysStylesStatesGroupsAndRules() throws {
        let loaded = try theme(
            """
            {
              "heading": {"light": "#000000", "dark": "#FFFFFF"},
              "button": {
                "titleColor": {"light": "#000000", "dark": "#FFFFFF"},
                "states": {"highlighted": {"titleColor": {"light": "#000000", "highContrastDark": "#FFFFFF"}}}
              },
              "bar": {"titleTextAttributes": {"textColor": {"light": "#000000", "dark": "system:systemRedColor"}}},
              "$appearance": {"UILabel": {"textColor": {"light": "#000000", "dark": "#FFFFFF"}}}
            }
            """)
        let resolved = ResolvedTheme(chain: [loaded])
        let names = resolved.appearanceColors.map { $0.color.catalogName ?? "" }
        #expect(
            names == [
                "bar.titleTextAttributes.textColor", "button.titleColor", "button.states.highlighted.titleColor", "heading",
                "appearance.UILabel.textColor",
            ])
        guard case .plain(let plain)? = resolved.value(forKey: "heading") else {
            Issue.record("a per-appearance dictionary at the top level is a plain value, not a style")
            return
        }
        let color = try #require(plain.appearanceColor)
        #expect(color.color(in: .light) == black)
        #expect(color.color(in: .dark) == white)
        #expect(try plain.setting(as: .color).get().value == .color(.perAppearance(color)))
        #expect(throws: ValueError.self) { try plain.setting(as: .image).get() }
        let system = try #require(resolved.appearanceColors.first?.color)
        #expect(system.color(in: .dark) == .system("systemRedColor"))
    }

    @Test func plistsGivePerAppearanceColorsToo() throws {
        let node = try readPlist(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>heading</key>
            \t<dict>
            \t\t<key>light</key>
            \t\t<string>#1B1F24</string>
            \t\t<key>dark</key>
            \t\t<string>#ECEFF1</string>
            \t</dict>
            </dict>
            </plist>
            """)
        let loaded = try Theme(node: node, path: "theme.plist")
        let color = try #require(ResolvedTheme(chain: [loaded]).appearanceColors.first?.color)
        #expect(color.color(in: .dark).themeText == "#ECEFF1")
        #expect(color.themeText == ##"{"light": "#1B1F24", "dark": "#ECEFF1"}"##)
    }

    @Test func eachAppearanceFallsBackDarkFirst() throws {
        let red = ThemeColor.sRGB(SRGBColor(red: 1, green: 0, blue: 0))
        let only = try #require(AppearanceColor([.light: black, .dark: white, .highContrastLight: red]))
        #expect(
            only.color(in: .highContrastDark) == white, "a high-contrast dark screen takes the dark value, not the light high-contrast one")
        #expect(only.color(in: .highContrastLight) == red)
        #expect(only.catalogAppearances == [.light, .dark, .highContrastLight, .highContrastDark])
        let lightAndDark = try #require(AppearanceColor([.light: black, .dark: white]))
        #expect(lightAndDark.catalogAppearances == [.light, .dark])
        #expect(lightAndDark.color(in: .highContrastLight) == black)
        let contrastOnly = try #require(AppearanceColor([.light: black, .highContrastLight: red]))
        #expect(contrastOnly.catalogAppearances == [.light, .highContrastLight])
        #expect(contrastOnly.color(in: .highContrastDark) == red)
        let darkOnly = try #require(AppearanceColor([.dark: white]))
        #expect(darkOnly.color(in: .light) == white, "a partial value with nothing below it shows what it has")
        #expect(AppearanceColor([:]) == nil)
        #expect(AppearanceColor([.light: .asset("Brand")]) == nil)
    }

    @Test func extendsMergesAppearanceByAppearance() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appearance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ json: String) throws {
            try json.write(to: folder.appendingPathComponent("\(name).json"), atomically: true, encoding: .utf8)
        }
        try write(
            "default",
            """
            {"heading": {"light": "#000000", "dark": "#FFFFFF"}, "body": "#333333",
             "button": {"titleColor": {"light": "#000000", "dark": "#FFFFFF"}, "backgroundColor": "#FFFFFF"},
             "$appearance": {"UILabel": {"textColor": {"light": "#000000", "dark": "#FFFFFF"}}}}
            """)
        try write(
            "metal",
            """
            {"heading": {"dark": "#FF0000"}, "body": {"dark": "#EEEEEE"},
             "button": {"titleColor": {"highContrastDark": "#00FF00"}, "backgroundColor": {"dark": "#000000"}},
             "$appearance": {"UILabel": {"textColor": "#123456"}}}
            """)
        var loader = ThemeLoader()
        let metal = try loader.resolve(path: folder.appendingPathComponent("metal.json").path)
        guard case .plain(let heading)? = metal.value(forKey: "heading"), let color = heading.appearanceColor else {
            Issue.record("heading stays a per-appearance plain value")
            return
        }
        #expect(color.color(in: .light).themeText == "#000000")
        #expect(color.color(in: .dark).themeText == "#FF0000")
        #expect(color.catalogName == "heading")
        guard case .plain(let body)? = metal.value(forKey: "body") else { return }
        #expect(body.appearanceColor?.color(in: .light).themeText == "#333333", "a plain parent color is every appearance's base")
        #expect(body.appearanceColor?.color(in: .dark).themeText == "#EEEEEE")
        guard case .style(let button)? = metal.value(forKey: "button"), case .setting(let title)? = button.value(for: "titleColor"),
            case .color(.perAppearance(let titleColor)) = title.value
        else {
            Issue.record("the button's title color stays per appearance")
            return
        }
        #expect(titleColor.values.count == 3)
        #expect(titleColor.color(in: .highContrastDark).themeText == "#00FF00")
        #expect(titleColor.color(in: .dark).themeText == "#FFFFFF")
        guard case .setting(let background)? = button.value(for: "backgroundColor"),
            case .color(.perAppearance(let backgroundColor)) = background.value
        else { return }
        #expect(backgroundColor.color(in: .light).themeText == "#FFFFFF")
        #expect(metal.appearanceRule(for: "UILabel")?.value(for: "textColor")?.text == "#123456", "a plain color replaces every appearance")
    }

    @Test func aPublishedSkinKeepsItsPerAppearanceColors() throws {
        let resolved = ResolvedTheme(chain: [
            try theme(
                ##"""
                {"heading": {"light": "#000000", "dark": "#FFFFFF"},
                 "button": {"states": {"highlighted": {"titleColor": {"light": "#111111", "highContrastDark": "#EEEEEE"}}}},
                 "$appearance": {"UILabel": {"textColor": {"light": "#000000", "dark": "system:labelColor"}}}}
                """##)
        ])
        let published = try Theme(
            node: JSONThemeFileReader.read(SkinThemeDocument.bytes(of: resolved), path: "skin.json"), path: "skin.json")
        let reread = ResolvedTheme(chain: [published]).appearanceColors.map(\.color)
        #expect(reread.map(\.values) == resolved.appearanceColors.map(\.color.values))
        #expect(reread.map(\.catalogName) == resolved.appearanceColors.map(\.color.catalogName))
    }

    @Test func aPartialColorWithNothingToInheritIsLocated() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appearance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("solo.json").path
        try "{\n  \"heading\": {\"dark\": \"#FFFFFF\"}\n}\n".write(toFile: path, atomically: true, encoding: .utf8)
        var loader = ThemeLoader()
        #expect {
            _ = try loader.resolve(path: path)
        } throws: { error in
            let diagnostic = (error as? DiagnosticError)?.diagnostics.first
            return diagnostic?.location?.line == 2 && diagnostic?.message.contains("needs a 'light' value") == true
        }
    }

    @Test func mistakesInsideAPerAppearanceColorAreLocatedAtTheirMember() {
        let unknown = problems("{\n  \"heading\": {\"light\": \"#000000\",\n    \"drak\": \"#FFFFFF\"}\n}")
        #expect(unknown.count == 1 && unknown.first?.location?.line == 3, "\(unknown)")
        let styleMistake = problems("{\n  \"label\": {\"textColor\": {\"light\": \"#000000\",\n    \"dark\": \"#GG0000\"}}\n}")
        #expect(
            styleMistake.first?.location?.line == 3 && styleMistake.first?.message.contains("'dark' appearance") == true, "\(styleMistake)")
        #expect(styleMistake.first?.rule == LintRule.invalidValue)
        let asset = problems("{\"label\": {\"textColor\": {\"light\": \"asset:Brand\"}}}")
        #expect(asset.first?.message.contains("cannot name another") == true, "\(asset)")
        let nested = problems("{\"label\": {\"textColor\": {\"light\": {\"dark\": \"#000000\"}}}}")
        #expect(nested.first?.message.contains("is a color string") == true, "\(nested)")
        let notAColor = problems("{\"label\": {\"font\": {\"light\": \"system 17\"}}}")
        #expect(!notAColor.isEmpty, "only colors are given per appearance")
        let mixed = problems("{\"label\": {\"light\": \"#000000\", \"textColor\": \"#FFFFFF\"}}")
        #expect(mixed.first?.message.contains("unknown property 'light'") == true, "\(mixed)")
    }
}
