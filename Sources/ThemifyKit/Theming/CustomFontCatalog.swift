import ThemifyXML
import ThemeModel

/// Keeps the `<customFonts>` block of older layouts in step with the fonts they use: Xcode
/// listed each bundled font file with the PostScript names it holds, and Interface Builder
/// looks fonts up there. Layouts without the block (Xcode 9 and later) are left without it.
struct CustomFontCatalog {
    let root: MarkupElement

    private var block: MarkupElement? { root.child("customFonts", key: "customFonts") }

    /// Lists a font now used, under a file named after it with the extension the other entries
    /// use (the real file name is not in the layout; Interface Builder corrects it on save).
    func add(_ postScriptName: String) {
        guard let block, !lists(postScriptName, in: block),
              !Self.builtInFamilies.contains(ThemeFont.family(ofPostScriptName: postScriptName)) else { return }
        let entries = block.children(named: "array")
        let fileExtension = entries.compactMap { $0.attribute("key").map { PathNames.pathExtension(of: $0) } }.first { !$0.isEmpty } ?? "ttf"
        let key = "\(postScriptName).\(fileExtension)"
        let entry = MarkupElement("array", [MarkupAttribute("key", key)], children: [MarkupElement("string", text: postScriptName)])
        let index = block.children.firstIndex { !Array(($0.attribute("key") ?? "").utf8).lexicographicallyPrecedes(Array(key.utf8)) } ?? block.children.count
        block.insert(entry, at: index)
    }

    /// Drops the entries of `names` no font element uses any more, then empty files and an
    /// empty block.
    func removeUnused(among names: Set<String>) {
        guard let block, !names.isEmpty else { return }
        var used = Set<String>()
        root.forEachInSubtree { element in
            if element.name == "fontDescription" || element.name == "font", let name = element.attribute("name") { used.insert(name) }
        }
        for file in block.children(named: "array") {
            for font in file.children(named: "string") where names.contains(font.text ?? "") && !used.contains(font.text ?? "") {
                font.remove()
            }
            if file.children.isEmpty { file.remove() }
        }
        if block.children.isEmpty { block.remove() }
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

    private func lists(_ name: String, in block: MarkupElement) -> Bool {
        block.children(named: "array").contains { file in file.children(named: "string").contains { $0.text == name } }
    }
}
