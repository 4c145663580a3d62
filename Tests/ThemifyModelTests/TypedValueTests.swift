import Testing

@testable import ThemifyModel

/// Every kind parses once into its type and prints back as a theme writes it.
@Suite struct TypedValueTests {
    private func parse(_ kind: ValueKind, _ content: ThemeFileNode.Content) -> TypedValue? {
        try? kind.parse(content).get()
    }

    @Test func colorsFontsAndImagesRoundTripThroughTheirThemeText() throws {
        for (kind, text) in [
            (ValueKind.color, "#FF0000"), (.color, "#11223344"), (.color, "system:systemRedColor"), (.color, "asset:Brand"),
            (.font, "system 17"), (.font, "system-bold 13.5"), (.font, "system-semibold 20"), (.font, "Avenir-Heavy 22"),
            (.font, "textStyle:body"), (.image, "header"), (.image, "symbol:star.fill"),
        ] {
            let value = try #require(parse(kind, .string(text)), "\(text)")
            #expect(value.kind == kind)
            #expect(value.themeText == text)
            #expect(parse(kind, .string(value.themeText)) == value)
        }
        #expect(parse(.color, .string("ff0000"))?.themeText == "#FF0000")
    }

    @Test func numbersBooleansInsetsAndOffsetsTakeTheirNaturalForms() {
        #expect(parse(.number, .integer(2)) == .number(ThemeNumber(2)))
        #expect(parse(.number, .real(0.5)) == .number(ThemeNumber(0.5)))
        #expect(parse(.number, .string("1.5")) == .number(ThemeNumber(1.5)))
        #expect(parse(.boolean, .bool(true)) == .boolean(ThemeBoolean(true)))
        let insets = EdgeInsets(top: 0, left: 15, bottom: 0, right: 15)
        let nodes = [0, 15, 0, 15].map { ThemeFileNode(.integer($0), at: SourceLocation(path: "t")) }
        #expect(parse(.insets, .array(nodes)) == .insets(insets))
        #expect(parse(.insets, .string("0 15 0 15")) == .insets(insets))
        let members = [("left", 15), ("right", 15)].map {
            ThemeFileMember(key: $0.0, at: SourceLocation(path: "t"), value: ThemeFileNode(.integer($0.1), at: SourceLocation(path: "t")))
        }
        #expect(parse(.insets, .dictionary(members)) == .insets(insets))
        #expect(parse(.offset, .string("0,-1")) == .offset(Offset(horizontal: 0, vertical: -1)))
        #expect(parse(.offset, .string("0 -1"))?.themeText == "0 -1")
    }

    @Test func wrongShapesSayWhatIsExpected() {
        #expect(throws: ValueError.self) { try ValueKind.insets.parse(.string("1 2 3")).get() }
        #expect(throws: ValueError.self) { try ValueKind.number.parse(.string("wide")).get() }
        #expect(throws: ValueError.self) { try ValueKind.boolean.parse(.integer(1)).get() }
        #expect(throws: ValueError.self) { try ValueKind.color.parse(.integer(1)).get() }
        #expect(throws: ValueError.self) { try ValueKind.image.parse(.string("  ")).get() }
    }

    @Test func controlsAndBidiOverridesAreRefusedInEveryString() {
        for text in ["head\u{0085}er", "x\u{202E}gnp.txt", "a\u{2066}b", "tab\tbed", "nul\u{0}"] {
            #expect(ThemeText.problem(with: text) != nil, "\(text.debugDescription)")
            #expect(throws: ValueError.self) { try ValueKind.image.parse(.string(text)).get() }
        }
        #expect(ThemeText.problem(with: "Überschrift 日本") == nil)
        #expect(ThemeText.problem(with: String(repeating: "a", count: ThemeText.maximumLength + 1)) != nil)
    }

    @Test func aPlainValueIsReadOnceAsEachPrimaryKind() throws {
        let plain = try PlainValue("#FF0000", at: SourceLocation(path: "t.json", line: 1, column: 1))
        #expect(try plain.setting(as: .color).get().value == .color(.sRGB(SRGBColor(red: 1, green: 0, blue: 0))))
        #expect(try plain.setting(as: .image).get().value == .image(ImageName(name: "#FF0000")))
        #expect(throws: ValueError.self) { try PlainValue("a\u{202E}b", at: SourceLocation(path: "t.json")) }
    }
}
