import Foundation
internal import ThemifyCZlib

/// A decoded 8-bit RGB or RGBA PNG (what Chromium's screenshots and rsvg-convert write), for
/// comparing pictures pixel by pixel. Interlaced and paletted images are refused.
struct PNGImage {
    struct DecodeError: Error, CustomStringConvertible {
        let description: String
    }

    let width: Int
    let height: Int
    /// RGBA, row by row.
    private(set) var pixels: [UInt8]

    init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw DecodeError(description: "cannot read \(path)") }
        try self.init(bytes: [UInt8](data))
    }

    init(bytes: [UInt8]) throws {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw DecodeError(description: "not a PNG") }
        func be32(_ offset: Int) -> Int {
            Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        }
        var offset = 8
        var width = 0
        var height = 0
        var colorType = 0
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = be32(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = offset + 8
            guard body + length <= bytes.count else { throw DecodeError(description: "truncated \(type) chunk") }
            switch type {
            case "IHDR":
                width = be32(body)
                height = be32(body + 4)
                guard bytes[body + 8] == 8, bytes[body + 12] == 0 else { throw DecodeError(description: "only 8-bit, non-interlaced PNGs") }
                colorType = Int(bytes[body + 9])
                guard colorType == 2 || colorType == 6 else { throw DecodeError(description: "color type \(colorType) not supported") }
            case "IDAT":
                compressed += bytes[body..<(body + length)]
            default:
                break
            }
            offset = body + length + 4
        }
        let channels = colorType == 6 ? 4 : 3
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: height * (stride + 1))
        var rawLength = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { output in
            compressed.withUnsafeBufferPointer { input in
                uncompress(output.baseAddress, &rawLength, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(rawLength) == raw.count else { throw DecodeError(description: "zlib: \(status)") }
        // Undo each row's filter (PNG spec, section 9).
        var rows = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            let source = y * (stride + 1) + 1
            for x in 0..<stride {
                let value = Int(raw[source + x])
                let left = x >= channels ? Int(rows[y * stride + x - channels]) : 0
                let up = y > 0 ? Int(rows[(y - 1) * stride + x]) : 0
                let upLeft = x >= channels && y > 0 ? Int(rows[(y - 1) * stride + x - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let p = left + up - upLeft
                    let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - upLeft))
                    predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
                default: throw DecodeError(description: "filter \(filter)")
                }
                rows[y * stride + x] = UInt8((value + predicted) & 0xFF)
            }
        }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for index in 0..<(width * height) {
            for channel in 0..<channels { rgba[index * 4 + channel] = rows[index * channels + channel] }
        }
        self.init(width: width, height: height, pixels: rgba)
    }

    /// The pixel at (x, y) as RGB bytes.
    func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
        let index = (y * width + x) * 4
        return (Int(pixels[index]), Int(pixels[index + 1]), Int(pixels[index + 2]))
    }

    /// The share of pixels whose channels differ by more than `threshold` from `other`'s;
    /// 1 when the sizes differ.
    func differingShare(from other: PNGImage, threshold: Int = 24) -> Double {
        guard width == other.width, height == other.height else { return 1 }
        var differing = 0
        for index in 0..<(width * height) {
            for channel in 0..<3 where abs(Int(pixels[index * 4 + channel]) - Int(other.pixels[index * 4 + channel])) > threshold {
                differing += 1
                break
            }
        }
        return Double(differing) / Double(width * height)
    }

    /// How many pixels in the rectangle are within `tolerance` (per channel) of the color.
    func count(of color: (Int, Int, Int), in rect: (x: Int, y: Int, width: Int, height: Int), tolerance: Int = 6) -> Int {
        var found = 0
        for y in rect.y..<min(rect.y + rect.height, height) {
            for x in rect.x..<min(rect.x + rect.width, width) {
                let pixel = rgb(x, y)
                if abs(pixel.0 - color.0) <= tolerance, abs(pixel.1 - color.1) <= tolerance, abs(pixel.2 - color.2) <= tolerance {
                    found += 1
                }
            }
        }
        return found
    }
}
