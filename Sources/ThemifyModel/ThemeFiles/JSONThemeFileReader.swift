import ThemifySourceLines

/// Reads JSON theme files (RFC 8259, strictly) into located `ThemeFileNode` trees.
///
/// Strict on purpose: a theme that only loads because this reader guessed what a comment, a
/// trailing comma or a `null` meant would load differently (or not at all) elsewhere.
public enum JSONThemeFileReader {
    /// Far deeper than any real theme, yet bounds the memory a hostile file can make us hold.
    package static let maximumDepth = LocatedTreeBuilder.maximumDepth

    /// Reads the JSON theme file `bytes` (UTF-8, an optional byte-order mark) into a located tree;
    /// `path` is only named in locations. Throws one error at the line and column of the first
    /// problem: invalid JSON, a duplicate key, `null`, a number out of range, nesting past
    /// `maximumDepth`.
    public static func read(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> ThemeFileNode {
        var parser = JSONParser(bytes, path: path)
        do {
            return try parser.parseDocument()
        } catch {
            // The one place a position is found from the start of the file: once, for the error.
            let (line, column) = bytes.withUnsafeBufferPointer { text in
                var counter = SourceLineCounter(start: JSONParser.byteOrderMarkLength(bytes))
                counter.advance(to: error.offset, in: text)
                return (counter.line, counter.column)
            }
            throw DiagnosticError(.error(error.message, at: SourceLocation(path: path, line: line, column: column)))
        }
    }
}

/// A JSON reader that feeds the shared `LocatedTreeBuilder`: iterative, so that nesting depth
/// costs heap, not stack.
private struct JSONParser {
    private let bytes: [UInt8]
    private var pos = 0
    /// Lines and columns of the values' offsets, which are asked for in increasing order.
    private var counter: SourceLineCounter
    private var tree = LocatedTreeBuilder()
    /// Reused across strings so that decoding one costs no allocation beyond the String itself.
    private var scratch: [UInt8] = []

    private let path: String

    init(_ bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
        counter = SourceLineCounter(start: Self.byteOrderMarkLength(bytes))
    }

