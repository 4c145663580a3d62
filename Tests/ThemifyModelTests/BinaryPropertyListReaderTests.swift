import Foundation
import Testing

@testable import ThemifyModel

@Suite struct BinaryPropertyListReaderTests {
    @Test func roundTripOfADictionaryWrittenByFoundation() throws {
        let value: [String: Any] = [
            "name": "Night", "unicode": "é😀日", "size": 17, "negative": -12, "largest": Int.max, "smallest": Int.min,
            "ratio": 0.5, "whole": 3.0, "on": true, "off": false,
            "list": [1, "two", [true]] as [Any],
            "nested": ["b": [String: Any](), "a": [Any]()] as [String: Any],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
        #expect(data.starts(with: "bplist00".utf8))
        let root = try PropertyListThemeFileReader.read(Array(data), path: "Themes/night.bplist")
        let at = SourceLocation(path: "Themes/night.bplist")
        func member(_ key: String, _ content: ThemeFileNode.Content) -> ThemeFileMember {
            ThemeFileMember(key: key, at: at, value: ThemeFileNode(content, at: at))
        }
        // Members sorted by key; whole reals arrive as integers; no lines.
        #expect(
            root
                == ThemeFileNode(
                    .dictionary([
                        member("largest", .integer(Int.max)),
                        member(
                            "list",
                            .array([
                                ThemeFileNode(.integer(1), at: at), ThemeFileNode(.string("two"), at: at),
                                ThemeFileNode(.array([ThemeFileNode(.bool(true), at: at)]), at: at),
                            ])),
                        member("name", .string("Night")),
                        member("negative", .integer(-12)),
                        member("nested", .dictionary([member("a", .array([])), member("b", .dictionary([]))])),
                        member("off", .bool(false)),
                        member("on", .bool(true)),
                        member("ratio", .real(0.5)),
                        member("size", .integer(17)),
                        member("smallest", .integer(Int.min)),
                        member("unicode", .string("é😀日")),
                        member("whole", .integer(3)),
                    ]), at: at))
        #expect(root.location.line == nil && root.location.column == nil)
        #expect(root.location.description == "Themes/night.bplist:1:1")
    }

