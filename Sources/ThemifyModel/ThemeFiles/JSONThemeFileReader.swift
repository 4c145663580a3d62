/// Reads JSON theme files (RFC 8259, strictly) into located `ThemeFileNode` trees.
///
/// Strict on purpose: a theme that only loads because this reader guessed what a comment, a
/// trailing comma or a `null` meant would load differently (or not at all) elsewhere.
public enum JSONThemeFileReader {
    /// Far deeper than any real theme, yet bounds the memory a hostile file can make us hold.
    package static let maximumDepth = 512

    public static func read(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> ThemeFileNode {
        var parser = JSONParser(bytes, path: path)
        do {
            return try parser.parseDocument()
        } catch {
            throw DiagnosticError(.error(error.message, at: SourceLocation(path: path, line: error.line, column: error.column)))
        }
    }
}

/// Iterative rather than recursive so that nesting depth costs heap, not stack: the reader may
/// run on a secondary thread with a small stack, and the depth limit alone would not make
/// deep recursion safe there.
private struct JSONParser {
    /// A container whose closing bracket has not been reached yet.
    private struct Frame {
        var isDictionary: Bool
        var location: SourceLocation
        var elements: [ThemeFileNode] = []
        var members: [ThemeFileMember] = []
        /// Line of each key's first occurrence, for duplicate diagnostics, once the dictionary
        /// is large: a style's few keys are compared with the members read so far instead,
        /// which costs less than hashing each key twice.
        var keyLines: [String: Int]?
        /// The key whose value is being read.
        var key = ""
        var keyLine = 0
        var keyColumn = 0

        /// Members a dictionary holds before its keys are indexed by hash.
        static let linearSearchLimit = 8

        /// Notes the key of the member about to be read, given at `line`; when the dictionary
        /// has the key already, the line where it was first given instead. (Mutating, so that
        /// it runs on the frame in place, not on a copy of it.)
        mutating func noteKey(_ key: String, line: Int) -> Int? {
            guard keyLines != nil || members.count >= Self.linearSearchLimit else {
                return members.first { $0.key == key }?.keyLocation.line
            }
            if keyLines == nil {
                // Sized for a theme's top level, the one dictionary with hundreds of keys, so
                // that it is not rehashed at every doubling on the way.
                var lines: [String: Int] = [:]
                lines.reserveCapacity(256)
                for member in members { lines[member.key] = member.keyLocation.line }
                keyLines = lines
            }
            // One hash for both: a duplicate's line replaces the first one's only on the way to
            // the error, which ends the parse.
            return keyLines?.updateValue(line, forKey: key)
        }

        var node: ThemeFileNode {
            ThemeFileNode(isDictionary ? .dictionary(members) : .array(elements), at: location)
        }
    }

    private let bytes: [UInt8]
    private var pos = 0
    private var line = 1
    /// Tracked incrementally (one step per scalar) so a multi-megabyte single-line file stays linear.
    private var column = 1
    private var stack: [Frame] = []
    /// Reused across strings so that decoding one costs no allocation beyond the String itself.
    private var scratch: [UInt8] = []

    private let path: String

