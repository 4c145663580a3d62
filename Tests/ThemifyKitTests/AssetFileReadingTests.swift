import Foundation
import Testing
import ThemifyModel
import ThemifyTestSupport

@testable import ThemifyKit

/// The sizes of image files and the PostScript names of font files, read from their bytes.
@Suite struct ImageFileSizeTests {
    @Test func rasterFormatsGiveTheirPixelSize() {
        #expect(ImageFileSize.read(FileBytes.png(width: 681, height: 330)) == ImageFileSize(width: 681, height: 330, isVector: false))
        #expect(ImageFileSize.read(FileBytes.jpeg(width: 640, height: 480)) == ImageFileSize(width: 640, height: 480, isVector: false))
        #expect(ImageFileSize.read(FileBytes.gif(width: 300, height: 2)) == ImageFileSize(width: 300, height: 2, isVector: false))
    }

    @Test func anSVGIsSizedByItsDeclaredSizeElseItsViewBox() {
        let declared =
            #"<?xml version="1.0"?>\#n<svg xmlns="http://www.w3.org/2000/svg" width="24px" height='17.6' viewBox="0 0 48 35"><path d="M0 0"/></svg>"#
        #expect(ImageFileSize.read(Array(declared.utf8)) == ImageFileSize(width: 24, height: 18, isVector: true))
        #expect(
            ImageFileSize.read(Array(#"<svg xmlns="http://www.w3.org/2000/svg"\#nviewBox="0,0,30,20"></svg>"#.utf8))
                == ImageFileSize(width: 30, height: 20, isVector: true))
        // A length takes one unit; one under half a point is no size, and the viewBox is read.
        #expect(
            ImageFileSize.read(Array(#"<svg width="0.24" height="17" viewBox="0 0 30 20"/>"#.utf8))
                == ImageFileSize(width: 30, height: 20, isVector: true))
        #expect(ImageFileSize.read(Array(#"<svg width="24ptpx" height="17"/>"#.utf8)) == nil)
        #expect(ImageFileSize.read(Array(#"<svg viewBox="0 0 0.4 20"/>"#.utf8)) == nil)
    }

    /// A HEIF image is its primary item's extent (not the thumbnail's, listed first), turned by
    /// its rotation; a file of the container whose brands are no still image's is not one.
    @Test func aHEIFImageIsItsPrimaryItemsExtent() {
        func pixels(_ bytes: [UInt8]) -> [Double]? {
            ImageFileSize.read(bytes).flatMap { $0.isVector ? nil : [$0.width, $0.height] }
        }
        #expect(pixels(FileBytes.heif(width: 400, height: 300)) == [400, 300])
        #expect(pixels(FileBytes.heif(width: 400, height: 300, quarterTurns: 1)) == [300, 400])
        #expect(pixels(FileBytes.heif(width: 400, height: 300, quarterTurns: 2)) == [400, 300])
        #expect(pixels(FileBytes.heif(width: 64, height: 48, brands: ["mp42", "avif"])) == [64, 48], "a compatible brand is enough")
        #expect(pixels(FileBytes.heif(width: 64, height: 48, brands: ["mp42", "isom"])) == nil, "a video")
        let file = FileBytes.heif(width: 64, height: 48)
        #expect(pixels(Array(file.prefix(file.count - 20))) == nil)
    }

    /// A clean aperture crops the extent before a rotation turns it, as a decoder shows the
    /// image: an encoder that codes an odd-sized image at even sizes (102×64 for 101×63) writes
    /// the crop, centred or shifted by half a pixel.
    @Test func aHEIFImagesCleanApertureCropsItBeforeItsRotation() {
        func pixels(_ bytes: [UInt8]) -> [Double]? {
            ImageFileSize.read(bytes).flatMap { $0.isVector ? nil : [$0.width, $0.height] }
        }
        #expect(pixels(FileBytes.heif(width: 102, height: 64, cleanAperture: [101, 1, 63, 1, 0, 1, 0, 1])) == [101, 63])
        #expect(pixels(FileBytes.heif(width: 102, height: 64, cleanAperture: [101, 1, 63, 1, -1, 2, -1, 2])) == [101, 63])
        #expect(pixels(FileBytes.heif(width: 102, height: 64, quarterTurns: 1, cleanAperture: [101, 1, 63, 1, 0, 1, 0, 1])) == [63, 101])
        #expect(pixels(FileBytes.heif(width: 400, height: 300, cleanAperture: [200, 1, 100, 1, 0, 1, 0, 1])) == [200, 100])
        #expect(pixels(FileBytes.heif(width: 102, height: 64, cleanAperture: [202, 2, 126, 2, 0, 1, 0, 1])) == [101, 63], "fractions")
        #expect(
            pixels(FileBytes.heif(width: 100, height: 100, cleanAperture: [80, 1, 80, 1, 40, 1, 0, 1])) == [50, 80],
            "an aperture shifted past the edge keeps the pixels inside")
        #expect(pixels(FileBytes.heif(width: 64, height: 48, cleanAperture: [60, 0, 40, 1, 0, 1, 0, 1])) == nil, "a zero denominator")
        let hostile: [Int32] = [-1, 1, Int32.min, -1, Int32.min, -1, Int32.max, -1]
        #expect(pixels(FileBytes.heif(width: Int(UInt32.max), height: Int(UInt32.max), cleanAperture: hostile)) == nil, "64-bit overflow")
    }

    /// A real encoder's file (libheif 1.15's `heif-enc`, a 101×63 PNG): the primary item is a
    /// grid of one 102×64 tile whose own extent is the image's.
    @Test func anEncodedOddSizedHEIFIsItsGridsExtent() throws {
        let file = Fixtures.packageRoot.appendingPathComponent("Tests/ThemifyKitTests/Fixtures/Images/odd-101x63.heic")
        let size = try #require(ImageFileSize.read(Array(try Data(contentsOf: file))))
        #expect([size.width, size.height] == [101, 63])
    }

    @Test func aTIFFIsSizedAtItsResolution() {
        #expect(
            ImageFileSize.read(FileBytes.tiff(width: 64, height: 64, dotsPerInch: 72))
                == ImageFileSize(width: 64, height: 64, isVector: false))
        #expect(
            ImageFileSize.read(FileBytes.tiff(width: 64, height: 32, dotsPerInch: 144))
                == ImageFileSize(width: 32, height: 16, isVector: false))
    }

    @Test func truncatedOrUnknownFilesHaveNoSize() {
        #expect(ImageFileSize.read(Array(FileBytes.png(width: 10, height: 10).prefix(20))) == nil)
        #expect(ImageFileSize.read(Array(FileBytes.jpeg(width: 10, height: 10).prefix(24))) == nil)
        #expect(ImageFileSize.read(Array(FileBytes.tiff(width: 10, height: 10, dotsPerInch: 72).prefix(12))) == nil)
        #expect(ImageFileSize.read(Array("<svx width='10' height='10'/>".utf8)) == nil)
        #expect(ImageFileSize.read(Array(#"<svg viewBox="0 0 0 10"/>"#.utf8)) == nil)
        #expect(ImageFileSize.read([]) == nil)
    }
}