    static func byteOrderMarkLength(_ bytes: [UInt8]) -> Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Where `offset` is; offsets must be asked for in increasing order.
    private mutating func location(at offset: Int) -> SourceLocation {
        bytes.withUnsafeBufferPointer { counter.advance(to: offset, in: $0) }
        return SourceLocation(path: path, line: counter.line, column: counter.column)
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> ThemeFileNode {
        pos = Self.byteOrderMarkLength(bytes)
        skipWhitespace()
        guard pos < bytes.count else {
            throw JSONSyntaxError("empty file", at: 0)
        }
        while true {
            guard let value = try beginValue() else { continue }
            if let document = try complete(value) {
                skipWhitespace()
                guard pos == bytes.count else {
                    throw unexpected("unexpected \(describeCurrent()) after the top-level value")
                }
                return document
            }
        }
    }

    // MARK: Structure

    /// Reads a scalar, or opens a container and returns nil so the caller reads its first item.
    private mutating func beginValue() throws(JSONSyntaxError) -> ThemeFileNode? {
        skipWhitespace()
        let start = pos
        switch peek() {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let isDictionary = peek() == UInt8(ascii: "{")
            do throws(LocatedTreeBuilder.Problem) {
                try tree.checkDepth()
            } catch {
                throw JSONSyntaxError(error.message(key: ""), at: start)
            }
            advance()
            let location = location(at: start)
            skipWhitespace()
            if peek() == UInt8(ascii: isDictionary ? "}" : "]") {
                advance()
                return ThemeFileNode(isDictionary ? .dictionary([]) : .array([]), at: location)
            }
            tree.open(dictionary: isDictionary, at: location)
            if isDictionary {
                try readKey()
            }
            return nil
        default:
            return try parseScalar()
        }
    }

    /// Files `value` into the open container and closes every container it completes.
    /// Returns the document once the outermost value is complete, nil when more items follow.
    private mutating func complete(_ value: ThemeFileNode) throws(JSONSyntaxError) -> ThemeFileNode? {
        var document = tree.add(value)
        while document == nil {
            let isDictionary = tree.isInDictionary
            skipWhitespace()
            let closer = UInt8(ascii: isDictionary ? "}" : "]")
            switch peek() {
            case UInt8(ascii: ","):
                let comma = pos
                advance()
                skipWhitespace()
                if peek() == closer {
                    throw JSONSyntaxError("trailing comma before '\(Character(Unicode.Scalar(closer)))' is not allowed", at: comma)
                }
                if isDictionary {
                    try readKey()
                }
                return nil
            case closer:
                advance()
                document = tree.close()
            default:
                throw unexpected(
                    isDictionary
                        ? "expected ',' or '}' after a dictionary member"
                        : "expected ',' or ']' after an array element")
            }
        }
        return document
    }

    /// Reads `"key":` into the innermost dictionary frame.
    private mutating func readKey() throws(JSONSyntaxError) {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else {
            throw unexpected("expected a string key in double quotes")
        }
        let keyStart = pos
        let key = try parseString()
        let keyLocation = location(at: keyStart)
        do throws(LocatedTreeBuilder.Problem) {
            try tree.key(key, at: keyLocation)
        } catch {
            throw JSONSyntaxError(error.message(key: key), at: keyStart)
        }

        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else {
            throw unexpected("expected ':' after the key '\(key)'")
        }
        advance()
    }

    // MARK: Scalars

    private mutating func parseScalar() throws(JSONSyntaxError) -> ThemeFileNode {
        let start = pos
        let content: ThemeFileNode.Content
        // NUL stands in for end of file; both end up in `unexpected`, which tells them apart.
        switch peek() ?? 0 {
        case UInt8(ascii: "\""):
            content = .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            content = try parseNumber()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            content = try parseWord()
        case UInt8(ascii: "+"):
            throw error("numbers cannot start with '+'")
        default:
            throw unexpected("unexpected \(describeCurrent())")
        }
        return ThemeFileNode(content, at: location(at: start))
    }

    private mutating func parseWord() throws(JSONSyntaxError) -> ThemeFileNode.Content {
        let start = pos
        while let byte = peek(), byte.isWordByte {
            advance()
        }
        // Read the whole word so that `truex` is rejected as a word, not as `true` plus garbage.
        let word = String(decoding: bytes[start..<pos], as: UTF8.self)
        switch word {
        case "true":
            return .bool(true)
        case "false":
            return .bool(false)
        case "null":
            throw JSONSyntaxError("null is not a theme value", at: start)
        case "NaN", "Infinity":
            throw JSONSyntaxError("\(word) is not a valid JSON number", at: start)
        default:
            throw JSONSyntaxError("unexpected word '\(word.prefix(40))'", at: start)
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> ThemeFileNode.Content {
        let start = pos
        let isNegative = peek() == UInt8(ascii: "-")
        if isNegative {
            advance()
            if bytes[pos...].starts(with: "Infinity".utf8) {
                throw JSONSyntaxError("-Infinity is not a valid JSON number", at: start)
            }
        }
        guard peek()?.isDigit == true else {
            throw unexpected("expected a digit after '-'")
        }
        if peek() == UInt8(ascii: "0") {
            advance()
            if peek()?.isDigit == true {
                throw JSONSyntaxError("numbers cannot have leading zeros", at: start)
            }
        } else {
            skipDigits()
        }
        let integerEnd = pos

        var isInteger = true
        if peek() == UInt8(ascii: ".") {
            isInteger = false
            advance()
            guard peek()?.isDigit == true else {
                throw unexpected("expected a digit after '.'")
            }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isInteger = false
            advance()
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
                advance()
            }
            guard peek()?.isDigit == true else {
                throw unexpected("expected a digit in the exponent")
            }
            skipDigits()
        }

        let digits = bytes[(isNegative ? start + 1 : start)..<integerEnd]
        if isInteger, let integer = Self.integer(digits, negative: isNegative) {
            return .integer(integer)
        }
        // The digits are validated ASCII, so this conversion cannot fail; strtod-style parsing
        // keeps the result correctly rounded, which a hand-rolled decimal conversion would not.
        let real = Double(String(decoding: bytes[start..<pos], as: UTF8.self)) ?? .nan
        guard real.isFinite else {
            throw JSONSyntaxError("number is out of range", at: start)
        }
        return .real(real)
    }

    /// The digits' value, or nil when it does not fit in `Int`.
    private static func integer(_ digits: ArraySlice<UInt8>, negative: Bool) -> Int? {
        // Accumulated negatively because Int.min has no positive counterpart.
        var value = 0
        for byte in digits {
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = shifted.subtractingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflow1, !overflow2 else { return nil }
            value = next
        }
        if negative { return value }
        return value == .min ? nil : -value
    }

    private mutating func skipDigits() {
        while let byte = peek(), byte.isDigit {
            advance()
        }
    }

    /// Reads a string starting at its opening quote.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let open = pos
        advance()
        scratch.removeAll(keepingCapacity: true)
        var runStart = pos
        var hadEscape = false
        while true {
            guard pos < bytes.count else {
                throw JSONSyntaxError("unterminated string", at: open)
            }
            switch bytes[pos] {
            case UInt8(ascii: "\""):
                let text: String
                if hadEscape {
                    scratch.append(contentsOf: bytes[runStart..<pos])
                    text = String(decoding: scratch, as: UTF8.self)
                } else {
                    // A string without escapes, as nearly all are, is decoded straight from the file.
                    text = String(decoding: bytes[runStart..<pos], as: UTF8.self)
                }
                advance()
                return text
            case UInt8(ascii: "\\"):
                hadEscape = true
                scratch.append(contentsOf: bytes[runStart..<pos])
                try parseEscape(open: open)
                runStart = pos
            case 0..<0x20:
                throw error("control character \(Self.codePoint(UInt32(bytes[pos]))) must be escaped in a string")
            case 0x20..<0x80:
                advance()
            default:
                guard let length = scalarLength(at: pos) else {
                    throw error("invalid UTF-8")
                }
                pos += length
            }
        }
    }

    /// Appends the escape at `pos` (a backslash) to `scratch`.
    private mutating func parseEscape(open: Int) throws(JSONSyntaxError) {
        let escape = pos
        advance()
        guard let byte = peek() else {
            throw JSONSyntaxError("unterminated string", at: open)
        }
        let simple: UInt8? =
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            advance()
            scratch.append(simple)
            return
        }
        guard byte == UInt8(ascii: "u") else {
            let shown = (0x21..<0x7F).contains(byte) ? "'\\\(Character(Unicode.Scalar(byte)))'" : "sequence"
            throw JSONSyntaxError("invalid escape \(shown)", at: escape)
        }
        advance()
        var value = try hex4(escape: escape, open: open)

        func unpaired() -> JSONSyntaxError {
            JSONSyntaxError(
                "unpaired surrogate \\u\(Self.hex(value)) in string", at: escape)
        }
        switch value {
        case 0xDC00...0xDFFF:
            throw unpaired()
        case 0xD800...0xDBFF:
            // UTF-16 leaks through JSON's escapes: a high surrogate only means something
            // together with an escaped low surrogate right after it.
            guard bytes[pos...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else { throw unpaired() }
            let lowEscape = pos
            advance()
            advance()
            let low = try hex4(escape: lowEscape, open: open)
            guard (0xDC00...0xDFFF).contains(low) else { throw unpaired() }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        default:
            break
        }
        // Surrogates were handled above, so every remaining value is a valid scalar.
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        Unicode.UTF8.encode(scalar) { scratch.append($0) }
    }

    /// The four hex digits after `\u`.
    private mutating func hex4(escape: Int, open: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else {
                throw JSONSyntaxError("unterminated string", at: open)
            }
            guard let digit = byte.hexValue else {
                throw JSONSyntaxError(
                    "invalid \\u escape: expected four hex digits", at: escape)
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    // MARK: Bytes and positions

    private func peek() -> UInt8? {
        pos < bytes.count ? bytes[pos] : nil
    }

    /// Steps over one ASCII byte.
    private mutating func advance() {
        pos += 1
    }

    private mutating func skipWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                pos += 1
            default:
                return
            }
        }
    }

