import Foundation
import Testing
@testable import ThemifyKit

/// The README's property list is documentation users rely on: it must say what the code does.
@Suite struct ReadmeTests {
    @Test func supportedPropertiesTableMatchesThePropertyTable() throws {
        let readme = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let afterHeading = try #require(readme.components(separatedBy: "### Supported properties").dropFirst().first)
        let section = afterHeading.components(separatedBy: "\n## ").first ?? afterHeading
        let documented = Set(section.split(separator: "\n").compactMap { line -> String? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, !cells[0].hasPrefix("-"), cells[0] != "element" else { return nil }
            return cells.joined(separator: " | ")
        })
        let expected = Set(PropertyTable.rows.filter { $0.element != PropertyTable.allViews }.map { row in
            "\(row.element) | \(row.property) | \(Self.written(row.form))"
        })
        #expect(documented == expected, "missing from README: \(expected.subtracting(documented).sorted()); not in code: \(documented.subtracting(expected).sorted())")
        let viewRows = PropertyTable.rows.filter { $0.element == PropertyTable.allViews }.map(\.property)
        #expect(viewRows == ["backgroundColor", "tintColor"])
        #expect(section.contains("Every view takes `backgroundColor` and `tintColor`"))
    }

    private static func written(_ form: PropertyForm) -> String {
        switch form {
        case .colorChild(let key): return "`<color key=\"\(key)\">`"
        case .fontChild(let key): return "`<fontDescription key=\"\(key)\">`"
        case .imageAttribute(let name, _): return "`\(name)=` attribute"
        }
    }
}
