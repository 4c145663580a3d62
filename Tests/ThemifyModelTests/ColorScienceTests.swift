import Foundation
import Testing

@testable import ThemifyModel

/// WCAG contrast and CIEDE2000 color difference, checked against published values.
@Suite struct ContrastRatioTests {
    private func hex(_ text: String) -> SRGBColor { SRGBColor(hex: text)! }

    @Test func knownWCAGRatios() {
        #expect(abs(ContrastRatio.between(hex("#000000"), on: hex("#FFFFFF")) - 21) < 1e-9)
        #expect(abs(ContrastRatio.between(hex("#FFFFFF"), on: hex("#000000")) - 21) < 1e-9)
        #expect(abs(ContrastRatio.between(hex("#FFFFFF"), on: hex("#777777")) - 4.478) < 0.001)
        #expect(abs(ContrastRatio.between(hex("#767676"), on: hex("#FFFFFF")) - 4.542) < 0.001)
        #expect(abs(ContrastRatio.between(hex("#AAAAAA"), on: hex("#FFFFFF")) - 2.323) < 0.001)
        // WebAIM's examples: #0000FF on white is 8.59:1, #FF0000 on white 4:1.
        #expect(abs(ContrastRatio.between(hex("#0000FF"), on: hex("#FFFFFF")) - 8.59) < 0.005)
        #expect(abs(ContrastRatio.between(hex("#FF0000"), on: hex("#FFFFFF")) - 4.0) < 0.005)
    }

    @Test func theSameColorIsOneToOne() {
        for text in ["#000000", "#FFFFFF", "#777777", "#336699", "#FF0000"] {
            #expect(abs(ContrastRatio.between(hex(text), on: hex(text)) - 1) < 1e-12, "\(text)")
        }
    }

    @Test func theRatioIsSymmetricForOpaqueColors() {
        let colors = ["#000000", "#FFFFFF", "#777777", "#336699", "#FF0000", "#00FF00", "#0A0B0C"].map(hex)
        for first in colors {
            for second in colors {
                let ratio = ContrastRatio.between(first, on: second)
                #expect(abs(ratio - ContrastRatio.between(second, on: first)) < 1e-12)
                #expect(ratio >= 1 && ratio <= 21)
            }
        }
    }

    @Test func luminanceEdgeCases() {
        #expect(ContrastRatio.luminance(hex("#000000")) == 0)
        #expect(abs(ContrastRatio.luminance(hex("#FFFFFF")) - 1) < 1e-12)
        // The channel weights.
        #expect(abs(ContrastRatio.luminance(hex("#FF0000")) - 0.2126) < 1e-12)
        #expect(abs(ContrastRatio.luminance(hex("#00FF00")) - 0.7152) < 1e-12)
        #expect(abs(ContrastRatio.luminance(hex("#0000FF")) - 0.0722) < 1e-12)
        // Below the sRGB knee the curve is linear (c / 12.92); the two pieces meet at 0.04045.
        let knee = 0.04045
        let low = ContrastRatio.luminance(SRGBColor(red: knee, green: knee, blue: knee))
        let high = ContrastRatio.luminance(SRGBColor(red: knee + 1e-9, green: knee + 1e-9, blue: knee + 1e-9))
        #expect(abs(low - knee / 12.92) < 1e-12)
        #expect(abs(high - low) < 1e-7, "the curve is continuous at the knee")
        let dark = ContrastRatio.luminance(SRGBColor(red: 0.02, green: 0.02, blue: 0.02))
        #expect(abs(dark - 0.02 / 12.92) < 1e-12)
        // Mid gray #808080 is about 21.6% luminance, not 50%.
        #expect(abs(ContrastRatio.luminance(hex("#808080")) - 0.2159) < 0.0001)
        // Luminance ignores alpha; compositing handles translucency.
        #expect(ContrastRatio.luminance(hex("#77777780")) == ContrastRatio.luminance(hex("#777777")))
    }

    @Test func translucentTextIsCompositedOverTheBackground() {
        let halfBlack = hex("#00000080")
        let seen = ContrastRatio.composite(halfBlack, over: hex("#FFFFFF"))
        #expect(seen.hexString == "#7F7F7F")
        #expect(seen.alpha == 1)
        #expect(abs(ContrastRatio.between(halfBlack, on: hex("#FFFFFF")) - ContrastRatio.between(seen, on: hex("#FFFFFF"))) < 1e-12)
        // A fully transparent text color is invisible: 1:1.
        #expect(abs(ContrastRatio.between(hex("#00000000"), on: hex("#FFFFFF")) - 1) < 1e-12)
        // An opaque one composites to itself.
        #expect(ContrastRatio.composite(hex("#336699"), over: hex("#FFFFFF")) == hex("#336699"))
    }

