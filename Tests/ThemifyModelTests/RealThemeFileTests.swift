import Foundation
import Testing

@testable import ThemifyModel

/// The reader against Foundation's on the theme files themify ships and tests with.
@Suite struct RealThemeFileTests {
    @Test func everyRealThemeFileIsFound() {
        #expect(realThemeFiles().count >= 4)
    }

    @Test(arguments: realThemeFiles())
    func readsLikeFoundation(_ url: URL) throws {
        let data = try Data(contentsOf: url)
        let node = try PropertyListThemeFileReader.read(Array(data), path: url.path)
        let expected = try #require(
            FoundationValue(foundation: try PropertyListSerialization.propertyList(from: data, options: [], format: nil)))
        #expect(FoundationValue(node) == expected)
        #expect(node.location.path == url.path)

        // The same values through the binary path.
        let binary = try PropertyListSerialization.data(
            fromPropertyList: try PropertyListSerialization.propertyList(from: data, options: [], format: nil), format: .binary, options: 0)
        #expect(FoundationValue(try PropertyListThemeFileReader.read(Array(binary), path: url.path)) == expected.wholeRealsAsIntegers)
    }

    /// Every key's recorded line holds that `<key>`, and every value's line and column its start tag.
    @Test(arguments: realThemeFiles())
    func positionsPointAtTheirTags(_ url: URL) throws {
        let data = try Data(contentsOf: url)
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        func text(at location: SourceLocation) -> String {
            guard let line = location.line, let column = location.column, line <= lines.count, column <= lines[line - 1].count else {
                return ""
            }
            return String(lines[line - 1][(column - 1)...])
        }
        var pending = [try PropertyListThemeFileReader.read(Array(data), path: url.path)]
        var keys = 0
        while let node = pending.popLast() {
            switch node.content {
            case .dictionary(let members):
                #expect(text(at: node.location).hasPrefix("<dict"))
                for member in members {
                    #expect(text(at: member.keyLocation).hasPrefix("<key>\(member.key)</key>"), "\(member.keyLocation)")
                    pending.append(member.value)
                    keys += 1
                }
            case .array(let items):
                #expect(text(at: node.location).hasPrefix("<array"))
                pending += items
            case .string(let value):
                #expect(text(at: node.location).hasPrefix(value.isEmpty ? "<string" : "<string>\(value)"), "\(node.location)")
            default:
                #expect(text(at: node.location).hasPrefix("<"))
            }
        }
        #expect(keys > 0)
    }
}
