// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "themify",
    products: [
        .executable(name: "themify", targets: ["themify"]),
        .library(name: "ThemeModel", targets: ["ThemeModel"]),
        .library(name: "ThemifyKit", targets: ["ThemifyKit"]),
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
        // libzip writes a skin's zip (`pack --zip`); only ThemifyKit's SkinArchive sees it.
        .systemLibrary(name: "CLibZip", pkgConfig: "libzip", providers: [.apt(["libzip-dev"]), .brew(["libzip"])]),
        // Signing and hashing for published skins: one small API, CryptoKit on Apple platforms,
        // libcrypto elsewhere (like swift-crypto), so the app and the build tool share it.
        .target(name: "SkinCrypto", dependencies: [.target(name: "CLibCrypto", condition: .when(platforms: [.linux]))]),
        // Theme files, typed values, resolution and the property catalog: Foundation only, so an
        // app (ThemeKit) links it without libxml2 or the command line.
        .target(name: "ThemeModel"),
        // The app side. Skins/: the holiday-skin client (fetch, verify, stage, switch), Foundation
        // and SkinCrypto only, so it runs and is tested on Linux.
        .target(name: "ThemeKit", dependencies: ["ThemeModel", "SkinCrypto"]),
        // The build engine: XML codecs per storage form, the themer, lint, authoring, integration.
        .target(name: "ThemifyKit", dependencies: ["ThemeModel", "ThemifyXML", "SkinCrypto", "CLibZip"]),
        .target(name: "ThemifyCLI", dependencies: ["ThemifyKit", "SkinCrypto"]),
        .executableTarget(name: "themify", dependencies: ["ThemifyCLI"]),
        // Build-tool plugin: themes a target's layouts with its Themes folder on every build.
        .plugin(name: "ThemifyPlugin", capability: .buildTool(), dependencies: ["themify"]),
        // Layout builders and round-trip helpers both test targets use.
        .target(name: "ThemifyTestSupport", dependencies: ["ThemifyXML"], path: "Tests/ThemifyTestSupport"),
        .testTarget(name: "ThemifyXMLTests", dependencies: ["ThemifyXML"]),
        .testTarget(name: "ThemeModelTests", dependencies: ["ThemeModel"]),
        .testTarget(name: "SkinCryptoTests", dependencies: ["SkinCrypto"]),
        // The skin client against real servers on 127.0.0.1 (nginx, a fault-injecting Python
        // server) and a probe process killed between install steps; runs the built themify.
        .executableTarget(name: "SkinClientProbe", dependencies: ["ThemeKit", "SkinCrypto", "ThemeModel"], path: "Tests/SkinClientProbe"),
        .testTarget(name: "ThemeKitSkinTests", dependencies: ["ThemeKit", "SkinCrypto", "ThemeModel", "SkinClientProbe", "themify"], exclude: ["Servers"]),
        // Fixtures and golden variants are read as files, not bundled as resources.
        .testTarget(name: "ThemifyKitTests", dependencies: ["ThemifyKit", "ThemifyTestSupport"], exclude: ["Golden", "Fixtures", "FuzzRegressions"]),
        .testTarget(name: "ThemifyCLITests", dependencies: ["ThemifyCLI", "ThemifyTestSupport", "SkinCrypto"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
