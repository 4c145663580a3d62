import Foundation

/// https://developer.apple.com/documentation/objectivec/nsobject/1418925-setvalue —
/// setValue(_:forKeyPath:), which Foundation declares on NSObject (NSKeyValueCoding) on Apple
/// platforms and swift-corelibs-foundation does not have. Records the call; sets nothing.
extension NSObject {
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        UIKitCallLog.shared.record("\(String(describing: type(of: self))).setValue(\(ShimText.value(value)), forKeyPath: \"\(keyPath)\")")
    }
}

/// https://developer.apple.com/documentation/foundation/nsvalue/1624531-init (init(cgPoint:)),
/// …/1624511-init (init(cgSize:)), …/1624493-init (init(cgRect:)): UIKit's additions to NSValue.
extension NSValue {
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }
}
