import ThemifyModel
import ThemifyXML

/// What writing values did, for the caller to keep `<resources>`, `<customFonts>` and the
/// dependencies in step, and to report.
struct WriteEffects {
    /// The element the theme reached: its frame sizes new image entries.
    let themed: MarkupElement
    /// A layout color closer than this (CIEDE2000) to the theme's counts as already right.
    let tolerance: Double
    /// The document's era, platform and habits, shared by every write into it.
    let document: DocumentFacts
    /// How the Xcode that saved the document writes values.
    var era: XcodeEra { document.era }

    var changedValues = 0
    /// Resource names (images, system and asset colors) the replaced values used.
    var released: [String] = []
    /// Images now named: name, the image it replaced, and the element whose frame sizes it.
    var images: [(image: ImageName, previous: String?, holder: MarkupElement)] = []
    /// System and asset colors now used.
    var colors: [ThemeColor] = []
    /// Fonts (PostScript names) `<fontDescription>`s now name.
    var fontsUsed: [String] = []
    /// Whether a font changed (a `<fontDescription>` or an attributed-text font): the
    /// `<customFonts>` block follows.
    var fontChanged = false
    /// Problems that stop a value from being written.
    var problems: [ValueError] = []
    /// Values left unwritten where the layout gives them nothing to go on (a font without a
    /// size on a view without a font), reported as warnings.
    var warnings: [ValueError] = []
    /// Whether an `<imageReference>` went (its image reset): the document's "Image references"
    /// capability follows.
    var droppedImageReference = false
    /// More values than places to put them (images for segments that do not exist).
    var surplus = 0

    init(themed: MarkupElement, tolerance: Double, document: DocumentFacts? = nil) {
        self.themed = themed
        self.tolerance = tolerance
        self.document = document ?? DocumentFacts(documentOf: themed)
    }
}