    @Test func minimumRatios() {
        #expect(ContrastRatio.minimum(pointSize: 17, bold: false) == 4.5)
        #expect(ContrastRatio.minimum(pointSize: 17.9, bold: false) == 4.5)
        #expect(ContrastRatio.minimum(pointSize: 18, bold: false) == 3)
        #expect(ContrastRatio.minimum(pointSize: 24, bold: false) == 3)
        #expect(ContrastRatio.minimum(pointSize: 14, bold: true) == 3)
        #expect(ContrastRatio.minimum(pointSize: 13.5, bold: true) == 4.5)
        #expect(ContrastRatio.minimum(pointSize: 14, bold: false) == 4.5)
        #expect(ContrastRatio.minimum(pointSize: nil, bold: true) == 4.5, "Dynamic Type: the user picks the size")
    }
}

@Suite struct ColorDifferenceTests {
    private func hex(_ text: String) -> SRGBColor { SRGBColor(hex: text)! }

    /// The inverse of `ColorDifference.lab`, with the inverse of the same matrix, so that a
    /// published L*a*b* pair goes through the sRGB API and comes back to the same numbers
    /// (components may fall outside 0…1; the transfer curves extend to them).
    private func srgb(lab: (Double, Double, Double)) -> SRGBColor {
        let (l, a, b) = lab
        let fy = (l + 16) / 116
        let fx = fy + a / 500
        let fz = fy - b / 200
        func inverseF(_ t: Double) -> Double { t > 6.0 / 29 ? t * t * t : (116 * t - 16) * 27 / 24389 }
        let x = inverseF(fx) * 0.95047
        let y = inverseF(fy)
        let z = inverseF(fz) * 1.08883
        let m: [[Double]] = [
            [0.4124564, 0.3575761, 0.1804375],
            [0.2126729, 0.7151522, 0.0721750],
            [0.0193339, 0.1191920, 0.9503041],
        ]
        let det =
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) + m[0][2]
            * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        func cofactor(_ r: Int, _ c: Int) -> Double {
            let rows = [0, 1, 2].filter { $0 != r }
            let cols = [0, 1, 2].filter { $0 != c }
            let minor = m[rows[0]][cols[0]] * m[rows[1]][cols[1]] - m[rows[0]][cols[1]] * m[rows[1]][cols[0]]
            return (r + c) % 2 == 0 ? minor : -minor
        }
        // inverse[i][j] = cofactor(j, i) / det
        let linear = (0..<3).map { i in (cofactor(0, i) * x + cofactor(1, i) * y + cofactor(2, i) * z) / det }
        func encode(_ value: Double) -> Double {
            value <= 0.04045 / 12.92 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
        }
        return SRGBColor(red: encode(linear[0]), green: encode(linear[1]), blue: encode(linear[2]))
    }

    @Test func labOfWhiteAndBlack() {
        let white = ColorDifference.lab(hex("#FFFFFF"))
        #expect(abs(white.0 - 100) < 0.001 && abs(white.1) < 0.001 && abs(white.2) < 0.001, "\(white)")
        let black = ColorDifference.lab(hex("#000000"))
        #expect(abs(black.0) < 1e-9 && abs(black.1) < 1e-9 && abs(black.2) < 1e-9, "\(black)")
        // Grays have no chroma.
        let gray = ColorDifference.lab(hex("#777777"))
        #expect(abs(gray.1) < 0.001 && abs(gray.2) < 0.001)
        // Pure sRGB red is about L 53.24, a 80.09, b 67.20.
        let red = ColorDifference.lab(hex("#FF0000"))
        #expect(abs(red.0 - 53.24) < 0.01 && abs(red.1 - 80.09) < 0.01 && abs(red.2 - 67.20) < 0.01, "\(red)")
    }

    @Test func theLabInverseRoundTrips() {
        let lab = (60.2574, -34.0099, 36.2677)
        let back = ColorDifference.lab(srgb(lab: lab))
        #expect(abs(back.0 - lab.0) < 1e-9 && abs(back.1 - lab.1) < 1e-9 && abs(back.2 - lab.2) < 1e-9)
    }

    /// Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula: implementation notes,
    /// supplementary test data, and mathematical observations", table 1. Pairs 10 and 14 sit
    /// exactly on the ±180° hue boundary, which no floating-point round trip can hold, and are
    /// left out.
    static let sharmaPairs: [(Int, (Double, Double, Double), (Double, Double, Double), Double)] = [
        (1, (50.0000, 2.6772, -79.7751), (50.0000, 0.0000, -82.7485), 2.0425),
        (2, (50.0000, 3.1571, -77.2803), (50.0000, 0.0000, -82.7485), 2.8615),
        (3, (50.0000, 2.8361, -74.0200), (50.0000, 0.0000, -82.7485), 3.4412),
        (4, (50.0000, -1.3802, -84.2814), (50.0000, 0.0000, -82.7485), 1.0000),
        (5, (50.0000, -1.1848, -84.8006), (50.0000, 0.0000, -82.7485), 1.0000),
        (6, (50.0000, -0.9009, -85.5211), (50.0000, 0.0000, -82.7485), 1.0000),
        (7, (50.0000, 0.0000, 0.0000), (50.0000, -1.0000, 2.0000), 2.3669),
        (8, (50.0000, -1.0000, 2.0000), (50.0000, 0.0000, 0.0000), 2.3669),
        (9, (50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0009), 7.1792),
        (11, (50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0011), 7.2195),
        (12, (50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0012), 7.2195),
        (13, (50.0000, -0.0010, 2.4900), (50.0000, 0.0009, -2.4900), 4.8045),
        (15, (50.0000, -0.0010, 2.4900), (50.0000, 0.0011, -2.4900), 4.7461),
        (16, (50.0000, 2.5000, 0.0000), (50.0000, 0.0000, -2.5000), 4.3065),
        (17, (50.0000, 2.5000, 0.0000), (73.0000, 25.0000, -18.0000), 27.1492),
        (18, (50.0000, 2.5000, 0.0000), (61.0000, -5.0000, 29.0000), 22.8977),
        (19, (50.0000, 2.5000, 0.0000), (56.0000, -27.0000, -3.0000), 31.9030),
        (20, (50.0000, 2.5000, 0.0000), (58.0000, 24.0000, 15.0000), 19.4535),
        (21, (50.0000, 2.5000, 0.0000), (50.0000, 3.1736, 0.5854), 1.0000),
        (22, (50.0000, 2.5000, 0.0000), (50.0000, 3.2972, 0.0000), 1.0000),
        (23, (50.0000, 2.5000, 0.0000), (50.0000, 1.8634, 0.5757), 1.0000),
        (24, (50.0000, 2.5000, 0.0000), (50.0000, 3.2592, 0.3350), 1.0000),
        (25, (60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
        (26, (63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
        (27, (61.2901, 3.7196, -5.3901), (61.4292, 2.2480, -4.9620), 1.8731),
        (28, (35.0831, -44.1164, 3.7933), (35.0232, -40.0716, 1.5901), 1.8645),
        (29, (22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
        (30, (36.4612, 47.8580, 18.3852), (36.2715, 50.5065, 21.2231), 1.4146),
        (31, (90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
        (32, (90.9257, -0.5406, -0.9208), (88.6381, -0.8985, -0.7239), 1.5381),
        (33, (6.7747, -0.2908, -2.4247), (5.8714, -0.0985, -2.2286), 0.6377),
        (34, (2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
    ]

    @Test func publishedCIEDE2000TestPairs() {
        for (number, first, second, expected) in Self.sharmaPairs {
            let difference = ColorDifference.deltaE2000(srgb(lab: first), srgb(lab: second))
            #expect(abs(difference - expected) < 0.0001, "pair \(number): \(difference), published \(expected)")
        }
    }

    @Test func identicalColorsDifferByZero() {
        for text in ["#000000", "#FFFFFF", "#777777", "#336699", "#FF0000", "#12345678"] {
            #expect(ColorDifference.deltaE2000(hex(text), hex(text)) == 0, "\(text)")
        }
    }

    @Test func theDifferenceIsSymmetric() {
        let colors = ["#000000", "#FFFFFF", "#777777", "#336699", "#FF0000", "#00FF00", "#0000FF", "#FEDCBA", "#808081"].map(hex)
        for first in colors {
            for second in colors {
                let forward = ColorDifference.deltaE2000(first, second)
                let backward = ColorDifference.deltaE2000(second, first)
                #expect(abs(forward - backward) < 1e-9)
                #expect(forward >= 0)
            }
        }
    }

    @Test func nearAndFarColors() {
        let near = ColorDifference.deltaE2000(hex("#333333"), hex("#343434"))
        #expect(near > 0 && near < 1, "\(near)")
        let far = ColorDifference.deltaE2000(hex("#FF0000"), hex("#00FF00"))
        #expect(far > 50, "\(far)")
        // Black and white are 100 apart in lightness and nothing else.
        #expect(abs(ColorDifference.deltaE2000(hex("#000000"), hex("#FFFFFF")) - 100) < 0.01)
    }
}
