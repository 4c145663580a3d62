import Foundation
import Testing

@testable import ThemifyModel

@Suite struct PropertyListXMLReaderTests {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    @Test func keysAndValuesKeepTheirLineAndColumn() throws {
        let source =
            Self.header + """
                <dict>
                \t<key>name</key>
                \t<string>Night</string>
                \t<key>navigationBar</key>
                \t<dict>
                \t\t<key>tintColor</key>  <string>#FFFFFF</string>
                \t\t<key>sizes</key>
                \t\t<array>
                \t\t\t<integer>17</integer>
                \t\t\t<real>1.5</real> <true/>
                \t\t</array>
                \t</dict>
                </dict>
                </plist>

                """
        let root = try readPlist(source, path: "Themes/night.plist")
        #expect(root.location == SourceLocation(path: "Themes/night.plist", line: 4, column: 1))
        guard case .dictionary(let members) = root.content else {
            Issue.record("not a dictionary")
            return
        }
        #expect(members.map(\.key) == ["name", "navigationBar"])

        let name = try #require(root["name"])
        #expect(name.keyLocation == SourceLocation(path: "Themes/night.plist", line: 5, column: 2))
        #expect(name.value == ThemeFileNode(.string("Night"), at: SourceLocation(path: "Themes/night.plist", line: 6, column: 2)))

        let bar = try #require(root["navigationBar"])
        #expect((bar.keyLocation.line, bar.keyLocation.column) == (7, 2))
        #expect((bar.value.line, bar.value.column) == (8, 2))
        let tint = try #require(bar.value["tintColor"])
        #expect((tint.keyLocation.line, tint.keyLocation.column) == (9, 3))
        #expect(tint.value.content == .string("#FFFFFF"))
        #expect((tint.value.line, tint.value.column) == (9, 25))
        let sizes = try #require(bar.value["sizes"]).value
        #expect((sizes.line, sizes.column) == (11, 3))
        #expect(sizes.items.map(\.content) == [.integer(17), .real(1.5), .bool(true)])
        #expect(sizes.items.map { [$0.line, $0.column] } == [[12, 4], [13, 4], [13, 21]])
        #expect(root.location.description == "Themes/night.plist:4:1")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        // é is 2 bytes, 😀 4 and 日 3: columns still move by one for each.
        let root = try readPlist("<plist><dict><key>é😀</key><string>日本</string><key>b</key><true/></dict></plist>")
        let first = try #require(root["é😀"])
        #expect((first.keyLocation.line, first.keyLocation.column) == (1, 14))
        #expect((first.value.line, first.value.column) == (1, 27))
        #expect(first.value.content == .string("日本"))
        let second = try #require(root["b"])
        #expect((second.keyLocation.line, second.keyLocation.column) == (1, 46))
        #expect((second.value.line, second.value.column) == (1, 58))
        #expect(failure(of: "<plist>\n<string>é😀</dict>") == ReadFailure(message: "expected </string>, found </dict>", line: 2, column: 11))
    }

