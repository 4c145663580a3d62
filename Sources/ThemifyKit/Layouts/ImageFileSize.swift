import Foundation

/// The size of an image file as Xcode reads it for a layout's `<resources>` entry: a raster
/// image's pixel size (PNG, JPEG, GIF, TIFF, HEIF headers), a PDF's first page or an SVG's
/// declared size in points. Read from the bytes alone, no image library; anything else (a
/// damaged file) is nil, and the caller falls back to what the layout says.
struct ImageFileSize: Equatable {
    let width: Double
    let height: Double
    /// A PDF: its size is in points at any scale.
    let isVector: Bool

    /// Image files in an asset catalog are small; a larger one is not read.
    static let maximumFileSize = 32 << 20

    /// The size of the image in `bytes`, recognised by its signature, not its file name.
    static func read(_ bytes: [UInt8]) -> ImageFileSize? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        if bytes.starts(with: Array("GIF8".utf8)) { return gif(bytes) }
        if bytes.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) || bytes.starts(with: [0x49, 0x49, 0x2A, 0x00]) { return tiff(bytes) }
        if bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) {
            return HEIFImageSize.size(bytes).flatMap { raster($0.width, $0.height) }
        }
        if let box = PDFPageBox.firstPageSize(bytes) { return ImageFileSize(width: box.width, height: box.height, isVector: true) }
        return svg(bytes)
    }

    /// An SVG's root `width` and `height` (plain, `px` or `pt` user units), else its `viewBox`,
    /// in points, rounded as a PDF's are. Only the root tag is looked at, within the first 64 KB.
    private static func svg(_ bytes: [UInt8]) -> ImageFileSize? {
        let head = String(decoding: bytes.prefix(64 << 10), as: UTF8.self)
        guard let start = head.range(of: "<svg"), let end = head[start.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = head[start.upperBound..<end]
        func attribute(_ name: String) -> String? {
            for quote in ["\"", "'"] {
                if let range = tag.range(of: " \(name)=\(quote)") ?? tag.range(of: "\n\(name)=\(quote)")
                    ?? tag.range(of: "\t\(name)=\(quote)"),
                    let close = tag[range.upperBound...].firstIndex(of: Character(quote))
                {
                    return String(tag[range.upperBound..<close])
                }
            }
            return nil
        }
        // One unit at most (`24px`, not `24ptpx`); a length under half a point rounds to no size
        // at all, which no layout can hold, so such a file is sized like a damaged one.
        func length(_ text: String?) -> Double? {
            guard var text = text?.trimmingCharacters(in: .whitespaces) else { return nil }
            if let unit = ["px", "pt"].first(where: { text.hasSuffix($0) }) { text.removeLast(unit.count) }
            return Double(text).flatMap { $0 >= 0.5 && $0.isFinite ? $0 : nil }
        }
        if let width = length(attribute("width")), let height = length(attribute("height")) {
            return ImageFileSize(width: width.rounded(), height: height.rounded(), isVector: true)
        }
        let box = (attribute("viewBox") ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        guard box.count == 4, box[2] >= 0.5, box[3] >= 0.5, box[2].isFinite, box[3].isFinite else { return nil }
        return ImageFileSize(width: box[2].rounded(), height: box[3].rounded(), isVector: true)
    }

    /// `IHDR` is the first chunk: width and height, big-endian, at bytes 16 and 20.
    private static func png(_ bytes: [UInt8]) -> ImageFileSize? {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return raster(ByteReader(bytes, bigEndian: true).uint32(16), ByteReader(bytes, bigEndian: true).uint32(20))
    }

    /// The first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC) holds height, then width.
    private static func jpeg(_ bytes: [UInt8]) -> ImageFileSize? {
        let reader = ByteReader(bytes, bigEndian: true)
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF {
                offset += 1
                continue
            }
            // Markers without a length: TEM and the restart markers.
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                offset += 2
                continue
            }
            guard let length = reader.uint16(offset + 2), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return raster(reader.uint16(offset + 7).map(UInt32.init), reader.uint16(offset + 5).map(UInt32.init))
            }
            offset += 2 + Int(length)
        }
        return nil
    }

    /// The logical screen size, little-endian, after the 6-byte signature.
    private static func gif(_ bytes: [UInt8]) -> ImageFileSize? {
        let reader = ByteReader(bytes, bigEndian: false)
        return raster(reader.uint16(6).map(UInt32.init), reader.uint16(8).map(UInt32.init))
    }

    /// The first image directory's ImageWidth (256) and ImageLength (257), SHORT or LONG; a
    /// resolution other than 72 dpi scales it to points, as AppKit reads a multi-size TIFF.
    private static func tiff(_ bytes: [UInt8]) -> ImageFileSize? {
        let reader = ByteReader(bytes, bigEndian: bytes[0] == 0x4D)
        guard let directory = reader.uint32(4).map(Int.init), let count = reader.uint16(directory).map(Int.init) else { return nil }
        var width: UInt32?
        var height: UInt32?
        var resolution: (x: Double, y: Double, unit: UInt32) = (72, 72, 2)
        for index in 0..<min(count, 512) {
            let entry = directory + 2 + index * 12
            guard let tag = reader.uint16(entry), let type = reader.uint16(entry + 2) else { return nil }
            func value() -> UInt32? { type == 3 ? reader.uint16(entry + 8).map(UInt32.init) : reader.uint32(entry + 8) }
            func rational() -> Double? {
                guard type == 5, let offset = reader.uint32(entry + 8).map(Int.init),
                    let numerator = reader.uint32(offset), let denominator = reader.uint32(offset + 4), denominator > 0
                else { return nil }
                return Double(numerator) / Double(denominator)
            }
            switch tag {
            case 256: width = value()
            case 257: height = value()
            case 282: resolution.x = rational() ?? resolution.x
            case 283: resolution.y = rational() ?? resolution.y
            case 296: resolution.unit = value() ?? resolution.unit
            default: break
            }
        }
        guard let width, let height, width > 0, height > 0 else { return nil }
        // Unit 2 is dots per inch, 3 per centimetre; 1 (none) says nothing about size.
        let perInch = resolution.unit == 3 ? 2.54 : 1
        guard resolution.unit != 1, resolution.x > 0, resolution.y > 0 else {
            return ImageFileSize(width: Double(width), height: Double(height), isVector: false)
        }
        return ImageFileSize(
            width: Double(width) * 72 / (resolution.x * perInch), height: Double(height) * 72 / (resolution.y * perInch), isVector: false)
    }

    private static func raster(_ width: UInt32?, _ height: UInt32?) -> ImageFileSize? {
        guard let width, let height, width > 0, height > 0 else { return nil }
        return ImageFileSize(width: Double(width), height: Double(height), isVector: false)
    }
}
