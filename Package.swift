// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "themify",
    // ThemeKit runs on iOS 13 / tvOS 13 and later; what arrived with iOS 15 (button
    // configurations, the mint and cyan system colors) is used behind availability checks.
    platforms: [.iOS(.v13), .tvOS(.v13)],
    products: [
        .executable(name: "themify", targets: ["themify"]),
        .library(name: "ThemeModel", targets: ["ThemeModel"]),
        .library(name: "ThemifyKit", targets: ["ThemifyKit"]),
        .library(name: "ThemeKit", targets: ["ThemeKit"]),
        .library(name: "SkinCrypto", targets: ["SkinCrypto"]),
        .plugin(name: "ThemifyPlugin", targets: ["ThemifyPlugin"]),
    ],
    targets: [
        // The only module that sees libxml2's C API; see Sources/CLibXML2/shim.h for the ICU guard.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(name: "ThemifyXML", dependencies: ["CLibXML2"]),
        // The system's libcrypto (OpenSSL 3 on Debian) for Ed25519 and SHA-256 where CryptoKit
        // does not exist; only SkinCrypto sees it.
        .systemLibrary(
            name: "CLibCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl"])]
        ),
        // Signing and hashing for published skins: one small API, CryptoKit on Apple platforms,
        // libcrypto elsewhere (like swift-crypto), so the app and the build tool share it.
        .target(name: "SkinCrypto", dependencies: [.target(name: "CLibCrypto", condition: .when(platforms: [.linux]))]),
        // Theme files, typed values, resolution and the property catalog: Foundation only, so an
        // app (ThemeKit) links it without libxml2 or the command line.
        .target(name: "ThemeModel"),
        // The app side: the theme manager (Core/, Foundation only), the holiday-skin client
        // (Skins/: fetch, verify, stage, switch; Foundation and SkinCrypto, so it runs and is
        // tested on Linux) and the UIKit layer over them.
        .target(name: "ThemeKit", dependencies: ["ThemeModel", "SkinCrypto", .target(name: "UIKit", condition: .when(platforms: [.linux]))]),
        // A UIKit-shaped module for Linux, where UIKit does not exist: Apple's signatures for
        // what ThemeKit's UIKit layer calls, with bodies that only record the calls.
        // On Apple platforms ThemeKit links the real UIKit instead.
        .target(name: "UIKit", path: "Tests/UIKitShim", exclude: ["README.md"]),
        // The sample app's Swift sources, built on Linux against the UIKit-shaped module so they
        // are checked to compile with ThemeKit's API (an Xcode app target builds them for iOS).
        .target(name: "SampleApp", dependencies: ["ThemeKit", .target(name: "UIKit", condition: .when(platforms: [.linux]))], path: "SampleLayouts/SampleApp", exclude: ["README.md"]),
        // The build engine: XML codecs per storage form, the themer, lint, authoring, integration.
        .target(name: "ThemifyKit", dependencies: ["ThemeModel", "ThemifyXML", "SkinCrypto"]),
        // Pictures of layouts as themes make them (SVG, PNG, a contact sheet), drawn from the
        // themed document; the bundled DejaVu fonts stand in for fonts Linux does not have.
        .target(name: "ThemifyPreview", dependencies: ["ThemifyKit", "ThemeModel"], resources: [.copy("Fonts")]),
        .target(name: "ThemifyCLI", dependencies: ["ThemifyKit", "SkinCrypto", "ThemifyPreview"]),
        .executableTarget(name: "themify", dependencies: ["ThemifyCLI"]),
        // Build-tool plugin: themes a target's layouts with its Themes folder on every build.
        .plugin(name: "ThemifyPlugin", capability: .buildTool(), dependencies: ["themify"]),
        // Layout builders and round-trip helpers both test targets use.
        .target(name: "ThemifyTestSupport", dependencies: ["ThemifyXML"], path: "Tests/ThemifyTestSupport"),
        .testTarget(name: "ThemifyXMLTests", dependencies: ["ThemifyXML"]),
        .testTarget(name: "ThemeModelTests", dependencies: ["ThemeModel"]),
        // Lints its fixture with the build engine, so the app and the build tool agree on it.
        .testTarget(name: "ThemeKitTests", dependencies: ["ThemeKit", "ThemifyKit", "ThemifyTestSupport"], exclude: ["Fixtures"]),
        // The UIKit layer's calls, asserted on Linux through the UIKit-shaped module (XCTest: the
        // Testing–UIKit cross-import overlay does not exist for the shim).
        .testTarget(name: "ThemeKitUIKitTests", dependencies: ["ThemeKit", "ThemeModel", .target(name: "UIKit", condition: .when(platforms: [.linux]))], exclude: ["Fixtures"]),
        .testTarget(name: "SkinCryptoTests", dependencies: ["SkinCrypto"]),
        // The skin client against real servers on 127.0.0.1 (nginx, a fault-injecting Python
        // server) and a probe process killed between install steps; runs the built themify.
        .executableTarget(name: "SkinClientProbe", dependencies: ["ThemeKit", "SkinCrypto", "ThemeModel"], path: "Tests/SkinClientProbe"),
        .testTarget(name: "ThemeKitSkinTests", dependencies: ["ThemeKit", "SkinCrypto", "ThemeModel", "SkinClientProbe", "themify"], exclude: ["Servers"]),
        // Fixtures and golden variants are read as files, not bundled as resources.
        .testTarget(name: "ThemifyKitTests", dependencies: ["ThemifyKit", "ThemifyTestSupport"], exclude: ["Golden", "Fixtures", "FuzzRegressions"]),
        // zlib for the tests' PNG decoder (screenshots and rasterized pictures are compared as pixels).
        .systemLibrary(name: "CZlib", path: "Tests/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .testTarget(name: "ThemifyPreviewTests", dependencies: ["ThemifyPreview", "ThemifyKit", "CZlib"], exclude: ["Golden"]),
        .testTarget(name: "ThemifyCLITests", dependencies: ["ThemifyCLI", "ThemifyTestSupport", "SkinCrypto"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
