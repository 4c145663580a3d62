import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

/// Theme keys an attacker writes: a control or bidirectional character is refused when the
/// theme loads, in every reader and at every level; what loads makes Swift that compiles,
/// reads as what it is (no raw format character anywhere, Trojan Source), and never shadows
/// the types the generated file uses.
@Suite struct HostileKeyCodegenTests {
    private func folder(_ files: [String: String]) throws -> URL {
        let folder = try Fixtures.temporaryFolder()
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    private func source(_ folder: URL) throws -> String {
        var loader = ThemeLoader()
        let themes = try ThemeLoader.themeNames(in: folder.path).map { name throws -> ResolvedTheme in
            try loader.resolve(path: try #require(ThemeLoader.file(ofTheme: name, in: folder.path)))
        }
        return try TypedKeySource.generate(from: TypedKeyCatalog(themes: themes), themeNames: ThemeLoader.themeNames(in: folder.path))
    }

    private static func plist(key: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>\(key)</key>
            <string>#FF0000</string>
        </dict>
        </plist>
        """
    }

    /// Keys as JSON escapes write them (`\n`, `\u202E`), at the top level, as a style's
    /// property and as an appearance rule's class.
    @Test(arguments: [
        ##"{"bad\nkey": "#FF0000"}"##, ##"{"evil\u202Ekey": "#FF0000"}"##, ##"{"iso\u2066late": "#FF0000"}"##,
        ##"{"c1\u0085": "#FF0000"}"##,
        ##"{"card": {"text\u202EColor": "#FF0000"}}"##, ##"{"$appearance": {"My\u202EView": {"textColor": "#FF0000"}}}"##,
    ])
    func aKeyWithAControlOrBidiCharacterIsRefusedAtLoad(json: String) throws {
        let folder = try folder(["default.json": json])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("default.json").path
        #expect {
            var loader = ThemeLoader()
            _ = try loader.resolve(path: path)
        } throws: { error in
            guard let diagnostics = (error as? DiagnosticError)?.diagnostics, diagnostics.count == 1, let location = diagnostics[0].location
            else { return false }
            return location.path == path && location.line == 1 && diagnostics[0].message.hasPrefix("key '")
                && !diagnostics[0].description.unicodeScalars.contains {
                    $0.value < 0x20 || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
                }
        }
    }

    @Test(arguments: ["bad&#10;key", "evil\u{202E}key", "tab&#x85;"])
    func theXMLPropertyListReaderRefusesThemToo(key: String) throws {
        let folder = try folder(["default.plist": Self.plist(key: key)])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: DiagnosticError.self) {
            var loader = ThemeLoader()
            _ = try loader.resolve(path: folder.appendingPathComponent("default.plist").path)
        }
    }

    /// Keys that load (format characters other than bidirectional controls, names of the
    /// key types' members, quotes and backslashes) make Swift that type-checks and holds only
    /// visible text.
    @Test func keysThatLoadMakeSwiftThatCompilesAndShowsWhatItHolds() throws {
        let folder = try folder([
            "default.json":
                ##"{"zero\u200Bwidth": "#FF0000", "soft\u00ADhyphen": "#00FF00", "name": "#0000FF", "hashValue": "#111111", "back\\slash\"quote": "logo", "line\u2028sep": "#222222", "stra\u00DFe": "#333333"}"##
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let keys = try source(folder)
        let invisible = keys.unicodeScalars.filter {
            $0.properties.generalCategory == .format || ($0.value < 0x20 && $0 != "\n") || $0.value == 0x2028
        }
        #expect(invisible.isEmpty, "raw invisible characters in the generated source: \(invisible.map { String($0.value, radix: 16) })")
        #expect(keys.contains(##"ColorKey("zero\u{200B}width")"##))
        let generated = folder.appendingPathComponent("ThemeKeys.swift")
        try Data(keys.utf8).write(to: generated)
        let usage = folder.appendingPathComponent("Usage.swift")
        try Data(
            """
            import ThemifyRuntime

            func readEveryKey(_ manager: ThemeManager) -> [Any?] {
                [manager.color(.zeroWidth), manager.color(.softHyphen), manager.color(.name), manager.color(.hashValue),
                 manager.image(.backSlashQuote), manager.color(.lineSep), manager.color(.straße), ColorKey.zeroWidth.name == "zero\\u{200B}width"]
            }
            """.utf8
        ).write(to: usage)
        let outcome = try #require(
            try SwiftCompiler.typecheck([generated, usage]), "no swiftc on the PATH or no built ThemifyRuntime module")
        #expect(outcome.status == 0, "\(outcome.output)\n\(keys)")
    }

    /// `static let ColorKey = ColorKey("ColorKey")` inside `extension ColorKey` is a circular
    /// definition, and every later member would name the constant: refused, located.
    @Test(arguments: ["ColorKey", "ImageKey", "FontKey", "StyleKey", "ThemeKey", "ThemifyRuntime", "Color-Key"])
    func aKeyNamedLikeAGeneratedTypeOrModuleIsRefused(key: String) throws {
        let folder = try folder(["default.json": ##"{"\##(key)": "#FF0000", "ok": "#00FF00"}"##])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("default.json").path
        #expect {
            try source(folder)
        } throws: { error in
            guard let diagnostics = (error as? DiagnosticError)?.diagnostics, diagnostics.count == 1 else { return false }
            return diagnostics[0].location?.path == file && diagnostics[0].location?.line == 1
                && diagnostics[0].message.contains("which the generated file uses for a type or module")
        }
    }
}

/// The codegen fuzz target's invariants (`CodegenInvariants`) hold on the sample themes and on
/// hostile keys, so a fuzzer's first finding is a real one.
@Suite struct CodegenInvariantTests {
    @Test(arguments: [
        ##"{"zero\u200Bwidth": "#FF0000", "name": "#0000FF", "q\"uote\\": "logo", "line\u2028sep": "#222222", "in": "#333333", "3d": "x"}"##,
        ##"{"ColorKey": "#FF0000"}"##, ##"{"%%%": "#FF0000"}"##, ##"{"a": "#FF0000", "A": {"textColor": "#00FF00"}}"##,
    ])
    func holdOnHostileKeys(json: String) {
        #expect(CodegenInvariants.violations(in: Array(json.utf8)) == [])
    }

    @Test(arguments: ["default.plist", "metal.plist", "pink.json"])
    func holdOnTheSampleThemes(file: String) throws {
        let bytes = try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("SampleLayouts/Themes/" + file))
        #expect(CodegenInvariants.violations(in: Array(bytes), path: file) == [])
    }
}
