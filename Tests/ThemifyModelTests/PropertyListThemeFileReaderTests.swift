import Foundation
import Testing

@testable import ThemifyModel

@Suite struct PropertyListThemeFileReaderTests {
    private let header =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"

    @Test func readsXMLPlistsWithKeyPositions() throws {
        let text =
            header
            + "<plist version=\"1.0\">\n<dict>\n\t<key>primaryHeadingColor</key>\n\t<string>FF0000</string>\n\t<key>button</key>\n\t<dict>\n\t\t<key>font</key>\n\t\t<string>system 17</string>\n\t</dict>\n\t<key>n</key>\n\t<integer>3</integer>\n\t<key>b</key>\n\t<true/>\n</dict>\n</plist>\n"
        let node = try PropertyListThemeFileReader.read(Array(text.utf8), path: "t.plist")
        guard case .dictionary(let members) = node.content else {
            Issue.record("expected a dictionary")
            return
        }
        #expect(members.map(\.key) == ["primaryHeadingColor", "button", "n", "b"])
        #expect(members[0].keyLocation.line == 5)
        #expect(members[0].keyLocation.column == 2)
        #expect(members[0].value == ThemeFileNode(.string("FF0000"), at: SourceLocation(path: "t.plist", line: 6, column: 2)))
        guard case .dictionary(let style) = members[1].value.content else {
            Issue.record("expected a style")
            return
        }
        #expect(style[0].keyLocation.line == 9)
        #expect(members[2].value.content == .integer(3))
        #expect(members[3].value.content == .bool(true))
    }

    @Test func reportsBrokenPlistsAtTheirLine() {
        #expect(error(header + "<plist>\n<dict>\n\t<key>a</key>\n\t<key>b</key>\n\t<string>x</string>\n</dict>\n</plist>")?.line == 5)
        #expect(
            error(
                header + "<plist>\n<dict>\n\t<key>a</key>\n\t<string>x</string>\n\t<key>a</key>\n\t<string>y</string>\n</dict>\n</plist>")?
                .message.contains("duplicate key 'a' (first at line 5)") == true)
        #expect(error(header + "<plist>\n<dict>\n\t<key>a</key>\n</dict>\n</plist>")?.message == "key 'a' has no value")
        #expect(error(header + "<plist>\n<dict>\n\t<key>a</key>\n\t<string>x</dict>\n</plist>")?.line == 6)
        #expect(error("<dict/>")?.message.contains("<plist> root") == true)
    }

    @Test func readsBinaryPlists() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["b": ["textColor": "#FFFFFF"], "a": "header_metal", "flag": true], format: .binary, options: 0)
        let node = try PropertyListThemeFileReader.read([UInt8](data), path: "t.plist")
        guard case .dictionary(let members) = node.content else {
            Issue.record("expected a dictionary")
            return
        }
        #expect(members.map(\.key) == ["a", "b", "flag"])
        #expect(members[0].value.content == .string("header_metal"))
        #expect(members[2].value.content == .bool(true))
    }

    private func error(_ text: String) -> (message: String, line: Int?)? {
        do {
            _ = try PropertyListThemeFileReader.read(Array(text.utf8), path: "t.plist")
            return nil
        } catch {
            return (error.diagnostics[0].message, error.diagnostics[0].location?.line)
        }
    }
}
