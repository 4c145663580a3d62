/// An app's marketing version (`CFBundleShortVersionString`): dot-separated non-negative
/// integers, compared numerically and with missing parts as zero, so `2.10` > `2.9` and
/// `2.0` == `2`.
public struct AppVersion: Sendable, Comparable, Hashable, CustomStringConvertible, Codable {
    /// The numbers between the dots, as written (`2.10.0` is `[2, 10, 0]`); trailing zeros are
    /// kept, though they do not change comparisons.
    public let components: [Int]

    /// Reads `text` such as `2.4.1`; nil unless it is one to eight dot-separated runs of ASCII
    /// digits, each at most nine long (no sign, no suffix such as `-beta`, no empty part).
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 8 else { return nil }
        var components: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.utf8.count <= 9, part.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                let value = Int(part)
            else { return nil }
            components.append(value)
        }
        self.components = components
    }

    /// The version with its components as numbers (`02.1` reads back as `2.1`).
    public var description: String { components.map(String.init).joined(separator: ".") }

    /// Numeric order, component by component, a missing component counting as 0.
    public static func < (lhs: AppVersion, rhs: AppVersion) -> Bool {
        for index in 0..<max(lhs.components.count, rhs.components.count) {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    /// Equal when neither is older: `2.0` == `2`.
    public static func == (lhs: AppVersion, rhs: AppVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    /// Hashes the components without trailing zeros, so that equal versions hash alike.
    public func hash(into hasher: inout Hasher) {
        var trimmed = components
        while trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }

    /// Decodes the version from a JSON string (`"2.4.1"`); a string that is not a version is
    /// `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let version = AppVersion(text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a version such as 2.4.1"))
        }
        self = version
    }

    /// Encodes the version as a string, as `description` writes it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
