/// https://developer.apple.com/documentation/uikit/uitraitcollection — only as the type of
/// `UIColor(named:in:compatibleWith:)`'s and `UIImage(named:in:compatibleWith:)`'s last argument.
open class UITraitCollection: NSObject, @unchecked Sendable {}
