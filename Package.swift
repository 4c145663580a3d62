// swift-tools-version:6.1
import PackageDescription

// Every target's name starts with "Themify": SwiftPM puts all modules of an app's package graph in
// one namespace (and one search path), so a generic name (`ThemeKit`, `CLibXML2`, `UIKit`) can
// clash with another package's module or shadow an SDK module.
let package = Package(
    name: "themify",
    // The oldest systems the code's APIs allow, checked on every build by
    // scripts/availability-audit against Apple's availability (the toolchain's module interfaces
    // and the UIKit shim's declarations): the skin client waits with `Duration` and
    // `Task.sleep(for:)` (macOS 13, iOS 16, tvOS 16); dates use `Date.ISO8601FormatStyle` (macOS 12,
    // iOS 15); CryptoKit's Curve25519 needs macOS 10.15 / iOS 13. Anything newer (UIKit's
    // newest colors, button configurations) stays behind `if #available`.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .macCatalyst(.v16)],
    products: [
        .executable(name: "themify", targets: ["themify"]),
        // What an app adds: one product, one `import ThemifyRuntime` (it re-exports the theme model).
        .library(name: "ThemifyRuntime", targets: ["ThemifyRuntime"]),
        // The build engine, for tools that embed it (the CLI, the plugin, build systems).
        .library(name: "ThemifyKit", targets: ["ThemifyKit"]),
        .plugin(name: "ThemifyPlugin", targets: ["ThemifyPlugin"]),
    ],
    targets: [
        // The only module that sees libxml2's C API; see Sources/ThemifyCLibXML2/shim.h for the ICU guard.
        .systemLibrary(
            name: "ThemifyCLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // How byte offsets become lines and columns, for the XML layer and the theme model alike
        // (neither depends on the other); no dependencies at all, so the model stays Foundation only.
        .target(name: "ThemifySourceLines"),
        .target(name: "ThemifyXML", dependencies: ["ThemifyCLibXML2", "ThemifySourceLines"]),
        // The system's libcrypto (OpenSSL 3 on Debian) for Ed25519 and SHA-256 where CryptoKit
        // does not exist; only ThemifySkinCrypto sees it.
        .systemLibrary(
            name: "ThemifyCLibCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl"])]
        ),
        // Signing and hashing for published skins: one small API, CryptoKit on Apple platforms,
        // libcrypto elsewhere (like swift-crypto), so the app and the build tool share it.
        .target(name: "ThemifySkinCrypto", dependencies: [.target(name: "ThemifyCLibCrypto", condition: .when(platforms: [.linux]))]),
        // Theme files, typed values, resolution and the property catalog: Foundation only, so an
        // app (ThemifyRuntime) links it without libxml2 or the command line.
        .target(name: "ThemifyModel", dependencies: ["ThemifySourceLines"]),
        // The app side: the theme manager (Core/, Foundation only), the holiday-skin client
        // (Skins/: fetch, verify, stage, switch; Foundation and ThemifySkinCrypto, so it runs and is
        // tested on Linux) and the UIKit layer over them.
        .target(
            name: "ThemifyRuntime",
            dependencies: ["ThemifyModel", "ThemifySkinCrypto", .target(name: "ThemifyUIKitShim", condition: .when(platforms: [.linux]))]),
        // A UIKit-shaped module for Linux, where UIKit does not exist: Apple's signatures (with
        // their `@available`) for what ThemifyRuntime's UIKit layer and the sample app call, with
        // bodies that only record the calls. Never a dependency on Apple platforms, where the real
        // UIKit is used, and named so that it cannot be mistaken for it.
        .target(name: "ThemifyUIKitShim", path: "Tests/ThemifyUIKitShim", exclude: ["README.md"]),
        // The build engine: XML codecs per storage form, the themer, lint, authoring, integration.
        .target(name: "ThemifyKit", dependencies: ["ThemifyModel", "ThemifyXML", "ThemifySkinCrypto", "ThemifyCZlib"]),
        // zlib inflates a vector image's compressed object streams (its page box may sit in one)
        // and, in the preview tests, PNG pixels; every Apple system and Debian's zlib1g-dev have it.
        .systemLibrary(name: "ThemifyCZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // Pictures of layouts as themes make them (SVG, PNG, a contact sheet), drawn from the
        // themed document; the bundled Inter fonts stand in for the system font Linux does not have.
        .target(name: "ThemifyPreview", dependencies: ["ThemifyKit", "ThemifyModel"], resources: [.copy("Fonts")]),
        .target(name: "ThemifyCLI", dependencies: ["ThemifyKit", "ThemifySkinCrypto", "ThemifyPreview"]),
        .executableTarget(name: "themify", dependencies: ["ThemifyCLI"]),
        // Build-tool plugin: themes a target's layouts with its Themes folder on every build.
        .plugin(name: "ThemifyPlugin", capability: .buildTool(), dependencies: ["themify"]),
        // Layout builders and round-trip helpers both test targets use.
        .target(name: "ThemifyTestSupport", dependencies: ["ThemifyXML"], path: "Tests/ThemifyTestSupport"),
        .testTarget(name: "ThemifyXMLTests", dependencies: ["ThemifyXML"]),
        .testTarget(name: "ThemifyModelTests", dependencies: ["ThemifyModel", "ThemifySourceLines"]),
        // Lints its fixture with the build engine, so the app and the build tool agree on it.
        .testTarget(
            name: "ThemifyRuntimeTests", dependencies: ["ThemifyRuntime", "ThemifyKit", "ThemifyTestSupport"], exclude: ["Fixtures"]),
        // The UIKit layer's calls, asserted on Linux through the UIKit-shaped module (XCTest: the
        // Testing–UIKit cross-import overlay does not exist for the shim).
        .testTarget(
            name: "ThemifyRuntimeUIKitTests",
            dependencies: ["ThemifyRuntime", "ThemifyModel", .target(name: "ThemifyUIKitShim", condition: .when(platforms: [.linux]))],
            exclude: ["Fixtures"]),
        .testTarget(name: "ThemifySkinCryptoTests", dependencies: ["ThemifySkinCrypto"]),
        // The skin client against real servers on 127.0.0.1 (nginx, a fault-injecting Python
        // server) and a probe process killed between install steps; runs the built themify.
        .executableTarget(
            name: "ThemifySkinClientProbe", dependencies: ["ThemifyRuntime", "ThemifySkinCrypto", "ThemifyModel"],
            path: "Tests/ThemifySkinClientProbe"),
        .testTarget(
            name: "ThemifyRuntimeSkinTests",
            dependencies: [
                "ThemifyRuntime", "ThemifySkinCrypto", "ThemifyModel", "ThemifySkinClientProbe", "themify", "ThemifyTestSupport",
            ],
            exclude: ["Servers"]
        ),
        // Fixtures and golden variants are read as files, not bundled as resources.
        .testTarget(
            name: "ThemifyKitTests", dependencies: ["ThemifyKit", "ThemifyTestSupport"], exclude: ["Golden", "Fixtures", "FuzzRegressions"]),
        // zlib for the tests' PNG decoder (screenshots and rasterized pictures are compared as pixels).
        .testTarget(name: "ThemifyPreviewTests", dependencies: ["ThemifyPreview", "ThemifyKit", "ThemifyCZlib"], exclude: ["Golden"]),
        .testTarget(
            name: "ThemifyCLITests", dependencies: ["ThemifyCLI", "ThemifyTestSupport", "ThemifySkinCrypto"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)

#if os(Linux)
// The sample app (Examples/SampleApp, a package of its own so that an app never resolves it)
// builds on Linux against the UIKit-shaped module; on Apple platforms the product does not exist.
package.products.append(.library(name: "ThemifyUIKitShim", targets: ["ThemifyUIKitShim"]))
#endif
