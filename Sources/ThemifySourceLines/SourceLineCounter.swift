/// Turns byte offsets of UTF-8 text into 1-based lines and columns, the one definition every
/// reader shares (layouts, XML and JSON theme files), so that all diagnostics count alike.
///
/// A line ends at LF, at CR LF (as one break) and at a lone CR, as XML's line-end
/// normalization says. A column counts Unicode scalars (bytes that are not UTF-8 continuation
/// bytes) from the start of the line, as Xcode does; the CR of a CR LF belongs to its line.
///
/// Readers that ask about offsets in increasing order walk on from the last one (`advance`), so
/// each byte is counted once however many positions are asked for; readers that ask in any
/// order keep a table of line starts (`lineStarts`) and count only the line asked about.
package struct SourceLineCounter: Sendable {
    /// The offset the line and column below describe.
    package private(set) var offset: Int
    package private(set) var line: Int
    package private(set) var column: Int

    /// Counting from `start` (past a byte-order mark, which takes no column), which is line 1,
    /// column 1; or from the start of line `line`.
    package init(start: Int = 0, line: Int = 1) {
        offset = start
        self.line = line
        column = 1
    }

    /// Walks on to `target`; an offset before the current one leaves the counter where it is.
    package mutating func advance(to target: Int, in text: UnsafeBufferPointer<UInt8>) {
        var index = offset
        var line = self.line
        var column = self.column
        let stop = min(target, text.count)
        while index < stop {
            let byte = text[index]
            if Self.endsLine(at: index, in: text) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        if stop > offset {
            offset = index
            self.line = line
            self.column = column
        }
    }

    /// Offsets where lines start (the first is `start`), for finding positions in any order.
    package static func lineStarts(in text: UnsafeBufferPointer<UInt8>, start: Int = 0) -> [Int] {
        var starts = [start]
        var index = start
        while index < text.count {
            if endsLine(at: index, in: text) { starts.append(index + 1) }
            index += 1
        }
        return starts
    }

    /// The line and column of `offset`, with `lineStarts` from `lineStarts(in:)` over the same text.
    package static func position(
        of offset: Int, in text: UnsafeBufferPointer<UInt8>, lineStarts: [Int]
    ) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var counter = SourceLineCounter(start: lineStarts[low], line: low + 1)
        counter.advance(to: offset, in: text)
        return (counter.line, counter.column)
    }

    /// Whether the byte at `index` is the last of a line break: an LF, or a CR not followed by LF.
    private static func endsLine(at index: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        switch text[index] {
        case 0x0A: true
        case 0x0D: index + 1 == text.count || text[index + 1] != 0x0A
        default: false
        }
    }
}
