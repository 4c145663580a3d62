/// A rectangle in screen points, in the coordinates of the picture (the scene's top-left is 0, 0).
package struct PreviewRect: Sendable, Hashable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin: where top-level views' frames are measured from.
    package static let zero = PreviewRect(x: 0, y: 0, width: 0, height: 0)

    package var maxX: Double { x + width }
    package var maxY: Double { y + height }

    /// This rectangle moved by a parent's origin: layouts store each frame in its superview's
    /// coordinates.
    package func offset(by origin: PreviewRect) -> PreviewRect {
        PreviewRect(x: x + origin.x, y: y + origin.y, width: width, height: height)
    }

    /// The part of this rectangle inside `other`, nil when they do not overlap.
    package func intersection(_ other: PreviewRect) -> PreviewRect? {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return PreviewRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The smallest rectangle holding both.
    package func union(_ other: PreviewRect) -> PreviewRect {
        let left = min(x, other.x)
        let top = min(y, other.y)
        return PreviewRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// `count` equal columns side by side, for segments and button states.
    package func columns(_ count: Int) -> [PreviewRect] {
        guard count > 0 else { return [] }
        let columnWidth = width / Double(count)
        return (0..<count).map { PreviewRect(x: x + Double($0) * columnWidth, y: y, width: columnWidth, height: height) }
    }
}
