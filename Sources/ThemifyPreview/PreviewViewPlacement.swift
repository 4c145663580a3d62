import ThemifyKit

extension PreviewView {
    /// The view and its subtree moved down by `dy` points (a tab bar put at the bottom).
    func moved(by dy: Double) -> PreviewView {
        var moved = self
        moved.frame = PreviewRect(x: frame.x, y: frame.y + dy, width: frame.width, height: frame.height)
        moved.subviews = subviews.map { $0.moved(by: dy) }
        return moved
    }

    /// What a navigation bar below the top of the screen draws above itself: its background up
    /// to the top, where a device shows the status bar on the bar's color.
    var statusBarBackdrop: PreviewView {
        PreviewView(
            id: id + "-status-bar", kind: "statusBar", displayName: "Status Bar",
            frame: PreviewRect(x: frame.x, y: 0, width: frame.width, height: frame.y),
            alpha: alpha, clipsToBounds: false, fill: fill, border: nil, cornerRadius: 0, content: .plain, themeKey: nil, themeValues: [],
            location: location, findings: [], subviews: [])
    }
}