@Suite struct PDFPageBoxTests {
    private func size(_ objects: [String]) -> (Double, Double)? {
        PDFPageBox.firstPageSize(FileBytes.pdf(objects)).map { ($0.width, $0.height) }
    }

    @Test func thePageOwnBoxWinsOverTheTreesAndIsRoundedToWholePoints() throws {
        let page = try #require(
            size([
                "<< /Type /Catalog /Pages 2 0 R >>",
                "<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 612 792] >>",
                "<< /Type /Page /Parent 2 0 R /MediaBox [ 0.000000 0.000000 24.000000 24.000015 ] /Resources << /Font << /F1 4 0 R >> >> >>",
                "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
            ]))
        #expect(page == (24, 24))
    }

    @Test func aBoxIsInheritedTheCropBoxPreferredAndARotationTurnsIt() throws {
        #expect(
            try #require(
                size([
                    "<< /Type /Catalog /Pages 2 0 R >>",
                    "<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 27 30] >>",
                    "<< /Type /Page /Parent 2 0 R >>",
                ])) == (27, 30))
        #expect(
            try #require(
                size([
                    "<< /Type /Catalog /Pages 2 0 R >>",
                    "<< /Type /Pages /Kids [3 0 R] /Count 1 /Rotate 90 >>",
                    "<< /Type/Page/Parent 2 0 R/MediaBox[0 0 100 100]/CropBox 4 0 R >>",
                    "[10 10 40 30]",
                ])) == (20, 30))
    }

    @Test func aDamagedOrLoopingTreeHasNoSize() {
        // Kids that lead back to the same Pages node: the walk stops at its depth bound.
        #expect(size(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [2 0 R] /Count 1 >>"]) == nil)
        #expect(
            size(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] >>", "<< /Type /Page /MediaBox [0 0 12] >>"]) == nil)
        #expect(size(["<< /Type /Catalog >>"]) == nil)
        #expect(PDFPageBox.firstPageSize(Array(FileBytes.pdf(["<< /Type /Catalog /Pages 2 0 R >>"]).prefix(30))) == nil)
        #expect(PDFPageBox.firstPageSize(Array(String(repeating: "[", count: 100_000).utf8)) == nil)
    }
}

