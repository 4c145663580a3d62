import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

/// A theme color that names its space is written in it, as Xcode writes that space; a plain hex
/// stays sRGB; a layout's color reads back in its own space, so `extract` then `apply` leaves
/// the layout as it was.
@Suite struct ColorSpaceWritingTests {
    private static let view = """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-01-abc">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        \(Fixtures.runtimeTag("card"))
                        </view>
        """

    private func written(_ color: String) throws -> String {
        let input = Fixtures.xib(Self.view)
        let (output, diagnostics) = Fixtures.themed(input, with: try Fixtures.theme("{\"card\": \"\(color)\"}"))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let lines = Fixtures.changedLines(input, try #require(output))
        return lines.count == 1 ? lines[0].trimmingCharacters(in: .whitespaces) : "\(lines)"
    }

    @Test(arguments: [
        (
            "#336699",
            #"<color key="backgroundColor" red="0.20000000000000001" green="0.40000000000000002" blue="0.59999999999999998" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        ),
        (
            "sRGB:0.5 0.25 1",
            #"<color key="backgroundColor" red="0.5" green="0.25" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        ),
        (
            "displayP3:#FF0000",
            #"<color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#
        ),
        (
            "calibratedRGB:0.2 0.4 0.6 0.5",
            #"<color key="backgroundColor" red="0.20000000000000001" green="0.40000000000000002" blue="0.59999999999999998" alpha="0.5" colorSpace="calibratedRGB"/>"#
        ),
        (
            "deviceRGB:0.9411765337 0.7764706612 0.6549019814",
            #"<color key="backgroundColor" red="0.94117653369999998" green="0.77647066119999997" blue="0.6549019814" alpha="1" colorSpace="deviceRGB"/>"#
        ),
        (
            "gray:0.5",
            #"<color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        ),
        ("calibratedWhite:0.0 0.5", #"<color key="backgroundColor" white="0.0" alpha="0.5" colorSpace="calibratedWhite"/>"#),
        ("catalog:controlColor", #"<color key="backgroundColor" name="controlColor" catalog="System" colorSpace="catalog"/>"#),
    ])
    func eachSpaceIsWrittenAsXcodeWritesIt(color: String, line: String) throws {
        #expect(try written(color) == line)
    }

    /// One layout, one view per space and a label and button set back to their defaults,
    /// against `Golden/ColorSpaces-spaces.xib`; theming the variant again changes nothing.
    @Test func everySpaceAndResetMatchTheGoldenFile() throws {
        let spaces = [
            "sRGB:0.5 0.25 1", "displayP3:#FF0000", "calibratedRGB:0.2 0.4 0.6 0.5", "deviceRGB:#336699", "gray:0.5",
            "calibratedWhite:1 0.25",
        ]
        let views = spaces.enumerated().map { index, _ in
            Self.view.replacingOccurrences(of: "vw-01-abc", with: "vw-0\(index)-abc").replacingOccurrences(
                of: "value=\"card\"", with: "value=\"card\(index)\"")
        }
        let label = """
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01-abc">
                                <rect key="frame" x="16" y="100" width="200" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <color key="textColor" white="0.33333333333333331" alpha="1" colorSpace="calibratedWhite"/>
                                <color key="highlightedColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            \(Fixtures.runtimeTag("heading"))
                            </label>
            """
        let theme = try Fixtures.theme(
            "{" + spaces.enumerated().map { "\"card\($0.offset)\": \"\($0.element)\"" }.joined(separator: ", ")
                + #", "heading": {"textColor": "displayP3:0.2 0.2 0.2", "highlightedTextColor": "default", "shadowColor": "gray:0 0.5"}}"#)
        let input = Fixtures.xib((views + [label]).joined(separator: "\n"))
        let result = Themer().theme(Array(input.utf8), path: "ColorSpaces.xib", with: theme)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let output = try #require(result.output)
        try GoldenFile.check(output, against: Fixtures.golden.appendingPathComponent("ColorSpaces-spaces.xib"))
        let again = Themer().theme(output, path: "ColorSpaces.xib", with: theme)
        #expect(again.output == output && again.changedProperties == 0, "theming the variant again changed it")
    }

    @Test func theSameBytesInTheNamedSpaceAreAlreadyRightAndAnotherSpaceIsNot() throws {
        let gray = Fixtures.xib(
            Self.view.replacingOccurrences(
                of: #"red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB""#,
                with: #"white="1" alpha="1" colorSpace="calibratedWhite""#))
        for (color, changes) in [("calibratedWhite:1", 0), ("#FFFFFF", 1), ("sRGB:1 1 1", 1), ("gray:1", 1), ("displayP3:#FFFFFF", 1)] {
            let result = Themer().theme(Array(gray.utf8), path: "Test.xib", with: try Fixtures.theme("{\"card\": \"\(color)\"}"))
            #expect(result.changedProperties == changes, "\(color)")
        }
    }

    /// A theme color a hex can say is met by the layout's same bytes, however finely printed; a
    /// theme color finer than a hex is met by its own numbers only and written as it says, as
    /// Xcode writes the near-white a color picker gives (`CorpusSubstitutionTests`).
    @Test func aHexIsMetByItsBytesAndFinerNumbersByThemselves() throws {
        let nearWhite = Fixtures.xib(
            Self.view.replacingOccurrences(
                of: #"red="1" green="1" blue="1""#, with: #"red="1" green="0.99997437000274658" blue="0.99999129772186279""#))
        let white = Fixtures.xib(Self.view)
        let cases: [(layout: String, color: String, changes: Int)] = [
            (nearWhite, "#FFFFFF", 0), (nearWhite, "sRGB:1 1 1", 0), (nearWhite, "sRGB:1 0.99997437000274658 0.99999129772186279", 0),
            (nearWhite, "sRGB:1 0.99997437 0.9999913", 1), (white, "sRGB:1 0.99997437000274658 0.99999129772186279", 1),
            (white, "sRGB:0.99999999999 1 1", 0), (white, "calibratedWhite:1", 1),
        ]
        for (layout, color, changes) in cases {
            let result = Themer().theme(Array(layout.utf8), path: "Test.xib", with: try Fixtures.theme("{\"card\": \"\(color)\"}"))
            #expect(result.changedProperties == changes, "\(color)")
        }
        let written = Fixtures.themed(white, with: try Fixtures.theme(#"{"card": "sRGB:1 0.99997437000274658 0.99999129772186279"}"#))
        #expect(
            Fixtures.changedLines(white, try #require(written.output)).map { $0.trimmingCharacters(in: .whitespaces) } == [
                #"<color key="backgroundColor" red="1" green="0.99997437000274658" blue="0.99999129772186279" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
            ])
    }

    /// Xcode writes a color set in sRGB in sRGB even where the layout held the same bytes in
    /// calibrated RGB; a tolerance is what leaves near colors of any space as they are.
    @Test func aHexReSavesTheSameBytesOfAnotherSpaceInSRGBUnlessATolerance() throws {
        let calibrated = Fixtures.xib(
            Self.view.replacingOccurrences(
                of: #"red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB""#,
                with:
                    #"red="0.20000000000000001" green="0.40000000000000002" blue="0.59999999999999998" alpha="1" colorSpace="calibratedRGB""#
            ))
        let resaved = Fixtures.themed(calibrated, with: try Fixtures.theme(##"{"card": "#336699"}"##))
        #expect(resaved.diagnostics.isEmpty, "\(resaved.diagnostics.map(\.description))")
        let lines = Fixtures.changedLines(calibrated, try #require(resaved.output))
        #expect(
            lines.map { $0.trimmingCharacters(in: .whitespaces) } == [
                #"<color key="backgroundColor" red="0.20000000000000001" green="0.40000000000000002" blue="0.59999999999999998" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
            ])
        let tolerant = Themer().theme(
            Array(calibrated.utf8), path: "Test.xib", with: try Fixtures.theme(##"{"$tolerance": 1, "card": "#336699"}"##))
        #expect(tolerant.changedProperties == 0)
    }

    @Test func contrastIsMeasuredOnWhatTheSpaceShows() throws {
        // On white, WCAG asks 4.5:1. Display P3 #777777 is sRGB #777777 (the same curve and
        // white): 4.48:1. sRGB 0.46 gives 4.59:1, but calibrated RGB 0.46 (gamma 1.8) is much
        // lighter: 3.5:1.
        let body = """
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01-abc">
                                <rect key="frame" x="16" y="100" width="200" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
            \(Fixtures.runtimeTag("heading"))
                            </label>
            """
        for (color, warns) in [("displayP3:#777777", true), ("sRGB:0.46 0.46 0.46", false), ("calibratedRGB:0.46 0.46 0.46", true)] {
            let report = Linter().lint(
                layouts: [("Test.xib", Array(Fixtures.xib(body).utf8))], themes: [try Fixtures.theme("{\"heading\": \"\(color)\"}")])
            #expect(report.contains { $0.rule == LintRule.lowContrast } == warns, "\(color): \(report.map(\.description))")
        }
    }

    /// Real layouts with grays, calibrated and device RGB, Display P3: extract their colors
    /// (every digit, in their own space), apply the theme extract wrote, and nothing changes.
    @Test func extractThenApplyGivesTheSameFile() throws {
        let spaces = ["calibratedWhite", "genericGamma22GrayColorSpace", "calibratedRGB", "deviceRGB", "displayP3"]
        let texts = Fixtures.corpusLayouts.compactMap { url in (try? String(contentsOf: url, encoding: .utf8)).map { (url, $0) } }
        let withSpaces = texts.filter { $0.1.contains("CocoaTouch") && spaces.contains(where: $0.1.contains) }
        // The rare spaces' files first, so the files tried cover every space.
        let files =
            withSpaces.filter { $0.1.contains("deviceRGB") || $0.1.contains("displayP3") }.map(\.0)
            + withSpaces.filter { !$0.1.contains("deviceRGB") && !$0.1.contains("displayP3") }.map(\.0)
        #expect(files.count >= 10)
        var covered = Set<String>()
        for url in files.prefix(40) {
            let layout = try Layout(path: url.path, bytes: try Fixtures.bytes(url))
            let result = Extractor(threshold: 0).extract(from: [layout], apply: true)
            let tagged = layout.document.serialized()
            let text = ThemeFileWriter.text(result.keys.map(\.entry), forPath: "default.json")
            for space in spaces where text.contains(space == "genericGamma22GrayColorSpace" ? "\"gray:" : "\"\(space):") {
                covered.insert(space)
            }
            let theme = try Fixtures.theme(text, name: "default")
            let applied = Themer().theme(tagged, path: url.path, with: theme)
            #expect(applied.output == tagged, "\(url.lastPathComponent) changed")
            #expect(applied.changedProperties == 0, "\(url.lastPathComponent)")
        }
        #expect(covered == Set(spaces), "extract wrote colors in \(covered.sorted())")
    }
}
