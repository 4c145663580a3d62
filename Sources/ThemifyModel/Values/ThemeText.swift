/// Checks every string a theme holds, whatever it is used for and whether it is used at all:
/// a string a layout or a UIKit label cannot carry safely is refused when the theme loads.
public enum ThemeText {
    /// Real colors, fonts and image names are short; a huge value is a mistake or an attack,
    /// and would make a variant libxml2 refuses to read back.
    public static let maximumLength = 4096

    /// Why a string cannot be used in a theme (a control or bidirectional character); nil when it can.
    public static func problem(with text: String) -> ValueError? {
        // Every string of every theme passes here, nearly all of them printable ASCII, which
        // holds none of the characters below: for those only the length is left to check.
        if text.allBytes({ $0 >= 0x20 && $0 < 0x7F }) {
            return text.utf8.count > maximumLength ? lengthProblem(text) : nil
        }
        for scalar in text.unicodeScalars {
            // XML 1.0 cannot carry C0 controls, not even as character references: a value
            // holding one would make a variant Xcode cannot open. C1 controls and bidirectional
            // overrides are legal XML but make a value read differently from what it is
            // (an image name that displays as another name), so no theme needs them.
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                return ValueError("'\(shown(text))' contains the control character U+\(hex(scalar.value)), which a layout cannot hold")
            }
            if isBidiControl(scalar.value) {
                return ValueError(
                    "'\(shown(text))' contains the bidirectional control U+\(hex(scalar.value)), which makes a value display as something else"
                )
            }
        }
        return text.utf8.count > maximumLength ? lengthProblem(text) : nil
    }

    private static func lengthProblem(_ text: String) -> ValueError {
        ValueError("the value is \(text.utf8.count) bytes long; theme values are at most \(maximumLength)")
    }

    /// U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069.
    private static func isBidiControl(_ value: UInt32) -> Bool {
        switch value {
        case 0x061C, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// The text, at most 200 characters of it, with controls escaped, so a message about it
    /// cannot itself start a new line.
    public static func shown(_ text: String) -> String {
        escapingControls(String(text.prefix(200)))
    }

    /// Control characters (C0, DEL, C1), line and paragraph separators and bidirectional
    /// controls written as `\n`, `\t`, `\r` or `\u{…}`: what a diagnostic prints of any text,
    /// so that one diagnostic is one line that reads as what it is.
    public static func escapingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
            || isBidiControl(scalar.value)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
