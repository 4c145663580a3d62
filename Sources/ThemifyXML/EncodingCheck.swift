/// Layouts are UTF-8; byte positions are only exact for UTF-8, so anything else is refused up front.
enum EncodingCheck {
    static func requireUTF8(_ bytes: [UInt8]) throws(MarkupParseError) {
        let start = SourcePosition(line: 1, column: 1)
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || (bytes.count > 1 && (bytes[0] == 0 || bytes[1] == 0)) {
            throw MarkupParseError("file is UTF-16 or UTF-32; themify reads UTF-8 layouts, as Xcode writes them", at: start)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        guard body.starts(with: Array("<?xml".utf8)), let declarationEnd = body.prefix(200).firstIndex(of: UInt8(ascii: ">")) else {
            return
        }
        let declaration = Array(body[body.startIndex..<declarationEnd])
        let keyword = Array("encoding".utf8)
        guard
            let keywordStart = (0...(max(declaration.count - keyword.count, 0))).first(where: { declaration[$0...].starts(with: keyword) }),
            declaration.count >= keyword.count
        else { return }
        let rest = declaration[(keywordStart + keyword.count)...].drop { $0 == 0x20 || $0 == UInt8(ascii: "=") }
        guard let quote = rest.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return }
        let name = String(decoding: rest.dropFirst().prefix { $0 != quote }, as: UTF8.self).lowercased()
        guard name == "utf-8" || name == "utf8" || name == "us-ascii" || name == "ascii" else {
            throw MarkupParseError("encoding '\(name)' is not supported; themify reads UTF-8 layouts, as Xcode writes them", at: start)
        }
    }
}
