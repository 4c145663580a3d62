import Foundation
import Testing
import ThemifyModel
import ThemifyTestSupport

/// README's table of the properties only the app sets must say what the catalog says: the same
/// classes, names and per-state / per-pair / per-metrics shape.
@Suite struct RuntimeReadmeTests {
    private struct Entry: Hashable, CustomStringConvertible {
        let className: String
        let property: String
        let perState: Bool
        let perStatePair: Bool
        let perBarMetrics: Bool
        var description: String {
            "\(className) \(property)\(perStatePair ? " pair" : perState ? " state" : "")\(perBarMetrics ? " metrics" : "")"
        }
    }

    private func readmeEntries() throws -> Set<Entry> {
        let readme = DocumentationFiles.text(packageRoot: Fixtures.packageRoot)
        let start = try #require(readme.range(of: "<!-- run-time properties: checked against the catalog by RuntimeReadmeTests -->"))
        let end = try #require(readme.range(of: "<!-- end of run-time properties -->"))
        var entries = Set<Entry>()
        for line in readme[start.upperBound..<end.lowerBound].split(separator: "\n").dropFirst(2) {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            let classes = cells[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            // Backticked names; `.font` continues the group of the name before it.
            let names = cells[2].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map {
                String($0.element)
            }
            let first = names.first ?? ""
            let group = first.split(separator: ".").dropLast().joined(separator: ".")
            let properties = names.filter { !$0.hasSuffix("Images") }.map { $0.hasPrefix(".") ? group + $0 : $0 }
            let per = cells[3]
            for className in classes {
                for property in properties {
                    entries.insert(
                        Entry(
                            className: className, property: property, perState: per.contains("state"),
                            perStatePair: per.contains("state pair"), perBarMetrics: per.contains("bar metrics")))
                }
            }
        }
        return entries
    }

    @Test func theTableListsEveryRunTimeOnlyProperty() throws {
        var catalog = Set<Entry>()
        for property in PropertyCatalog.properties where !property.backEnds.contains(.layout) {
            for className in property.classes {
                catalog.insert(
                    Entry(
                        className: className, property: property.name, perState: property.perState, perStatePair: property.perStatePair,
                        perBarMetrics: property.perBarMetrics))
            }
        }
        let readme = try readmeEntries()
        #expect(
            readme.subtracting(catalog).isEmpty,
            "README lists what the catalog does not: \(readme.subtracting(catalog).sorted { $0.description < $1.description })")
        #expect(
            catalog.subtracting(readme).isEmpty, "README lacks: \(catalog.subtracting(readme).sorted { $0.description < $1.description })")
    }
}
