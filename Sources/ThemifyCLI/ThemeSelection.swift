import ThemifyKit
import ThemifyModel

/// The themes a command was given (names looked up in the themes folder, or paths), each
/// resolved with its whole chain; shared by every command so they report problems alike.
enum ThemeSelection {
    static func load(_ arguments: [String], in directory: String) -> (themes: [ResolvedTheme], problems: [Diagnostic]) {
        let loaded = loadEach(arguments, in: directory)
        return (loaded.themes, loaded.problems)
    }

    /// Like `load`, and also the names of the themes that could not be loaded (a path's file
    /// stem), so a command can go on with the others and still account for these.
    static func loadEach(_ arguments: [String], in directory: String) -> (themes: [ResolvedTheme], problems: [Diagnostic], failed: [String]) {
        var loader = ThemeLoader()
        var themes: [ResolvedTheme] = []
        var problems: [Diagnostic] = []
        var failed: [String] = []
        for argument in arguments {
            guard let path = ThemeLoader.locate(argument, in: directory) else {
                problems.append(.error(missingThemeMessage(argument, directory: directory), at: nil, rule: LintRule.themeStructure))
                failed.append(PathNames.stem(of: PathNames.lastComponent(of: argument)))
                continue
            }
            do {
                themes.append(try loader.resolve(path: path))
            } catch {
                failed.append(PathNames.stem(of: PathNames.lastComponent(of: path)))
                problems += error.diagnostics.map { diagnostic in
                    var located = diagnostic
                    located.rule = located.rule ?? LintRule.themeStructure
                    return located
                }
            }
        }
        return (themes, problems, failed)
    }

    private static func missingThemeMessage(_ argument: String, directory: String) -> String {
        if ThemeLoader.isPath(argument) { return "theme file '\(argument)' does not exist" }
        let available = ThemeLoader.themeNames(in: directory)
        guard !available.isEmpty else { return "no theme '\(argument)': '\(directory)' holds no theme files (use --themes DIR)" }
        let hint = Suggestion.closest(to: argument, in: available).map { "; did you mean '\($0)'?" } ?? ""
        return "no theme '\(argument)' in '\(directory)' (it has: \(available.joined(separator: ", ")))\(hint)"
    }

    /// The layouts under the inputs, read and parsed, with any problems printed.
    static func parseLayouts(_ options: ApplyOptions, printer: inout DiagnosticPrinter) -> [Layout] {
        let (files, problems) = readLayouts(options, themes: [])
        printer.print(problems)
        var layouts: [Layout] = []
        for file in files {
            do {
                layouts.append(try Layout(path: file.path, bytes: file.bytes))
            } catch {
                printer.print(error.diagnostics)
            }
        }
        return layouts
    }

    /// The layouts under the inputs, skipping variants of every theme in play, read into memory.
    static func readLayouts(_ options: ApplyOptions, themes: [ResolvedTheme]) -> (layouts: [(path: String, bytes: [UInt8])], problems: [Diagnostic]) {
        let variantThemes = Set(themes.map(\.name)).union(ThemeLoader.themeNames(in: options.themesDirectory))
        var (paths, problems) = LayoutFinder.layouts(in: options.inputs, skippingVariantsOf: variantThemes)
        var layouts: [(path: String, bytes: [UInt8])] = []
        for path in paths {
            switch FileReading.read(path) {
            case .success(let bytes): layouts.append((path, bytes))
            case .failure(let error): problems += error.diagnostics
            }
        }
        paths.removeAll()
        return (layouts, problems)
    }
}