    @Test func handWrittenFileIsRead() throws {
        let bytes = binaryPropertyList([
            .dictionary(keys: [1, 2], values: [3, 4]),
            .string("b"), .string("a"),
            .array([5, 6, 5]),
            .real(2.5),
            .bool(true), .integer(-3),
        ])
        #expect(
            FoundationValue(try PropertyListThemeFileReader.read(bytes, path: "x"))
                == .dictionary(["b": .array([.bool(true), .integer(-3), .bool(true)]), "a": .real(2.5)]))
    }

    /// `levels` arrays of 14 references, each to the next array, then an integer: with nine
    /// levels, under 200 bytes that stand for 1 + 14 + … + 14^9 (over 22 billion) values once every
    /// reference is followed.
    static func bomb(levels: Int = 9) -> [UInt8] {
        var objects: [BinaryObject] = (0..<levels).map { .array(Array(repeating: $0 + 1, count: 14)) }
        objects.append(.integer(1))
        return binaryPropertyList(objects)
    }

    @Test func sharedReferencesCannotExpandPastTheBudget() throws {
        // A small one is a well-formed file, read in full.
        let small = try PropertyListThemeFileReader.read(Self.bomb(levels: 3), path: "small")
        #expect(small.items.count == 14 && small.items.allSatisfy { $0.items.count == 14 && $0.items.allSatisfy { $0.items.count == 14 } })
        #expect(small.items[13].items[13].items[13].content == .integer(1))

        let bomb = Self.bomb()
        #expect(bomb.count < 200)
        #expect((0...9).reduce(0) { total, level in total + (0..<level).reduce(1) { product, _ in product * 14 } } > 1_000_000_000)
        let budget = min(1_000_000, 64 * bomb.count + 10_000)
        var result: ReadFailure?
        let elapsed = secondsTaken { result = failure(of: bomb) }
        #expect(
            result
                == ReadFailure(
                    message: "the binary property list expands to more than \(budget) values; a theme holds far fewer", line: nil,
                    column: nil))
        #expect(elapsed < 1, "refused in \(elapsed) s")
    }

    @Test func theBudgetIsSixtyFourValuesPerByteAboveTenThousand() throws {
        // One array of 200 references to an array of `width` references to one integer.
        func file(width: Int) -> (bytes: [UInt8], values: Int) {
            let bytes = binaryPropertyList([
                .array(Array(repeating: 1, count: 200)), .array(Array(repeating: 2, count: width)), .integer(7),
            ])
            return (bytes, 1 + 200 * (1 + width))
        }
        var width = 1
        while file(width: width + 1).values <= 64 * file(width: width + 1).bytes.count + 10_000 { width += 1 }
        let fits = file(width: width)
        let over = file(width: width + 1)
        #expect(fits.values <= 64 * fits.bytes.count + 10_000)
        let node = try PropertyListThemeFileReader.read(fits.bytes, path: "fits")
        #expect(node.items.count == 200 && node.items.allSatisfy { $0.items.count == width })
        #expect(
            failure(of: over.bytes)?.message
                == "the binary property list expands to more than \(64 * over.bytes.count + 10_000) values; a theme holds far fewer")
    }

    @Test func theBudgetNeverPassesAMillionValues() {
        // 2,000 references to an array of 600: 1.2 million values from a file whose 64-per-byte
        // budget would be higher still.
        let bytes = binaryPropertyList(
            [.array(Array(repeating: 1, count: 2_000)), .array(Array(repeating: 2, count: 600)), .bool(true)]
                + Array(repeating: .raw(Array(repeating: 0x08, count: 8)), count: 2_000))
        #expect(64 * bytes.count + 10_000 > 1_000_000)
        #expect(failure(of: bytes)?.message == "the binary property list expands to more than 1000000 values; a theme holds far fewer")
    }

    @Test func sharedStringsCannotExpandPastTheTextBudget() {
        // 1,000 references to one 1 MB string: Foundation on Linux would copy it a thousand times.
        let bytes = binaryPropertyList([.array(Array(repeating: 1, count: 1_000)), .string(String(repeating: "A", count: 1_000_000))])
        let budget = min(64 << 20, 64 * bytes.count + (1 << 20))
        var result: ReadFailure?
        let elapsed = secondsTaken { result = failure(of: bytes) }
        #expect(result?.message == "the binary property list expands to more than \(budget) bytes of text; a theme holds far less")
        #expect(elapsed < 1, "refused in \(elapsed) s")
    }

    @Test func nestingIsLimitedLikeXML() throws {
        func nested(_ depth: Int) -> [UInt8] {
            binaryPropertyList((0..<depth).map { .array([$0 + 1]) } + [.bool(true)])
        }
        var node = try PropertyListThemeFileReader.read(nested(512), path: "deep")
        for _ in 0..<512 { node = try #require(node.items.first) }
        #expect(node.content == .bool(true))
        #expect(failure(of: nested(513))?.message == "nesting is deeper than 512 levels")
        #expect(failure(of: nested(20_000))?.message == "nesting is deeper than 512 levels")
        // Depth reached through a shared, already measured array counts too.
        var objects: [BinaryObject] = [.array([1, 2])]
        objects += (1..<600).map { .array([$0 + 1]) }
        objects.append(.bool(true))
        #expect(failure(of: binaryPropertyList(objects))?.message == "nesting is deeper than 512 levels")
    }

    @Test func valuesThatAreNotThemeValuesAreRefused() throws {
        let message = "binary property list holds a value that is not a theme value"
        for value in [["when": Date(timeIntervalSince1970: 0)], ["blob": Data([1, 2, 3])]] as [[String: Any]] {
            let data = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
            #expect(failure(of: Array(data))?.message == message)
        }
        // An integer key, and a set.
        #expect(failure(of: binaryPropertyList([.dictionary(keys: [1], values: [1]), .integer(1)]))?.message == message)
        #expect(failure(of: binaryPropertyList([.raw([0xC1, 0x01]), .bool(true)]))?.message == message)
    }

    @Test func unreadableFilesAreRefused() throws {
        let message = "not a readable binary property list"
        let good = try PropertyListSerialization.data(fromPropertyList: ["a": [1, 2, 3]], format: .binary, options: 0)
        var cases: [[UInt8]] = [
            Array("bplist".utf8),
            Array("bplist00".utf8),
            Array("bplist00 this is not a property list at all, only text ....".utf8),
            Array(good.dropLast()),
            Array(good.prefix(20)),
            Array("bplist01".utf8) + Array(good.dropFirst(8)),
            // A reference past the last object, and an array inside itself.
            binaryPropertyList([.array([7])]),
            binaryPropertyList([.array([0])]),
            binaryPropertyList([.array([1]), .array([0])]),
            // An unknown marker; a string longer than the file.
            binaryPropertyList([.raw([0xE0])]),
            binaryPropertyList([.raw([0x5F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])]),
        ]
        // The top object out of range.
        var topOutOfRange = binaryPropertyList([.bool(true)])
        topOutOfRange[topOutOfRange.count - 9] = 5
        cases.append(topOutOfRange)
        for bytes in cases {
            #expect(failure(of: bytes)?.message == message, "\(bytes.prefix(12))")
        }
    }
}
