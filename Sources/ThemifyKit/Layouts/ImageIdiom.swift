import ThemifyXML

/// The device family a layout is drawn for, as asset catalogs key renditions and colors
/// (`"idiom" : "iphone"`) and loose files their device modifiers (`header~ipad.png`): an image's
/// size and a color set's color are read from the entry meant for that device before a universal
/// one, as the catalog's own lookup takes an exact idiom over `universal` (`AssetSlotFit`).
enum ImageIdiom: String, Sendable, CaseIterable {
    case iphone, ipad, mac, tv, watch

    /// The idiom of a document: its `targetRuntime`, and for iOS its canvas device
    /// (`<device id="ipad9_7">`, `iOS.CocoaTouch.iPad`).
    init(document root: MarkupElement) {
        let runtime = root.attribute("targetRuntime") ?? ""
        if runtime.hasPrefix("MacOSX") {
            self = .mac
        } else if runtime == "AppleTV" {
            self = .tv
        } else if runtime.hasPrefix("watchKit") {
            self = .watch
        } else if runtime.hasSuffix(".iPad") || root.child("device")?.attribute("id")?.hasPrefix("ipad") == true {
            self = .ipad
        } else {
            self = .iphone
        }
    }
}
