/// JSON as Xcode writes an asset catalog's `Contents.json` (Xcode 11 and later): two-space
/// indentation, `"key" : value`, keys in byte order, one member or element per line, and a
/// newline at the end.
enum XcodeAssetJSON {
    /// The members of one entry of a color set's `colors`, as Xcode names them: the writer and
    /// the reader of color sets share these (a theme's properties have a `color` too).
    enum ColorEntryMember: String {
        case color, idiom, appearances
    }

    enum Value {
        case string(String)
        case integer(Int)
        case boolean(Bool)
        case array([Value])
        case object([(String, Value)])
    }

    static func text(_ value: Value) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        return output + "\n"
    }

    private static func write(_ value: Value, indent: Int, into output: inout String) {
        let inner = String(repeating: " ", count: indent + 2)
        let closing = String(repeating: " ", count: indent)
        switch value {
        case .string(let text):
            output += JSONWriter.quote(text)
        case .integer(let number):
            output += String(number)
        case .boolean(let flag):
            output += flag ? "true" : "false"
        case .array(let items):
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += inner
                write(item, indent: indent + 2, into: &output)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += closing + "]"
        case .object(let members):
            output += "{\n"
            let sorted = members.sorted { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) }
            for (index, member) in sorted.enumerated() {
                output += inner + JSONWriter.quote(member.0) + " : "
                write(member.1, indent: indent + 2, into: &output)
                output += index == sorted.count - 1 ? "\n" : ",\n"
            }
            output += closing + "}"
        }
    }

    /// `{"info": {"author": "xcode", "version": 1}}`, the catalog's own and every folder's.
    static var info: (String, Value) { ("info", .object([("author", .string("xcode")), ("version", .integer(1))])) }
}
