import Foundation
import Testing
import ThemifyKit

@testable import ThemifyPreview

/// PNGs by rsvg-convert, and real images from an asset catalog embedded in the SVG.
@Suite struct RasterizerAndAssetTests {
    @Test func rsvgConvertDrawsTheSVGsColorsWhereTheyAre() throws {
        let rasterizer: PNGRasterizer
        do {
            rasterizer = try PNGRasterizer()
        } catch {
            Issue.record("\(error.message) (bash .ci/run installs librsvg2-bin)")
            return
        }
        let screens = try PreviewFixtures.screens(of: ExtractionTests.layout, theme: PreviewFixtures.theme(json: ExtractionTests.themeJSON))
        let screen = try #require(screens.first)
        let renderer = SVGRenderer(idPrefix: "r")
        let image = try PNGImage(bytes: rasterizer.png(of: renderer.svg(screen), size: renderer.pictureSize(screen)))
        #expect(image.width == 320)
        // Inside the card (10, 20, 300×200), away from its text and rounded corners: its fill.
        #expect(image.rgb(200, 150) == (0xEE, 0xEE, 0xEE))
        // Its border, two points wide, in the theme's run-time border color.
        #expect(image.rgb(160, 20) == (0xFF, 0x00, 0x00))
        // Outside the card: the root view's white.
        #expect(image.rgb(5, 250) == (0xFF, 0xFF, 0xFF))
        #expect(image.count(of: (0x33, 0x66, 0x99), in: (x: 15, y: 26, width: 290, height: 40)) >= 30)
    }

