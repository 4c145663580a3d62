import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit
@testable import ThemifyRuntime

/// `themify codegen`'s output: typed keys that compile against ThemifyRuntime, named safely.
@Suite struct TypedKeySourceTests {
    private func themes(in folder: URL) throws -> [ResolvedTheme] {
        var loader = ThemeLoader()
        return try ThemeLoader.themeNames(in: folder.path).map { name throws -> ResolvedTheme in
            try loader.resolve(path: try #require(ThemeLoader.file(ofTheme: name, in: folder.path)))
        }
    }

    private func source(_ folder: URL) throws -> String {
        try TypedKeySource.generate(from: TypedKeyCatalog(themes: themes(in: folder)), themeNames: ThemeLoader.themeNames(in: folder.path))
    }

    private func folder(_ files: [String: String]) throws -> URL {
        let folder = try Fixtures.temporaryFolder()
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    /// Keys that are keywords, begin with a digit or hold characters no identifier can.
    private static let awkwardThemes = [
        "default.json":
            ##"{"default": "#FFFFFF", "class": "header", "2x-banner": "banner@2x", "header-image": "top", "Type": "#000000", "self": "system 12", "café au lait": "#C0A080", "quote\"d": "#111111", "tick`ed": {"textColor": "#222222"}}"##,
        "metal.json": ##"{"default": "#333333", "mixed": {"textColor": "#FFFFFF"}}"##,
        "pink.json": ##"{"mixed": "#FF69B4"}"##,
    ]

    @Test func theGeneratedKeysTypeCheckAgainstThemifyRuntimeAndReadTheirValues() throws {
        let folder = try folder(Self.awkwardThemes)
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = folder.appendingPathComponent("ThemeKeys.swift")
        let keys = try source(folder)
        try Data(keys.utf8).write(to: generated)
        let usage = folder.appendingPathComponent("Usage.swift")
        try Data(
            """
            import ThemifyRuntime
            import ThemifyModel

            func readEveryKey(_ manager: ThemeManager) -> [Any?] {
                [
                    manager.color(.`default`), manager.color(.`Type`), manager.color(.caféAuLait), manager.color(.quoteD),
                    manager.image(.`class`), manager.image(._2xBanner), manager.image(.headerImage),
                    manager.font(.`self`),
                    manager.style(.tickEd), manager.settings(for: .mixed, classChain: ["UILabel", "UIView"]),
                ]
            }
            """.utf8
        ).write(to: usage)
        let outcome = try #require(
            try SwiftCompiler.typecheck([generated, usage]), "no swiftc on the PATH or no built ThemifyRuntime module")
        #expect(outcome.status == 0, "\(outcome.output)\n\(keys)")

        // The compiler also refuses a key used as the wrong kind: the check above is real.
        let misuse = folder.appendingPathComponent("Misuse.swift")
        try Data("import ThemifyRuntime\nfunc wrong(_ manager: ThemeManager) { _ = manager.image(.caféAuLait) }\n".utf8).write(to: misuse)
        let refused = try #require(try SwiftCompiler.typecheck([generated, misuse]))
        #expect(refused.status != 0)
        #expect(refused.output.contains("caféAuLait"), "\(refused.output)")
    }

    @Test func theKeysDocumentEachThemesValue() throws {
        let folder = try folder(Self.awkwardThemes)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try source(folder)
        #expect(
            text.contains(
                """
                    /// `default`
                    /// - default: `#FFFFFF`
                    /// - metal: `#333333`
                    /// - pink: `#FFFFFF`
                    static let `default` = ColorKey("default")
                """))
        #expect(text.contains(#"static let quoteD = ColorKey("quote\"d")"#))
        #expect(text.contains("    /// `tick'ed`\n"), "a backtick cannot end the code span early")
        #expect(
            text.contains(
                """
                    /// `mixed`
                    /// - metal: `textColor #FFFFFF`
                    /// - pink: `#FF69B4`
                    static let mixed = StyleKey("mixed")
                """), "a style in one theme and a plain value in another is a style key")
    }

    @Test func collisionsAndConflictingKindsAreErrors() throws {
        let colliding = try folder(["default.json": ##"{"headerImage": "a", "header-image": "b", "header image": "c", "%%%": "d"}"##])
        defer { try? FileManager.default.removeItem(at: colliding) }
        #expect {
            try source(colliding)
        } throws: { error in
            let file = colliding.appendingPathComponent("default.json").path
            return (error as? DiagnosticError)?.diagnostics.map(\.description) == [
                "\(file):1:64: error: theme key '%%%' makes no Swift identifier; give it a name with a letter",
                "\(file):1:22: error: theme keys 'header image' (\(file):1:43) and 'header-image' both make the image key 'headerImage'; rename one",
                "\(file):1:2: error: theme keys 'header image' (\(file):1:43) and 'headerImage' both make the image key 'headerImage'; rename one",
            ]
        }
        let conflicting = try folder(["default.json": ##"{"logo": "logo_default"}"##, "metal.json": ##"{"logo": "#FFFFFF"}"##])
        defer { try? FileManager.default.removeItem(at: conflicting) }
        #expect {
            try source(conflicting)
        } throws: { error in
            let messages = (error as? DiagnosticError)?.diagnostics.map(\.message) ?? []
            return messages.count == 1 && messages[0].hasPrefix("theme key 'logo' is a color here but an image in theme 'default'")
        }
    }

    @Test func aDefaultInOneThemeTakesTheKindTheOthersGive() throws {
        let folder = try folder([
            "default.json": ##"{"logo": "logo_default", "accent": "default"}"##, "metal.json": ##"{"logo": "default"}"##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try source(folder)
        #expect(text.contains("static let logo = ImageKey(\"logo\")"))
        #expect(text.contains("/// - metal: `default`"))
        #expect(text.contains("static let accent = ColorKey(\"accent\")"), "a key only ever reset is a color key")
    }

    @Test func identifiersAreMadeSafely() {
        #expect(SwiftIdentifier.make(from: "primaryHeadingColor") == "primaryHeadingColor")
        #expect(SwiftIdentifier.make(from: "header-image") == "headerImage")
        #expect(SwiftIdentifier.make(from: "header.image_2") == "headerImage_2")
        #expect(SwiftIdentifier.make(from: "3d") == "_3d")
        #expect(SwiftIdentifier.make(from: "in") == "`in`")
        #expect(SwiftIdentifier.make(from: "--") == nil)
    }

    @Test func theSampleThemesMatchTheirGoldenFile() throws {
        let golden = Fixtures.folder.appendingPathComponent("Golden/SampleThemeKeys.swift.txt")
        let text = try source(Fixtures.packageRoot.appendingPathComponent("SampleLayouts/Themes"))
        if ProcessInfo.processInfo.environment["THEMIFY_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: golden)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(text == expected, "SampleLayouts/Themes' typed keys changed; review, then rerun with THEMIFY_RECORD_GOLDEN=1")
        // Generating twice gives the same bytes: the command can leave a current file alone.
        #expect(try source(Fixtures.packageRoot.appendingPathComponent("SampleLayouts/Themes")) == text)
    }
}
