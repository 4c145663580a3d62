/// Advance widths of text in the bundled Inter (`BundledFont`), read from the font files'
/// `hmtx` and `cmap` tables, so that text is wrapped and cut where the renderer drawing those
/// files really runs out of room. Vertical metrics are the system font's, which layouts are
/// sized for.
enum TextMetrics {
    /// San Francisco's ascender and descender (`UIFont.systemFont(ofSize:)`: 17 points give a
    /// `lineHeight` of 20.29): Interface Builder sizes one-line labels to it, so lines are
    /// counted and placed as on a device, whatever the stand-in font's own numbers.
    static let ascent = 1950.0 / 2048
    static let descent = 494.0 / 2048
    static let lineHeight = ascent + descent

    /// The width the renderer draws: the face's advances plus `tracking(forSize:)` after every
    /// character (`letter-spacing`, which SVG renderers add after the last one too).
    static func width(of text: String, font: PreviewFont) -> Double {
        let metrics = BundledFont.face(forWeight: font.weight)?.metrics
        var ems = 0.0
        var characters = 0
        for scalar in text.unicodeScalars {
            ems += metrics?.advance(of: scalar) ?? fallbackAdvance(of: scalar)
            characters += 1
        }
        return ems * font.pointSize + Double(characters) * tracking(forSize: font.pointSize)
    }

    /// The letter spacing, in points, that brings Inter's advances to San Francisco's at a size.
    ///
    /// San Francisco tracks its glyphs by size (Apple's published table, used up to 19 points,
    /// where the system font uses its Text design, whose advances are Inter's within about 1%).
    /// From 20 points the system font switches to its narrower Display design; there the
    /// spacing is fitted to labels Interface Builder sized to their own text (hugging, one
    /// line) in 191 real layouts: about 2.5% of the size up to 24 points, 4% above.
    static func tracking(forSize size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        if size < 20 {
            let rounded = min(max(Int(size.rounded()), 6), 19)
            return appleTextTracking[rounded - 6]
        }
        return size * (size < 25 ? -0.025 : -0.04)
    }

    /// SF Pro's tracking in points at 6 to 19 points (Human Interface Guidelines, Typography).
    private static let appleTextTracking: [Double] = [
        0.24, 0.23, 0.21, 0.17, 0.12, 0.06, 0, -0.08, -0.15, -0.23, -0.31, -0.43, -0.44, -0.45,
    ]

    /// A character the font lacks is drawn by a fallback font: East Asian wide characters take
    /// a full em there, others about an average Latin glyph.
    private static func fallbackAdvance(of scalar: Unicode.Scalar) -> Double {
        if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark
            || scalar.value == 0x200B || scalar.value == 0xFE0F
        {
            return 0
        }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(scalar.value) } ? 1.0 : 0.6
    }
}
