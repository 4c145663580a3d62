// The UIKit layer's one import of UIKit, re-exported so that an app writes `import ThemifyRuntime`
// and has everything README's snippets use. On Linux, where UIKit does not exist, the package's
// tests build the layer against `ThemifyUIKitShim` (Tests/ThemifyUIKitShim): Apple's signatures
// for what this layer calls, under a name of its own so that it can never stand in for the real
// UIKit in an app's build. Every other file of the layer is compiled under the same condition.
#if canImport(UIKit)
@_exported import UIKit
#elseif canImport(ThemifyUIKitShim)
@_exported import ThemifyUIKitShim
#endif
