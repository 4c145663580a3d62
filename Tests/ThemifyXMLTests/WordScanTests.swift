import Testing

@testable import ThemifyXML

/// The eight-bytes-at-a-time search finds what a byte-by-byte search finds, from every start,
/// wherever the wanted byte falls in a word, next to bytes that look like it.
@Suite struct WordScanTests {
    @Test func firstIndexAgreesWithAByteByByteSearch() {
        let isStop: (UInt8) -> Bool = { $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: ">") || $0 == 0x20 }
        // Digits, `:` and `-` sit below the limit without being wanted; `é` is above `0x80`.
        let samples = [
            "abcdefghijklmnop=q", "ab1:2-3.4é5678901234567>", "x", "", "0123456789 ", "éééééééé>", "abcdefg>abcdefgh=abcdefghi ",
        ]
        for sample in samples {
            let bytes = Array(sample.utf8)
            bytes.withUnsafeBufferPointer { pointer in
                for start in 0...bytes.count {
                    let expected = bytes[start...].firstIndex(where: isStop) ?? bytes.count
                    #expect(
                        WordScan.firstIndex(in: pointer, from: start, below: UInt8(ascii: "?"), where: isStop) == expected,
                        "\(sample) from \(start)")
                }
            }
        }
    }

    @Test func flagsAreExactAtTheLowestByte() {
        for position in 0..<8 {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
            bytes[position] = UInt8(ascii: "\"")
            if position < 7 { bytes[position + 1] = UInt8(ascii: "#") }
            bytes.withUnsafeBufferPointer { pointer in
                let word = WordScan.word(in: pointer, at: 0)
                #expect(WordScan.firstFlagged(WordScan.bytes(equalTo: UInt8(ascii: "\""), in: word)) == position)
                #expect(WordScan.firstFlagged(WordScan.bytes(below: UInt8(ascii: "$"), in: word)) == position)
                #expect(WordScan.bytes(equalTo: UInt8(ascii: "<"), in: word) == 0)
            }
        }
    }
}
