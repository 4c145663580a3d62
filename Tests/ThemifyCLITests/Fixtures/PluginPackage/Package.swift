// swift-tools-version:6.1
// Fixture for PluginTests: a target whose layouts ThemifyPlugin themes on every build, and
// whose typed theme keys it generates.
// The test copies this package to a temporary folder and replaces the two placeholders with the
// themify package's absolute path and its package identity (the folder's name, lowercased).
import PackageDescription

let package = Package(
    name: "SampleApp",
    products: [
        .library(name: "SampleApp", targets: ["SampleApp"])
    ],
    dependencies: [
        .package(path: "@THEMIFY_PACKAGE_PATH@")
    ],
    targets: [
        // Links ThemifyRuntime, so the plugin also compiles in the typed keys of the themes.
        .target(
            name: "SampleApp",
            dependencies: [.product(name: "ThemifyRuntime", package: "@THEMIFY_PACKAGE_IDENTITY@")],
            exclude: ["Themes"],
            resources: [.process("Layouts")],
            plugins: [.plugin(name: "ThemifyPlugin", package: "@THEMIFY_PACKAGE_IDENTITY@")]
        )
    ]
)
