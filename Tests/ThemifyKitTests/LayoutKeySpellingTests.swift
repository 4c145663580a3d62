import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

/// Where a property's value lives in a layout is known in one place: the property table
/// (`ThemifyKit/Properties`), its codecs (`ThemifyKit/Codecs`) and the catalog
/// (`ThemifyModel/Catalog`). Everywhere else names a property by the catalog's identifiers
/// (`PropertyName.textColor`) and reaches its XML through the table, so adding a property or a
/// storage form touches the table and one codec — and a string literal spelling a layout key
/// anywhere else in `Sources` fails here, by file and line.
@Suite struct LayoutKeySpellingTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The folders that own layout keys.
    static let owners = ["Sources/ThemifyKit/Properties/", "Sources/ThemifyKit/Codecs/", "Sources/ThemifyModel/Catalog/"]

    /// Files not yet moved to the rule, exempt until they are; a file here that no longer spells
    /// a key fails, so the list cannot outlive its reason. Empty: every source follows the rule,
    /// and a file that cannot yet goes here, with why, rather than the rule bending.
    static let pending: Set<String> = []

    /// A literal that spells a key's name but means something else, with what it means.
    static let homonyms: [(file: String, literal: String, meaning: String)] = [
        (
            "Sources/ThemifyRuntime/UIKit/UIKitValues.swift", "separatorColor",
            "UIColor.separatorColor, a system color a theme names as system:separatorColor (the map from the model's system color names to UIKit's)"
        ),
        (
            "Sources/ThemifyRuntime/UIKit/UIKitValues.swift", "tintColor",
            "UIColor.tintColor, iOS 15's system color a theme names as system:tintColor (the same map)"
        ),
        (
            "Sources/ThemifyKit/OnScreen/AppKitColors.swift", "separatorColor",
            "NSColor.separatorColor, the catalog color AppKit draws a separator box and a box's default border in"
        ),
    ]

    /// Every layout key: each catalog property's name and its dotted parts (a style nests
    /// `titleTextAttributes` › `textColor`), and the key or attribute each table row's storage
    /// keeps its value under (`fontDescription`, `highlightedColor`, `NSColor`).
    static let keys: Set<String> = {
        var keys = Set<String>()
        for property in PropertyCatalog.properties where property.name != PropertyCatalog.runtimeAttributes {
            keys.insert(property.name)
            keys.formUnion(property.name.split(separator: ".").map(String.init))
        }
        for row in PropertyTable.rows {
            for form in [row.form] + row.form.mirrors {
                if let key = storageKey(form.storage) { keys.insert(key) }
            }
        }
        return keys
    }()

    private static func storageKey(_ storage: PropertyForm.Storage) -> String? {
        switch storage {
        case .colorChild(let key), .fontChild(let key), .catalogColorChild(let key), .appKitFontChild(let key): return key
        case .imageAttribute(let name, _): return name
        case .attributedFont, .segmentImages, .runtimeAttribute: return nil
        }
    }

    /// Every `.swift` under `Sources`, by its path from the package root.
    private static func sourceFiles() throws -> [String] {
        let sources = packageRoot.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { "Sources/" + $0 }.sorted()
    }

    /// Each literal of `source` that spells a key: the whole literal, or, in a multi-line
    /// literal (a theme written in code), a key in quotes inside it.
    static func spellings(in source: String) -> [(line: Int, key: String)] {
        var found: [(line: Int, key: String)] = []
        for literal in SwiftStringLiterals(source).literals {
            if keys.contains(literal.content) {
                found.append((literal.line, literal.content))
            } else if literal.isMultiLine {
                for (index, text) in literal.content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    for key in keys where text.contains("\"\(key)\"") { found.append((literal.line + index, key)) }
                }
            }
        }
        return found
    }

    @Test func noSourceOutsideTheTableTheCodecsAndTheCatalogSpellsALayoutKey() throws {
        var offenders: [String] = []
        var pendingStillSpelling = Set<String>()
        for file in try Self.sourceFiles() where !Self.owners.contains(where: file.hasPrefix) {
            let source = try String(contentsOf: Self.packageRoot.appendingPathComponent(file), encoding: .utf8)
            for spelling in Self.spellings(in: source) {
                if Self.homonyms.contains(where: { $0.file == file && $0.literal == spelling.key }) { continue }
                if Self.pending.contains(file) {
                    pendingStillSpelling.insert(file)
                    continue
                }
                offenders.append("\(file):\(spelling.line): \"\(spelling.key)\"")
            }
        }
        #expect(
            offenders.isEmpty,
            "layout keys spelled outside the property table, its codecs and the catalog (name them by PropertyName, reach them through PropertyTable):\n\(offenders.joined(separator: "\n"))"
        )
        let done = Self.pending.subtracting(pendingStillSpelling).sorted()
        #expect(done.isEmpty, "no longer spelling layout keys; remove from `pending`: \(done.joined(separator: ", "))")
    }

    @Test func everyHomonymIsStillThere() throws {
        for homonym in Self.homonyms {
            let source = try String(contentsOf: Self.packageRoot.appendingPathComponent(homonym.file), encoding: .utf8)
            #expect(
                Self.spellings(in: source).contains { $0.key == homonym.literal }, "\(homonym.file) no longer spells '\(homonym.literal)'")
        }
    }

    @Test func theScanFindsLiteralsNotCommentsAndReadsInterpolationsAsCode() {
        let source = #"""
            // "textColor" in a comment is prose
            /* "font" /* nested */ "image" */
            let a = "textColor"
            let b = "say \("backgroundColor") twice"
            let c = #"a "raw" literal"#
            let d = "an \"escaped\" tintColor"
            let e = """
                {"barTintColor": "#FFF"}
                """
            """#
        let found = Self.spellings(in: source)
        #expect(found.map(\.line) == [3, 4, 8])
        #expect(found.map(\.key) == ["textColor", "backgroundColor", "barTintColor"])
    }

    @Test func theKeysComeFromTheCatalogAndTheTable() {
        // A property's name, a part of a dotted one, and an XML key only the table knows.
        #expect(Self.keys.isSuperset(of: ["textColor", "titleTextAttributes", "fontDescription", "highlightedColor", "NSColor"]))
        #expect(!Self.keys.contains(PropertyCatalog.runtimeAttributes))
    }
}
