/// Path arithmetic on plain strings. Foundation's `NSString` path methods crash on Linux for
/// one-character paths (`deletingLastPathComponent` of "O" traps), and they are slow
/// in loops that run per file and theme. Separators are found in the UTF-8 view: `/` and `.`
/// are ASCII, and searching `Character`s costs grapheme breaking on every step.
package enum PathNames {
    /// The folder part: `a/b/c.xib` → `a/b`, `c.xib` → ``, `/c.xib` → `/`.
    package static func parent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// The last component: `a/b/c.xib` → `c.xib`, `a/b/` → `b`.
    package static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// A file name without its extension: `Profile.xib` → `Profile`, `.hidden` → `.hidden`.
    package static func stem(of name: String) -> String {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The extension without its dot: `Profile.xib` → `xib`; `` when there is none.
    package static func pathExtension(of name: String) -> String {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// `folder/name`, or `name` alone when the folder is empty.
    package static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        guard path.utf8.count > 1, path.utf8.last == UInt8(ascii: "/") else { return path }
        var result = Substring(path)
        while result.utf8.count > 1, result.utf8.last == UInt8(ascii: "/") { result = result.dropLast() }
        return String(result)
    }
}
