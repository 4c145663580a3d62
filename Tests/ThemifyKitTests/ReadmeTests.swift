import Foundation
import Testing
import ThemifyModel
import ThemifyTestSupport

@testable import ThemifyKit

/// The documentation's property lists (docs/properties.md) and lint table (docs/checking.md) are
/// what users rely on: they must say what the code does. `THEMIFY_RECORD_GOLDEN=1` rewrites them
/// from the property table and from `LintRule.all`.
@Suite struct ReadmeTests {

    static let propertiesStart = "<!-- properties: generated from PropertyTable by ReadmeTests -->"
    static let propertiesEnd = "<!-- end of properties -->"
    static let lintRulesStart = "<!-- lint rules: generated from LintRule by ReadmeTests -->"
    static let lintRulesEnd = "<!-- end of lint rules -->"

    static let macOSPropertiesStart = "<!-- macOS properties: generated from PropertyTable by ReadmeTests -->"
    static let macOSPropertiesEnd = "<!-- end of macOS properties -->"

    static var expectedPropertyTable: String { propertyTable(for: .uiKit) }

    /// The iOS and the macOS rows each have their table: the element names overlap.
    static func propertyTable(for platform: PropertyTable.Platform) -> String {
        var table = "| element | property | written as | when |\n|---|---|---|---|\n"
        for row in PropertyTable.rows
        where ![PropertyTable.allViews, PropertyTable.anyObject].contains(row.element) && row.platform == platform {
            let condition: String
            switch row.condition {
            case .hasChild(let name, let key)?: condition = "it has `<\(name) key=\"\(key)\">`"
            case .lacksChild(let name, let key)?: condition = "it has no `<\(name) key=\"\(key)\">`"
            case .stateHasChild(let name, let key)?: condition = "the state has `<\(name) key=\"\(key)\">`"
            case .stateLacksChild(let name, let key)?: condition = "the state has no `<\(name) key=\"\(key)\">`"
            case .childHasChild(let name, let key, let inner, let innerKey)?:
                condition = "its `<\(name) key=\"\(key)\">` has `<\(inner) key=\"\(innerKey)\">`"
            case nil: condition = ""
            }
            table += "| \(row.element) | \(row.property) | \(row.form.xmlDescription) | \(condition) |\n"
        }
        return table
    }

    static var expectedLintTable: String {
        var table = "| rule | severity | what it finds | fix |\n|---|---|---|---|\n"
        for rule in LintRule.all {
            table += "| `\(rule.id)` | \(rule.severity.rawValue) | \(rule.summary) | \(rule.fix) |\n"
        }
        return table
    }

    /// Compares the README between two markers with `expected`; when recording, rewrites it.
    private func checkGeneratedSection(
        start startMarker: String, end endMarker: String, expected: String, name: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let page = try DocumentationFiles.page(containing: startMarker, packageRoot: Fixtures.packageRoot)
        let readme = try String(contentsOf: page, encoding: .utf8)
        let start = try #require(
            readme.range(of: startMarker), "the documentation lacks the marker \(startMarker)", sourceLocation: sourceLocation)
        let end = try #require(
            readme.range(of: endMarker, range: start.upperBound..<readme.endIndex), "the documentation lacks the marker \(endMarker)",
            sourceLocation: sourceLocation)
        let current = String(readme[start.upperBound..<end.lowerBound]).trimmingCharacters(in: .newlines)
        let expected = expected.trimmingCharacters(in: .newlines)
        if GoldenFile.isRecording {
            try readme.replacingCharacters(in: start.upperBound..<end.lowerBound, with: "\n" + expected + "\n").write(
                to: page, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            current == expected, "The documentation's \(name) is stale; run scripts/record-golden.sh. Expected:\n\(expected)",
            sourceLocation: sourceLocation)
    }

    @Test func supportedPropertiesTableMatchesThePropertyTable() throws {
        try checkGeneratedSection(
            start: Self.propertiesStart, end: Self.propertiesEnd, expected: Self.expectedPropertyTable, name: "property table")
        let readme = DocumentationFiles.text(packageRoot: Fixtures.packageRoot)
        let viewRows = PropertyTable.rows.filter { $0.element == PropertyTable.allViews }.map(\.property)
        #expect(viewRows == ["backgroundColor", "tintColor"])
        let objectRows = PropertyTable.rows.filter { $0.element == PropertyTable.anyObject }
        #expect(objectRows.map(\.property) == [PropertyCatalog.runtimeAttributes, PropertyCatalog.runtimeAttributes])
        #expect(Set(objectRows.map(\.platform)) == [.uiKit, .appKit])
        #expect(readme.contains("Every view takes `backgroundColor` and `tintColor`"))
        #expect(readme.contains("every object of a layout — view, bar item, controller, custom object — `runtimeAttributes`"))
        #expect(readme.contains("`\(PropertyCatalog.runtimeAttributes)`"))
    }

    @Test func macOSPropertiesTableMatchesThePropertyTable() throws {
        try checkGeneratedSection(
            start: Self.macOSPropertiesStart, end: Self.macOSPropertiesEnd, expected: Self.propertyTable(for: .appKit),
            name: "macOS property table")
    }

    @Test func lintTableMatchesTheLintRules() throws {
        try checkGeneratedSection(
            start: Self.lintRulesStart, end: Self.lintRulesEnd, expected: Self.expectedLintTable, name: "lint rule table")
    }

    /// Every `static let name = "id"` in LintRule.swift — the names diagnostics are tagged
    /// with — has exactly one entry in `LintRule.all`, and every entry is one of them; so a rule
    /// added to the code cannot be missing from the README.
    @Test func everyLintRuleHasOneDefinition() throws {
        let source = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent("Sources/ThemifyModel/Diagnostics/LintRule.swift"), encoding: .utf8)
        let constant = /public static let \w+ = "([a-z-]+)"/
        let declared = source.matches(of: constant).map { String($0.output.1) }
        #expect(declared.count >= 12, "found only \(declared) in LintRule.swift")
        #expect(Set(declared).count == declared.count, "two constants share an id: \(declared)")

        let ids = LintRule.all.map(\.id)
        #expect(Set(ids).count == ids.count, "LintRule.all lists an id twice: \(ids)")
        #expect(
            Set(ids) == Set(declared),
            "LintRule.all lacks \(Set(declared).subtracting(ids).sorted()); has undeclared \(Set(ids).subtracting(declared).sorted())")
        for rule in LintRule.all {
            #expect(!rule.summary.isEmpty && !rule.fix.isEmpty, "\(rule.id) needs a summary and a fix")
            #expect(!(rule.summary + rule.fix).contains("|"), "\(rule.id): a '|' would break the README table")
            #expect(rule.severity != .note, "\(rule.id): lint reports errors and warnings")
            #expect(LintRule.definition(of: rule.id) == rule)
        }
    }

    /// Diagnostics name their rule through the constants, never a literal string the table
    /// could miss.
    @Test func theSourcesTagDiagnosticsOnlyWithDeclaredRules() throws {
        let sources = Fixtures.packageRoot.appendingPathComponent("Sources")
        let files =
            FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(!files.isEmpty)
        let literalRule = /rule: "([^"]*)"/
        let ids = Set(LintRule.all.map(\.id))
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: literalRule) {
                #expect(
                    ids.contains(String(match.output.1)),
                    "\(file) tags a diagnostic with '\(match.output.1)', which LintRule.all does not describe")
            }
        }
    }
}