    /// Length of the well-formed UTF-8 sequence at `index`, or nil. Rejects overlong forms,
    /// encoded surrogates and values past U+10FFFF, as the Unicode standard requires.
    private func scalarLength(at index: Int) -> Int? {
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch bytes[index] {
        case 0x00...0x7F:
            return 1
        case 0xC2...0xDF:
            return continuation(1) ? 2 : nil
        case 0xE0:
            return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : nil
        case 0xED:
            return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : nil
        case 0xF0:
            return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4:
            return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default:
            return nil
        }
    }

    /// The character at `pos` as it should appear in a message: quoted when visible, as a
    /// code point when it would otherwise be invisible or ambiguous.
    private func describeCurrent() -> String {
        guard pos < bytes.count, let length = scalarLength(at: pos),
            let scalar = String(decoding: bytes[pos..<pos + length], as: UTF8.self).unicodeScalars.first
        else { return "byte" }
        let invisible =
            scalar.properties.generalCategory == .control
            || scalar.properties.generalCategory == .format
            || scalar.properties.isWhitespace
        return invisible ? "character \(Self.codePoint(scalar.value))" : "character '\(scalar)'"
    }

    /// An error at the current position that prefers a specific diagnosis (end of file, a
    /// comment, a single quote, bad UTF-8) over the generic `message`.
    private func unexpected(_ message: String) -> JSONSyntaxError {
        guard let byte = peek() else {
            return error("unexpected end of file")
        }
        switch byte {
        case UInt8(ascii: "/") where bytes[pos...].starts(with: "//".utf8) || bytes[pos...].starts(with: "/*".utf8):
            return error("comments are not allowed in JSON")
        case UInt8(ascii: "'"):
            return error("strings must use double quotes, not single quotes")
        case 0x80... where scalarLength(at: pos) == nil:
            return error("invalid UTF-8")
        default:
            return error(message)
        }
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message, at: pos)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func codePoint(_ value: UInt32) -> String {
        "U+" + hex(value)
    }
}

private extension UInt8 {
    var isDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
    }

    var isWordByte: Bool {
        isDigit || self == UInt8(ascii: "_")
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
    }

    var hexValue: UInt32? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(self - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(self - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(self - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

/// Where the JSON reader stopped, as a byte offset: turned into a line and column once, at the
/// reader's boundary.
private struct JSONSyntaxError: Error {
    var message: String
    var offset: Int

    init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }
}
