import ThemifyModel
import ThemifyXML

/// Checks a theme font's name against the fonts iOS ships and the app's own, so
/// `"Avenir Heavy 22"` is caught with *did you mean 'Avenir-Heavy'?* instead of falling back to
/// the system font at run time.
///
/// The app's fonts are its font files under `--assets` (by PostScript name), the fonts the
/// layout's `<customFonts>` block lists and the named fonts the layout already uses. Without
/// font files to read, a name themify does not know may still be a font the app bundles: only a
/// near miss of a font iOS ships, in a family the app is not seen to bundle, is reported.
struct FontNameCheck {
    let projectFonts: ProjectFonts
    /// Named fonts the layout lists or uses.
    let layoutFonts: Set<String>

    /// Whether the layout is a macOS one: the list of fonts is iOS's, so a Mac's (`SFMono-Regular`,
    /// `Menlo-Regular`) is not questioned there.
    let checksSystemFonts: Bool
    /// The app's fonts and the layout's, joined once: every font a theme writes is checked.
    private let bundled: Set<String>
    /// The families of `bundled`'s fonts.
    private let bundledFamilies: Set<String>
    /// Each name's problem, found once: a theme writes one font to many elements, and the
    /// suggestion searches every font name (0.8 s for one unknown font on 98 labels, before).
    private let found = FoundProblems()

    init(projectFonts: ProjectFonts, root: MarkupElement) {
        self.projectFonts = projectFonts
        layoutFonts = Self.namedFonts(in: root)
        checksSystemFonts = !DocumentFacts.isAppKit(root: root)
        bundled = projectFonts.postScriptNames.union(layoutFonts)
        bundledFamilies = Set(bundled.map(Self.familyPart))
    }

    /// The problem with the font's name; nil when the name is a font iOS ships (or one of its
    /// families, as older layouts name fonts), one the app bundles, or one nothing can be said
    /// about.
    func problem(with font: ThemeFont) -> ValueError? {
        guard checksSystemFonts, case .custom(let name, _) = font else { return nil }
        return found.problem(named: name) { problem(withName: name) }
    }

    private func problem(withName name: String) -> ValueError? {
        // A dot name is a private face of the system font (`.SFNS-Regular` is the Mac's):
        // iOS 13 and later give Times New Roman for one asked for by name, so the theme says
        // what it means through the system font's own spelling. `.AppleSystemUIFont`, the
        // family itself, is what layouts name.
        if name.hasPrefix("."), name != ThemeFont.systemFontPrivateFamily {
            return ValueError(
                "'\(name)' is a private face of the system font, which UIKit does not give by name; write the system font, as 'system 17' or 'system-semibold 17'"
            )
        }
        if SystemFonts.contains(name) || SystemFonts.families[name] != nil || bundled.contains(name) { return nil }
        if projectFonts.searched {
            let suggestion = Suggestion.closest(to: name, in: Array(SystemFonts.postScriptNames.union(bundled)))
            return ValueError(
                "'\(name)' is not a font iOS ships nor one of the font files under --assets; UIKit would fall back to the system font",
                suggestion: suggestion)
        }
        guard !bundledFamilies.contains(Self.familyPart(of: name)),
            let suggestion = Suggestion.closest(to: name, in: Array(SystemFonts.postScriptNames))
        else { return nil }
        return ValueError("'\(name)' is not a font iOS ships", suggestion: suggestion)
    }

    /// `ProximaNova` of `ProximaNova-Bold`: faces of one family share it.
    private static func familyPart(of name: String) -> String {
        String(name.split(separator: "-", maxSplits: 1).first ?? Substring(name))
    }

    /// The PostScript names a `<customFonts>` block lists and the named fonts the layout uses.
    static func namedFonts(in root: MarkupElement) -> Set<String> {
        var names = Set<String>()
        root.child("customFonts", key: "customFonts")?.forEachInSubtree { element in
            if element.name == "string", let text = element.text, !text.isEmpty { names.insert(text) }
        }
        root.forEachInSubtree { element in
            if FontMarkup.holdsFont(elementNamed: element.name), let name = element.attribute("name") { names.insert(name) }
        }
        return names
    }

    /// The problems found so far, by font name. The themes of one layout, themed one after
    /// another, share it, as they share the layout's `DocumentFacts`.
    private final class FoundProblems {
        private var problems: [String: ValueError?] = [:]

        func problem(named name: String, finding: () -> ValueError?) -> ValueError? {
            // A name found to have no problem is held as nil, and found too.
            if let known = problems[name] { return known }
            let problem = finding()
            problems[name] = problem
            return problem
        }
    }
}