    @Test func aRunawayFrameMakesABoundedPicture() throws {
        let huge = ExtractionTests.layout.replacingOccurrences(
            of: #"<rect key="frame" x="0.0" y="0.0" width="320" height="480"/>"#,
            with: #"<rect key="frame" x="0.0" y="0.0" width="320" height="1e9"/>"#
        )
        .replacingOccurrences(of: #"x="10" y="300" width="300" height="44""#, with: #"x="nan" y="300" width="300" height="44""#)
        #expect(huge != ExtractionTests.layout)
        let screens = try PreviewFixtures.screens(of: huge, theme: PreviewFixtures.theme(json: ExtractionTests.themeJSON))
        let screen = try #require(screens.first)
        #expect(screen.size.height == PreviewModelBuilder.maximumSize.height)
        // A frame that is not a number is no frame: that view is not drawn.
        #expect(!screen.views.flatMap(\.allViews).contains { $0.id == "button" })
        let rasterizer = try PNGRasterizer()
        let renderer = SVGRenderer(idPrefix: "h")
        let png = try rasterizer.png(of: renderer.svg(screen), size: renderer.pictureSize(screen))
        // The size from the PNG's header (decoding tens of megapixels would only cost time).
        func be32(_ offset: Int) -> Int { png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (be32(16), be32(20))
        #expect(height > 8000)
        #expect(width == 320)
        // The largest picture at the largest scale is drawn with fewer pixels per point.
        let largest = PreviewRect(x: 0, y: 0, width: PreviewModelBuilder.maximumSize.width, height: PreviewModelBuilder.maximumSize.height)
        let zoom = PNGRasterizer.zoom(for: largest, scale: 4)
        #expect(zoom < 4)
        #expect(largest.width * largest.height * zoom * zoom <= PNGRasterizer.maximumPixels * 1.0001)
        #expect(PNGRasterizer.zoom(for: PreviewRect(x: 0, y: 0, width: 393, height: 852), scale: 3) == 3)
    }

    /// A view of no height (a spacer cell 1.2e-07 points tall, as a public xib holds) still
    /// makes a picture: a point tall, which rsvg-convert draws (it refused one with no height).
    @Test func aScreenOfNoHeightMakesAOnePointPicture() throws {
        let flat = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" rowHeight="0.0" id="kCB-bj-UQ1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="1.1920928955078125e-07"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </tableViewCell>
                </objects>
            </document>
            """
        let screens = try PreviewFixtures.screens(of: flat, theme: PreviewFixtures.theme(json: "{}"))
        let screen = try #require(screens.first)
        let renderer = SVGRenderer(idPrefix: "z")
        #expect(renderer.pictureSize(screen).height == 1)
        let image = try PNGImage(bytes: PNGRasterizer().png(of: renderer.svg(screen), size: renderer.pictureSize(screen)))
        #expect(image.width == 320)
    }

    @Test func imagesComeFromTheAssetCatalogAsDataURIs() throws {
        try PreviewFixtures.withTemporaryFolder { folder in
            let set = folder.appendingPathComponent("Assets.xcassets/logo.imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            let png = Self.onePixelPNG
            try Data(png).write(to: set.appendingPathComponent("logo@2x.png"))
            try Data(
                #"{"images":[{"idiom":"universal","scale":"1x"},{"idiom":"universal","filename":"logo@2x.png","scale":"2x"}],"info":{"author":"xcode","version":1}}"#
                    .utf8
            )
            .write(to: set.appendingPathComponent("Contents.json"))
            let theme = try PreviewFixtures.theme(json: ExtractionTests.themeJSON)
            let result = PreviewBuilder(assetFolders: [folder.path]).render(
                layouts: [("Test.xib", Array(ExtractionTests.layout.utf8))], themes: [theme])
            let svg = try #require(result.pictures.first).svg
            #expect(svg.contains("href=\"data:image/png;base64,\(Data(png).base64EncodedString())\""))
            #expect(svg.contains("preserveAspectRatio=\"xMidYMid meet\""))
            #expect(!svg.contains("Placeholders for images"))
        }
    }

    /// A 1×1 red PNG.
    static let onePixelPNG: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
        0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41,
        0x54, 0x08, 0xD7, 0x63, 0xF8, 0xCF, 0xC0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00, 0x18, 0xDD, 0x8D, 0xB0, 0x00, 0x00, 0x00,
        0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
}

/// A renderer that writes a lot to standard error must not hang preview: both pipes are read
/// while it runs, and only the start of what it says is kept for the message.
@Suite struct RasterizerOutputTests {
    /// A fake `rsvg-convert` that writes `megabytes` MB to stderr before answering `exitStatus`
    /// (with a PNG signature on stdout when it succeeds).
    private static func fakeRasterizer(in folder: URL, megabytes: Int, exitStatus: Int) throws -> [String: String] {
        let script = folder.appendingPathComponent("rsvg-convert")
        try Data(
            """
            #!/bin/sh
            cat >/dev/null
            head -c \(megabytes * 1_048_576) /dev/zero | tr '\\0' 'w' >&2
            [ \(exitStatus) -eq 0 ] && printf '\\211PNG\\r\\n\\032\\n'
            exit \(exitStatus)
            """.utf8
        ).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return ["PATH": folder.path + ":/usr/bin:/bin"]
    }

    @Test(.timeLimit(.minutes(1)), arguments: [0, 1])
    func aMegabyteOnStandardErrorNeitherHangsNorFloodsTheMessage(exitStatus: Int) throws {
        try PreviewFixtures.withTemporaryFolder { folder in
            let rasterizer = try PNGRasterizer(environment: Self.fakeRasterizer(in: folder, megabytes: 1, exitStatus: exitStatus))
            let size = PreviewRect(x: 0, y: 0, width: 10, height: 10)
            let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#
            if exitStatus == 0 {
                #expect(try rasterizer.png(of: svg, size: size).starts(with: [0x89, 0x50, 0x4E, 0x47]))
            } else {
                #expect {
                    _ = try rasterizer.png(of: svg, size: size)
                } throws: { error in
                    guard let failure = error as? PNGRasterizer.Failure else { return false }
                    return failure.message.hasPrefix("rsvg-convert failed (exit 1): www")
                        && failure.message.utf8.count < PNGRasterizer.maximumMessageBytes + 100
                }
            }
        }
    }
}
