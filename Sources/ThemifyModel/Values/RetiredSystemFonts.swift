/// Fonts earlier iOS releases shipped that Apple's current list no longer names, by family, as
/// `UIFont.familyNames` listed them on iOS 3 to 7: layouts of those eras name them (Chinese and
/// Japanese apps set `STHeitiSC-Light` or `HiraKakuProN-W3` before PingFang and Hiragino Sans),
/// and Xcode records each with its own family, which its PostScript name does not spell:
/// `STHeitiSC-Medium` is in "Heiti SC", not "ST Heiti SC" (a public Xcode 5 layout),
/// `DBLCDTempBlack` in "DB LCD Temp".
///
/// Only the family is read from here. Whether a theme may name one of these is still a
/// question for `SystemFonts`, the fonts iOS ships now.
public enum RetiredSystemFonts {
    /// Family name → PostScript names of its faces.
    public static let families: [String: [String]] = [
        "AppleGothic": ["AppleGothic"],
        "Arial Unicode MS": ["ArialUnicodeMS"],
        "DB LCD Temp": ["DBLCDTempBlack"],
        "Geeza Pro": ["GeezaPro-Light"],
        "Heiti K": ["STHeitiK-Light", "STHeitiK-Medium"],
        "Heiti SC": ["STHeitiSC-Light", "STHeitiSC-Medium"],
        "Heiti TC": ["STHeitiTC-Light", "STHeitiTC-Medium"],
        "Hiragino Kaku Gothic ProN": ["HiraKakuProN-W3", "HiraKakuProN-W6"],
        "Iowan Old Style": ["IowanOldStyle-Roman", "IowanOldStyle-Italic", "IowanOldStyle-Bold", "IowanOldStyle-BoldItalic"],
        "Marion": ["Marion-Regular", "Marion-Italic", "Marion-Bold"],
        "Superclarendon": [
            "Superclarendon-Light", "Superclarendon-LightItalic", "Superclarendon-Regular", "Superclarendon-Italic",
            "Superclarendon-Bold", "Superclarendon-BoldItalic", "Superclarendon-Black", "Superclarendon-BlackItalic",
        ],
    ]

    /// PostScript name → family.
    private static let familiesByFont = FontFamilyIndex.familiesByPostScriptName(families)

    /// The family of a font an earlier iOS shipped; nil for any other name.
    public static func family(ofPostScriptName name: String) -> String? {
        familiesByFont[name]
    }
}
