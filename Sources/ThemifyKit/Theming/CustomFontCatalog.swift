import ThemifyModel
import ThemifyXML

/// Keeps a layout's `<customFonts>` block as Xcode keeps it: the bundled fonts the document's
/// `<fontDescription>`s name, each under the file it comes from, keyed by that file's real name
/// (`<array key="proximanova-bold.otf"><string>ProximaNova-Bold</string></array>`), sorted by
/// file name in byte order. In every Xcode-saved file of the corpus and the oracle (77, Xcode 7
/// to 15) the block lists exactly those fonts (and, in two eras, fonts iOS ships, below):
/// - a `<fontDescription>` that now names a bundled font adds its entry, creating the block
///   after `<dependencies>` when the document has none (oracle 145);
/// - a font whose last `<fontDescription>` user goes loses its entry, and the block goes once
///   it is empty (oracle 173, 174);
/// - fonts used only in attributed text (`<font key="NSFont">`) are not listed: after an
///   attributed-text font changes, the block is again the `<fontDescription>` fonts alone
///   (oracle 150, 167, 168);
/// - Xcode 7 documents wrote `<mutableArray>`, later ones `<array>` (`XcodeEra`); the file's
///   own form wins;
/// - Xcode 7.0 and Xcode 9 listed fonts iOS ships as well, under the system's file
///   (`<array key="HelveticaNeueLights.ttc"><string>HelveticaNeue-Light</string>`: all 7 Xcode 9
///   files of the corpus that name a system font, and oracle 027–029 and 315; Xcode 7.1–8 and 10.2 and
///   later files do not): such an entry stays while a control names its font, and goes with the
///   font's last user. themify adds none, since the system's file name is not known here.
/// Oracle 164–166 keep a dropped font's entry; they are the same edits as 173 and 174 in the
/// same files, and 164 still carries Xcode 10.1's toolsVersion in a commit made with Xcode 14:
/// text edits, not Xcode's.
struct CustomFontCatalog {
    let root: MarkupElement
    let assets: AssetCatalog
    /// Font files already read (lint's and the themer's font-name check): asked first.
    var fonts = ProjectFonts()

    /// The font file holding `postScriptName`, by its own name: the file that declares it, else
    /// an unreadable font file named like it (`AssetCatalog.unreadableFontFileName(namedLike:)`).
    private func fileName(for postScriptName: String) -> String? {
        declaringFileName(for: postScriptName) ?? assets.unreadableFontFileName(namedLike: postScriptName)
    }

    private func declaringFileName(for postScriptName: String) -> String? {
        fonts.files[postScriptName] ?? assets.fontFileName(forPostScriptName: postScriptName)
    }

    private var block: MarkupElement? { root.child("customFonts", key: "customFonts") }

    /// Makes the block the bundled fonts `used` (those `<fontDescription>`s and AppKit controls'
    /// `<font>`s name: `ReferencesInUse.bundledFonts()`): entries of fonts no longer named go,
    /// named ones without an entry are added under their font file's name; a font whose file is
    /// not found under `--assets` is left out (`missingFileWarning(for:)` says so where the
    /// theme set it).
    func rebuild(keeping used: Set<String>) {
        if let block {
            let kept = used.union(systemFontsInUse(listedIn: block))
            for file in block.children where file.attribute("key") != nil {
                for font in file.children(named: "string") where !kept.contains(font.text ?? "") { font.remove() }
                if file.children(named: "string").isEmpty { file.remove() }
            }
            if block.children.isEmpty { block.remove() }
        }
        // Each entry goes to its place in byte order, whatever order the fonts come in: sorted
        // only so that the work is the same from run to run.
        for name in used.sorted() where !lists(name) {
            if let file = fileName(for: name) { add(name, file: file) }
        }
    }

    /// The fonts iOS ships that `block` lists (as Xcode 7.0 and 9 did) and a control still names.
    /// Such entries are rare, so the document is walked only when the block has one.
    private func systemFontsInUse(listedIn block: MarkupElement) -> Set<String> {
        let listed = Set(block.children.flatMap { $0.children(named: "string").compactMap(\.text) }.filter { !Self.isBundled($0) })
        guard !listed.isEmpty else { return [] }
        var named = Set<String>()
        root.forEachInSubtree { element in
            if let font = Self.controlFontName(of: element), listed.contains(font) { named.insert(font) }
        }
        return named
    }

    /// The bundled font `element` names for a control (`controlFontName(of:)`).
    static func bundledFontName(of element: MarkupElement) -> String? {
        controlFontName(of: element).flatMap { isBundled($0) ? $0 : nil }
    }

