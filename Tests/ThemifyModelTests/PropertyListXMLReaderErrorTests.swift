import Testing

@testable import ThemifyModel

/// A file the XML reader refuses, with the one diagnostic it must give.
struct RefusedPlist: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var message: String
    var line: Int
    var column: Int

    init(_ source: String, _ message: String, _ line: Int, _ column: Int) {
        self.init(bytes: Array(source.utf8), message, line, column)
    }

    init(bytes: [UInt8], _ message: String, _ line: Int, _ column: Int) {
        self.bytes = bytes
        self.message = message
        self.line = line
        self.column = column
    }

    var testDescription: String { message }

    static let structure: [RefusedPlist] = [
        RefusedPlist(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<dict>\n</dict>\n", "expected a <plist> root element, found <dict>", 2, 1),
        RefusedPlist("", "expected a <plist> root element, found the end of the file", 1, 1),
        RefusedPlist("  \n hello", "expected a <plist> root element, found text 'hello'", 2, 2),
        RefusedPlist("</plist>", "expected a <plist> root element, found </plist>", 1, 1),
        RefusedPlist("<![CDATA[x]]><plist/>", "expected a <plist> root element, found a CDATA section", 1, 1),
        RefusedPlist("<plist version=\"1.0\">\n</plist>\n", "a <plist> holds exactly one value", 1, 1),
        RefusedPlist("<!-- empty -->\n<plist/>", "a <plist> holds exactly one value", 2, 1),
        RefusedPlist("<plist>\n  <string>a</string>\n  <string>b</string>\n</plist>", "a <plist> holds exactly one value", 3, 3),
        RefusedPlist("<plist><true/></plist>\n<plist/>", "expected the end of the file after </plist>, found <plist>", 2, 1),
        RefusedPlist("<plist><true/></plist> x", "expected the end of the file after </plist>, found text 'x'", 1, 24),
        RefusedPlist("<plist><array><plist/></array></plist>", "<plist> is only allowed as the root element", 1, 15),
        RefusedPlist("<plist><array>hello <true/></array></plist>", "expected a value in <array>, found text 'hello'", 1, 15),
        RefusedPlist("<plist>&amp;<true/></plist>", "expected a value in <plist>, found text '&amp;'", 1, 8),
        RefusedPlist("<plist><array><![CDATA[x]]></array></plist>", "expected a value in <array>, found a CDATA section", 1, 15),
        RefusedPlist("<plist>\n<dict>\n\t<string>x</string>\n</dict>\n</plist>", "expected <key> in <dict>, found <string>", 3, 2),
        RefusedPlist("<plist><dict> text </dict></plist>", "expected <key> in <dict>, found text 'text'", 1, 15),
        RefusedPlist("<plist>\n<dict>\n\t<key>a</key>\n</dict>\n</plist>", "key 'a' has no value", 3, 2),
        RefusedPlist("<plist>\n<dict>\n\t<key>a</key>\n\t<key>b</key>\n\t<true/>\n</dict>\n</plist>", "key 'a' has no value", 3, 2),
        RefusedPlist("<plist><dict><key>a</key>hello</dict></plist>", "expected a value for key 'a', found text 'hello'", 1, 26),
        RefusedPlist(
            "<plist>\n<dict>\n\t<key>a</key>\n\t<true/>\n\t<key>b</key>\n\t<false/>\n\t<key>a</key>\n\t<true/>\n</dict>\n</plist>",
            "duplicate key 'a' (first at line 3)", 7, 2),
        RefusedPlist("<plist><dict><key/><true/>\n<key></key><true/></dict></plist>", "duplicate key '' (first at line 1)", 2, 1),
        RefusedPlist("<plist><array><key>a</key></array></plist>", "<key> is only allowed in a <dict>", 1, 15),
        RefusedPlist("<plist><key>a</key></plist>", "<key> is only allowed in a <dict>", 1, 8),
    ]

    static let values: [RefusedPlist] = [
        RefusedPlist(
            "<plist>\n<dict>\n\t<key>when</key>\n\t<date>2020-01-01T00:00:00Z</date>\n</dict>\n</plist>",
            "<date> is not a theme value; use a string", 4, 2),
        RefusedPlist("<plist><data>AAAA</data></plist>", "<data> is not a theme value; use a string", 1, 8),
        RefusedPlist("<plist>\n<array>\n  <foo/>\n</array>\n</plist>", "unknown property-list element <foo>", 3, 3),
        RefusedPlist("<plist><array><ns:string>x</ns:string></array></plist>", "unknown property-list element <ns:string>", 1, 15),
        RefusedPlist("<plist><integer>x</integer></plist>", "'x' is not an integer", 1, 8),
        RefusedPlist("<plist><integer>1.5</integer></plist>", "'1.5' is not an integer", 1, 8),
        RefusedPlist("<plist><integer>0x1F</integer></plist>", "'0x1F' is not an integer", 1, 8),
        RefusedPlist("<plist><integer>99999999999999999999</integer></plist>", "'99999999999999999999' is not an integer", 1, 8),
        RefusedPlist("<plist><integer>1 2</integer></plist>", "'1 2' is not an integer", 1, 8),
        RefusedPlist("<plist><integer/></plist>", "'' is not an integer", 1, 8),
        RefusedPlist("<plist><integer>-</integer></plist>", "'-' is not an integer", 1, 8),
        RefusedPlist("<plist><real>abc</real></plist>", "'abc' is not a number", 1, 8),
        RefusedPlist("<plist><real>1e999</real></plist>", "'1e999' is not a number", 1, 8),
        RefusedPlist("<plist><real>nan</real></plist>", "'nan' is not a number", 1, 8),
        RefusedPlist("<plist><real>-inf</real></plist>", "'-inf' is not a number", 1, 8),
        RefusedPlist("<plist><real>0x1p3</real></plist>", "'0x1p3' is not a number", 1, 8),
        RefusedPlist("<plist><real>1e</real></plist>", "'1e' is not a number", 1, 8),
        RefusedPlist("<plist><real>.</real></plist>", "'.' is not a number", 1, 8),
        RefusedPlist("<plist><real/></plist>", "'' is not a number", 1, 8),
        RefusedPlist(
            "<plist><real>\(String(repeating: "9", count: 50))x</real></plist>", "'\(String(repeating: "9", count: 40))…' is not a number",
            1, 8),
        RefusedPlist("<plist><string a=\"b\">x</string></plist>", "<string> takes no attributes", 1, 8),
        RefusedPlist("<plist><dict><key id='1'>x</key></dict></plist>", "<key> takes no attributes", 1, 14),
        RefusedPlist("<plist><true>yes</true></plist>", "<true> holds no content, found text 'yes'", 1, 14),
        RefusedPlist("<plist><false><x/></false></plist>", "<false> holds no content, found <x>", 1, 15),
        RefusedPlist("<plist><string>a<b>c</b></string></plist>", "<string> holds only text, found <b>", 1, 17),
    ]

    static let tags: [RefusedPlist] = [
        RefusedPlist("<plist>\n<string>a</dict>\n</plist>", "expected </string>, found </dict>", 2, 10),
        RefusedPlist("<plist>\n<array>\n</dict>", "expected </array>, found </dict>", 3, 1),
        RefusedPlist("<plist><dict><key>a</key><true/></array></plist>", "expected </dict>, found </array>", 1, 33),
        RefusedPlist("<plist><true></false></plist>", "expected </true>, found </false>", 1, 14),
        RefusedPlist("<plist><array></array></dict>", "expected </plist>, found </dict>", 1, 23),
        RefusedPlist("<plist>\n<array>\n<dict>\n<key>a</key>", "the file ends inside <dict> opened at line 3", 4, 13),
        RefusedPlist("<plist>\n<string>abc", "the file ends inside <string> opened at line 2", 2, 12),
        RefusedPlist("<plist>\n<array>\n", "the file ends inside <array> opened at line 2", 3, 1),
        RefusedPlist("<plist>", "the file ends inside <plist> opened at line 1", 1, 8),
        RefusedPlist("<plist><true>", "the file ends inside <true> opened at line 1", 1, 14),
        RefusedPlist("<plist><array", "the file ends inside the <array> tag", 1, 14),
        RefusedPlist("<plist><array></array", "the file ends inside the </array> tag", 1, 22),
        RefusedPlist("<plist>\n<!-- x", "the file ends inside a comment opened at line 2", 2, 7),
        RefusedPlist("<plist><string><![CDATA[x", "the file ends inside a CDATA section opened at line 1", 1, 26),
        RefusedPlist("<plist><?pi x", "the file ends inside a processing instruction opened at line 1", 1, 14),
        RefusedPlist("<plist version=\"1.0\" version=\"1.0\"><true/></plist>", "duplicate attribute 'version' in the <plist> tag", 1, 22),
        RefusedPlist("<plist version=1.0><true/></plist>", "the value of attribute 'version' must be quoted", 1, 16),
        RefusedPlist("<plist version=\"1.0\"foo=\"x\"><true/></plist>", "malformed attribute in the <plist> tag", 1, 21),
        RefusedPlist("<plist version><true/></plist>", "expected '=' after attribute 'version'", 1, 15),
        RefusedPlist("<plist version=\"a<b\"><true/></plist>", "'<' is not allowed in an attribute value", 1, 18),
        RefusedPlist(
            "<plist version=\"&bogus;\"><true/></plist>",
            "unknown entity '&bogus;'; theme files use only &lt; &gt; &amp; &quot; &apos; and character references", 1, 17),
        RefusedPlist("<plist><true/ ></plist>", "expected '>' after '/' in the <true> tag", 1, 13),
        RefusedPlist("<plist>< true/></plist>", "expected an element name after '<'", 1, 8),
        RefusedPlist("<plist><true/></ plist>", "expected an element name after '</'", 1, 15),
        RefusedPlist("<plist><true/></plist x>", "expected '>' to close the </plist> tag", 1, 23),
    ]

    static let declarations: [RefusedPlist] = [
        RefusedPlist(
            "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n<!ENTITY x \"y\">\n]>\n<plist><string>&x;</string></plist>",
            "theme files may not declare entities or a DTD internal subset", 2, 17),
        RefusedPlist(
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\" [ ]>\n<plist/>",
            "theme files may not declare entities or a DTD internal subset", 1, 103),
        RefusedPlist("<plist>\n<!ENTITY x \"y\">\n<true/></plist>", "theme files may not declare entities or a DTD internal subset", 2, 1),
        RefusedPlist("<!ENTITY x \"y\"><plist/>", "theme files may not declare entities or a DTD internal subset", 1, 1),
        RefusedPlist(
            "<plist><string>&nbsp;</string></plist>",
            "unknown entity '&nbsp;'; theme files use only &lt; &gt; &amp; &quot; &apos; and character references", 1, 16),
        RefusedPlist("<!DOCTYPE html>\n<plist/>", "the <!DOCTYPE> must name the plist root element, not 'html'", 1, 11),
        RefusedPlist("<!DOCTYPE plist PUBLIC \"x\">\n<plist/>", "malformed <!DOCTYPE> declaration", 1, 27),
        RefusedPlist("<!DOCTYPE plist PUBLIC \"-//Apple//<x>\" \"y\">\n<plist/>", "malformed <!DOCTYPE> declaration", 1, 35),
        RefusedPlist("<!DOCTYPE plist SYSTEM \"x\"\n<plist/>", "malformed <!DOCTYPE> declaration", 2, 1),
        RefusedPlist("<!DOCTYPE plist>\n<!DOCTYPE plist>\n<plist/>", "a file may have only one <!DOCTYPE>", 2, 1),
        RefusedPlist("<plist>\n<!DOCTYPE plist>\n<true/></plist>", "a <!DOCTYPE> must come before the root element", 2, 1),
        RefusedPlist("<plist><!ELEMENT plist ANY><true/></plist>", "unexpected markup declaration <!ELEMENT", 1, 8),
        RefusedPlist(
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<plist/>",
            "theme files must be UTF-8; this one declares encoding 'ISO-8859-1'", 1, 21),
        RefusedPlist(
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist/>", "theme files must be UTF-8; this one declares encoding 'UTF-16'", 1, 21
        ),
        RefusedPlist(bytes: [0xFF, 0xFE] + Array("<plist/>".utf8), "theme files must be UTF-8; this one is UTF-16", 1, 1),
        RefusedPlist(bytes: [0x00, 0x3C, 0x00, 0x70], "theme files must be UTF-8; this one is UTF-16", 1, 1),
        RefusedPlist("<?xml version=\"2.0\"?><plist/>", "unsupported XML version '2.0'", 1, 7),
        RefusedPlist("<?xml encoding=\"UTF-8\"?><plist/>", "the XML declaration must start with version=\"1.0\"", 1, 7),
        RefusedPlist("<?xml ?><plist/>", "the XML declaration must start with version=\"1.0\"", 1, 1),
        RefusedPlist("<?xml version=\"1.0\" encoding=\"UTF-8\" foo=\"x\"?><plist/>", "unexpected 'foo' in the XML declaration", 1, 38),
        RefusedPlist("<?xml version=\"1.0\"", "the file ends inside the XML declaration", 1, 20),
        RefusedPlist(" <?xml version=\"1.0\"?><plist/>", "the XML declaration must come first in the file", 1, 2),
        RefusedPlist("<plist><true/></plist>\n<?xml version=\"1.0\"?>", "the XML declaration must come first in the file", 2, 1),
    ]

    static let text: [RefusedPlist] = [
        RefusedPlist("<plist><string>AT&T</string></plist>", "a bare '&' must be written &amp;", 1, 18),
        RefusedPlist("<plist><string>a & b</string></plist>", "a bare '&' must be written &amp;", 1, 18),
        RefusedPlist("<plist><string>&#0;</string></plist>", "'&#0;' is not an allowed character", 1, 16),
        RefusedPlist("<plist><string>&#x1;</string></plist>", "'&#x1;' is not an allowed character", 1, 16),
        RefusedPlist("<plist><string>&#xD800;</string></plist>", "'&#xD800;' is not an allowed character", 1, 16),
        RefusedPlist("<plist><string>&#xFFFE;</string></plist>", "'&#xFFFE;' is not an allowed character", 1, 16),
        RefusedPlist("<plist><string>&#x110000;</string></plist>", "'&#x110000;' is not an allowed character", 1, 16),
        RefusedPlist(
            "<plist><string>&#99999999999999999999;</string></plist>", "'&#99999999999999999999;' is not an allowed character", 1, 16),
        RefusedPlist("<plist><string>&#;</string></plist>", "malformed character reference", 1, 16),
        RefusedPlist("<plist><string>&#x;</string></plist>", "malformed character reference", 1, 16),
        RefusedPlist("<plist><string>&#12a;</string></plist>", "malformed character reference", 1, 16),
        RefusedPlist("<plist><string>a < b</string></plist>", "'<' must be written &lt; in text", 1, 18),
        RefusedPlist("<plist><string>a]]>b</string></plist>", "']]>' is not allowed in text", 1, 17),
        RefusedPlist("<plist><!-- a -- b --><true/></plist>", "'--' is not allowed inside a comment", 1, 15),
        RefusedPlist("<plist><!-- a ---><true/></plist>", "'--' is not allowed inside a comment", 1, 15),
        RefusedPlist(
            bytes: Array("<plist>\n<string>".utf8) + [0xC3, 0x28] + Array("</string></plist>".utf8), "the file is not valid UTF-8", 2, 9),
        RefusedPlist(bytes: Array("<plist><string>é".utf8) + [0xED, 0xA0, 0x80], "the file is not valid UTF-8", 1, 17),
        RefusedPlist(bytes: Array("<plist><string>".utf8) + [0xC0, 0xAF], "the file is not valid UTF-8", 1, 16),
        RefusedPlist(bytes: Array("<plist><string>".utf8) + [0xF4, 0x90, 0x80, 0x80], "the file is not valid UTF-8", 1, 16),
        RefusedPlist(bytes: Array("<plist><string>".utf8) + [0xE6, 0x97], "the file is not valid UTF-8", 1, 16),
        RefusedPlist(bytes: Array("<plist><string>latin1: ".utf8) + [0xE9, 0x74, 0xE9], "the file is not valid UTF-8", 1, 24),
        RefusedPlist("<plist><string>\u{01}</string></plist>", "the character U+0001 is not allowed in XML", 1, 16),
        RefusedPlist("<plist>\0</plist>", "the character U+0000 is not allowed in XML", 1, 8),
        RefusedPlist("<plist><string>\u{FFFF}</string></plist>", "the character U+FFFF is not allowed in XML", 1, 16),
    ]

    static let all = structure + values + tags + declarations + text
}

@Suite struct PropertyListXMLReaderErrorTests {
    @Test(arguments: RefusedPlist.all)
    func refusedWithMessageAndPlace(_ plist: RefusedPlist) {
        #expect(failure(of: plist.bytes) == ReadFailure(message: plist.message, line: plist.line, column: plist.column))
    }

    @Test func diagnosticsNameTheFile() throws {
        do {
            _ = try PropertyListThemeFileReader.read(Array("<plist><foo/></plist>".utf8), path: "Themes/broken.plist")
            Issue.record("read a broken file")
        } catch {
            #expect(
                error.diagnostics == [
                    .error("unknown property-list element <foo>", at: SourceLocation(path: "Themes/broken.plist", line: 1, column: 8))
                ])
            #expect(error.diagnostics[0].location?.description == "Themes/broken.plist:1:8")
        }
    }

    @Test func longTextIsShortenedInMessages() {
        let text = String(repeating: "x", count: 100)
        #expect(
            failure(of: "<plist><array>\(text)</array></plist>")?.message
                == "expected a value in <array>, found text '\(String(repeating: "x", count: 24))…'")
    }
}