/// PDF 1.5 object streams: the catalog, page tree and page packed into one `/ObjStm`,
/// deflated by Python's zlib (an encoder that is not the one under test).
@Suite struct PDFObjectStreamTests {
    private func deflated(_ bytes: [UInt8]) throws -> [UInt8] {
        let python = try #require(TestProcess.onPath("python3"), "python3 is not on PATH (bash .ci/run installs it)")
        let outcome = try TestProcess(
            python, ["-c", "import sys, zlib; sys.stdout.buffer.write(zlib.compress(sys.stdin.buffer.read()))"], input: Data(bytes)
        ).run()
        #expect(outcome.status == 0)
        return [UInt8](outcome.stdout)
    }

    /// A file whose page objects exist only inside a compressed object stream.
    private func packedPDF(_ objects: [String], first number: Int = 2) throws -> [UInt8] {
        var header = ""
        var body = ""
        for (index, object) in objects.enumerated() {
            header += "\(number + index) \(body.utf8.count) "
            body += object + "\n"
        }
        let data = try deflated(Array((header + body).utf8))
        var file = Array(
            "%PDF-1.5\n1 0 obj\n<< /Type /ObjStm /N \(objects.count) /First \(header.utf8.count) /Filter /FlateDecode /Length \(data.count) >>\nstream\r\n"
                .utf8)
        file += data
        file += Array("\nendstream\nendobj\n9 0 obj\n<< /Type /XRef /Size 10 /Root 2 0 R >>\nendobj\nstartxref\n0\n%%EOF\n".utf8)
        return file
    }

    @Test func aPageBoxInACompressedObjectStreamIsRead() throws {
        let pdf = try packedPDF([
            "<< /Type /Catalog /Pages 3 0 R >>",
            "<< /Type /Pages /Kids [4 0 R] /Count 1 /MediaBox [0 0 612 792] >>",
            "<< /Type /Page /Parent 3 0 R /MediaBox [0 0 44.2 30] >>",
        ])
        let page = try #require(PDFPageBox.firstPageSize(pdf))
        #expect(page == (44, 30))
    }

    @Test func inflatingStopsAtItsCapAndRefusesWhatIsNotAWholeStream() throws {
        let zeros = try deflated([UInt8](repeating: 0, count: 4 << 20))
        #expect(zeros.count < 64 << 10)
        #expect(FlateDecoder.inflate(zeros, limit: 4 << 20)?.count == 4 << 20)
        #expect(FlateDecoder.inflate(zeros, limit: 1 << 20) == nil)
        #expect(FlateDecoder.inflate(Array(zeros.prefix(zeros.count / 2)), limit: 8 << 20) == nil)
        #expect(FlateDecoder.inflate(Array("not zlib".utf8), limit: 1024) == nil)
        #expect(FlateDecoder.inflate([], limit: 1024) == nil)
    }
}

