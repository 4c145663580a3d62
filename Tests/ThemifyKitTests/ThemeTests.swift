import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

@Suite struct ThemeTests {
    private func load(_ json: String) throws(DiagnosticError) -> Theme {
        try Theme(node: try JSONThemeFileReader.read(Array(json.utf8), path: "Themes/metal.json"), path: "Themes/metal.json")
    }

    private func problems(_ json: String) -> [String] {
        do {
            _ = try load(json)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func readsPlainValuesAndStyles() throws {
        let theme = try load(##"{"heading": "#FF0000", "button": {"tintColor": "#FFF", "font": "system-bold 17"}, "$extends": "base"}"##)
        #expect(theme.name == "metal")
        #expect(theme.extends?.name == "base")
        #expect(theme.entries.map(\.key) == ["heading", "button"])
        guard case .style(let style) = theme.entries[1].value else {
            Issue.record("expected a style")
            return
        }
        #expect(style.properties.map(\.path) == ["tintColor", "font"])
    }

    @Test func rejectsWhatCannotWork() {
        #expect(
            problems(##"{"b": {"textColour": "#FFF"}}"##) == [
                "Themes/metal.json:1:8: error: unknown property 'textColour' in style 'b'; did you mean 'textColor'?"
            ])
        #expect(
            problems(##"{"b": {"textColor": "#GGG"}}"##).first?.hasPrefix("Themes/metal.json:1:21: error: '#GGG' is not a color") == true)
        #expect(problems(##"{"b": {"font": "huge"}}"##).first?.contains("is not a font") == true)
        #expect(problems(##"{"$extend": "x"}"##).first?.contains("did you mean '$extends'?") == true)
        #expect(problems(##"{"n": 3}"##).first?.contains("must be a string") == true)
        #expect(problems(##"[1]"##).first?.contains("dictionary of theme keys") == true)
        #expect(problems(##"{"a": {"font": 1}, "b": {"image": ""}}"##).count == 2)
    }

    @Test func nameIsTheFileStem() {
        #expect(Theme.name(ofFile: "Themes/metal.plist") == "metal")
        #expect(Theme.name(ofFile: "holiday.new-year.json") == "holiday.new-year")
    }
}

@Suite struct ThemeLoaderTests {
    private func folder(_ files: [String: String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("themify-themes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        return directory.path
    }

    @Test func defaultIsTheImplicitParentAndStylesMerge() throws {
        let directory = try folder([
            "default.json": ##"{"a": "#000000", "s": {"textColor": "#111111", "font": "system 17"}, "only": "x"}"##,
            "metal.json": ##"{"a": "#FFFFFF", "s": {"textColor": "#222222"}}"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var loader = ThemeLoader()
        let metal = try loader.resolve(path: ThemeLoader.locate("metal", in: directory)!)
        #expect(metal.chain.map(\.name) == ["metal", "default"])
        guard case .plain(let a) = metal.value(forKey: "a"), case .style(let s) = metal.value(forKey: "s") else {
            Issue.record("unexpected values")
            return
        }
        #expect(a.text == "#FFFFFF")
        #expect(s.value(for: "textColor")?.settings.first?.text == "#222222")
        #expect(s.value(for: "font")?.settings.first?.text == "system 17")
        #expect(metal.value(forKey: "only") != nil)
        let base = try loader.resolve(path: ThemeLoader.locate("default", in: directory)!)
        #expect(base.chain.map(\.name) == ["default"])
    }

    @Test func extendsChainsAndFindsPlistBeforeJSON() throws {
        let plist =
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>k</key>\n\t<string>#123456</string>\n</dict>\n</plist>\n"
        let directory = try folder([
            "default.json": ##"{"k": "#000000"}"##, "base.plist": plist, "base.json": ##"{"k": "#FFFFFF"}"##,
            "holiday.json": ##"{"$extends": "base"}"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var loader = ThemeLoader()
        let holiday = try loader.resolve(path: directory + "/holiday.json")
        #expect(holiday.chain.map(\.name) == ["holiday", "base", "default"])
        guard case .plain(let k) = holiday.value(forKey: "k") else {
            Issue.record("expected a value")
            return
        }
        #expect(k.text == "#123456")
        #expect(k.location.path.hasSuffix("base.plist"))
        #expect(k.location.line == 5)
    }

    @Test func reportsCyclesAndUnknownParentsAtTheExtendsLine() throws {
        let directory = try folder([
            "a.json": "{\n  \"$extends\": \"b\"\n}", "b.json": "{\n  \"$extends\": \"a\"\n}",
            "c.json": "{\n  \"$extends\": \"metl\"\n}", "metal.json": "{}",
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var loader = ThemeLoader()
        let cycle = #expect(throws: DiagnosticError.self) { try loader.resolve(path: directory + "/a.json") }
        #expect(cycle?.diagnostics.first?.message == "themes extend each other in a cycle: a → b → a")
        #expect(cycle?.diagnostics.first?.location?.line == 2)
        let unknown = #expect(throws: DiagnosticError.self) { try loader.resolve(path: directory + "/c.json") }
        #expect(unknown?.diagnostics.first?.message.contains("did you mean 'metal'?") == true)
    }
}
