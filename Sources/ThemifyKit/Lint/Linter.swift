import ThemifyModel
import ThemifyXML

/// `themify lint`: every check that can be made at build time rather than found at run time.
///
/// Themes every layout with every theme in memory (nothing is written) and reads the result:
/// the themer's own diagnostics (missing keys, invalid values, properties an element cannot
/// take), plus unused keys, colors landing where images are needed, missing assets, contrast
/// and keys that VoiceOver would read aloud.
public struct Linter {
    /// How views are tagged.
    public var tagging: TaggingConfiguration
    /// Asset catalogs to check image and `asset:` names against; nil skips that check.
    public var assets: AssetCatalog?
    /// The app's font files (`--assets`), which theme font names are checked against.
    public var fonts: ProjectFonts
    /// Whether text over an image view or a blurring view, whose contrast the layout cannot
    /// tell, is reported (a `low-contrast` warning that says the contrast is not known).
    public var reportsUnknownBackgrounds = false
    /// Whether text the theme leaves in the layout's own colors, on the layout's own background,
    /// is judged too (by default a finding is the theme's doing).
    public var reportsLayoutColors = false

    /// A linter; with `assets` and `fonts` it also checks that named images, colors and fonts exist.
    public init(tagging: TaggingConfiguration = TaggingConfiguration(), assets: AssetCatalog? = nil, fonts: ProjectFonts = ProjectFonts()) {
        self.tagging = tagging
        self.assets = assets
        self.fonts = fonts
    }

    /// `layouts` are paths with their bytes; each diagnostic carries its rule.
    public func lint(layouts: [(path: String, bytes: [UInt8])], themes: [ResolvedTheme]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var usedKeys = Set<String>()
        let themer = Themer(tagging: tagging, assets: assets ?? AssetCatalog(), fonts: fonts)
        for (path, bytes) in layouts {
            guard let parsed = parse(path, bytes, into: &diagnostics) else { continue }
            let (tagged, _) = ThemeKeyDiscovery(tagging: tagging).taggedElements(in: parsed)
            usedKeys.formUnion(tagged.map(\.key))
            diagnostics += keyLabelWarnings(tagged, in: parsed)
            for theme in themes {
                // A fresh parse per theme: the themed tree is what contrast is measured on.
                guard let layout = parse(path, bytes, into: &diagnostics) else { break }
                let result = themer.theme(layout, with: theme)
                // Lint's own asset check (with --assets) replaces the themer's note about asset
                // colors whose design-time value it could not find.
                diagnostics += result.diagnostics.filter { $0.rule != LintRule.missingAsset }.map { diagnostic in
                    var raised = diagnostic
                    if diagnostic.rule == LintRule.missingKey { raised.severity = .error }
                    return raised
                }
                diagnostics += valueWarnings(
                    result.applied, isAppKit: (layout.document.root.attribute("targetRuntime") ?? "").hasPrefix("MacOSX"))
                diagnostics += ContrastCheck(
                    layout: layout, theme: theme, assets: assets ?? AssetCatalog(), original: parsed,
                    reportsUnknownBackgrounds: reportsUnknownBackgrounds, reportsLayoutColors: reportsLayoutColors
                ).warnings()
            }
        }
        diagnostics += unusedKeyWarnings(themes: themes, used: usedKeys)
        // Per-appearance colors that cannot be color sets of the generated catalog.
        diagnostics += GeneratedAssetCatalog(themes: themes, at: GeneratedAssetCatalog.defaultFileName).problems
        diagnostics += (assets?.problems ?? []).map { problem in
            var tagged = problem
            tagged.rule = LintRule.missingAsset
            return tagged
        }
        return diagnostics
    }

    private func parse(_ path: String, _ bytes: [UInt8], into diagnostics: inout [Diagnostic]) -> Layout? {
        do {
            return try Layout(path: path, bytes: bytes)
        } catch {
            diagnostics += error.diagnostics
            return nil
        }
    }

    /// Colors where images are needed, and (with asset catalogs) names the catalogs lack. Images
    /// that ship with the OS are no project's assets: SF Symbols, and in a macOS layout AppKit's
    /// named images (`NSAddTemplate`), unless the app ships an image of that name itself.
    private func valueWarnings(_ applied: [AppliedValue], isAppKit: Bool) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for value in applied {
            for setting in value.settings {
                switch setting.value {
                case .image(let image):
                    // The text was meant as a color but lands where an image name goes.
                    if ThemeColor(parsing: setting.text)?.isComponentColor == true {
                        warnings.append(
                            .warning(
                                "'\(setting.text)' looks like a color but is used as the \(value.property) of <\(value.elementName)>, an image name",
                                at: setting.location, rule: LintRule.colorAsImage))
                    }
                    if let assets, !image.isSymbol, !(isAppKit && SystemImageSizes.isAppKitImageName(image.name)),
                        !assets.images.contains(image.name)
                    {
                        let hint = Suggestion.closest(to: image.name, in: Array(assets.images)).map { "; did you mean '\($0)'?" } ?? ""
                        warnings.append(
                            .warning(
                                "image '\(image.name)' is not in the asset catalogs\(hint)", at: setting.location,
                                rule: LintRule.missingAsset))
                    }
                case .color(.asset(let name)):
                    if let assets, assets.colorSets[name] == nil {
                        let hint = Suggestion.closest(to: name, in: Array(assets.colorSets.keys)).map { "; did you mean '\($0)'?" } ?? ""
                        warnings.append(
                            .warning(
                                "color '\(name)' is not in the asset catalogs\(hint)", at: setting.location, rule: LintRule.missingAsset))
                    }
                default:
                    break
                }
            }
        }
        return warnings
    }

    private func keyLabelWarnings(_ tagged: [TaggedElement], in layout: Layout) -> [Diagnostic] {
        tagged.compactMap { item in
            guard case .themeClass(let themeClass, .accessibilityLabel) = item.tagging else { return nil }
            return .warning(
                "the \(themeClass)'s accessibility label '\(item.key)' is its theme key, and VoiceOver reads it aloud; move the key to the accessibility identifier or a themeKey runtime attribute, or apply with --strip-key-labels",
                at: layout.location(of: item.element), rule: LintRule.keyInAccessibilityLabel)
        }
    }

    /// Keys a theme file sets that no layout uses, once per theme file, at the key's line.
    private func unusedKeyWarnings(themes: [ResolvedTheme], used: Set<String>) -> [Diagnostic] {
        var seenFiles = Set<String>()
        var warnings: [Diagnostic] = []
        for theme in themes {
            for file in theme.chain where seenFiles.insert(file.path).inserted {
                for entry in file.entries where !used.contains(entry.key) {
                    warnings.append(
                        .warning("theme key '\(entry.key)' is not used by any layout", at: entry.location, rule: LintRule.unusedKey))
                }
            }
        }
        return warnings
    }
}
