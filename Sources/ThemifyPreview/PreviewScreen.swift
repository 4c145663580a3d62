import ThemifyKit
import ThemifyModel

/// One picture: a storyboard scene or a xib's top-level view, as one theme makes it.
package struct PreviewScreen: Sendable {
    /// The layout file.
    package var layoutPath: String
    /// The scene's or view's name (its controller class, title or label) and id, unique in the layout.
    package var name: String
    package var objectID: String
    package var theme: String
    package var appearance: PreviewAppearance = .light
    /// The picture's size: the union of the top-level views' frames.
    package var size: PreviewRect
    package var views: [PreviewView]
    /// What shows behind the views: AppKit's window background for a macOS screen; nil for
    /// UIKit's window in the screen's appearance.
    package var canvas: SRGBColor? = nil
    /// Fonts the layout asks for that are drawn in the bundled font instead.
    package var substitutedFonts: [String] {
        var names: [String] = []
        for view in views.flatMap(\.allViews) {
            for font in view.fonts where !names.contains(font.name) { names.append(font.name) }
        }
        return names
    }

    /// Every contrast finding in the picture.
    package var findings: [String] { views.flatMap(\.allViews).flatMap(\.findings) }
}

extension PreviewView {
    /// The fonts its text is set in.
    var fonts: [PreviewFont] {
        switch content {
        case .text(let text): return [text.font]
        case .button(let states): return states.compactMap { $0.title?.font }
        case .segments(_, _, let font, _, _): return [font]
        case .bar(let items): return items.map(\.font)
        case .navigationBar(let title, let leading, let trailing, _): return ([title] + [leading, trailing].compactMap { $0 }).map(\.font)
        case .plain, .image, .toggle, .slider: return []
        }
    }
}
