import Testing
import ThemifySourceLines

/// The one definition of lines and columns that layouts and theme files share: LF, CR LF and a
/// lone CR end a line; columns count Unicode scalars; walking forward and looking up by the
/// table of line starts agree at every offset.
@Suite struct SourceLineCounterTests {
    private func positions(_ text: String, start: Int = 0) -> [(line: Int, column: Int)] {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            let lineStarts = SourceLineCounter.lineStarts(in: buffer, start: start)
            var counter = SourceLineCounter(start: start)
            return (start...bytes.count).map { offset in
                counter.advance(to: offset, in: buffer)
                let lookedUp = SourceLineCounter.position(of: offset, in: buffer, lineStarts: lineStarts)
                #expect(lookedUp.line == counter.line && lookedUp.column == counter.column, "offset \(offset) of \(text.debugDescription)")
                return (counter.line, counter.column)
            }
        }
    }

    @Test func everyKindOfLineEndStartsALine() {
        // a LF b CR LF c CR d
        let found = positions("a\nb\r\nc\rd")
        #expect(found.map(\.line) == [1, 1, 2, 2, 2, 3, 3, 4, 4])
        #expect(found.map(\.column) == [1, 2, 1, 2, 3, 1, 2, 1, 2])
    }

    @Test func columnsCountScalarsNotBytes() {
        // "é" is two bytes, "😀" four: the column after each is one more, however many bytes it took.
        let found = positions("é😀x")
        #expect(found.map(\.column) == [1, 2, 2, 3, 3, 3, 3, 4])
    }

    @Test func aByteOrderMarkTakesNoColumn() {
        let found = positions("\u{FEFF}ab", start: 3)
        #expect(found.map(\.column) == [1, 2, 3])
    }

    @Test func anOffsetBeforeTheCounterLeavesItWhereItIs() {
        let bytes = Array("ab\ncd".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var counter = SourceLineCounter()
            counter.advance(to: 4, in: buffer)
            counter.advance(to: 1, in: buffer)
            #expect(counter.offset == 4 && counter.line == 2 && counter.column == 2)
            counter.advance(to: 99, in: buffer)
            #expect(counter.offset == 5 && counter.column == 3, "past the end stops at the end")
        }
    }
}