    /// The font `element` names for a control, bundled or not: a `<fontDescription>`'s, or an
    /// AppKit control's `<font>` (not attributed text's `<font key="NSFont">`, which Xcode does
    /// not list).
    static func controlFontName(of element: MarkupElement) -> String? {
        // Asked of every element a walk meets: the name's length settles nearly all of them.
        let name = element.name
        switch name.utf8.count {
        case 15: guard name == FontMarkup.descriptionElementName else { return nil }
        case 4: guard name == FontMarkup.fontElementName, element.attribute("key") != "NSFont" else { return nil }
        default: return nil
        }
        return element.attribute("name")
    }

    /// Why a bundled font the theme sets gets no entry: no font file under `--assets` holds it,
    /// and the entry's key is the file's own name, which is never guessed from the font's.
    /// Also when the entry's file was found by its name alone: the app bundles a font file that
    /// cannot be read, which the app cannot load either.
    func missingFileWarning(for postScriptName: String) -> String? {
        guard Self.isBundled(postScriptName), root.attribute("targetRuntime")?.hasPrefix("MacOSX") != true,
            declaringFileName(for: postScriptName) == nil
        else { return nil }
        if let file = assets.unreadableFontFileName(namedLike: postScriptName) {
            return
                "font '\(postScriptName)' is in no font file themify can read; its <customFonts> entry is keyed by '\(file)', the font file named like it, whose own names cannot be read (an empty or damaged file, or a Git LFS pointer): check that the app bundles the real font"
        }
        guard !lists(postScriptName) else { return nil }
        return
            "font '\(postScriptName)' is in no font file (.ttf, .otf, .ttc) under --assets: its <customFonts> entry, keyed by the file's name, is left out, and Interface Builder adds it when the layout is next saved"
    }

    private func add(_ postScriptName: String, file: String) {
        let block =
            self.block
            ?? {
                let created = MarkupElement("customFonts", [MarkupAttribute("key", "customFonts")])
                root.insert(created, at: ChildOrder.insertionIndex(for: created, in: root))
                return created
            }()
        let fileEntries = block.children.filter { $0.attribute("key") != nil }
        if let existing = fileEntries.first(where: { $0.attribute("key") == file }) {
            let index =
                existing.children.firstIndex { !Array(($0.text ?? "").utf8).lexicographicallyPrecedes(Array(postScriptName.utf8)) }
                ?? existing.children.count
            existing.insert(MarkupElement("string", text: postScriptName), at: index)
            return
        }
        let tag = fileEntries.first?.name ?? XcodeEra.of(toolsVersion: root.attribute("toolsVersion")).customFontFileElement
        let entry = MarkupElement(tag, [MarkupAttribute("key", file)], children: [MarkupElement("string", text: postScriptName)])
        let index =
            block.children.firstIndex { !Array(($0.attribute("key") ?? "").utf8).lexicographicallyPrecedes(Array(file.utf8)) }
            ?? block.children.count
        block.insert(entry, at: index)
    }

    /// Fonts from families the system ships are not bundled, so Xcode never lists them;
    /// `.AppleSystemUIFont` and other dot names are the system font's private faces.
    static func isBundled(_ postScriptName: String) -> Bool {
        !postScriptName.hasPrefix(".") && !builtInFamilies.contains(ThemeFont.family(ofPostScriptName: postScriptName))
    }

    /// Families iOS ships: fonts from these are not bundled, so Xcode never lists them.
    static let builtInFamilies: Set<String> = [
        "Academy Engraved LET", "American Typewriter", "Apple Color Emoji", "Apple SD Gothic Neo", "Arial",
        "Arial Hebrew", "Arial Rounded MT Bold", "Avenir", "Avenir Next", "Avenir Next Condensed", "Baskerville",
        "Bodoni 72", "Bradley Hand", "Chalkboard SE", "Chalkduster", "Charter", "Cochin", "Copperplate",
        "Courier", "Courier New", "Damascus", "Devanagari Sangam MN", "Didot", "Euphemia UCAS", "Futura",
        "Georgia", "Gill Sans", "Helvetica", "Helvetica Neue", "Hiragino Sans", "Hoefler Text", "Kailasa",
        "Kefa", "Khmer Sangam MN", "Kohinoor Bangla", "Kohinoor Devanagari", "Malayalam Sangam MN",
        "Marker Felt", "Menlo", "Noteworthy", "Optima", "Palatino", "Papyrus", "Party LET", "PingFang SC",
        "Rockwell", "Savoye LET", "Snell Roundhand", "Symbol", "Thonburi", "Times New Roman", "Trebuchet MS",
        "Verdana", "Zapf Dingbats", "Zapfino",
    ]

    private func lists(_ name: String) -> Bool {
        block?.children.contains { file in file.attribute("key") != nil && file.children(named: "string").contains { $0.text == name } }
            ?? false
    }
}
