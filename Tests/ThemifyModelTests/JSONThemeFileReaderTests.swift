import Testing

@testable import ThemifyModel

private let testPath = "test.json"

/// The reader's located diagnostic, as message and position, which the cases below spell out.
struct ThemeFileSyntaxError: Error, Equatable {
    var message: String
    var line: Int?
    var column: Int?

    init(_ message: String, line: Int?, column: Int?) {
        self.message = message
        self.line = line
        self.column = column
    }

    init(_ error: DiagnosticError) {
        let diagnostic = error.diagnostics[0]
        self.init(diagnostic.message, line: diagnostic.location?.line, column: diagnostic.location?.column)
    }
}

extension ThemeFileNode {
    init(_ content: Content, line: Int, column: Int) {
        self.init(content, at: SourceLocation(path: testPath, line: line, column: column))
    }
}

extension ThemeFileMember {
    init(key: String, keyLine: Int, keyColumn: Int, value: ThemeFileNode) {
        self.init(key: key, at: SourceLocation(path: testPath, line: keyLine, column: keyColumn), value: value)
    }

    fileprivate var keyLine: Int? { keyLocation.line }
    fileprivate var keyColumn: Int? { keyLocation.column }
}

private func read(_ text: String) throws(ThemeFileSyntaxError) -> ThemeFileNode {
    do {
        return try JSONThemeFileReader.read(Array(text.utf8), path: testPath)
    } catch {
        throw ThemeFileSyntaxError(error)
    }
}

private func readError(_ bytes: [UInt8]) -> ThemeFileSyntaxError? {
    do {
        _ = try JSONThemeFileReader.read(bytes, path: testPath)
        return nil
    } catch {
        return ThemeFileSyntaxError(error)
    }
}

/// One input the reader must reject, with the exact diagnostic it must give.
struct Rejection: Sendable, CustomTestStringConvertible {
    let input: [UInt8]
    let error: ThemeFileSyntaxError

    init(_ text: String, _ message: String, _ line: Int, _ column: Int) {
        self.init(bytes: Array(text.utf8), message, line, column)
    }

    init(bytes: [UInt8], _ message: String, _ line: Int, _ column: Int) {
        input = bytes
        error = ThemeFileSyntaxError(message, line: line, column: column)
    }

    var testDescription: String {
        String(decoding: input, as: UTF8.self).debugDescription
    }
}

private func expectRejected(_ rejection: Rejection, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(readError(rejection.input) == rejection.error, sourceLocation: sourceLocation)
}

@Suite struct JSONThemeFileReaderTests {
    // MARK: Values and positions

    @Test func readsNestedValuesWithTheirPositions() throws {
        let node = try read(
            """
            {
              "name": "Dark",
              "colors": {
                "fg": [1, 2.5, true]
              }
            }
            """)
        let expected = ThemeFileNode(
            .dictionary([
                ThemeFileMember(key: "name", keyLine: 2, keyColumn: 3, value: ThemeFileNode(.string("Dark"), line: 2, column: 11)),
                ThemeFileMember(
                    key: "colors", keyLine: 3, keyColumn: 3,
                    value: ThemeFileNode(
                        .dictionary([
                            ThemeFileMember(
                                key: "fg", keyLine: 4, keyColumn: 5,
                                value: ThemeFileNode(
                                    .array([
                                        ThemeFileNode(.integer(1), line: 4, column: 12),
                                        ThemeFileNode(.real(2.5), line: 4, column: 15),
                                        ThemeFileNode(.bool(true), line: 4, column: 20),
                                    ]), line: 4, column: 11))
                        ]), line: 3, column: 13)),
            ]), line: 1, column: 1)
        #expect(node == expected)
    }

