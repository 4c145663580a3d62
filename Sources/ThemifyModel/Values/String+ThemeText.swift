/// Text operations every theme value goes through, on bytes where the text allows it.
extension String {
    /// Leading and trailing white space removed (on scalars: this runs for every value written).
    package func trimmingWhitespace() -> String {
        // Nearly every value starts and ends with a printable ASCII byte: then there is nothing
        // to trim, and the Unicode white-space property need not be looked up for any scalar.
        let untrimmed = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.first.map(Self.isASCIIPrintableNonSpace) == true && bytes.last.map(Self.isASCIIPrintableNonSpace) == true
        }
        if untrimmed == true { return self }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return self }
        return String(scalars[first...last])
    }

    /// Whether every character is one ASCII byte, so that byte positions are character
    /// positions (a validated theme string holds no CR LF, the one ASCII pair that is a single
    /// character).
    var isASCII: Bool { allBytes { $0 < 0x80 } }

    /// Whether every UTF-8 byte satisfies `predicate`, read from the string's own storage where
    /// it has one (a loop over the view's iterator costs several times as much per byte).
    func allBytes(_ predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy(predicate) } ?? utf8.allSatisfy(predicate)
    }

    /// The first character that is `byte` alone: found on bytes when the text is ASCII, by
    /// characters otherwise (a combining mark after it would make it part of another character).
    func firstIndex(ofASCII byte: UInt8) -> Index? {
        guard isASCII else { return firstIndex(of: Character(Unicode.Scalar(byte))) }
        guard let found = utf8.withContiguousStorageIfAvailable({ $0.firstIndex(of: byte) }) else { return utf8.firstIndex(of: byte) }
        return found.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    private static func isASCIIPrintableNonSpace(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F
    }
}