@Suite struct FontFileNamesTests {
    @Test func aFontsPostScriptNameIsReadFromItsNameTable() {
        #expect(FontFileNames.postScriptNames(in: FileBytes.font(postScriptName: "ProximaNova-Bold")) == ["ProximaNova-Bold"])
        #expect(
            FontFileNames.postScriptNames(in: FileBytes.font(postScriptName: "Lato-Regular", platform: 1, signature: 0x4F54_544F)) == [
                "Lato-Regular"
            ])
        #expect(
            FontFileNames.postScriptNames(in: FileBytes.fontCollection(["Sans-Regular", "Sans-Bold"])) == ["Sans-Regular", "Sans-Bold"])
    }

    /// Core Text's family: the typographic family (ID 16) when the font has one, else ID 1;
    /// American English before another language, a Windows record before a Macintosh one.
    @Test func aFontsFamilyIsItsTypographicFamilyElseItsFamily() {
        let weighted = FileBytes.font(names: [
            .init(id: 1, text: "Inter SemiBold"), .init(id: 6, text: "Inter-SemiBold"),
            .init(id: 16, language: 0x407, text: "Inter (Deutsch)"), .init(id: 16, text: "Inter"),
        ])
        #expect(FontFileNames.faces(in: weighted) == [FontFileNames.Face(postScriptName: "Inter-SemiBold", family: "Inter")])
        let plain = FileBytes.font(names: [
            .init(id: 1, platform: 1, language: 0, text: "Mac Family"), .init(id: 1, text: "Lato"), .init(id: 6, text: "Lato-Bold"),
        ])
        #expect(FontFileNames.faces(in: plain) == [FontFileNames.Face(postScriptName: "Lato-Bold", family: "Lato")])
        let macintosh = FileBytes.font(names: [
            .init(id: 1, platform: 1, language: 2, text: "Famille"), .init(id: 1, platform: 1, language: 0, text: "Family"),
            .init(id: 6, platform: 1, language: 0, text: "Mac-Face"),
        ])
        #expect(FontFileNames.faces(in: macintosh) == [FontFileNames.Face(postScriptName: "Mac-Face", family: "Family")])
        // A font without a PostScript name is no face a layout can name.
        #expect(FontFileNames.faces(in: FileBytes.font(names: [.init(id: 1, text: "Nameless")])).isEmpty)
    }

    @Test func anythingElseHoldsNoNames() {
        #expect(FontFileNames.postScriptNames(in: FileBytes.png(width: 1, height: 1)).isEmpty)
        #expect(FontFileNames.postScriptNames(in: Array(FileBytes.font(postScriptName: "Cut-Short").prefix(40))).isEmpty)
        #expect(FontFileNames.postScriptNames(in: []).isEmpty)
        // A collection claiming more fonts than any has is not walked.
        #expect(
            FontFileNames.postScriptNames(in: Array("ttcf".utf8) + FileBytes.bigEndian32(0x0001_0000) + FileBytes.bigEndian32(1 << 30))
                .isEmpty)
    }
}

