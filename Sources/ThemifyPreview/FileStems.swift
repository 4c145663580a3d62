import ThemifyModel

/// File and folder names made from layout, scene and theme names: letters, digits, `-`, `_`
/// and `.` only (no folder separators, nothing hidden), unique where they must be.
struct FileStems {
    private var used: Set<String> = []

    static func safe(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            let allowed =
                (scalar.value < 128 && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))) || scalar == "-" || scalar == "_"
                || scalar == "."
            result.unicodeScalars.append(allowed ? scalar : "_")
        }
        while result.hasPrefix(".") { result.removeFirst() }
        if result.isEmpty { result = "_" }
        return String(result.prefix(80))
    }

    /// A layout's folder: its file name, the extension kept when a long name is shortened.
    static func layoutFolder(_ fileName: String) -> String {
        let stem = safe(PathNames.stem(of: fileName))
        let fileExtension = safe(PathNames.pathExtension(of: fileName))
        return String(stem.prefix(64)) + "." + fileExtension
    }

    /// `stem`, or `stem-2`, `stem-3`… when an earlier name took it. Compared without case: on
    /// a case-insensitive file system (macOS's default) `Header` and `header` are one file.
    mutating func unique(_ stem: String) -> String {
        var candidate = stem
        var number = 2
        while used.contains(candidate.lowercased()) {
            candidate = "\(stem)-\(number)"
            number += 1
        }
        used.insert(candidate.lowercased())
        return candidate
    }
}
