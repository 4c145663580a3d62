import Testing

@testable import ThemifyModel

/// The byte-level paths the values every theme holds go through give exactly what the general
/// ones give: numbers as `Double(_:)` reads them, hex text as `String(_:radix:)` prints it,
/// white space trimmed as the Unicode property says.
@Suite struct ValueFastPathTests {
    @Test(arguments: [
        "0.2705882353", "17", "-1.5", "0", "-0", "007", "0.1", "0.30000000000000004", "1.000000000000000000001",
        "123456789012345678", "9007199254740993", "1e3", "5.", ".5", "+2", "-", "", "1.2.3", "0x10", "1 ", " 1", "١٢",
    ])
    func decimalsReadAsDoubleReadsThem(_ text: String) {
        let fast = DecimalNumber.value(of: text)
        let general = Double(text)
        #expect(fast?.bitPattern == general?.bitPattern, "\(text)")
    }

    @Test func everyTwoDigitFractionReadsAsDoubleReadsIt() {
        for numerator in 0...999 {
            for text in ["0.\(numerator)", "\(numerator).\(numerator)", "-\(numerator).0\(numerator)"] {
                #expect(DecimalNumber.value(of: text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
            }
        }
    }

    @Test func hexTextIsWhatTheRadixPrinterGives() {
        func general(_ color: SRGBColor) -> String {
            func byte(_ value: Double) -> String {
                let hex = String(Int((value * 255).rounded()), radix: 16, uppercase: true)
                return hex.count == 1 ? "0" + hex : hex
            }
            return "#" + byte(color.red) + byte(color.green) + byte(color.blue) + (color.alpha < 1 ? byte(color.alpha) : "")
        }
        let channels: [Double] = [0, 1, 0.5, 0.0019, 0.002, 0.998, 0.999, 1.0001, 1.003, 2, -0.0, -0.001, -0.5]
        for red in channels {
            for alpha in [1, 0.5, 0, 1.5, -0.25] {
                let color = SRGBColor(red: red, green: 1 - red, blue: 0.2, alpha: alpha)
                #expect(color.hexString == general(color), "\(color)")
            }
        }
    }

    @Test func hexColorsParseOnBytesAsTheyDidOnCharacters() {
        #expect(SRGBColor(hex: "#F80") == SRGBColor(red: 1, green: 136.0 / 255, blue: 0))
        #expect(SRGBColor(hex: "#F808")?.alpha == 136.0 / 255)
        #expect(SRGBColor(hex: " 112233 ") == SRGBColor(bytes: 0x11, 0x22, 0x33))
        #expect(SRGBColor(hex: "11223344")?.alpha == 0x44 / 255.0)
        for refused in ["F80", "#F8", "#F8000", "#GG0000", "#\u{301}F8000", "", "#", "#FF00001"] {
            #expect(SRGBColor(hex: refused) == nil, "\(refused)")
        }
    }

    @Test func trimmingKeepsPlainTextAndTrimsUnicodeWhiteSpace() {
        #expect("system 15".trimmingWhitespace() == "system 15")
        #expect(" #FF0000\t".trimmingWhitespace() == "#FF0000")
        #expect("\u{00A0}asset:Brand\u{3000}".trimmingWhitespace() == "asset:Brand")
        #expect("   ".trimmingWhitespace() == "")
        #expect("".trimmingWhitespace() == "")
        #expect("é".trimmingWhitespace() == "é")
    }

    @Test func aColonInsideACharacterIsNoSeparator() {
        // U+0301 after the colon makes one character of the two: no space prefix is named.
        #expect("system:\u{301}x".firstIndex(ofASCII: UInt8(ascii: ":")) == nil)
        let text = "displayP3:#FF0000"
        #expect(text.firstIndex(ofASCII: UInt8(ascii: ":")) == text.firstIndex(of: ":"))
    }

    @Test func componentColorsSplitOnRunsOfSeparators() throws {
        let color = try ComponentColor.parse("0.2, 0.4\t 0.6 ,0.5", in: .calibratedRGB).get()
        #expect([color.red, color.green, color.blue, color.alpha] == [0.2, 0.4, 0.6, 0.5])
        #expect(throws: ValueError.self) { try ComponentColor.parse("0.2 0.4 0.6 0.5 0.1", in: .displayP3).get() }
        #expect((try? ComponentColor.parse("1.5", in: .gray).get()) == nil)
    }
}
