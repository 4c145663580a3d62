import Foundation

/// The one JSON form of skin files: keys sorted, no whitespace, `/` unescaped, dates as
/// `SkinDate` writes them, integers only (no floating point to print two ways). The same value
/// always encodes to the same bytes, so republishing the same inputs writes the same files and
/// a hash or signature over those bytes stays valid.
public enum SkinJSON {
    /// The canonical bytes of `value`: the same value always gives the same bytes, which are
    /// what a hash or signature covers.
    public static func encode<Value: Encodable>(_ value: Value) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(SkinDate.format(date))
        }
        do {
            return Array(try encoder.encode(value))
        } catch {
            // Skin types hold strings, integers, dates and arrays of them: nothing that can fail.
            preconditionFailure("a skin file could not be encoded: \(error)")
        }
    }

    /// Decodes skin JSON; the message says what is wrong where, for a one-line diagnostic.
    public static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws(SkinFormatError) -> Value {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            guard text.utf8.count == 20, let date = SkinDate.parse(text) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a UTC date such as 2026-12-24T00:00:00Z"))
            }
            return date
        }
        do {
            return try decoder.decode(type, from: Data(bytes))
        } catch let error as DecodingError {
            throw SkinFormatError(describing: error)
        } catch {
            throw SkinFormatError("not JSON: \(error.localizedDescription)")
        }
    }
}
