import ThemifyKit

extension PreviewView {
    /// The pictures at a slider's ends (`minimumValueImage`, `maximumValueImage`), and where
    /// they go: UIKit puts each at its end of the slider and shortens the track between them.
    package struct SliderEnds: Sendable, Hashable {
        package var minimum: PreviewImage?
        package var maximum: PreviewImage?

        package init(minimum: PreviewImage? = nil, maximum: PreviewImage? = nil) {
            self.minimum = minimum
            self.maximum = maximum
        }

        /// The picture does not lay images out at their own size (it has their bytes, not
        /// UIKit's layout), so an end image takes a square of the slider's height, at most 23
        /// points (a standard slider is 31 high), and the track starts 8 points from it.
        private static let largestSide = 23.0
        private static let spacing = 8.0

        /// The track's frame, and the frames of the end images there are, in `frame`.
        func layout(in frame: PreviewRect) -> (track: PreviewRect, minimum: PreviewRect?, maximum: PreviewRect?) {
            let side = min(frame.height, Self.largestSide)
            let top = frame.y + (frame.height - side) / 2
            var track = frame
            var minimumFrame: PreviewRect?
            var maximumFrame: PreviewRect?
            if minimum != nil, frame.width > 2 * side {
                minimumFrame = PreviewRect(x: frame.x, y: top, width: side, height: side)
                track.x += side + Self.spacing
                track.width -= side + Self.spacing
            }
            if maximum != nil, track.width > 2 * side {
                maximumFrame = PreviewRect(x: frame.maxX - side, y: top, width: side, height: side)
                track.width -= side + Self.spacing
            }
            track.width = max(track.width, 0)
            return (track, minimumFrame, maximumFrame)
        }
    }
}
