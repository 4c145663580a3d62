/// A view's own opacity as a layout writes it: UIView's `alpha`, NSView's `alphaValue`. Xcode
/// writes it only when it is not 1; a value outside 0…1 or not a number is clamped or ignored,
/// as the frameworks clamp it. Shared by the on-screen model and the picture, which multiply it
/// into the view's subtree.
package enum ViewOpacity {
    /// The attribute holding a UIKit view's opacity.
    package static let uiKitAttribute = "alpha"
    /// The attribute holding an AppKit view's opacity.
    package static let appKitAttribute = "alphaValue"

    /// The opacity an attribute's text gives: 1 without one.
    package static func value(_ text: String?) -> Double {
        guard let text, let value = Double(text), value.isFinite else { return 1 }
        return min(max(value, 0), 1)
    }
}
