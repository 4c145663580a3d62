/// CoreGraphics' color, as far as a layer's color properties hold one.
/// https://developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor: @unchecked Sendable, CustomStringConvertible {
    /// The UIColor it came from, for the log.
    let source: String

    init(source: String) {
        self.source = source
    }

    public var description: String { "\(source).cgColor" }
}
