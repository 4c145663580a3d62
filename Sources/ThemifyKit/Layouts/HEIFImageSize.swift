/// The pixel size of a HEIF image (`.heic`, which asset catalogs and loose image files may
/// hold) as an image decoder shows it: the primary item's `ispe` (image spatial extent)
/// property, then its transformations in the order the item lists them — a clean aperture
/// (`clap`, the crop an encoder writes when a codec needs even sizes for an odd-sized image)
/// and an `irot` quarter turn. Read from the ISO base media boxes alone — `ftyp`, then `meta` →
/// `pitm` (the primary item) and `iprp` → `ipco` (the properties) and `ipma` (which item has
/// which) — each box bounded by its parent, so a damaged file is nil, never a read past its
/// bytes.
enum HEIFImageSize {
    /// The brands of still images in the HEIF container (`ftyp`'s major or a compatible brand).
    static let brands: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif"]

    /// An image holds a few dozen boxes and item associations; a list claiming more than this
    /// is read no further.
    private static let maximumBoxes = 4096

    /// Width and height in pixels, or nil for anything that is not a HEIF still image.
    static func size(_ bytes: [UInt8]) -> (width: UInt32, height: UInt32)? {
        let reader = ByteReader(bytes, bigEndian: true)
        let top = boxes(in: reader, from: 0, to: bytes.count)
        guard let fileType = top.first, fileType.type == "ftyp", isStillImage(fileType, reader),
            let meta = top.first(where: { $0.type == "meta" })
        else { return nil }
        // `meta` is a full box: its children follow its version and flags.
        let items = boxes(in: reader, from: meta.content + 4, to: meta.end)
        guard let primary = items.first(where: { $0.type == "pitm" }).flatMap({ primaryItem($0, reader) }),
            let properties = items.first(where: { $0.type == "iprp" })
        else { return nil }
        let children = boxes(in: reader, from: properties.content, to: properties.end)
        guard let container = children.first(where: { $0.type == "ipco" }),
            let associations = children.first(where: { $0.type == "ipma" })
        else { return nil }
        let list = boxes(in: reader, from: container.content, to: container.end)
        var extent: (width: UInt32, height: UInt32)?
        // Transformations apply to what the ones before them made, so they wait for the extent.
        var transformations: [Box] = []
        for index in propertyIndices(of: primary, in: associations, reader) where index >= 1 && index <= list.count {
            let property = list[index - 1]
            switch property.type {
            case "ispe":
                guard property.end - property.content >= 12, let width = reader.uint32(property.content + 4),
                    let height = reader.uint32(property.content + 8), width > 0, height > 0
                else { return nil }
                extent = (width, height)
            case "clap", "irot":
                transformations.append(property)
            default:
                continue
            }
        }
        guard var size = extent else { return nil }
        for property in transformations {
            if property.type == "irot" {
                guard property.content < property.end else { return nil }
                if bytes[property.content] & 0x01 == 1 { size = (size.height, size.width) }
            } else {
                guard let cropped = cleanAperture(property, of: size, reader) else { return nil }
                size = cropped
            }
        }
        return size
    }

    /// The size a `clap` box crops an image of `size` to: eight 32-bit numbers, the aperture's
    /// width and height and its centre's offset from the image's, each a numerator and a
    /// denominator (offsets signed). The crop's edges are rounded to whole pixels as ISO/IEC
    /// 14496-12 places them (the centre at `offset + (extent - 1) / 2`, the edges `(aperture - 1)
    /// / 2` either side) and libheif rounds them, clamped to the image. nil for a zero
    /// denominator or an aperture that leaves no pixel.
    private static func cleanAperture(_ box: Box, of size: (width: UInt32, height: UInt32), _ reader: ByteReader) -> (
        width: UInt32, height: UInt32
    )? {
        guard box.end - box.content >= 32 else { return nil }
        var numbers: [Int64] = []
        for field in 0..<8 {
            guard let value = reader.uint32(box.content + 4 * field) else { return nil }
            // Widths and denominators are unsigned; the offsets' numerators are signed.
            numbers.append(field == 4 || field == 6 ? Int64(Int32(bitPattern: value)) : Int64(value))
        }
        func cropped(_ extent: UInt32, aperture: Int64, _ apertureDenominator: Int64, offset: Int64, _ offsetDenominator: Int64)
            -> UInt32?
        {
            guard apertureDenominator > 0, offsetDenominator > 0 else { return nil }
            // A hostile box's numbers can overflow 64 bits; such a crop is no size, never a trap.
            func product(_ factors: Int64...) -> Int64? {
                var result: Int64 = 1
                for factor in factors {
                    let (value, overflow) = result.multipliedReportingOverflow(by: factor)
                    guard !overflow else { return nil }
                    result = value
                }
                return result
            }
            func sum(_ lhs: Int64, _ rhs: Int64) -> Int64? {
                let (value, overflow) = lhs.addingReportingOverflow(rhs)
                return overflow ? nil : value
            }
            func difference(_ lhs: Int64, _ rhs: Int64) -> Int64? {
                let (value, overflow) = lhs.subtractingReportingOverflow(rhs)
                return overflow ? nil : value
            }
            // Edges over a common denominator: centre = offset + (extent - 1) / 2, and the edges
            // (aperture - 1) / 2 either side of it.
            guard let denominator = product(2, apertureDenominator, offsetDenominator),
                let shift = product(2, offset, apertureDenominator),
                let middle = product(Int64(extent) - 1, apertureDenominator, offsetDenominator),
                let centre = sum(shift, middle),
                let halfWidth = product(aperture - apertureDenominator, offsetDenominator),
                let leftEdge = difference(centre, halfWidth), let rightEdge = sum(centre, halfWidth),
                let leftShifted = sum(leftEdge, denominator / 2), let rightShifted = sum(rightEdge, denominator / 2)
            else { return nil }
            func rounded(_ shifted: Int64) -> Int64 {
                // To the nearest pixel, halves up (the half already added), for negative edges too.
                shifted >= 0 ? shifted / denominator : -((-shifted - 1) / denominator) - 1
            }
            let left = max(0, rounded(leftShifted))
            let right = min(Int64(extent) - 1, rounded(rightShifted))
            return right >= left ? UInt32(right - left + 1) : nil
        }
        guard let width = cropped(size.width, aperture: numbers[0], numbers[1], offset: numbers[4], numbers[5]),
            let height = cropped(size.height, aperture: numbers[2], numbers[3], offset: numbers[6], numbers[7])
        else { return nil }
        return (width, height)
    }

