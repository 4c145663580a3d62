import Foundation
import Testing
import ThemifyKit
import ThemifyModel

@testable import ThemifyPreview

/// Paths and helpers the preview tests share.
enum PreviewFixtures {
    /// The package root: three levels up from this file (Tests/ThemifyPreviewTests/<file>).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let sampleLayouts = packageRoot.appendingPathComponent("SampleLayouts")
    static let sampleThemes = sampleLayouts.appendingPathComponent("Themes")
    static let corpusLayouts = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/layouts")
    static let sampleThemeNames = ["default", "metal", "pink"]

    static var recordsGolden: Bool { ProcessInfo.processInfo.environment["THEMIFY_RECORD_GOLDEN"] == "1" }

    static func theme(_ name: String) throws -> ResolvedTheme {
        var loader = ThemeLoader()
        return try loader.resolve(path: try #require(ThemeLoader.file(ofTheme: name, in: sampleThemes.path)))
    }

    static func layout(_ url: URL) throws -> (path: String, bytes: [UInt8]) {
        (url.path, [UInt8](try Data(contentsOf: url)))
    }

    static var sampleLayoutFiles: [URL] {
        ["Main.storyboard", "Profile.xib"].map { sampleLayouts.appendingPathComponent($0) }
    }

    /// A theme file written to a fresh folder, resolved.
    static func theme(json: String, named name: String = "test") throws -> ResolvedTheme {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themify-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("\(name).json")
        try Data(json.utf8).write(to: file)
        var loader = ThemeLoader()
        return try loader.resolve(path: file.path)
    }

    /// The screens of a layout given as text, themed with `theme`.
    static func screens(of layout: String, theme: ResolvedTheme, path: String = "Test.xib") throws -> [PreviewScreen] {
        let result = PreviewBuilder().render(layouts: [(path, Array(layout.utf8))], themes: [theme])
        return result.pictures.map(\.screen)
    }

    /// An iOS storyboard of one view controller whose 375×667 view holds `subviews` (their XML,
    /// indented for their place).
    static func storyboard(subviews: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
        \(subviews)
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A fresh temporary folder, removed after `body`.
    static func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themify-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }
}
