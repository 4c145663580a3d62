import ThemifyModel

/// Writes XML property lists the way Xcode and `plutil` do: Apple's doctype, tab indentation,
/// keys sorted, so a generated plist diffs cleanly in version control.
package enum PropertyListWriter {
    package indirect enum Value: Sendable, Equatable {
        case string(String)
        case integer(Int)
        case real(Double)
        case dictionary([String: Value])
        case array([Value])
    }

    package static func xml(_ value: Value) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        write(value, indent: "", into: &text)
        return text + "</plist>\n"
    }

    private static func write(_ value: Value, indent: String, into text: inout String) {
        switch value {
        case .string(let string):
            text += "\(indent)<string>\(escape(string))</string>\n"
        case .integer(let number):
            text += "\(indent)<integer>\(number)</integer>\n"
        case .real(let number):
            let written = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
            text += "\(indent)<real>\(written)</real>\n"
        case .array(let items) where items.isEmpty:
            text += "\(indent)<array/>\n"
        case .array(let items):
            text += "\(indent)<array>\n"
            for item in items { write(item, indent: indent + "\t", into: &text) }
            text += "\(indent)</array>\n"
        case .dictionary(let members) where members.isEmpty:
            text += "\(indent)<dict/>\n"
        case .dictionary(let members):
            text += "\(indent)<dict>\n"
            for (key, member) in members.sorted(by: { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }) {
                text += "\(indent)\t<key>\(escape(key))</key>\n"
                write(member, indent: indent + "\t", into: &text)
            }
            text += "\(indent)</dict>\n"
        }
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(
            of: ">", with: "&gt;")
    }
}
