import ThemifyModel

/// The themes a command was given (names looked up in the themes folder, or paths), each
/// resolved with its whole chain; shared by every command so they report problems alike.
package enum ThemeSelection {
    package static func load(_ arguments: [String], in directory: String, shownAs shown: String? = nil, fromFolder: Bool = false) -> (
        themes: [ResolvedTheme], problems: [Diagnostic]
    ) {
        let loaded = loadEach(arguments, in: directory, shownAs: shown, fromFolder: fromFolder)
        return (loaded.themes, loaded.problems)
    }

    /// What `loadEach` found: the sound themes; every problem; the names of the themes that
    /// cannot be used (a path's file stem); and those of them whose sound part could be read,
    /// which a run themes too — writing nothing from them — so that an error in a layout's use
    /// of them is reported in the same run as the errors in their files.
    package struct Loaded {
        package var themes: [ResolvedTheme] = []
        package var problems: [Diagnostic] = []
        package var failed: [String] = []
        package var checkOnly: [ResolvedTheme] = []
    }

    /// Each theme with its whole chain, every file checked fully; a command can go on with the
    /// sound ones and still account for the others. A holiday skin (`"$skin": true`) is never
    /// a build theme: skipped with a warning when `fromFolder` (every theme of the themes
    /// folder), an error when named. `shown`: the folder as messages name it (a configured one
    /// as written, never its expansion).
    package static func loadEach(_ arguments: [String], in directory: String, shownAs shown: String? = nil, fromFolder: Bool = false)
        -> Loaded
    {
        var loader = ThemeLoader()
        var loaded = Loaded()
        for argument in arguments {
            guard let path = ThemeLoader.locate(argument, in: directory) else {
                loaded.problems.append(
                    .error(
                        missingThemeMessage(argument, directory: directory, shown: shown ?? directory), at: nil,
                        rule: LintRule.themeStructure))
                loaded.failed.append(PathNames.stem(of: PathNames.lastComponent(of: argument)))
                continue
            }
            let (theme, problems) = loader.resolveCollecting(path: path)
            if let marker = theme?.chain.first?.skinMarker ?? (problems.isEmpty ? nil : Self.skinMarker(path)) {
                let name = PathNames.stem(of: PathNames.lastComponent(of: path))
                let message =
                    "'\(name)' is a holiday skin (\"$skin\": true): skins are published with 'themify pack' from a Skins folder beside the themes folder, never built into the app"
                if fromFolder {
                    loaded.problems.append(
                        .warning(message + "; it is skipped — move it to Skins/", at: marker, rule: LintRule.themeStructure))
                } else {
                    loaded.problems.append(
                        .error(message + "; name a build theme, or move it to Skins/", at: marker, rule: LintRule.themeStructure))
                    loaded.failed.append(name)
                }
                continue
            }
            guard !problems.isEmpty else {
                if let theme { loaded.themes.append(theme) }
                continue
            }
            loaded.failed.append(PathNames.stem(of: PathNames.lastComponent(of: path)))
            if let theme { loaded.checkOnly.append(theme) }
            loaded.problems += problems.map { diagnostic in
                var located = diagnostic
                located.rule = located.rule ?? LintRule.themeStructure
                return located
            }
        }
        return loaded
    }

    /// Where a theme file that could not be resolved says `$skin`, if it does: a broken skin in
    /// the themes folder is still a skin.
    private static func skinMarker(_ path: String) -> SourceLocation? {
        guard case .success(let bytes) = FileReading.read(path), let node = try? ThemeFileReader.parse(bytes, path: path),
            case .dictionary(let members) = node.content,
            let member = members.first(where: { $0.key == "$skin" }), case .bool(true) = member.value.content
        else { return nil }
        return member.keyLocation
    }

    private static func missingThemeMessage(_ argument: String, directory: String, shown: String) -> String {
        if ThemeLoader.isPath(argument) { return "theme file '\(argument)' does not exist" }
        let available = ThemeLoader.themeNames(in: directory)
        guard !available.isEmpty else { return "no theme '\(argument)': '\(shown)' holds no theme files (use --themes DIR)" }
        let hint = Suggestion.closest(to: argument, in: available).map { "; did you mean '\($0)'?" } ?? ""
        return "no theme '\(argument)' in '\(shown)' (it has: \(available.joined(separator: ", ")))\(hint)"
    }
}
