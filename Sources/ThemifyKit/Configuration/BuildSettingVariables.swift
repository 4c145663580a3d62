import ThemifyModel

/// The `${VAR}`s a `themify.json` may use: the Xcode build settings a run script sees that
/// name where a project's files are, and nothing else. Expanding any environment variable
/// would let a pull request's `"themes": "${CI_SECRET}"` print a secret in a diagnostic.
///
/// - Folder variables stand for an absolute folder and only begin a path:
///   `"${DERIVED_FILE_DIR}/Themed"`; the path then stays inside that folder.
/// - Name variables stand for a relative name and may appear anywhere in a path:
///   `"Generated/${CONFIGURATION}"`; their value may not be absolute or hold `..`.
///
/// An unset or empty variable, or any other `${…}`, is an error that names the variable and
/// never prints a value.
package enum BuildSettingVariables {
    package static let folders = [
        "SRCROOT", "PROJECT_DIR", "DERIVED_FILE_DIR", "DERIVED_FILES_DIR", "BUILT_PRODUCTS_DIR",
        "TARGET_BUILD_DIR", "CONFIGURATION_BUILD_DIR", "TARGET_TEMP_DIR",
    ]
    package static let names = [
        "CONFIGURATION", "PLATFORM_NAME", "EFFECTIVE_PLATFORM_NAME", "TARGET_NAME", "PRODUCT_NAME",
        "UNLOCALIZED_RESOURCES_FOLDER_PATH",
    ]

    /// A setting's text with its variables replaced, and the folder a leading folder variable
    /// names (the path's root), if it begins with one.
    package struct Expansion: Sendable, Equatable {
        package var text: String
        package var root: String?
    }

    package static func expand(_ text: String, environment: [String: String]) -> Result<Expansion, ValueError> {
        var result = ""
        var root: String?
        var rest = Substring(text)
        var isStart = true
        while let start = rest.range(of: "${") {
            result += rest[..<start.lowerBound]
            if start.lowerBound != rest.startIndex { isStart = false }
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
                return .failure(ValueError("unterminated '${' in '\(ThemeText.shown(text))'"))
            }
            let name = String(rest[start.upperBound..<end])
            let shownName = ThemeText.shown(name)
            let isFolder = folders.contains(name)
            guard isFolder || names.contains(name) else {
                return .failure(
                    ValueError(
                        "'${\(shownName)}' is not a variable themify.json expands; it expands only the build settings \(folders.joined(separator: ", ")) (at the start of a path) and \(names.joined(separator: ", "))"
                    ))
            }
            guard let value = environment[name] else {
                return .failure(ValueError("environment variable '\(name)' is not set (used in '\(ThemeText.shown(text))')"))
            }
            // Said without the value: only that it is unusable.
            guard !value.isEmpty else {
                return .failure(
                    ValueError(
                        "environment variable '\(name)' is empty (used in '\(ThemeText.shown(text))'); an empty folder would name another place"
                    ))
            }
            guard ThemeText.problem(with: value) == nil else {
                return .failure(ValueError("environment variable '\(name)' holds control characters (used in '\(ThemeText.shown(text))')"))
            }
            if isFolder {
                guard isStart, result.isEmpty else {
                    return .failure(
                        ValueError("'${\(name)}' names a folder and can only begin a path (used in '\(ThemeText.shown(text))')"))
                }
                guard value.hasPrefix("/") else {
                    return .failure(
                        ValueError("environment variable '\(name)' is not an absolute folder (used in '\(ThemeText.shown(text))')"))
                }
                root = value
            } else {
                let parts = value.split(separator: "/", omittingEmptySubsequences: false)
                guard !value.hasPrefix("/"), !parts.contains(".."), !parts.contains(".") else {
                    return .failure(
                        ValueError(
                            "environment variable '\(name)' is not a relative name without '.' or '..' (used in '\(ThemeText.shown(text))')"
                        ))
                }
            }
            result += value
            rest = rest[rest.index(after: end)...]
            isStart = false
        }
        return .success(Expansion(text: result + rest, root: root))
    }
}