    @Test func keepsMembersInFileOrder() throws {
        let node = try read(#"{"z": 1, "a": 2, "m": 3}"#)
        guard case .dictionary(let members) = node.content else {
            Issue.record("expected a dictionary, got \(node.content)")
            return
        }
        #expect(members.map(\.key) == ["z", "a", "m"])
    }

    @Test func readsEmptyContainersAndTopLevelScalars() throws {
        #expect(try read(" [ ] ") == ThemeFileNode(.array([]), line: 1, column: 2))
        #expect(try read("\n\t{}") == ThemeFileNode(.dictionary([]), line: 2, column: 2))
        #expect(try read(#""x""#) == ThemeFileNode(.string("x"), line: 1, column: 1))
        #expect(try read("  false") == ThemeFileNode(.bool(false), line: 1, column: 3))
    }

    @Test func countsColumnsInUnicodeScalarsNotBytes() throws {
        // é is 2 bytes, 日本 are 3 bytes each, 😀 is 4 bytes; each is one column.
        let node = try read(#"{"é": "日本😀", "k": 1}"#)
        #expect(
            node
                == ThemeFileNode(
                    .dictionary([
                        ThemeFileMember(key: "é", keyLine: 1, keyColumn: 2, value: ThemeFileNode(.string("日本😀"), line: 1, column: 7)),
                        ThemeFileMember(key: "k", keyLine: 1, keyColumn: 14, value: ThemeFileNode(.integer(1), line: 1, column: 19)),
                    ]), line: 1, column: 1))
    }

    @Test(arguments: [
        ("[\n1,\n2]", "LF"),
        ("[\r\n1,\r\n2]", "CRLF"),
        ("[\r1,\r2]", "CR"),
    ])
    func everyLineEndingEndsOneLine(text: String, name: String) throws {
        #expect(
            try read(text)
                == ThemeFileNode(
                    .array([
                        ThemeFileNode(.integer(1), line: 2, column: 1),
                        ThemeFileNode(.integer(2), line: 3, column: 1),
                    ]), line: 1, column: 1), "\(name)")
    }

    @Test func lfAfterCrIsPartOfTheSameLineBreakButCrAfterLfIsNot() throws {
        #expect(try read("\r\n\n\r7") == ThemeFileNode(.integer(7), line: 4, column: 1))
    }

