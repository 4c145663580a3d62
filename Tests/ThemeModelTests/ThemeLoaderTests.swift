import Foundation
import Testing
@testable import ThemeModel

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

    @Test func refusesPathsInExtends() throws {
        let dir = try folder()
        for parent in ["/etc/passwd", "../secrets", "sub/base", ".hidden", "base.json/.."] {
            try "{\"$extends\": \"\(parent)\"}".write(to: dir.appendingPathComponent("evil.json"), atomically: true, encoding: .utf8)
            let messages = resolve(dir.appendingPathComponent("evil.json").path)
            #expect(messages.count == 1, "\(parent): \(messages)")
            #expect(messages.first?.contains("not a path") == true || messages.first?.contains("no file beside") == true, "\(parent): \(messages)")
        }
    }

    @Test func refusesAParentThatIsASymlinkOutOfTheFolder() throws {
        let dir = try folder(), outside = try folder()
        try #"{"heading": "ghp_secret"}"#.write(to: outside.appendingPathComponent("secret.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("base.json").path, withDestinationPath: outside.appendingPathComponent("secret.json").path)
        try #"{"$extends": "base"}"#.write(to: dir.appendingPathComponent("metal.json"), atomically: true, encoding: .utf8)
        let messages = resolve(dir.appendingPathComponent("metal.json").path)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("leads outside") == true, "\(messages)")
        #expect(messages.joined().contains("ghp_secret") == false)
    }
}