/// Damaged, truncated and mutated image, font and color-set files keep `AssetFileInvariants`
/// (what the fuzzer's asset-file target checks): an answer that a layout can hold, or nil,
/// never a crash, a read outside the bytes, or a size or color that prints as no number. Inputs
/// the fuzzer once broke an invariant with are kept in `FuzzRegressions` (`.asset`).
@Suite struct HostileFileBytesTests {
    static func colorSet(_ entries: [String]) -> [UInt8] {
        Array(#"{"colors": [\#(entries.joined(separator: ", "))], "info": {"author": "xcode", "version": 1}}"#.utf8)
    }

    static let samples: [[UInt8]] = [
        FileBytes.png(width: 3, height: 4), FileBytes.jpeg(width: 5, height: 6), FileBytes.gif(width: 7, height: 8),
        FileBytes.tiff(width: 9, height: 10, dotsPerInch: 144),
        FileBytes.pdf([
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /MediaBox [0 0 9 9] >>",
            "<< /Type /Page /Parent 2 0 R /Title (a\\)b (c)) /ID <ab> /CropBox 4 0 R /Rotate 270 >>", "[1 2 4 3]",
        ]),
        FileBytes.font(postScriptName: "A-B"), FileBytes.fontCollection(["C", "D"]),
        FileBytes.heif(width: 11, height: 12, quarterTurns: 3),
        FileBytes.heif(width: 102, height: 64, quarterTurns: 1, cleanAperture: [101, 1, 63, 1, -1, 2, -1, 2]),
        colorSet([
            #"{"idiom": "ipad", "color": {"color-space": "display-p3", "components": {"red": "0x33", "green": "0.5", "blue": "128", "alpha": "1.000"}}}"#,
            #"{"idiom": "universal", "display-gamut": "sRGB", "color": {"color-space": "srgb", "components": {"red": "1", "green": "0", "blue": "0", "alpha": "0.5"}}}"#,
        ]),
        colorSet([#"{"idiom": "universal", "color": {"color-space": "gray-gamma-22", "components": {"white": "0.333", "alpha": "1"}}}"#]),
    ]

    @Test func mutatedImagesFontsAndColorSetsKeepTheInvariants() throws {
        let regressions = try FileManager.default.contentsOfDirectory(atPath: FuzzRegressionTests.regressions.path)
            .filter { $0.hasSuffix(".asset") }.sorted().map {
                try Fixtures.bytes(FuzzRegressionTests.regressions.appendingPathComponent($0))
            }
        let encoded = try Fixtures.bytes(
            Fixtures.packageRoot.appendingPathComponent("Tests/ThemifyKitTests/Fixtures/Images/odd-101x63.heic"))
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(truncatingIfNeeded: state & 0x7FFF_FFFF)
        }
        var broken: [String] = []
        func check(_ bytes: [UInt8], _ what: @autoclosure () -> String) {
            let violations = AssetFileInvariants.violations(in: bytes)
            if !violations.isEmpty, broken.count < 10 { broken.append("\(what()): \(violations)") }
        }
        for (index, sample) in (Self.samples + [encoded] + regressions).enumerated() {
            for length in 0...sample.count { check(Array(sample.prefix(length)), "sample \(index) cut to \(length) bytes") }
            for round in 0..<400 {
                var bytes = sample
                for _ in 0..<(1 + next() % 4) { bytes[next() % bytes.count] = UInt8(truncatingIfNeeded: next()) }
                check(bytes, "sample \(index), mutation \(round)")
            }
        }
        #expect(broken.isEmpty, "\(broken)")
        // The readers still read the unharmed samples, so the invariants were checked on answers.
        #expect(ImageFileSize.read(Self.samples[4]) == ImageFileSize(width: 1, height: 3, isVector: true))
        #expect(ImageFileSize.read(Self.samples[8]) == ImageFileSize(width: 63, height: 101, isVector: false))
        #expect(FontFileNames.postScriptNames(in: Self.samples[6]) == ["C", "D"])
        let colors = try #require(AssetColorSet(contents: try JSONThemeFileReader.read(Self.samples[9], path: "Contents.json")))
        #expect(colors.value(for: .ipad) == .components(SRGBColor(red: 0.2, green: 0.5, blue: 128.0 / 255, alpha: 1), "displayP3"))
        #expect(colors.value(for: .iphone) == .components(SRGBColor(red: 1, green: 0, blue: 0, alpha: 0.5), nil))
    }
}

/// The size of an app image's `<resources>` entry, from its files under `--assets`.
@Suite struct AssetImageSizeTests {
    private func imageSet(_ name: String, in folder: URL, files: [(name: String, scale: String?, bytes: [UInt8])]) throws {
        let set = folder.appendingPathComponent("Assets.xcassets/\(name).imageset")
        let entries = files.map { file in
            #"{"idiom": "universal", "filename": "\#(file.name)""# + (file.scale.map { #", "scale": "\#($0)""# } ?? "") + "}"
        }
        try FileBytes.write(
            Array(#"{"images": [\#(entries.joined(separator: ", "))], "info": {"version": 1, "author": "xcode"}}"#.utf8),
            to: set.appendingPathComponent("Contents.json"))
        for file in files { try FileBytes.write(file.bytes, to: set.appendingPathComponent(file.name)) }
    }

    @Test func theLowestScaleRenditionSizesTheImage() throws {
        let folder = try FileBytes.temporaryFolder()
        try imageSet(
            "Mic", in: folder,
            files: [("mic@3x.png", "3x", FileBytes.png(width: 256, height: 448)), ("mic.png", "1x", FileBytes.png(width: 85, height: 149))])
        try imageSet(
            "Card", in: folder,
            files: [
                ("card@2x.png", "2x", FileBytes.png(width: 681, height: 330)),
                ("card@3x.png", "3x", FileBytes.png(width: 1021, height: 495)),
            ])
        try imageSet(
            "Icon", in: folder,
            files: [
                (
                    "icon.pdf", nil,
                    FileBytes.pdf([
                        "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] >>", "<< /Type /Page /MediaBox [0 0 22 29] >>",
                    ])
                )
            ])
        try FileBytes.write(FileBytes.png(width: 40, height: 30), to: folder.appendingPathComponent("Loose/badge@2x.png"))
        try FileBytes.write(FileBytes.tiff(width: 64, height: 64, dotsPerInch: 72), to: folder.appendingPathComponent("Loose/Pref.tiff"))
        let catalog = AssetCatalog(searching: [folder.path])
        #expect(try #require(catalog.imageSize(of: "Mic")) == ("85", "149"))
        #expect(try #require(catalog.imageSize(of: "Card")) == ("340.5", "165"))
        #expect(try #require(catalog.imageSize(of: "Icon")) == ("22", "29"))
        // Xcode's file system ignores case: `icon` is `Icon.imageset`.
        #expect(try #require(catalog.imageSize(of: "icon")) == ("22", "29"))
        #expect(try #require(catalog.imageSize(of: "badge")) == ("20", "15"))
        #expect(try #require(catalog.imageSize(of: "Pref")) == ("64", "64"))
        #expect(catalog.imageSize(of: "Missing") == nil)
    }

    /// A set written as Xcode writes one, slot by slot: `(idiom, scale, extra JSON fields, file
    /// name, bytes)`.
    private func slots(
        _ name: String, in folder: URL, under group: String = "Assets.xcassets",
        _ slots: [(idiom: String, scale: String, extra: String, file: String, bytes: [UInt8])]
    ) throws {
        let set = folder.appendingPathComponent("\(group)/\(name).imageset")
        let entries = slots.map { slot in
            #"{"idiom": "\#(slot.idiom)", "scale": "\#(slot.scale)", "filename": "\#(slot.file)"\#(slot.extra)}"#
        }
        try FileBytes.write(
            Array(#"{"images": [\#(entries.joined(separator: ", "))], "info": {"version": 1, "author": "xcode"}}"#.utf8),
            to: set.appendingPathComponent("Contents.json"))
        for slot in slots { try FileBytes.write(slot.bytes, to: set.appendingPathComponent(slot.file)) }
    }

    private static let dark = #", "appearances": [{"appearance": "luminosity", "value": "dark"}]"#

    @Test func theAnyAppearanceSizesASetWithDarkAndLightFiles() throws {
        let folder = try FileBytes.temporaryFolder()
        // Dark first in the file, and larger: still the any-appearance file's size.
        try slots(
            "Logo", in: folder,
            [
                ("universal", "1x", Self.dark, "logo-dark.png", FileBytes.png(width: 90, height: 30)),
                ("universal", "1x", "", "logo.png", FileBytes.png(width: 60, height: 20)),
                ("universal", "2x", Self.dark, "logo-dark@2x.png", FileBytes.png(width: 180, height: 60)),
                (
                    "universal", "2x", #", "appearances": [{"appearance": "luminosity", "value": "light"}]"#, "logo-light@2x.png",
                    FileBytes.png(width: 150, height: 50)
                ),
            ])
        // Only dark and light files: light before dark.
        try slots(
            "Badge", in: folder,
            [
                ("universal", "1x", Self.dark, "badge-dark.png", FileBytes.png(width: 16, height: 16)),
                (
                    "universal", "2x", #", "appearances": [{"appearance": "luminosity", "value": "light"}]"#, "badge@2x.png",
                    FileBytes.png(width: 24, height: 24)
                ),
            ])
        let catalog = AssetCatalog(searching: [folder.path])
        #expect(try #require(catalog.imageSize(of: "Logo")) == ("60", "20"))
        #expect(try #require(catalog.imageSize(of: "Badge")) == ("12", "12"))
    }

    @Test func theLayoutsOwnIdiomComesBeforeUniversalBeforeOtherDevices() throws {
        let folder = try FileBytes.temporaryFolder()
        try slots(
            "Hero", in: folder,
            [
                ("ipad", "1x", "", "hero~ipad.png", FileBytes.png(width: 400, height: 200)),
                ("universal", "2x", "", "hero@2x.png", FileBytes.png(width: 200, height: 100)),
                ("iphone", "2x", "", "hero@2x~iphone.png", FileBytes.png(width: 160, height: 80)),
                ("iphone", "3x", "", "hero@3x~iphone.png", FileBytes.png(width: 240, height: 120)),
            ])
        // No universal slot: another device's file sizes it when the layout's has none.
        try slots(
            "Tile", in: folder,
            [
                ("ipad", "2x", "", "tile@2x~ipad.png", FileBytes.png(width: 100, height: 100)),
                ("iphone", "3x", "", "tile@3x.png", FileBytes.png(width: 90, height: 90)),
            ])
        let catalog = AssetCatalog(searching: [folder.path])
        #expect(try #require(catalog.imageSize(of: "Hero", for: .iphone)) == ("80", "40"))
        #expect(try #require(catalog.imageSize(of: "Hero", for: .ipad)) == ("400", "200"))
        #expect(try #require(catalog.imageSize(of: "Hero", for: .mac)) == ("100", "50"))
        #expect(try #require(catalog.imageSize(of: "Tile", for: .iphone)) == ("30", "30"))
        #expect(try #require(catalog.imageSize(of: "Tile", for: .ipad)) == ("50", "50"))
        #expect(try #require(catalog.imageSize(of: "Tile", for: .tv)) == ("50", "50"))
    }

    @Test func aSlotsScaleIsTheSetsWordWhateverItsFileIsCalledAndSizeClassesComeLast() throws {
        let folder = try FileBytes.temporaryFolder()
        // The 2x slot holds a file named for 3x; a compact-width variant is listed first.
        try slots(
            "Arrow", in: folder,
            [
                ("universal", "1x", #", "width-class": "compact""#, "arrow-compact.png", FileBytes.png(width: 10, height: 10)),
                ("universal", "2x", "", "arrow@3x.png", FileBytes.png(width: 48, height: 30)),
                ("universal", "3x", "", "arrow@3x.png", FileBytes.png(width: 48, height: 30)),
                ("universal", "1x", #", "display-gamut": "display-P3""#, "arrow-p3.png", FileBytes.png(width: 12, height: 12)),
            ])
        #expect(try #require(AssetCatalog(searching: [folder.path]).imageSize(of: "Arrow")) == ("24", "15"))
    }

    @Test func looseFilesWithDeviceModifiersAreTheImageOfTheirStem() throws {
        let folder = try FileBytes.temporaryFolder()
        let loose = folder.appendingPathComponent("Resources")
        try FileBytes.write(FileBytes.png(width: 10, height: 10), to: loose.appendingPathComponent("header.png"))
        try FileBytes.write(FileBytes.png(width: 60, height: 40), to: loose.appendingPathComponent("header@2x~ipad.png"))
        try FileBytes.write(FileBytes.png(width: 36, height: 12), to: loose.appendingPathComponent("header@3x~iphone.png"))
        try FileBytes.write(FileBytes.png(width: 7, height: 7), to: loose.appendingPathComponent("@2x.png"))
        let catalog = AssetCatalog(searching: [folder.path])
        #expect(try #require(catalog.imageSize(of: "header", for: .iphone)) == ("12", "4"))
        #expect(try #require(catalog.imageSize(of: "header", for: .ipad)) == ("30", "20"))
        #expect(try #require(catalog.imageSize(of: "header", for: .mac)) == ("10", "10"))
        #expect(!catalog.images.contains(""))
        #expect(catalog.images.contains("header"))
    }

    @Test func aNamespacedSetIsFolderSlashNameAndANameWithAnExtensionIsItsStem() throws {
        let folder = try FileBytes.temporaryFolder()
        try FileBytes.write(
            Array(#"{"info": {"version": 1, "author": "xcode"}, "properties": {"provides-namespace": true}}"#.utf8),
            to: folder.appendingPathComponent("Assets.xcassets/Preferences/Contents.json"))
        try slots(
            "General", in: folder, under: "Assets.xcassets/Preferences",
            [("mac", "1x", "", "General.png", FileBytes.png(width: 32, height: 32))])
        try slots("Logo", in: folder, [("universal", "1x", "", "Logo.png", FileBytes.png(width: 436, height: 85))])
        let catalog = AssetCatalog(searching: [folder.path])
        #expect(try #require(catalog.imageSize(of: "Preferences/General", for: .mac)) == ("32", "32"))
        #expect(catalog.images.contains("Preferences/General"))
        // Rocket.Chat's `logo.png` entry was its `Logo.imageset`'s size (oracle case 027).
        #expect(try #require(catalog.imageSize(of: "logo.png")) == ("436", "85"))
        #expect(catalog.imageSize(of: "logo.gif.txt") == nil)
    }

    /// Xcode warns of two sets of one name and draws one; themify takes the first in path
    /// order, so a variant does not depend on the order a file system lists folders in.
    @Test func setsAndLooseFilesOfOneNameInSeveralFoldersAreTakenInPathOrder() throws {
        let folder = try FileBytes.temporaryFolder()
        // Created in reverse order, so that a listing in creation order would put them last.
        try slots(
            "Star", in: folder, under: "Widget/Assets.xcassets", [("universal", "1x", "", "star.png", FileBytes.png(width: 9, height: 9))])
        try slots(
            "Star", in: folder, under: "Extension/Assets.xcassets",
            [("universal", "1x", "", "star.png", FileBytes.png(width: 5, height: 5))])
        try FileBytes.write(FileBytes.png(width: 8, height: 8), to: folder.appendingPathComponent("fr.lproj/flag.png"))
        try FileBytes.write(FileBytes.png(width: 6, height: 6), to: folder.appendingPathComponent("Base.lproj/flag.png"))
        let catalog = AssetCatalog(searching: [folder.path])
        #expect(try #require(catalog.imageSize(of: "Star")) == ("5", "5"))
        #expect(try #require(catalog.imageSize(of: "flag")) == ("6", "6"))
    }

    @Test func anImageSetFileOutsideTheFolderIsNotRead() throws {
        let folder = try FileBytes.temporaryFolder()
        let outside = try FileBytes.temporaryFolder()
        try FileBytes.write(FileBytes.png(width: 10, height: 10), to: outside.appendingPathComponent("secret.png"))
        try imageSet("Leak", in: folder, files: [])
        let set = folder.appendingPathComponent("Assets.xcassets/Leak.imageset")
        try FileBytes.write(
            Array(
                #"{"images": [{"idiom": "universal", "filename": "link.png", "scale": "1x"}, {"idiom": "universal", "filename": "../../secret.png"}]}"#
                    .utf8), to: set.appendingPathComponent("Contents.json"))
        try FileManager.default.createSymbolicLink(
            atPath: set.appendingPathComponent("link.png").path, withDestinationPath: outside.appendingPathComponent("secret.png").path)
        #expect(AssetCatalog(searching: [folder.path]).imageSize(of: "Leak") == nil)
    }

    @Test func fontFilesAreFoundByPostScriptNameUnderTheirOwnName() throws {
        let folder = try FileBytes.temporaryFolder()
        try FileBytes.write(
            FileBytes.font(postScriptName: "ProximaNova-Bold"), to: folder.appendingPathComponent("fonts/licensed/proximanova-bold.otf"))
        try FileBytes.write(FileBytes.fontCollection(["Sans-Regular", "Sans-Bold"]), to: folder.appendingPathComponent("Sans.ttc"))
        let catalog = AssetCatalog(searching: [folder.path])
        #expect(catalog.fontFileName(forPostScriptName: "ProximaNova-Bold") == "proximanova-bold.otf")
        #expect(catalog.fontFileName(forPostScriptName: "Sans-Bold") == "Sans.ttc")
        #expect(catalog.fontFileName(forPostScriptName: "ProximaNova-Regular") == nil)
    }

    /// Every image the oracle's real commits named from the project: the size read from its
    /// files is the one Xcode wrote (`meta.json`'s `image_sizes`).
    @Test func theOraclesImagesAreSizedAsXcodeSizedThem() throws {
        let cases = Fixtures.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/oracle/cases")
        let names = try FileManager.default.contentsOfDirectory(atPath: cases.path).sorted()
        var checked = 0
        for name in names {
            let folder = cases.appendingPathComponent(name)
            guard
                let meta = try? JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("meta.json")))
                    as? [String: Any],
                let sizes = meta["image_sizes"] as? [String: [String: Any]], !sizes.isEmpty
            else { continue }
            let catalog = AssetCatalog(searching: [folder.appendingPathComponent("assets").path])
            let idiom: ImageIdiom = (meta["platform"] as? String)?.hasPrefix("MacOSX") == true ? .mac : .iphone
            for (image, size) in sizes {
                guard let written = size["xcode"] as? String, let read = catalog.imageSize(of: image, for: idiom) else { continue }
                #expect("\(read.width)x\(read.height)" == written, "case \(name), image '\(image)'")
                checked += 1
            }
        }
        #expect(checked >= 39)
    }
}