    @Test func skipsALeadingByteOrderMark() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(
            try JSONThemeFileReader.read(bom + Array(#"{"a": 1}"#.utf8), path: testPath)
                == ThemeFileNode(
                    .dictionary([
                        ThemeFileMember(key: "a", keyLine: 1, keyColumn: 2, value: ThemeFileNode(.integer(1), line: 1, column: 7))
                    ]), line: 1, column: 1))
        expectRejected(Rejection(bytes: bom, "empty file", 1, 1))
        expectRejected(Rejection(bytes: Array("[1]".utf8) + bom, "unexpected character U+FEFF after the top-level value", 1, 4))
    }

    // MARK: Numbers

    @Test(arguments: [
        ("0", 0), ("-0", 0), ("42", 42), ("-17", -17),
        ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
    ])
    func readsIntegersThatFitInInt(text: String, value: Int) throws {
        #expect(try read(text).content == .integer(value))
    }

    @Test(arguments: [
        ("1.0", 1.0), ("-0.5", -0.5), ("1e2", 100.0), ("1E+2", 100.0), ("25e-1", 2.5),
        ("9223372036854775808", 9223372036854775808.0), ("-9223372036854775809", -9223372036854775809.0),
        ("0.1", 0.1), ("1.7976931348623157e308", 1.7976931348623157e308),
    ])
    func readsFractionsExponentsAndOverflowAsReals(text: String, value: Double) throws {
        #expect(try read(text).content == .real(value))
    }

    @Test(arguments: [
        Rejection("01", "numbers cannot have leading zeros", 1, 1),
        Rejection("[-012]", "numbers cannot have leading zeros", 1, 2),
        Rejection("+1", "numbers cannot start with '+'", 1, 1),
        Rejection("-a", "expected a digit after '-'", 1, 2),
        Rejection("-", "unexpected end of file", 1, 2),
        Rejection("[1.x]", "expected a digit after '.'", 1, 4),
        Rejection("[.5]", "unexpected character '.'", 1, 2),
        Rejection("[1ex]", "expected a digit in the exponent", 1, 4),
        Rejection("1e+", "unexpected end of file", 1, 4),
        Rejection("NaN", "NaN is not a valid JSON number", 1, 1),
        Rejection("[Infinity]", "Infinity is not a valid JSON number", 1, 2),
        Rejection("[-Infinity]", "-Infinity is not a valid JSON number", 1, 2),
        Rejection("[1e400]", "number is out of range", 1, 2),
        Rejection("12 3", "unexpected character '3' after the top-level value", 1, 4),
        Rejection("[0x10]", "expected ',' or ']' after an array element", 1, 3),
        Rejection("[1.2.3]", "expected ',' or ']' after an array element", 1, 5),
    ])
    func rejectsMalformedNumbers(_ rejection: Rejection) {
        expectRejected(rejection)
    }

    // MARK: Strings

    @Test func decodesEveryEscape() throws {
        #expect(try read(#""\"\\\/\b\f\n\r\t""#).content == .string("\"\\/\u{08}\u{0C}\n\r\t"))
        #expect(try read(#""\u0041\u00e9\u00E9\u0000""#).content == .string("Aéé\u{0}"))
    }

    @Test func combinesSurrogatePairs() throws {
        #expect(try read(#""\uD83D\uDE00 \ud834\udd1e""#).content == .string("😀 𝄞"))
    }

    @Test func escapesCountAsTheCharactersWrittenForColumns() throws {
        #expect(
            try read(#"["\u00e9\n", 1]"#)
                == ThemeFileNode(
                    .array([
                        ThemeFileNode(.string("é\n"), line: 1, column: 2),
                        ThemeFileNode(.integer(1), line: 1, column: 14),
                    ]), line: 1, column: 1))
    }

    @Test(arguments: [
        Rejection(#""\uD800""#, #"unpaired surrogate \uD800 in string"#, 1, 2),
        Rejection(#""ab\uD800x""#, #"unpaired surrogate \uD800 in string"#, 1, 4),
        Rejection(#""\uD800\u0041""#, #"unpaired surrogate \uD800 in string"#, 1, 2),
        Rejection(#""\uD800\n""#, #"unpaired surrogate \uD800 in string"#, 1, 2),
        Rejection(#""\uDC00""#, #"unpaired surrogate \uDC00 in string"#, 1, 2),
        Rejection(#""\u12G4""#, #"invalid \u escape: expected four hex digits"#, 1, 2),
        Rejection(#""\uD800\uZZZZ""#, #"invalid \u escape: expected four hex digits"#, 1, 8),
        Rejection(#""a\q""#, #"invalid escape '\q'"#, 1, 3),
        Rejection(#""\'""#, #"invalid escape '\''"#, 1, 2),
        Rejection("\"a\tb\"", "control character U+0009 must be escaped in a string", 1, 3),
        Rejection("[\"a\nb\"]", "control character U+000A must be escaped in a string", 1, 4),
        Rejection("\"\u{1F}\"", "control character U+001F must be escaped in a string", 1, 2),
        Rejection(#""abc"#, "unterminated string", 1, 1),
        Rejection("{\n  \"a\": \"b", "unterminated string", 2, 8),
        Rejection(#""ab\"#, "unterminated string", 1, 1),
        Rejection(#""\u12"#, "unterminated string", 1, 1),
    ])
    func rejectsMalformedStrings(_ rejection: Rejection) {
        expectRejected(rejection)
    }

    // MARK: UTF-8

    @Test(arguments: [
        Rejection(bytes: [0x22, 0x61, 0xFF, 0x22], "invalid UTF-8", 1, 3),
        Rejection(bytes: [0x22, 0xC0, 0x80, 0x22], "invalid UTF-8", 1, 2),  // overlong NUL
        Rejection(bytes: [0x22, 0xE0, 0x80, 0x80, 0x22], "invalid UTF-8", 1, 2),  // overlong 3-byte
        Rejection(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], "invalid UTF-8", 1, 2),  // encoded surrogate
        Rejection(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8", 1, 2),  // past U+10FFFF
        Rejection(bytes: [0x22, 0xE6, 0x97, 0x22], "invalid UTF-8", 1, 2),  // truncated before the quote
        Rejection(bytes: [0x22, 0xE6, 0x97], "invalid UTF-8", 1, 2),  // truncated at end of file
        Rejection(bytes: [0x22, 0xE6, 0x97, 0xA5, 0x80, 0x22], "invalid UTF-8", 1, 3),  // stray continuation after 日
        Rejection(bytes: [0x0A, 0x20, 0xFF], "invalid UTF-8", 2, 2),
        Rejection(bytes: [0x5B, 0x31, 0xFE, 0x5D], "invalid UTF-8", 1, 3),
    ])
    func rejectsInvalidUTF8WithItsPosition(_ rejection: Rejection) {
        expectRejected(rejection)
    }

    // MARK: Dictionaries, literals, structure

    @Test func rejectsADuplicateKeyAtItsSecondOccurrence() {
        expectRejected(Rejection("{\n  \"x\": 1,\n  \"y\": 2,\n  \"x\": 3\n}", "duplicate key 'x' (first at line 2)", 4, 3))
    }

    /// Past a few members a dictionary's keys are indexed by hash rather than compared one by
    /// one: a duplicate is found the same way on both sides of that switch, and wherever it is.
    @Test(arguments: [1, 7, 8, 9, 40])
    func findsADuplicateKeyInADictionaryOfAnySize(_ distinctKeys: Int) {
        let lines = (1...distinctKeys).map { "  \"key\($0)\": \($0)," } + ["  \"key1\": 0"]
        expectRejected(
            Rejection("{\n" + lines.joined(separator: "\n") + "\n}", "duplicate key 'key1' (first at line 2)", distinctKeys + 2, 3))
    }

    @Test func treatsCanonicallyEquivalentKeysAsDuplicatesInALargeDictionary() {
        let members = (1...20).map { "\"k\($0)\": 1, " }.joined()
        expectRejected(
            Rejection(#"{"\u00e9": 1, "# + members + #""e\u0301": 2}"#, "duplicate key 'é' (first at line 1)", 1, 15 + members.count))
    }

    @Test func allowsTheSameKeyInDifferentDictionaries() throws {
        _ = try read(#"{"x": {"x": 1}, "y": {"x": 2}}"#)
    }

    @Test func treatsCanonicallyEquivalentKeysAsDuplicates() {
        expectRejected(Rejection(#"{"\u00e9": 1, "e\u0301": 2}"#, "duplicate key 'é' (first at line 1)", 1, 15))
    }

    @Test func readsBooleans() throws {
        #expect(
            try read("[true,false]")
                == ThemeFileNode(
                    .array([
                        ThemeFileNode(.bool(true), line: 1, column: 2),
                        ThemeFileNode(.bool(false), line: 1, column: 7),
                    ]), line: 1, column: 1))
    }

    @Test(arguments: [
        Rejection("null", "null is not a theme value", 1, 1),
        Rejection("{\n  \"a\":   null\n}", "null is not a theme value", 2, 10),
        Rejection("[truex]", "unexpected word 'truex'", 1, 2),
        Rejection("True", "unexpected word 'True'", 1, 1),
        Rejection(#"{"a": yes}"#, "unexpected word 'yes'", 1, 7),
    ])
    func rejectsNullAndUnknownWords(_ rejection: Rejection) {
        expectRejected(rejection)
    }

    @Test(arguments: [
        Rejection("", "empty file", 1, 1),
        Rejection(" \r\n\t", "empty file", 1, 1),
        Rejection("[1,]", "trailing comma before ']' is not allowed", 1, 3),
        Rejection("{\"a\": 1,\n}", "trailing comma before '}' is not allowed", 1, 8),
        Rejection(#"{"a": 1 "b": 2}"#, "expected ',' or '}' after a dictionary member", 1, 9),
        Rejection("[1 2]", "expected ',' or ']' after an array element", 1, 4),
        Rejection("[1}", "expected ',' or ']' after an array element", 1, 3),
        Rejection(#"{"a" 1}"#, "expected ':' after the key 'a'", 1, 6),
        Rejection("{a: 1}", "expected a string key in double quotes", 1, 2),
        Rejection("{,}", "expected a string key in double quotes", 1, 2),
        Rejection(#"{"a": 1,,}"#, "expected a string key in double quotes", 1, 9),
        Rejection("{'a': 1}", "strings must use double quotes, not single quotes", 1, 2),
        Rejection("['a']", "strings must use double quotes, not single quotes", 1, 2),
        Rejection("// theme\n{}", "comments are not allowed in JSON", 1, 1),
        Rejection(#"{"a": 1 /* c */}"#, "comments are not allowed in JSON", 1, 9),
        Rejection("[1, // one\n2]", "comments are not allowed in JSON", 1, 5),
        Rejection("[/]", "unexpected character '/'", 1, 2),
        Rejection("[@]", "unexpected character '@'", 1, 2),
        Rejection("[,1]", "unexpected character ','", 1, 2),
        Rejection("[\u{A0}1]", "unexpected character U+00A0", 1, 2),
        Rejection("[\u{7F}]", "unexpected character U+007F", 1, 2),
        Rejection(#"{"a": 1} x"#, "unexpected character 'x' after the top-level value", 1, 10),
        Rejection("{}}", "unexpected character '}' after the top-level value", 1, 3),
        Rejection("[]\n// end", "comments are not allowed in JSON", 2, 1),
        Rejection("[", "unexpected end of file", 1, 2),
        Rejection("{", "unexpected end of file", 1, 2),
        Rejection(#"{"a""#, "unexpected end of file", 1, 5),
        Rejection(#"{"a":"#, "unexpected end of file", 1, 6),
        Rejection(#"{"a": 1"#, "unexpected end of file", 1, 8),
        Rejection("[1,\n", "unexpected end of file", 2, 1),
        Rejection("[tru", "unexpected word 'tru'", 1, 2),
    ])
    func rejectsMalformedStructure(_ rejection: Rejection) {
        expectRejected(rejection)
    }

    // MARK: Limits

    @Test func acceptsNestingUpToTheDepthLimit() throws {
        let depth = JSONThemeFileReader.maximumDepth
        var node = try read(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        var levels = 1
        while case .array(let elements) = node.content, let inner = elements.first {
            node = inner
            levels += 1
        }
        #expect(levels == depth)
        #expect(node == ThemeFileNode(.array([]), line: 1, column: depth))
    }

    @Test func rejectsNestingPastTheDepthLimitAtTheOffendingBracket() {
        let depth = JSONThemeFileReader.maximumDepth
        expectRejected(
            Rejection(
                String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1),
                "nesting is deeper than 512 levels", 1, depth + 1))
        expectRejected(
            Rejection(
                String(repeating: #"{"a":"#, count: depth + 1), "nesting is deeper than 512 levels", 1, 5 * depth + 1))
    }

    @Test func survivesHostileNesting() {
        let text = String(repeating: "[{\"k\":", count: 200_000)
        #expect(readError(Array(text.utf8))?.message == "nesting is deeper than 512 levels")
    }

    @Test func readsALongSingleLineWithExactColumns() throws {
        // One long line: columns must stay exact far along it (speed is measured by
        // scripts/bench.sh, never by timed assertions).
        let count = 20_000
        let member = ##"{"name": "comment.line", "fg": "#A0B1C2", "size": 12.5, "bold": true}"##
        let text = "[" + Array(repeating: member, count: count).joined(separator: ",") + "]"
        let node = try read(text)

        guard case .array(let elements) = node.content else {
            Issue.record("expected an array")
            return
        }
        #expect(elements.count == count)
        #expect(elements.last?.column == 1 + (count - 1) * (member.count + 1) + 1)
    }

    @Test func readsALargeDictionaryInOrder() throws {
        let count = 20_000
        let text = "{" + (0..<count).map { #""key\#($0)": \#($0)"# }.joined(separator: ",\n") + "}"
        guard case .dictionary(let members) = try read(text).content else {
            Issue.record("expected a dictionary")
            return
        }
        #expect(members.count == count)
        #expect(
            members.last
                == ThemeFileMember(
                    key: "key\(count - 1)", keyLine: count, keyColumn: 1,
                    value: ThemeFileNode(.integer(count - 1), line: count, column: 13)))
    }
}