    @Test func lineEndsOfEveryKindCountOnce() throws {
        for newline in ["\n", "\r\n", "\r"] {
            let source = ["<plist>", "<array>", "  <string>a\(newline)b</string>", "  <false/>", "</array>", "</plist>"].joined(
                separator: newline)
            let root = try readPlist(source)
            #expect(root.items.map(\.content) == [.string("a\nb"), .bool(false)])
            #expect(root.items.map { [$0.line, $0.column] } == [[3, 3], [5, 3]])
            #expect(
                failure(of: ["<plist>", "<array>", "<foo/>"].joined(separator: newline))
                    == ReadFailure(message: "unknown property-list element <foo>", line: 3, column: 1))
        }
        // A CR written as a reference is kept.
        #expect(try readPlist("<plist><string>a&#13;b&#xA;</string></plist>").content == .string("a\rb\n"))
    }

    @Test func scalarsOfEveryKind() throws {
        let root = try readPlist(
            """
            <plist><array>
            <string>plain</string> <string> spaced\t</string> <string></string> <string/>
            <integer>42</integer> <integer> -7 </integer> <integer>+5</integer> <integer>\(Int.min)</integer>
            <real>1.5</real> <real>-2e3</real> <real>.5</real> <real>3</real> <real>6.</real> <real>1E-2</real>
            <true/> <false/> <true></true> <false> <!-- nothing --> </false>
            <dict/> <array/> <dict></dict> <array> </array>
            </array></plist>
            """)
        #expect(
            root.items.map(\.content) == [
                .string("plain"), .string(" spaced\t"), .string(""), .string(""),
                .integer(42), .integer(-7), .integer(5), .integer(Int.min),
                .real(1.5), .real(-2000), .real(0.5), .real(3), .real(6), .real(0.01),
                .bool(true), .bool(false), .bool(true), .bool(false),
                .dictionary([]), .array([]), .dictionary([]), .array([]),
            ])
    }

    @Test func anyValueMayBeTheRoot() throws {
        #expect(try readPlist("<plist><string>x</string></plist>").content == .string("x"))
        #expect(
            try readPlist("<plist>\n  <integer>3</integer>\n</plist>\n").location == SourceLocation(path: "theme.plist", line: 2, column: 3)
        )
        #expect(try readPlist("<plist><array/></plist>").content == .array([]))
    }

    @Test func entitiesAndCharacterReferences() throws {
        let root = try readPlist(
            """
            <plist><dict>
            <key>a&amp;b</key><string>&lt;tag&gt; &quot;q&quot; &apos;s&apos; &amp;amp;</string>
            <key>refs</key><string>&#65;&#x42;&#x1F600;&#xe9;&#233;&#x10FFFF;</string>
            </dict></plist>
            """)
        #expect(root["a&b"]?.value.content == .string("<tag> \"q\" 's' &amp;"))
        #expect(root["refs"]?.value.content == .string("AB😀éé\u{10FFFF}"))
    }

    @Test func cdataCommentsAndProcessingInstructionsInText() throws {
        let root = try readPlist(
            """
            <plist><array>
            <string><![CDATA[<b>&amp;</b> ]] ]>]]></string>
            <string>a<!-- dropped -->b<![CDATA[c]]>d<?note ignored?>e</string>
            <string><![CDATA[]]></string>
            <string><![CDATA[line\r\nend]]></string>
            <integer><![CDATA[12]]></integer>
            </array></plist>
            """)
        #expect(
            root.items.map(\.content) == [
                .string("<b>&amp;</b> ]] ]>"), .string("abcde"), .string(""), .string("line\nend"), .integer(12),
            ])
        let key = try readPlist("<plist><dict><key><![CDATA[k<1>]]></key><true/></dict></plist>")
        #expect(key["k<1>"]?.value.content == .bool(true))
    }

    @Test func commentsAndWhitespaceWhereverWhitespaceMayBe() throws {
        let root = try readPlist(
            """
            <?xml version='1.0' encoding='utf-8' standalone="yes" ?>
            <!-- before the DOCTYPE -->
            <!DOCTYPE plist SYSTEM 'file:///nowhere/never-fetched.dtd'>
            <?editor hint="x"?>
            <!-- before the root --><plist version = "1.0" >
              <!-- before the value -->
              <dict><!----><key>a</key><!-- between key and value --><integer>1</integer>
                <!-- before a key -->
              </dict >
              <!-- after the value -->
            </plist	>
            <!-- after the root -->

            """)
        #expect(FoundationValue(root) == .dictionary(["a": .integer(1)]))
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let root = try PropertyListThemeFileReader.read(
            [0xEF, 0xBB, 0xBF] + Array("<plist><dict><key>a</key><true/></dict></plist>".utf8), path: "bom.plist")
        #expect(root.location == SourceLocation(path: "bom.plist", line: 1, column: 8))
        #expect(
            failure(of: [0xEF, 0xBB, 0xBF] + Array("<dict/>".utf8))
                == ReadFailure(message: "expected a <plist> root element, found <dict>", line: 1, column: 1))
    }

    @Test func doctypeFormsAreAccepted() throws {
        for doctype in [
            #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
            #"<!DOCTYPE plist PUBLIC '-//Apple//DTD PLIST 1.0//EN' 'PropertyList-1.0.dtd' >"#,
            #"<!DOCTYPE plist SYSTEM "PropertyList-1.0.dtd">"#,
            "<!DOCTYPE plist>",
            "<!DOCTYPE\nplist\n>",
        ] {
            #expect(try readPlist("<?xml version=\"1.0\"?>\n\(doctype)\n<plist><true/></plist>").content == .bool(true), "\(doctype)")
        }
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        let depth = PropertyListThemeFileReader.maximumDepth
        let source =
            "<plist>" + String(repeating: "<array>", count: depth) + "<true/>" + String(repeating: "</array>", count: depth) + "</plist>"
        var node = try readPlist(source)
        for _ in 0..<depth { node = try #require(node.items.first) }
        #expect(node.content == .bool(true))
        #expect(node.column == 8 + depth * 7)
    }

    @Test func deepNestingIsRefusedWithoutRecursion() {
        let limit = PropertyListThemeFileReader.maximumDepth
        for (open, close) in [("<array>", "</array>"), ("<dict><key>k</key>", "</dict>")] {
            let source = "<plist>" + String(repeating: open, count: 10_000) + String(repeating: close, count: 10_000) + "</plist>"
            let column = 8 + limit * open.count
            #expect(failure(of: source) == ReadFailure(message: "nesting is deeper than 512 levels", line: 1, column: column))
        }
        // The one container past the limit is refused even when empty.
        let atLimit = "<plist>" + String(repeating: "<array>", count: limit) + "<array/>"
        #expect(failure(of: atLimit)?.message == "nesting is deeper than 512 levels")
        // Unclosed deep nesting: the depth error comes first, not the end of the file.
        #expect(failure(of: String(repeating: "<array>", count: 100_000))?.message == "expected a <plist> root element, found <array>")
        #expect(failure(of: "<plist>" + String(repeating: "<array>", count: 100_000))?.message == "nesting is deeper than 512 levels")
    }

    @Test func manyKeysInOneDictionary() throws {
        // Past the linear search, duplicates are still found, with the line of the first.
        var lines = ["<plist>", "<dict>"]
        for index in 0..<200 { lines.append("<key>k\(index)</key><integer>\(index)</integer>") }
        let root = try readPlist((lines + ["</dict>", "</plist>"]).joined(separator: "\n"))
        guard case .dictionary(let members) = root.content else {
            Issue.record("not a dictionary")
            return
        }
        #expect(members.count == 200)
        #expect(members.map(\.key) == (0..<200).map { "k\($0)" })
        #expect(members[150].keyLocation.line == 153)
        for duplicate in [3, 150, 199] {
            let source = (lines + ["  <key>k\(duplicate)</key><true/>", "</dict>", "</plist>"]).joined(separator: "\n")
            #expect(
                failure(of: source)
                    == ReadFailure(message: "duplicate key 'k\(duplicate)' (first at line \(duplicate + 3))", line: 203, column: 3))
        }
    }

    /// Megabytes of plist in one pass; timed in release builds, where the reader must stay well
    /// under a second for 10 MB.
    @Test func largeGeneratedPlist() throws {
        #if DEBUG
        let entries = 20_000
        #else
        let entries = 40_000
        #endif
        var source = Self.header + "<dict>\n"
        for index in 0..<entries {
            source += """
                \t<key>style\(index)</key>
                \t<dict>
                \t\t<key>textColor</key>
                \t\t<string>#\(String(index, radix: 16)) &amp; é😀 &#x41;</string>
                \t\t<key>size</key>
                \t\t<integer>\(index)</integer>
                \t\t<key>ratio</key>
                \t\t<real>\(Double(index) / 4)</real>
                \t\t<key>flags</key>
                \t\t<array><true/><false/><string>a</string></array>
                \t</dict>

                """
        }
        source += "</dict>\n</plist>\n"
        let bytes = Array(source.utf8)
        var root: ThemeFileNode?
        let elapsed = try secondsTaken { root = try PropertyListThemeFileReader.read(bytes, path: "large.plist") }
        guard case .dictionary(let members)? = root?.content else {
            Issue.record("not a dictionary")
            return
        }
        #expect(members.count == entries)
        let last = members[entries - 1]
        #expect(last.key == "style\(entries - 1)")
        #expect((last.keyLocation.line, last.keyLocation.column) == (5 + (entries - 1) * 11, 2))
        #expect(last.value["textColor"]?.value.content == .string("#\(String(entries - 1, radix: 16)) & é😀 A"))
        #expect(last.value["ratio"]?.value.content == .real(Double(entries - 1) / 4))
        let ratio = try #require(last.value["ratio"])
        #expect((ratio.value.line, ratio.value.column) == (5 + (entries - 1) * 11 + 7, 3))
        #if !DEBUG
        #expect(bytes.count > 10_000_000)
        #expect(elapsed < 1, "read \(bytes.count) bytes in \(elapsed) s")
        #else
        _ = elapsed
        #endif
    }

    @Test func longSingleLineKeepsColumnsLinear() throws {
        let count = 200_000
        let source = "<plist><array>" + String(repeating: "<string>é</string>", count: count) + "</array></plist>"
        let items = try readPlist(source).items
        #expect(items.count == count)
        #expect(items.last?.column == 15 + (count - 1) * 18)
    }

    @Test func readerAgreesWithFoundationOnGeneratedFiles() throws {
        var generator = SplitMix(seed: 0x7E4E)
        for round in 0..<60 {
            let value = randomValue(&generator, depth: 0)
            let xml = try PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0)
            let node = try PropertyListThemeFileReader.read(Array(xml), path: "generated.plist")
            let expected = try #require(
                FoundationValue(foundation: try PropertyListSerialization.propertyList(from: xml, options: [], format: nil)))
            #expect(FoundationValue(node) == expected, "round \(round)")
            let binary = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
            let binaryNode = try PropertyListThemeFileReader.read(Array(binary), path: "generated.plist")
            #expect(FoundationValue(binaryNode) == expected.wholeRealsAsIntegers, "round \(round)")
        }
    }
}

/// A small deterministic generator, so the generated files are the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

private func randomString(_ generator: inout SplitMix) -> String {
    let alphabet = Array("ab <>&\"'\t\n]]>;#é😀日 x-_.") + ["\u{10FFFF}", "\u{7F}", "\u{85}"]
    return String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
}

private func randomValue(_ generator: inout SplitMix, depth: Int) -> Any {
    switch Int.random(in: 0..<(depth > 4 ? 5 : 7), using: &generator) {
    case 0: return randomString(&generator)
    case 1: return Int.random(in: -1_000_000...1_000_000, using: &generator)
    case 2: return [0.5, -1.25e10, 3.0, 1e-7, 123.456][Int.random(in: 0..<5, using: &generator)]
    case 3: return Bool.random(using: &generator)
    case 4: return [Int.max, Int.min, 0][Int.random(in: 0..<3, using: &generator)]
    case 5: return (0..<Int.random(in: 0...5, using: &generator)).map { _ in randomValue(&generator, depth: depth + 1) }
    default:
        var dictionary: [String: Any] = [:]
        for _ in 0..<Int.random(in: 0...5, using: &generator) {
            dictionary[randomString(&generator)] = randomValue(&generator, depth: depth + 1)
        }
        return dictionary
    }
}
