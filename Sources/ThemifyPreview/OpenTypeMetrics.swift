/// The horizontal metrics of one TrueType or OpenType (CFF) font file, read from its `head`,
/// `hhea`, `hmtx` and `cmap` tables: what text is measured with, so that lines are wrapped and
/// cut where the renderer, drawing the same file, really runs out of room.
///
/// Only what measuring needs is read (advance widths per Unicode scalar, ascent, descent); a
/// file that is not a font, or is cut short, gives nil rather than wrong numbers.
struct OpenTypeMetrics: Sendable {
    let unitsPerEm: Double
    /// `hhea` ascender and descender (positive), in ems.
    let ascent: Double
    let descent: Double
    /// Advance width in ems, by Unicode scalar.
    private let advances: [UInt32: Double]

    func advance(of scalar: Unicode.Scalar) -> Double? {
        advances[scalar.value]
    }

    init?(bytes: [UInt8]) {
        let data = FontBytes(bytes)
        guard let version = data.u32(0), version == 0x0001_0000 || version == 0x4F54_544F /* OTTO */ || version == 0x7472_7565 /* true */,
            let tableCount = data.u16(4)
        else { return nil }
        var tables: [String: Int] = [:]
        for index in 0..<tableCount {
            let record = 12 + index * 16
            guard let tag = data.tag(record), let offset = data.u32(record + 8) else { return nil }
            tables[tag] = offset
        }
        guard let head = tables["head"], let hhea = tables["hhea"], let hmtx = tables["hmtx"], let cmap = tables["cmap"],
            let unitsPerEm = data.u16(head + 18), unitsPerEm > 0,
            let ascender = data.i16(hhea + 4), let descender = data.i16(hhea + 6),
            let metricCount = data.u16(hhea + 34), metricCount > 0,
            let glyphs = Self.glyphs(in: data, cmap: cmap)
        else { return nil }
        let em = Double(unitsPerEm)
        var widths: [Int: Double] = [:]
        var advances: [UInt32: Double] = [:]
        advances.reserveCapacity(glyphs.count)
        for (scalar, glyph) in glyphs {
            // Glyphs past the last long metric share its advance (monospaced tails).
            let width = widths[glyph] ?? data.u16(hmtx + min(glyph, metricCount - 1) * 4).map { Double($0) / em }
            guard let width else { continue }
            widths[glyph] = width
            advances[scalar] = width
        }
        self.unitsPerEm = em
        self.ascent = Double(ascender) / em
        self.descent = Double(-descender) / em
        self.advances = advances
    }

    /// Unicode scalar → glyph index from the best Unicode subtable: format 12 (all planes),
    /// else format 4 (the Basic Multilingual Plane).
    private static func glyphs(in data: FontBytes, cmap: Int) -> [UInt32: Int]? {
        guard let count = data.u16(cmap + 2) else { return nil }
        var format4: Int?
        var format12: Int?
        for index in 0..<count {
            let record = cmap + 4 + index * 8
            guard let platform = data.u16(record), let encoding = data.u16(record + 2), let offset = data.u32(record + 4) else {
                return nil
            }
            let subtable = cmap + offset
            guard platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10)), let format = data.u16(subtable) else { continue }
            if format == 12 { format12 = format12 ?? subtable }
            if format == 4 { format4 = format4 ?? subtable }
        }
        var map: [UInt32: Int] = [:]
        if let subtable = format12, let groups = data.u32(subtable + 12) {
            for group in 0..<groups {
                let record = subtable + 16 + group * 12
                guard let start = data.u32(record), let end = data.u32(record + 4), let first = data.u32(record + 8), start <= end,
                    end <= 0x10FFFF
                else { return nil }
                for scalar in start...end { map[UInt32(scalar)] = first + (scalar - start) }
            }
            return map
        }
        guard let subtable = format4, let doubled = data.u16(subtable + 6) else { return nil }
        let segments = doubled / 2
        let ends = subtable + 14
        let starts = ends + doubled + 2
        let deltas = starts + doubled
        let rangeOffsets = deltas + doubled
        for segment in 0..<segments {
            guard let end = data.u16(ends + segment * 2), let start = data.u16(starts + segment * 2),
                let delta = data.u16(deltas + segment * 2), let rangeOffset = data.u16(rangeOffsets + segment * 2), start <= end
            else { return nil }
            for code in start...end where code != 0xFFFF {
                let glyph: Int
                if rangeOffset == 0 {
                    glyph = (code + delta) & 0xFFFF
                } else {
                    // The offset counts from the range offset's own place in the table.
                    guard let raw = data.u16(rangeOffsets + segment * 2 + rangeOffset + (code - start) * 2) else { return nil }
                    glyph = raw == 0 ? 0 : (raw + delta) & 0xFFFF
                }
                if glyph != 0 { map[UInt32(code)] = glyph }
            }
        }
        return map
    }
}

/// Big-endian reads that answer nil past the end instead of trapping.
private struct FontBytes {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    func u16(_ offset: Int) -> Int? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    func i16(_ offset: Int) -> Int? {
        u16(offset).map { $0 >= 0x8000 ? $0 - 0x10000 : $0 }
    }

    func u32(_ offset: Int) -> Int? {
        guard let high = u16(offset), let low = u16(offset + 2) else { return nil }
        return high << 16 | low
    }

    func tag(_ offset: Int) -> String? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
    }
}
