/// The one check every path in a skin index or manifest passes, used by `themify pack` before
/// it writes one and by the client before it fetches or unpacks one: a hostile host can then not
/// make either touch a file outside the site or the skin's own folder.
public enum SkinPath {
    /// Why `path` is not a safe relative path (`objects/ab12…`, `skins/newyear/manifest.json`),
    /// or nil when it is.
    public static func problem(with path: String) -> String? {
        if path.isEmpty { return "is empty" }
        if path.utf8.count > 1024 { return "is longer than 1024 bytes" }
        if path.hasPrefix("/") { return "is absolute" }
        if path.contains("\\") { return "holds a backslash" }
        if path.unicodeScalars.contains(where: isControl) { return "holds a control character" }
        if path.hasPrefix("~") || path.contains(":") { return "is not a plain relative path (it holds '~' or ':')" }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch component {
            case "": return "has an empty component ('//' or a trailing '/')"
            case ".", "..": return "has a '\(component)' component"
            default: continue
            }
        }
        return nil
    }

    /// Whether `path` is a relative path a skin may use: `problem(with:)` finds nothing wrong.
    public static func isSafe(_ path: String) -> Bool { problem(with: path) == nil }

    /// C0, DEL, C1, and the bidirectional controls that make a name print as another.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            || scalar.value == 0x200E || scalar.value == 0x200F
    }

    /// Where a content-addressed object lives: `objects/<sha256 hex>`.
    public static func object(sha256 hex: String) -> String { "objects/\(hex)" }

    /// Where a skin's manifest lives.
    public static func manifest(ofSkin id: String) -> String { "skins/\(id)/manifest.json" }

    /// Whether `hex` is a SHA-256 as skins write it: 64 lowercase hex digits.
    public static func isSHA256(_ hex: String) -> Bool {
        hex.utf8.count == 64
            && hex.utf8.allSatisfy {
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
            }
    }

    /// A skin id names a folder and a zip: 1–64 of `a-z 0-9 . _ -`, not starting with a dot.
    public static func isSkinID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 64 && !id.hasPrefix(".")
            && id.utf8.allSatisfy {
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                    || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
            }
    }
}
