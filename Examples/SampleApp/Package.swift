// swift-tools-version:6.1
import PackageDescription

// The sample app's Swift sources as a package of their own, beside themify rather than inside it,
// so that an app adding themify never resolves them. It depends on themify by path, as an app
// would by URL, and adds the one product an app adds.
//
// In Xcode, build it for an iOS destination (it is an iOS app's code). On Linux, where UIKit does
// not exist, the same sources build against themify's UIKit-shaped module — which is how CI
// checks that they compile with ThemifyRuntime's API.
let package = Package(
    name: "ThemifySampleApp",
    platforms: [.iOS(.v16), .macCatalyst(.v16)],
    products: [.library(name: "ThemifySampleApp", targets: ["ThemifySampleApp"])],
    dependencies: [.package(name: "themify", path: "../..")],
    targets: [
        .target(name: "ThemifySampleApp", dependencies: sampleAppDependencies)
    ],
    swiftLanguageModes: [.v6]
)

var sampleAppDependencies: [Target.Dependency] {
    var dependencies: [Target.Dependency] = [.product(name: "ThemifyRuntime", package: "themify")]
    #if os(Linux)
    dependencies.append(.product(name: "ThemifyUIKitShim", package: "themify"))
    #endif
    return dependencies
}
