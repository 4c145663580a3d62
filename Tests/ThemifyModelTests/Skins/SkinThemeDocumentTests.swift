import Foundation
import Testing

@testable import ThemifyModel

/// The published theme document must mean what the chain means: read back by the model's own
/// reader, every key, style property, appearance rule and the tolerance come out the same.
@Suite struct SkinThemeDocumentTests {
    static func folder(_ files: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("skin-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder.path
    }

    static func summary(_ theme: ResolvedTheme) -> [String] {
        var lines: [String] = []
        for key in theme.keys {
            switch theme.value(forKey: key)! {
            case .plain(let plain): lines.append("\(key) = \(plain.text)")
            case .style(let style): lines += style.properties.map { "\(key).\($0.path) = \($0.value.text)" }.sorted()
            }
        }
        for className in Set(theme.chain.flatMap { $0.appearance.map(\.className) }).sorted() {
            lines += theme.appearanceRule(for: className)!.properties.map { "$appearance.\(className).\($0.path) = \($0.value.text)" }
                .sorted()
        }
        lines.append("$tolerance = \(theme.colorTolerance)")
        return lines
    }

    @Test func theDocumentMeansWhatTheChainMeans() throws {
        let folder = try Self.folder([
            "default.json": """
            {"headerImage": "header", "title": {"textColor": "#111111", "font": "system 17"},
             "button": {"titleColor": "#000000", "states": {"highlighted": {"titleColor": "#333333"}}},
             "$appearance": {"UIView": {"tintColor": "#0000FF"}}, "$tolerance": 2.5,
             "filter": {"segmentImages": ["grid", "list"]}, "path": "a/b \\"quoted\\" é"}
            """,
            "winter.json": """
            {"$extends": "default", "title": {"textColor": "#FFFFFF"}, "snow": "snowflake",
             "button": {"states": {"disabled": {"titleColor": "#999999"}}},
             "$appearance": {"UIView": {"backgroundColor": "#EEEEEE"}, "UISwitch": {"onTintColor": "#FF0000"}}}
            """,
            "newyear.json": """
            {"$extends": "winter", "headerImage": "header_newyear",
             "nav": {"titleTextAttributes": {"textColor": "#FF0000", "font": "Avenir-Heavy 17"}}}
            """,
        ])
        var loader = ThemeLoader()
        let resolved = try loader.resolve(path: folder + "/newyear.json")
        #expect(resolved.chain.map(\.name) == ["newyear", "winter", "default"])
        let bytes = SkinThemeDocument.bytes(of: resolved)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("$extends"))
        let reread = ResolvedTheme(chain: [try Theme(node: ThemeFileReader.parse(bytes, path: "newyear.json"), path: "newyear.json")])
        #expect(Self.summary(reread) == Self.summary(resolved))
        #expect(Self.summary(resolved).contains("button.states.disabled.titleColor = #999999"))
        #expect(Self.summary(resolved).contains("$appearance.UIView.tintColor = #0000FF"))
        #expect(SkinThemeDocument.bytes(of: try ThemeLoader().resolvedAgain(folder + "/newyear.json")) == bytes)
    }

    @Test func aThemeWithoutToleranceWritesNone() throws {
        let folder = try Self.folder(["plain.json": ##"{"a": "#FFFFFF"}"##])
        var loader = ThemeLoader()
        #expect(
            String(decoding: SkinThemeDocument.bytes(of: try loader.resolve(path: folder + "/plain.json")), as: UTF8.self)
                == ##"{"a":"#FFFFFF"}"##)
    }
}

private extension ThemeLoader {
    /// A fresh load, so the determinism check does not compare a cached theme with itself.
    func resolvedAgain(_ path: String) throws -> ResolvedTheme {
        var loader = ThemeLoader()
        return try loader.resolve(path: path)
    }
}