    /// A box: its four-letter type, where its content starts and where the box ends.
    private struct Box {
        let type: String
        let content: Int
        let end: Int
    }

    /// The boxes between two offsets, in order; a box that overruns its parent ends the list.
    private static func boxes(in reader: ByteReader, from start: Int, to end: Int) -> [Box] {
        var found: [Box] = []
        var offset = start
        while offset + 8 <= end, found.count < maximumBoxes, let size32 = reader.uint32(offset), let tag = reader.uint32(offset + 4) {
            var size = Int(size32)
            var header = 8
            if size32 == 1 {
                // A 64-bit size follows the type; no image box needs more than 32 bits of it.
                guard let high = reader.uint32(offset + 8), let low = reader.uint32(offset + 12), high == 0 else { break }
                size = Int(low)
                header = 16
            } else if size32 == 0 {
                size = end - offset
            }
            guard size >= header, offset + size <= end else { break }
            found.append(Box(type: fourCharacterCode(tag), content: offset + header, end: offset + size))
            offset += size
        }
        return found
    }

    /// A box type or brand as its four characters (`ftyp`, `heic`).
    private static func fourCharacterCode(_ tag: UInt32) -> String {
        String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
    }

    /// Whether `ftyp` names a still-image brand, as its major brand or a compatible one.
    private static func isStillImage(_ fileType: Box, _ reader: ByteReader) -> Bool {
        var offset = fileType.content
        while offset + 4 <= fileType.end {
            // The major brand, the minor version (skipped), then the compatible brands.
            if offset != fileType.content + 4, let tag = reader.uint32(offset), brands.contains(fourCharacterCode(tag)) { return true }
            offset += 4
        }
        return false
    }

    /// `pitm`, a full box: the primary item's ID, 16 bits in version 0, 32 after.
    private static func primaryItem(_ box: Box, _ reader: ByteReader) -> UInt32? {
        guard box.content < box.end else { return nil }
        let version = reader.bytes[box.content]
        return version == 0 ? reader.uint16(box.content + 4).map(UInt32.init) : reader.uint32(box.content + 4)
    }

    /// `ipma`, a full box: for each item, the 1-based indices of its properties in `ipco`
    /// (7 bits each, or 15 when flag 1 is set, after an "essential" bit).
    private static func propertyIndices(of item: UInt32, in box: Box, _ reader: ByteReader) -> [Int] {
        guard box.content + 8 <= box.end, let flags = reader.uint32(box.content), let count = reader.uint32(box.content + 4) else {
            return []
        }
        let version = flags >> 24
        let wide = flags & 1 == 1
        var offset = box.content + 8
        for _ in 0..<min(Int(count), maximumBoxes) {
            let id: UInt32?
            if version < 1 {
                id = reader.uint16(offset).map(UInt32.init)
                offset += 2
            } else {
                id = reader.uint32(offset)
                offset += 4
            }
            guard let id, offset < box.end else { return [] }
            let associations = Int(reader.bytes[offset])
            offset += 1
            var indices: [Int] = []
            for _ in 0..<associations {
                if wide {
                    guard offset + 2 <= box.end, let value = reader.uint16(offset) else { return [] }
                    indices.append(Int(value & 0x7FFF))
                    offset += 2
                } else {
                    guard offset < box.end else { return [] }
                    indices.append(Int(reader.bytes[offset] & 0x7F))
                    offset += 1
                }
            }
            if id == item { return indices }
        }
        return []
    }
}