    init(_ bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> ThemeFileNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            pos = 3
        }
        skipWhitespace()
        guard pos < bytes.count else {
            throw JSONSyntaxError("empty file", line: 1, column: 1)
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
        let (startLine, startColumn) = (line, column)
        switch peek() {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let isDictionary = peek() == UInt8(ascii: "{")
            guard stack.count < JSONThemeFileReader.maximumDepth else {
                throw error("nesting is deeper than \(JSONThemeFileReader.maximumDepth) levels")
            }
            advance()
            skipWhitespace()
            if peek() == UInt8(ascii: isDictionary ? "}" : "]") {
                advance()
                return ThemeFileNode(isDictionary ? .dictionary([]) : .array([]), at: location(startLine, startColumn))
            }
            stack.append(Frame(isDictionary: isDictionary, location: location(startLine, startColumn)))
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
        var value = value
        while let top = stack.indices.last {
            let isDictionary = stack[top].isDictionary
            if isDictionary {
                // Fields are read one by one: copying the whole frame would share its arrays
                // and make the append below copy them, turning large dictionaries quadratic.
                let member = ThemeFileMember(
                    key: stack[top].key, at: location(stack[top].keyLine, stack[top].keyColumn), value: value)
                stack[top].members.append(member)
            } else {
                stack[top].elements.append(value)
            }

            skipWhitespace()
            let closer = UInt8(ascii: isDictionary ? "}" : "]")
            switch peek() {
            case UInt8(ascii: ","):
                let (commaLine, commaColumn) = (line, column)
                advance()
                skipWhitespace()
                if peek() == closer {
                    throw JSONSyntaxError(
                        "trailing comma before '\(Character(Unicode.Scalar(closer)))' is not allowed",
                        line: commaLine, column: commaColumn)
                }
                if isDictionary {
                    try readKey()
                }
                return nil
            case closer:
                advance()
                value = stack.removeLast().node
            default:
                throw unexpected(
                    isDictionary
                        ? "expected ',' or '}' after a dictionary member"
                        : "expected ',' or ']' after an array element")
            }
        }
        return value
    }

    /// Reads `"key":` into the innermost dictionary frame.
    private mutating func readKey() throws(JSONSyntaxError) {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else {
            throw unexpected("expected a string key in double quotes")
        }
        let (keyLine, keyColumn) = (line, column)
        let key = try parseString()
        let top = stack.count - 1
        if let firstLine = stack[top].noteKey(key, line: keyLine) {
            // Keys are looked up downstream as Swift Strings, which compare by canonical
            // equivalence, so keys that differ only in normalization are duplicates too.
            throw JSONSyntaxError(
                "duplicate key '\(key)' (first at line \(firstLine))", line: keyLine, column: keyColumn)
        }
        stack[top].key = key
        stack[top].keyLine = keyLine
        stack[top].keyColumn = keyColumn

        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else {
            throw unexpected("expected ':' after the key '\(key)'")
        }
        advance()
    }

    // MARK: Scalars

    private mutating func parseScalar() throws(JSONSyntaxError) -> ThemeFileNode {
        let (startLine, startColumn) = (line, column)
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
        return ThemeFileNode(content, at: location(startLine, startColumn))
    }

    private mutating func parseWord() throws(JSONSyntaxError) -> ThemeFileNode.Content {
        let start = pos
        let (startLine, startColumn) = (line, column)
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
            throw JSONSyntaxError("null is not a theme value", line: startLine, column: startColumn)
        case "NaN", "Infinity":
            throw JSONSyntaxError("\(word) is not a valid JSON number", line: startLine, column: startColumn)
        default:
            throw JSONSyntaxError("unexpected word '\(word.prefix(40))'", line: startLine, column: startColumn)
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> ThemeFileNode.Content {
        let start = pos
        let (startLine, startColumn) = (line, column)
        let isNegative = peek() == UInt8(ascii: "-")
        if isNegative {
            advance()
            if bytes[pos...].starts(with: "Infinity".utf8) {
                throw JSONSyntaxError("-Infinity is not a valid JSON number", line: startLine, column: startColumn)
            }
        }
        guard peek()?.isDigit == true else {
            throw unexpected("expected a digit after '-'")
        }
        if peek() == UInt8(ascii: "0") {
            advance()
            if peek()?.isDigit == true {
                throw JSONSyntaxError("numbers cannot have leading zeros", line: startLine, column: startColumn)
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
            throw JSONSyntaxError("number is out of range", line: startLine, column: startColumn)
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
        let (openLine, openColumn) = (line, column)
        advance()
        scratch.removeAll(keepingCapacity: true)
        var runStart = pos
        var hadEscape = false
        while true {
            guard pos < bytes.count else {
                throw JSONSyntaxError("unterminated string", line: openLine, column: openColumn)
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
                try parseEscape(openLine: openLine, openColumn: openColumn)
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
                column += 1
            }
        }
    }

    /// Appends the escape at `pos` (a backslash) to `scratch`.
    private mutating func parseEscape(openLine: Int, openColumn: Int) throws(JSONSyntaxError) {
        let (escapeLine, escapeColumn) = (line, column)
        advance()
        guard let byte = peek() else {
            throw JSONSyntaxError("unterminated string", line: openLine, column: openColumn)
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
            throw JSONSyntaxError("invalid escape \(shown)", line: escapeLine, column: escapeColumn)
        }
        advance()
        var value = try hex4(
            escapeLine: escapeLine, escapeColumn: escapeColumn, openLine: openLine, openColumn: openColumn)

        func unpaired() -> JSONSyntaxError {
            JSONSyntaxError(
                "unpaired surrogate \\u\(Self.hex(value)) in string", line: escapeLine, column: escapeColumn)
        }
        switch value {
        case 0xDC00...0xDFFF:
            throw unpaired()
        case 0xD800...0xDBFF:
            // UTF-16 leaks through JSON's escapes: a high surrogate only means something
            // together with an escaped low surrogate right after it.
            guard bytes[pos...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else { throw unpaired() }
            let (lowLine, lowColumn) = (line, column)
            advance()
            advance()
            let low = try hex4(escapeLine: lowLine, escapeColumn: lowColumn, openLine: openLine, openColumn: openColumn)
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
    private mutating func hex4(
        escapeLine: Int, escapeColumn: Int, openLine: Int, openColumn: Int
    ) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else {
                throw JSONSyntaxError("unterminated string", line: openLine, column: openColumn)
            }
            guard let digit = byte.hexValue else {
                throw JSONSyntaxError(
                    "invalid \\u escape: expected four hex digits", line: escapeLine, column: escapeColumn)
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

    /// Steps over one ASCII byte that is not a line break.
    private mutating func advance() {
        pos += 1
        column += 1
    }

    private mutating func skipWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                advance()
            case UInt8(ascii: "\n"):
                pos += 1
                line += 1
                column = 1
            case UInt8(ascii: "\r"):
                pos += 1
                if peek() == UInt8(ascii: "\n") {
                    pos += 1
                }
                line += 1
                column = 1
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
        JSONSyntaxError(message, line: line, column: column)
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

/// Where the JSON reader stopped: kept as plain numbers while parsing (the parser tracks them
/// incrementally), turned into a located diagnostic at the reader's boundary.
private struct JSONSyntaxError: Error {
    var message: String
    var line: Int
    var column: Int

    init(_ message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }
}
