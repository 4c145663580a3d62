import ThemifyModel

/// Where a navigation bar shows its title, for the on-screen model and the picture alike:
/// UIKit's 44-point row holds the buttons and the standard title; a bar that prefers large
/// titles (iOS 11, `largeTitles="YES"`) and is laid out tall enough for one shows its title
/// large, leading-aligned, in the rest of its height instead, as Interface Builder draws it.
package struct NavigationBarLook: Sendable {
    /// The bar's frame, in the caller's coordinates.
    package let frame: PreviewRect
    package let prefersLargeTitles: Bool

    /// The row of the buttons and the standard title.
    package static let rowHeight = 44.0
    /// The least height below the row that holds a large title: a 96-point bar has 52 there,
    /// a bar with a prompt (74 points) only the prompt's 30.
    package static let largeTitleMinimumHeight = 44.0
    /// What UIKit draws a large title in when the bar's attributes name no font.
    package static let largeTitleFont = ThemeFont.systemWeight("bold", size: .points(34))
    /// The standard title's font likewise.
    package static let titleFont = ThemeFont.systemWeight("semibold", size: .points(17))

    package init(frame: PreviewRect, prefersLargeTitles: Bool) {
        self.frame = frame
        self.prefersLargeTitles = prefersLargeTitles
    }

    /// The top row: the whole bar when it is no taller than a row.
    package var row: PreviewRect {
        PreviewRect(x: frame.x, y: frame.y, width: frame.width, height: min(frame.height, Self.rowHeight))
    }

    /// Where the large title is drawn; nil when the bar shows a standard title.
    package var largeTitleArea: PreviewRect? {
        guard prefersLargeTitles, frame.height - Self.rowHeight >= Self.largeTitleMinimumHeight else { return nil }
        return PreviewRect(
            x: frame.x + 16, y: frame.y + Self.rowHeight, width: max(frame.width - 32, 0), height: frame.height - Self.rowHeight)
    }
}
