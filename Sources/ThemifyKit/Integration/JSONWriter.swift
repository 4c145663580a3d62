import ThemifyModel

/// A small JSON writer for machine-readable reports: ordered keys, so output is stable.
package enum JSONWriter {
    package indirect enum Value: Sendable, Equatable {
        case string(String)
        case number(Int)
        case real(Double)
        case bool(Bool)
        case array([Value])
        case object([(String, Value)])
        /// A member that is there with no value (a finding without a file), so every object of
        /// a list has the same members.
        case null

        package static func == (lhs: Value, rhs: Value) -> Bool {
            JSONWriter.text(lhs) == JSONWriter.text(rhs)
        }
    }

    package static func text(_ value: Value, indent: String = "") -> String {
        switch value {
        case .string(let string): return quote(string)
        case .number(let number): return String(number)
        case .real(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array(let items) where items.isEmpty: return "[]"
        case .array(let items):
            let inner = indent + "  "
            return "[\n" + items.map { inner + text($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members) where members.isEmpty: return "{}"
        case .object(let members):
            let inner = indent + "  "
            return "{\n" + members.map { inner + quote($0.0) + ": " + text($0.1, indent: inner) }.joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// A JSON string literal, escaped as every JSON themify writes (reports, asset catalogs).
    static func quote(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
