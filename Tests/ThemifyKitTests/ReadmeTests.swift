import Foundation
import Testing
@testable import ThemifyKit
import ThemeModel

/// The README's property list is documentation users rely on: it must say what the code does.
/// `THEMIFY_RECORD_GOLDEN=1` rewrites it from the property table.
@Suite struct ReadmeTests {
    static let startMarker = "<!-- properties: generated from PropertyTable by ReadmeTests -->"
    static let endMarker = "<!-- end of properties -->"

    static var expectedTable: String {
        var table = "| element | property | written as | when |\n|---|---|---|---|\n"
        for row in PropertyTable.rows where row.element != PropertyTable.allViews {
            let condition: String
            switch row.condition {
            case .hasChild(let name, let key)?: condition = "it has `<\(name) key=\"\(key)\">`"
            case .lacksChild(let name, let key)?: condition = "it has no `<\(name) key=\"\(key)\">`"
            case nil: condition = ""
            }
            table += "| \(row.element) | \(row.property) | \(row.form.xmlDescription) | \(condition) |\n"
        }
        return table
    }

    @Test func supportedPropertiesTableMatchesThePropertyTable() throws {
        let url = Fixtures.packageRoot.appendingPathComponent("README.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(readme.range(of: Self.startMarker), "README lacks the properties marker")
        let end = try #require(readme.range(of: Self.endMarker), "README lacks the end-of-properties marker")
        let current = String(readme[start.upperBound..<end.lowerBound]).trimmingCharacters(in: .newlines)
        let expected = Self.expectedTable.trimmingCharacters(in: .newlines)
        if GoldenFile.isRecording {
            try readme.replacingCharacters(in: start.upperBound..<end.lowerBound, with: "\n" + expected + "\n").write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == expected, "README's property table is stale; run scripts/record-golden.sh. Expected:\n\(expected)")
        let viewRows = PropertyTable.rows.filter { $0.element == PropertyTable.allViews }.map(\.property)
        #expect(viewRows == ["backgroundColor", "tintColor"])
        #expect(readme.contains("Every view takes `backgroundColor` and `tintColor`"))
    }
}
