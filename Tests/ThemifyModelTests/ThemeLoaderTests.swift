import Foundation
import Testing

@testable import ThemifyModel

/// A theme reads only themes: `$extends` names a theme in the same folder, never a path, and a
/// parent that leads out of the folder through a symlink is refused.
@Suite struct ThemeLoaderTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("themeloader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func resolve(_ path: String) -> [String] {
        var loader = ThemeLoader()
        do {
            _ = try loader.resolve(path: path)
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    @Test func extendsByNameInTheSameFolder() throws {
        let dir = try folder()
        try ##"{"heading": "#FF0000"}"##.write(to: dir.appendingPathComponent("base.json"), atomically: true, encoding: .utf8)
        try #"{"$extends": "base"}"#.write(to: dir.appendingPathComponent("metal.json"), atomically: true, encoding: .utf8)
        var loader = ThemeLoader()
        let theme = try loader.resolve(path: dir.appendingPathComponent("metal.json").path)
        #expect(theme.chain.map(\.name) == ["metal", "base"])
    }

    /// Themes beside one `default` share its resolution; each comes out as the whole chain
    /// resolved on its own would, including per-appearance colors merged over the parent's.
    @Test func themesSharingAParentResolveAsTheirWholeChains() throws {
        let dir = try folder()
        try
            ##"{"heading": "#FF0000", "body": {"textColor": {"light": "#111111", "dark": "#EEEEEE"}, "font": "system 15"}, "$appearance": {"UILabel": {"textColor": "#222222"}}}"##
            .write(to: dir.appendingPathComponent("default.json"), atomically: true, encoding: .utf8)
        try ##"{"heading": "#00FF00", "body": {"textColor": {"dark": "#DDDDDD"}}}"##.write(
            to: dir.appendingPathComponent("ocean.json"), atomically: true, encoding: .utf8)
        try ##"{"title": "system 20", "$appearance": {"UILabel": {"font": "system 12"}}}"##.write(
            to: dir.appendingPathComponent("forest.json"), atomically: true, encoding: .utf8)
        var loader = ThemeLoader()
        for name in ["ocean", "forest", "default", "ocean"] {
            let path = dir.appendingPathComponent("\(name).json").path
            let shared = try loader.resolve(path: path)
            var alone = ThemeLoader()
            let resolvedAlone = try alone.resolve(path: path)
            let direct = ResolvedTheme(chain: shared.chain)
            for theme in [resolvedAlone, direct] {
                #expect(shared.chain.map(\.name) == theme.chain.map(\.name))
                #expect(shared.keys == theme.keys)
                for key in theme.keys { #expect(shared.value(forKey: key) == theme.value(forKey: key), "\(name) \(key)") }
                #expect(shared.appearanceClasses == theme.appearanceClasses)
                for className in theme.appearanceClasses {
                    #expect(shared.appearanceRule(for: className) == theme.appearanceRule(for: className))
                }
            }
        }
        let ocean = try loader.resolve(path: dir.appendingPathComponent("ocean.json").path)
        guard case .style(let body)? = ocean.value(forKey: "body"), case .setting(let color)? = body.value(for: "textColor"),
            case .color(.perAppearance(let merged)) = color.value
        else {
            Issue.record("body's text color is not a per-appearance color")
            return
        }
        #expect(merged.values == [.light: .sRGB(SRGBColor(bytes: 0x11, 0x11, 0x11)), .dark: .sRGB(SRGBColor(bytes: 0xDD, 0xDD, 0xDD))])
        #expect(body.value(for: "font") != nil)
        let forest = try loader.resolve(path: dir.appendingPathComponent("forest.json").path)
        #expect(forest.appearanceRule(for: "UILabel")?.properties.map(\.path) == ["textColor", "font"])
    }

    @Test func refusesPathsInExtends() throws {
        let dir = try folder()
        for parent in ["/etc/passwd", "../secrets", "sub/base", ".hidden", "base.json/.."] {
            try "{\"$extends\": \"\(parent)\"}".write(to: dir.appendingPathComponent("evil.json"), atomically: true, encoding: .utf8)
            let messages = resolve(dir.appendingPathComponent("evil.json").path)
            #expect(messages.count == 1, "\(parent): \(messages)")
            #expect(
                messages.first?.contains("not a path") == true || messages.first?.contains("no file beside") == true,
                "\(parent): \(messages)")
        }
    }

    @Test func refusesAParentThatIsASymlinkOutOfTheFolder() throws {
        let dir = try folder()
        let outside = try folder()
        try #"{"heading": "ghp_secret"}"#.write(to: outside.appendingPathComponent("secret.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("base.json").path, withDestinationPath: outside.appendingPathComponent("secret.json").path)
        try #"{"$extends": "base"}"#.write(to: dir.appendingPathComponent("metal.json"), atomically: true, encoding: .utf8)
        let messages = resolve(dir.appendingPathComponent("metal.json").path)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("leads outside") == true, "\(messages)")
        #expect(messages.joined().contains("ghp_secret") == false)
    }
}
