import Foundation
import Testing

@testable import ThemifyModel

/// Colors that name their space: parsed once, printed back exactly, converted for contrast.
@Suite struct ColorSpaceTests {
    private func color(_ text: String) -> ThemeColor? { ThemeColor(parsing: text) }

    private func problem(_ text: String) -> String? {
        guard case .failure(let error) = ThemeColor.parse(.string(text)) else { return nil }
        return error.message
    }

    @Test func eachSpaceTakesAHexOrItsNumbers() {
        #expect(color("displayP3:#FF0000") == .components(ComponentColor(space: .displayP3, red: 1, green: 0, blue: 0)))
        #expect(color("displayP3:1 0 0") == color("displayP3:#FF0000"))
        #expect(
            color("calibratedRGB:0.2, 0.4, 0.6, 0.5")
                == .components(ComponentColor(space: .calibratedRGB, red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)))
        #expect(
            color("deviceRGB:#33669980")
                == .components(ComponentColor(space: .deviceRGB, red: 0.2, green: 0.4, blue: 0.6, alpha: 128.0 / 255)))
        #expect(color("gray:0.5") == .components(ComponentColor(space: .gray, white: 0.5)))
        #expect(color("calibratedWhite:1 0.25") == .components(ComponentColor(space: .calibratedWhite, white: 1, alpha: 0.25)))
        #expect(color("gray:#808080") == .components(ComponentColor(space: .gray, white: 128.0 / 255)))
        #expect(color("catalog:controlTextColor") == .catalog("controlTextColor"))
        // AppKit's private catalog names start with an underscore (oracle case 306).
        #expect(color("catalog:_sourceListBackgroundColor") == .catalog("_sourceListBackgroundColor"))
        // sRGB named or not is the plain hex, byte for byte as before.
        #expect(color("sRGB:#FF0099") == color("#FF0099"))
        #expect(color("sRGB:1 0 0.6") == .sRGB(SRGBColor(red: 1, green: 0, blue: 0.6)))
        #expect(color("  displayP3: #FF0000 ") == color("displayP3:#FF0000"))
    }

    @Test(arguments: [
        "displayP3:#FF0000", "displayP3:#33669980", "calibratedRGB:0.21 0.4 0.6", "calibratedRGB:#336699",
        "calibratedRGB:0.9411765337 0.7764706612 0.6549019814",
        "deviceRGB:0.1 0.2 0.3 0.4", "gray:0.5", "gray:0 0.5", "gray:0.3333333333333333", "calibratedWhite:1",
        "calibratedWhite:0.6666666666666666 0.8",
        "catalog:controlTextColor", "catalog:_sourceListBackgroundColor",
    ])
    func themeTextIsCanonicalAndParsesBackToTheSameValue(text: String) throws {
        let value = try #require(color(text))
        #expect(value.themeText == text)
        #expect(color(value.themeText) == value)
    }

    /// Any components in any space survive printing and parsing exactly, except a color whose
    /// components are all whole bytes, which prints as its hex: what makes `extract` then `apply`
    /// leave a layout's own digits alone (a hex's bytes are met by the layout's). Bytes an older
    /// color panel made as `k × (1/255)` are whole bytes too, so they come back as `k / 255`.
    @Test func everyComponentValueRoundTripsExactly() throws {
        var generator = SystemRandomNumberGenerator()
        for space in ColorSpace.allCases where space != .sRGB {
            for _ in 0..<200 {
                let pick = { () -> Double in
                    switch Int.random(in: 0..<5, using: &generator) {
                    case 0: return Double(Int.random(in: 0...255, using: &generator)) / 255
                    case 4: return Double(Int.random(in: 0...255, using: &generator)) * (1.0 / 255)
                    case 1: return Double(String(format: "%.10g", Double.random(in: 0...1, using: &generator)))!
                    case 2: return [0, 1, 0.5][Int.random(in: 0..<3, using: &generator)]
                    default: return Double.random(in: 0...1, using: &generator)
                    }
                }
                let original =
                    space.isGray
                    ? ComponentColor(space: space, white: pick(), alpha: pick())
                    : ComponentColor(space: space, red: pick(), green: pick(), blue: pick(), alpha: pick())
                let parsed = try #require(color(ThemeColor.components(original).themeText), "\(original)")
                #expect(parsed == .components(Self.hexEquivalent(of: original)), "\(ThemeColor.components(original).themeText)")
            }
        }
    }

    /// Oracle case 041's calibrated `0x1F2329`, its blue written `41 × (1/255)` by Xcode 8.3's
    /// color panel, is the hex it was set as.
    @Test func bytesAnOlderColorPanelMadeReadAsTheirHex() {
        let color = ComponentColor(space: .calibratedRGB, red: 31.0 / 255, green: 35.0 / 255, blue: 0.16078431372549018, alpha: 1)
        #expect(color.blue != 41.0 / 255)
        #expect(ThemeColor.components(color).themeText == "calibratedRGB:#1F2329")
    }

    /// The color a hex gives for `color` when every RGB component and alpha is a byte in
    /// either arithmetic (`k / 255` or `k × (1/255)`), else `color` itself.
    private static func hexEquivalent(of color: ComponentColor) -> ComponentColor {
        func byte(_ value: Double) -> Double? {
            let steps = (value * 255).rounded()
            return steps / 255 == value || steps * (1.0 / 255) == value ? steps / 255 : nil
        }
        guard !color.space.isGray, let red = byte(color.red), let green = byte(color.green), let blue = byte(color.blue),
            let alpha = byte(color.alpha)
        else { return color }
        return ComponentColor(space: color.space, red: red, green: green, blue: blue, alpha: alpha)
    }

    @Test func badSpacesAndComponentsSayWhatIsWrong() {
        #expect(
            problem("p3:#FF0000")
                == "unknown color space 'p3' (sRGB, displayP3, calibratedRGB, deviceRGB, gray, calibratedWhite); did you mean 'displayP3'?")
        #expect(problem("displayP3:#FF0") == nil, "#RGB is a hex like any other")
        #expect(problem("displayP3:#FF00F") == "'#FF00F' is not a hex color; write #RRGGBB, #RRGGBBAA, #RGB or #RGBA")
        #expect(problem("displayP3:1 0") == "a displayP3 color has 3 or 4 components (red green blue [alpha]), not 2")
        #expect(problem("gray:0.5 0.5 0.5") == "a gray color has 1 or 2 components (white [alpha]), not 3")
        #expect(problem("gray:#FF0000")?.hasPrefix("a gray color has one white component") == true)
        #expect(problem("calibratedRGB:1 2 0") == "component 2 is outside 0...1 in a calibratedRGB color")
        #expect(
            problem("deviceRGB:red 0 0")
                == "'red' is not a number; a deviceRGB color is red green blue [alpha], numbers from 0 to 1, or a hex")
        #expect(problem("displayP3:") == "'displayP3:' needs the color's components: a hex or red green blue [alpha], numbers from 0 to 1")
        #expect(problem("catalog:source list") == "'catalog:' needs the name of a System catalog color, such as controlTextColor")
        #expect(problem("catalog:") == "'catalog:' needs the name of a System catalog color, such as controlTextColor")
        #expect(
            problem("header_metal") == "'header_metal' is not a color; write #RRGGBB, #RRGGBBAA, #RGB, RRGGBB, system:NAME or asset:NAME")
    }

    /// Reference values: Display P3 red in sRGB is (1.0931, -0.2267, -0.1501) (CSS Color 4's
    /// matrices); a gamma 2.2 gray of 0.5 has luminance 0.5^2.2 = 0.2176.
    @Test func everySpaceConvertsToSRGBForContrast() {
        let p3 = ColorSpace.displayP3.sRGBComponents(red: 1, green: 0, blue: 0)
        #expect(abs(p3.red - 1.0931) < 0.001 && abs(p3.green + 0.2267) < 0.001 && abs(p3.blue + 0.1501) < 0.001, "\(p3)")
        let white = ColorSpace.displayP3.sRGBComponents(red: 1, green: 1, blue: 1)
        #expect(abs(white.red - 1) < 1e-9 && abs(white.green - 1) < 1e-9 && abs(white.blue - 1) < 1e-9, "the white point stays white")
        let gray = ComponentColor(space: .gray, white: 0.5).sRGB
        #expect(abs(ContrastRatio.luminance(gray) - pow(0.5, 2.2)) < 1e-9)
        #expect(ComponentColor(space: .calibratedWhite, white: 1).sRGB == SRGBColor(red: 1, green: 1, blue: 1))
        #expect(ComponentColor(space: .deviceRGB, red: 0.2, green: 0.4, blue: 0.6).sRGB == SRGBColor(red: 0.2, green: 0.4, blue: 0.6))
        // Generic RGB's gamma 1.8 makes a mid value darker than sRGB's curve would.
        let calibrated = ComponentColor(space: .calibratedRGB, red: 0.5, green: 0.5, blue: 0.5).sRGB
        #expect(abs(ContrastRatio.luminance(calibrated) - pow(0.5, 1.8)) < 0.01, "\(calibrated)")
        // Black on white is 21:1 in every space.
        for space in ColorSpace.allCases {
            let black = ComponentColor(space: space, red: 0, green: 0, blue: 0).sRGB
            let white = ComponentColor(space: space, red: 1, green: 1, blue: 1).sRGB
            #expect(abs(ContrastRatio.between(black, on: white) - 21) < 0.01, "\(space)")
        }
    }

    /// JSON, XML and binary property lists hold the same string, so they give the same color.
    @Test func everyThemeFileFormatReadsTheSameColor() throws {
        let json = try JSONThemeFileReader.read(Array(##"{"card": {"backgroundColor": "displayP3:#FF0000"}}"##.utf8), path: "t.json")
        let xml = try PropertyListThemeFileReader.read(
            Array(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>card</key><dict><key>backgroundColor</key><string>displayP3:#FF0000</string></dict></dict></plist>
                """.utf8), path: "t.plist")
        let binary = try PropertyListThemeFileReader.read(
            binaryPropertyList([
                .dictionary(keys: [1], values: [2]), .string("card"), .dictionary(keys: [3], values: [4]), .string("backgroundColor"),
                .string("displayP3:#FF0000"),
            ]), path: "t.bplist")
        for (node, path) in [(json, "t.json"), (xml, "t.plist"), (binary, "t.bplist")] {
            guard case .style(let style)? = ResolvedTheme(chain: [try Theme(node: node, path: path)]).value(forKey: "card") else {
                Issue.record("\(path): no style")
                continue
            }
            #expect(
                style.properties.first?.value.settings.first?.value
                    == .color(.components(ComponentColor(space: .displayP3, red: 1, green: 0, blue: 0))), "\(path)")
        }
    }

    @Test func aBadSpaceIsAnErrorAtTheValuesLine() throws {
        let node = try JSONThemeFileReader.read(Array("{\n  \"card\": {\"backgroundColor\": \"dispayP3:#FF0000\"}\n}".utf8), path: "t.json")
        #expect {
            try Theme(node: node, path: "t.json")
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map(\.description) == [
                "t.json:2:31: error: unknown color space 'dispayP3' (sRGB, displayP3, calibratedRGB, deviceRGB, gray, calibratedWhite); did you mean 'displayP3'? ('backgroundColor' in style 'card')"
            ]
        }
    }
}
