/// The string literals of Swift source, with the line each starts on: comments are skipped,
/// interpolations are read as code (their own literals are found too), and multi-line and raw
/// literals are read to their closing delimiter. Enough of Swift's lexical grammar to find
/// what a file spells in quotes; not a parser.
struct SwiftStringLiterals {
    struct Literal {
        /// The text between the delimiters, escapes and interpolations as written.
        let content: String
        let line: Int
        let isMultiLine: Bool
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private(set) var literals: [Literal] = []

    init(_ source: String) {
        bytes = Array(source.utf8)
        readCode(untilCloseParen: false)
    }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        offset + ahead < bytes.count ? bytes[offset + ahead] : nil
    }

    private mutating func advance() {
        if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
        offset += 1
    }

    /// Code up to the end, or to the `)` closing an interpolation.
    private mutating func readCode(untilCloseParen: Bool) {
        var depth = 0
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = peek(), next != UInt8(ascii: "\n") { advance() }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "#") where rawQuoteFollows():
                readLiteral()
            case UInt8(ascii: "\""):
                readLiteral()
            case UInt8(ascii: "("):
                depth += 1
                advance()
            case UInt8(ascii: ")"):
                if untilCloseParen && depth == 0 {
                    advance()
                    return
                }
                depth -= 1
                advance()
            default:
                advance()
            }
        }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        repeat {
            if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                advance()
                advance()
            } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                advance()
                advance()
            } else {
                advance()
            }
        } while depth > 0 && peek() != nil
    }

    private func rawQuoteFollows() -> Bool {
        var ahead = 0
        while peek(ahead) == UInt8(ascii: "#") { ahead += 1 }
        return peek(ahead) == UInt8(ascii: "\"")
    }

    /// A literal from its opening delimiter (`"`, `"""`, `#"`, `##"""`, …) to its closing one.
    private mutating func readLiteral() {
        var hashes = 0
        while peek() == UInt8(ascii: "#") {
            hashes += 1
            advance()
        }
        let startLine = line
        let multiLine = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        let quotes = multiLine ? 3 : 1
        for _ in 0..<quotes { advance() }
        var content: [UInt8] = []
        while let byte = peek() {
            if byte == UInt8(ascii: "\\") && hashesFollow(hashes, at: 1) {
                if peek(1 + hashes) == UInt8(ascii: "(") {
                    // An interpolation is code: its literals are literals of their own.
                    content += Array("\\(…)".utf8)
                    for _ in 0..<(2 + hashes) { advance() }
                    readCode(untilCloseParen: true)
                    continue
                }
                // An escape: the next character is never a closing delimiter.
                for _ in 0..<(1 + hashes) { advance() }
                if let escaped = peek() {
                    content += [UInt8(ascii: "\\"), escaped]
                    advance()
                }
                continue
            }
            if byte == UInt8(ascii: "\"") && closes(quotes: quotes, hashes: hashes) {
                for _ in 0..<(quotes + hashes) { advance() }
                break
            }
            if !multiLine && byte == UInt8(ascii: "\n") { break }  // unterminated: let the compiler say so
            content.append(byte)
            advance()
        }
        literals.append(Literal(content: String(decoding: content, as: UTF8.self), line: startLine, isMultiLine: multiLine))
    }

    private func hashesFollow(_ count: Int, at ahead: Int) -> Bool {
        (0..<count).allSatisfy { peek(ahead + $0) == UInt8(ascii: "#") }
    }

    private func closes(quotes: Int, hashes: Int) -> Bool {
        (0..<quotes).allSatisfy { peek($0) == UInt8(ascii: "\"") } && hashesFollow(hashes, at: quotes)
    }
}
