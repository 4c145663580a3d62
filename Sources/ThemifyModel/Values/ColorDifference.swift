import Foundation

/// CIEDE2000 color difference (ΔE00): how different two colors look. Below about 1 nobody sees
/// a difference; below 2 only side by side. `extract` groups colors closer than a threshold.
public enum ColorDifference {
    /// The CIEDE2000 difference of two colors: under 1 is not seen, about 2 is just noticed.
    public static func deltaE2000(_ first: SRGBColor, _ second: SRGBColor) -> Double {
        let (l1, a1, b1) = lab(first)
        let (l2, a2, b2) = lab(second)
        let c1 = (a1 * a1 + b1 * b1).squareRoot()
        let c2 = (a2 * a2 + b2 * b2).squareRoot()
        let meanC = (c1 + c2) / 2
        let g = 0.5 * (1 - (pow(meanC, 7) / (pow(meanC, 7) + pow(25, 7))).squareRoot())
        let a1p = (1 + g) * a1
        let a2p = (1 + g) * a2
        let c1p = (a1p * a1p + b1 * b1).squareRoot()
        let c2p = (a2p * a2p + b2 * b2).squareRoot()
        let h1p = hueAngle(b1, a1p)
        let h2p = hueAngle(b2, a2p)

        let deltaL = l2 - l1
        let deltaC = c2p - c1p
        var deltaH = 0.0
        if c1p * c2p != 0 {
            var difference = h2p - h1p
            if difference > 180 { difference -= 360 } else if difference < -180 { difference += 360 }
            deltaH = 2 * (c1p * c2p).squareRoot() * sin(radians(difference / 2))
        }

        let meanL = (l1 + l2) / 2
        let meanCp = (c1p + c2p) / 2
        var meanH = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) <= 180 { meanH /= 2 } else { meanH = h1p + h2p < 360 ? (meanH + 360) / 2 : (meanH - 360) / 2 }
        }
        let t =
            1 - 0.17 * cos(radians(meanH - 30)) + 0.24 * cos(radians(2 * meanH))
            + 0.32 * cos(radians(3 * meanH + 6)) - 0.20 * cos(radians(4 * meanH - 63))
        let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let rc = 2 * (pow(meanCp, 7) / (pow(meanCp, 7) + pow(25, 7))).squareRoot()
        let sl = 1 + 0.015 * pow(meanL - 50, 2) / (20 + pow(meanL - 50, 2)).squareRoot()
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(radians(2 * deltaTheta)) * rc
        let l = deltaL / sl
        let c = deltaC / sc
        let h = deltaH / sh
        return (l * l + c * c + h * h + rt * c * h).squareRoot()
    }

    /// sRGB (D65) to CIE L*a*b*.
    package static func lab(_ color: SRGBColor) -> (Double, Double, Double) {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        let r = linear(color.red)
        let g = linear(color.green)
        let b = linear(color.blue)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ value: Double) -> Double { value > 216.0 / 24389 ? cbrt(value) : (24389.0 / 27 * value + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    private static func hueAngle(_ b: Double, _ a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let degrees = atan2(b, a) * 180 / .pi
        return degrees >= 0 ? degrees : degrees + 360
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
