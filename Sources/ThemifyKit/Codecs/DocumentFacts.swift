import ThemifyModel
import ThemifyXML

/// What writing a value needs to know of the whole document it goes into, found once per
/// layout rather than once per value.
///
/// Every write asked for the document's era and platform by walking up to the root and reading
/// its attributes, and every attributed font for the order its document writes meta-fonts in
/// by walking the whole document; over a themed build that was a tenth of the work. The answers
/// hold for the document as read and for every theme's edits of it: edits follow the era, the
/// platform and the meta-font order they found (`FontMarkup.metaFontSizeComesFirst(in:)`).
final class DocumentFacts {
    /// How the Xcode that saved the document writes values.
    let era: XcodeEra
    /// Whether it is a macOS document: its elements take AppKit's rows, never UIKit's.
    let isAppKit: Bool
    private let root: MarkupElement
    private var metaFontOrder: Bool?
    private var fontFamilies: [String: String]?
    /// PostScript name → family, from the app's font files (`FontFileNames.Face.family`).
    private let bundledFontFamilies: [String: String]

    init(root: MarkupElement, bundledFontFamilies: [String: String] = [:]) {
        self.root = root
        self.bundledFontFamilies = bundledFontFamilies
        era = XcodeEra.of(toolsVersion: root.attribute("toolsVersion"), systemVersion: root.attribute("systemVersion"))
        isAppKit = Self.isAppKit(root: root)
    }

    /// Whether the document `root` begins is a macOS one (its elements take AppKit's rows).
    static func isAppKit(root: MarkupElement) -> Bool {
        AppKitClasses.isAppKitDocument(targetRuntime: root.attribute("targetRuntime"), type: root.attribute("type"))
    }

    /// The facts of the document `element` belongs to.
    convenience init(documentOf element: MarkupElement) {
        let root = element.documentRoot
        self.init(root: root)
    }

    /// Whether the document's meta-fonts put `size` before `metaFont`, looked up the first time
    /// an attributed font is written.
    var metaFontSizeComesFirst: Bool {
        if let metaFontOrder { return metaFontOrder }
        let found = FontMarkup.metaFontSizeComesFirst(in: root)
        metaFontOrder = found
        return found
    }

    /// The family the app's font file gives a bundled font, if a file under `--assets` holds it.
    func bundledFamily(ofFontNamed name: String) -> String? {
        bundledFontFamilies[name]
    }

    /// The family the document's `<fontDescription>`s record for each named font (the first
    /// one naming it), read the first time a named font is written.
    func recordedFamily(ofFontNamed name: String) -> String? {
        recordedFamilies[name]
    }

    /// The family the document records for another face of the font's family: one whose
    /// PostScript name has the same part before its style (`SofiaPro-Regular`, recorded in
    /// "SofiaPro", for `SofiaPro-Bold`), the first such name in order, so the answer never
    /// depends on the order a dictionary keeps.
    func recordedFamily(ofAnotherFaceOf name: String) -> String? {
        let family = Self.familyPart(of: name)
        let families = recordedFamilies
        return families.keys.sorted().first { $0 != name && Self.familyPart(of: $0) == family }.flatMap { families[$0] }
    }

    private var recordedFamilies: [String: String] {
        if let fontFamilies { return fontFamilies }
        let found = FontMarkup.recordedFamilies(in: root)
        fontFamilies = found
        return found
    }

    /// A PostScript name's part before its style: before its last hyphen, or all of it.
    private static func familyPart(of name: String) -> Substring {
        name.lastIndex(of: "-").map { name[..<$0] } ?? name[...]
    }
}
