import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

/// `<resources>` entries follow what the layout names, as Xcode keeps them.
@Suite struct ResourceCatalogTests {
    private func themed(_ text: String, _ json: String, assets: AssetCatalog = AssetCatalog()) throws -> (
        output: String, diagnostics: [Diagnostic]
    ) {
        let result = Themer(assets: assets).theme(Array(text.utf8), path: "Test.xib", with: try Fixtures.theme(json))
        return (String(decoding: try #require(result.output), as: UTF8.self), result.diagnostics)
    }

    /// A plain subview tagged with `key`, in the form Xcode writes it.
    private func taggedView(id: String, key: String) -> String {
        """
                        <view contentMode="scaleToFill" id="\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        \(Fixtures.runtimeTag(key, indent: "                            "))
                        </view>
        """
    }

    private func barItem(title: String, image: String, key: String = "k1") -> String {
        """
                        <navigationBar contentMode="scaleToFill" id="nav-br-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                            <items>
                                <navigationItem id="nav-it-001">
                                    <barButtonItem key="rightBarButtonItem" title="\(title)" image="\(image)" id="bar-bt-001">
        \(Fixtures.runtimeTag(key, indent: "                                        "))
                                    </barButtonItem>
                                </navigationItem>
                            </items>
                        </navigationBar>
        """
    }

    @Test func anImageNamedOnlyAsATitleLosesItsEntry() throws {
        let input = Fixtures.xib(
            barItem(title: "Bookmarks", image: "Bookmarks"),
            resources: """
                        <image name="Book-24" width="24" height="24"/>
                        <image name="Bookmarks" width="24" height="24"/>
                """)
        let (out, _) = try themed(input, #"{"k1": {"image": "Book-24"}}"#)
        #expect(out.contains(#"image="Book-24""#))
        #expect(!out.contains(#"<image name="Bookmarks""#))
        #expect(out.contains(#"title="Bookmarks""#))
    }

    @Test func aTabBarItemsSelectedImageGetsItsEntry() throws {
        let body = """
                            <tabBar contentMode="scaleToFill" id="tab-br-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                                <items>
                                    <tabBarItem title="Home" image="home" id="tab-it-001">
            \(Fixtures.runtimeTag("k1", indent: "                                    "))
                                    </tabBarItem>
                                </items>
                            </tabBar>
            """
        let (out, _) = try themed(
            Fixtures.xib(body, resources: #"        <image name="home" width="25" height="25"/>"#),
            #"{"k1": {"selectedImage": "home_filled"}}"#)
        #expect(out.contains(#"selectedImage="home_filled""#))
        #expect(out.contains(#"<image name="home" width="25" height="25"/>"#))
        #expect(out.contains(#"<image name="home_filled" "#))
    }

    /// An `@IBInspectable` image is a runtime attribute of type image: its entry stays while an
    /// untouched view still names it that way, and goes once nothing does.
    @Test func anImageARuntimeAttributeNamesKeepsItsEntry() throws {
        func layout(inspectable: String) -> String {
            Fixtures.xib(
                barItem(title: "", image: "checked") + """

                                    <view contentMode="scaleToFill" id="chk-bx-001" customClass="CheckBox">
                                        <rect key="frame" x="0.0" y="60" width="20" height="20"/>
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="image" keyPath="checkedImage" value="\(inspectable)"/>
                                        </userDefinedRuntimeAttributes>
                                    </view>
                    """,
                resources: """
                            <image name="checked" width="20" height="20"/>
                            <image name="unchecked" width="20" height="20"/>
                    """)
        }
        let (kept, _) = try themed(layout(inspectable: "checked"), #"{"k1": {"image": "unchecked"}}"#)
        #expect(kept.contains(#"<image name="checked" width="20" height="20"/>"#))
        #expect(kept.contains(#"<image name="unchecked" width="20" height="20"/>"#))
        let (dropped, _) = try themed(layout(inspectable: "unchecked"), #"{"k1": {"image": "unchecked"}}"#)
        #expect(!dropped.contains(#"<image name="checked""#))
        #expect(dropped.contains(#"<image name="unchecked" width="20" height="20"/>"#))
    }

    /// The layout's device picks the rendition: an iPad layout's entry is the iPad file's size.
    @Test func anAssetImageIsSizedForTheLayoutsDevice() throws {
        let folder = try FileBytes.temporaryFolder()
        let set = folder.appendingPathComponent("Assets.xcassets/star.imageset")
        try FileBytes.write(
            Array(
                #"{"images": [{"idiom": "universal", "scale": "2x", "filename": "star@2x.png"}, {"idiom": "ipad", "scale": "2x", "filename": "star@2x~ipad.png"}]}"#
                    .utf8), to: set.appendingPathComponent("Contents.json"))
        try FileBytes.write(FileBytes.png(width: 48, height: 36), to: set.appendingPathComponent("star@2x.png"))
        try FileBytes.write(FileBytes.png(width: 96, height: 72), to: set.appendingPathComponent("star@2x~ipad.png"))
        let assets = AssetCatalog(searching: [folder.path])
        let phone = Fixtures.xib(barItem(title: "", image: "old"), resources: #"        <image name="old" width="30" height="30"/>"#)
        let (onPhone, _) = try themed(phone, #"{"k1": {"image": "star"}}"#, assets: assets)
        #expect(onPhone.contains(#"<image name="star" width="24" height="18"/>"#))
        let pad = phone.replacingOccurrences(
            of: "    <objects>", with: #"    <device id="ipad10_9rounded" orientation="portrait" appearance="light"/>\#n    <objects>"#)
        try #require(pad != phone)
        let (onPad, _) = try themed(pad, #"{"k1": {"image": "star"}}"#, assets: assets)
        #expect(onPad.contains(#"<image name="star" width="48" height="36"/>"#))
    }

    @Test func aProjectImageThatBecomesASymbolOfTheSameNameGetsTheSymbolsEntry() throws {
        let input = Fixtures.xib(barItem(title: "", image: "gear"), resources: #"        <image name="gear" width="16" height="10"/>"#)
        let (out, _) = try themed(input, #"{"k1": {"image": "symbol:gear"}}"#)
        #expect(out.contains(#"image="gear" catalog="system""#))
        // toolsVersion 22505: the size Xcode wrote for gear in the nearest iOS documents of that
        // era (128×122 at 21507 and 22113 in public layouts; 128×119 at 17701, an older Xcode's
        // symbol set).
        #expect(out.contains(#"<image name="gear" catalog="system" width="128" height="122"/>"#))
        #expect(!out.contains(#"<image name="gear" width="16""#))
    }

    @Test func anAssetImageIsSizedFromItsFilesAndAnUnknownSymbolIsAWarnedEstimate() throws {
        let folder = try FileBytes.temporaryFolder()
        try FileBytes.write(FileBytes.png(width: 48, height: 36), to: folder.appendingPathComponent("Images/star@2x.png"))
        let assets = AssetCatalog(searching: [folder.path])
        let input = Fixtures.xib(barItem(title: "", image: "old"), resources: #"        <image name="old" width="30" height="30"/>"#)
        let (fromFile, quiet) = try themed(input, #"{"k1": {"image": "star"}}"#, assets: assets)
        #expect(fromFile.contains(#"<image name="star" width="24" height="18"/>"#))
        #expect(quiet.isEmpty, "\(quiet)")
        let (estimated, warnings) = try themed(input, #"{"k1": {"image": "symbol:no.such.symbol"}}"#, assets: assets)
        #expect(estimated.contains(#"<image name="no.such.symbol" catalog="system" width="128" height="128"/>"#))
        #expect(warnings.map(\.rule) == [LintRule.unknownSystemImage])
        #expect(warnings.first?.message.contains("SF Symbol 'no.such.symbol' is not in themify's table") == true)
    }

    @Test func aColorSetNamingASystemColorRecordsThatColorsValue() throws {
        let folder = try FileBytes.temporaryFolder()
        let contents =
            #"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBackgroundColor"}}, {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "gray-gamma-22", "components": {"white": "0.000", "alpha": "1.000"}}}]}"#
        try FileBytes.write(Array(contents.utf8), to: folder.appendingPathComponent("Assets.xcassets/screen.colorset/Contents.json"))
        let assets = AssetCatalog(searching: [folder.path])
        #expect(assets.systemColorReferences == ["screen": "systemBackgroundColor"])
        let body = taggedView(id: "sub-vw-001", key: "k1")
        let (out, diagnostics) = try themed(Fixtures.xib(body), #"{"k1": {"backgroundColor": "asset:screen"}}"#, assets: assets)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(
            out.contains(
                """
                        <namedColor name="screen">
                            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </namedColor>
                """))
    }

    /// A color set naming teal records teal as the document's Xcode had it: 90 200 250 before
    /// Xcode 13's SDK changed it.
    @Test func aColorSetNamingASystemColorRecordsItsDocumentsSDKValue() throws {
        let folder = try FileBytes.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let contents = #"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemTealColor"}}]}"#
        try FileBytes.write(Array(contents.utf8), to: folder.appendingPathComponent("Assets.xcassets/accent.colorset/Contents.json"))
        let assets = AssetCatalog(searching: [folder.path])
        let body = taggedView(id: "sub-vw-001", key: "k1")
        let xcode12 = Fixtures.xib(body).replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="17701""#)
        let (out, diagnostics) = try themed(xcode12, #"{"k1": {"backgroundColor": "asset:accent"}}"#, assets: assets)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(out.contains(#"<color red="0.35294117647058826" green="0.78431372549019607" blue="0.98039215686274506""#))
    }

    /// A gray color set (`gray-gamma-22`) is recorded in Xcode's gray space, as the system grays
    /// are: one `white`, read as the catalog reads a decimal (a 32-bit float). An sRGB set of the
    /// same gray is recorded in sRGB.
    @Test func aGrayColorSetIsRecordedInTheGraySpace() throws {
        let folder = try FileBytes.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func colorSet(_ name: String, _ color: String) throws {
            try FileBytes.write(
                Array(#"{"colors": [{"idiom": "universal", "color": \#(color)}], "info": {"author": "xcode", "version": 1}}"#.utf8),
                to: folder.appendingPathComponent("Assets.xcassets/\(name).colorset/Contents.json"))
        }
        try colorSet("shade", #"{"color-space": "gray-gamma-22", "components": {"white": "0.333", "alpha": "1.000"}}"#)
        try colorSet(
            "rgbShade", #"{"color-space": "srgb", "components": {"red": "0.500", "green": "0.500", "blue": "0.500", "alpha": "1.000"}}"#)
        let assets = AssetCatalog(searching: [folder.path])
        let body = taggedView(id: "sub-vw-001", key: "k1") + "\n" + taggedView(id: "sub-vw-002", key: "k2")
        let (out, diagnostics) = try themed(
            Fixtures.xib(body), #"{"k1": {"backgroundColor": "asset:shade"}, "k2": {"backgroundColor": "asset:rgbShade"}}"#, assets: assets)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(
            out.contains(
                """
                        <namedColor name="rgbShade">
                            <color red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </namedColor>
                        <namedColor name="shade">
                            <color white="0.33300000429153442" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </namedColor>
                """), "\(out)")
    }

    /// A color set with colors for some devices, a wide gamut or a light appearance is read as
    /// the catalog's lookup reads it for the canvas, as an image set is: the layout's own device
    /// before `universal` before another's, sRGB before Display P3, any appearance before light,
    /// whatever order `Contents.json` lists them in.
    @Test func aColorSetRecordsTheColorItsLayoutsDeviceShows() throws {
        let folder = try FileBytes.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func entry(_ red: String, _ members: String = "") -> String {
            #"{\#(members)"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "\#(red)", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}}"#
        }
        func colorSet(_ name: String, _ entries: [String]) throws {
            try FileBytes.write(
                Array(#"{"colors": [\#(entries.joined(separator: ", "))], "info": {"author": "xcode", "version": 1}}"#.utf8),
                to: folder.appendingPathComponent("Assets.xcassets/\(name).colorset/Contents.json"))
        }
        // Devices: iPad's entry first in the file, then the universal one, then iPhone's.
        try colorSet(
            "device",
            [
                entry("0x11").replacingOccurrences(of: #""universal""#, with: #""ipad""#), entry("0x22"),
                entry("0x33").replacingOccurrences(of: #""universal""#, with: #""iphone""#),
            ])
        try colorSet("gamut", [entry("0x44", #""display-gamut": "display-P3", "#), entry("0x55", #""display-gamut": "sRGB", "#)])
        try colorSet(
            "lightOnly",
            [
                entry("0x66", #""appearances": [{"appearance": "luminosity", "value": "dark"}], "#),
                entry("0x77", #""appearances": [{"appearance": "luminosity", "value": "light"}], "#),
            ])
        let assets = AssetCatalog(searching: [folder.path])
        #expect(assets.problems.isEmpty, "\(assets.problems)")
        #expect(assets.colors["device"]?.hexString == "#220000", "a layout of no particular device takes the universal color")

        let body = taggedView(id: "sub-vw-001", key: "k1")
        func recorded(_ name: String, iPad: Bool = false) throws -> String? {
            var layout = Fixtures.xib(body)
            if iPad {
                layout = layout.replacingOccurrences(of: #"targetRuntime="iOS.CocoaTouch""#, with: #"targetRuntime="iOS.CocoaTouch.iPad""#)
            }
            let (out, diagnostics) = try themed(layout, #"{"k1": {"backgroundColor": "asset:\#(name)"}}"#, assets: assets)
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            return out.firstMatch(of: #/<namedColor name="[^"]+">\s*<color red="([^"]+)"/#).map { String($0.1) }
        }
        #expect(try recorded("device") == "0.20000000000000001", "an iPhone layout shows the iPhone color (0x33)")
        #expect(try recorded("device", iPad: true) == "0.066666666666666666", "an iPad layout shows the iPad color (0x11)")
        #expect(try recorded("gamut") == "0.33333333333333331", "the sRGB color (0x55), not the Display P3 one")
        #expect(try recorded("lightOnly") == "0.46666666666666667", "the light color (0x77), not the dark one")
    }

    /// The rule for which elements name an image, checked both ways over every Xcode-saved
    /// document of the corpus: each `<image>` entry is named by some element, and each name an
    /// element gives has its entry. The runtime-attribute images of IBAnimatable's storyboards
    /// (20 references to 8 images in 4 files, toolsVersion 10117 to 13771, 18 of them the
    /// image's only reference) are among them.
    @Test func everyCorpusImageEntryIsNamedByAnElementAndEveryNamedImageHasOne() throws {
        var checked = 0
        var runtimeNamed = Set<String>()
        for file in Fixtures.corpusLayouts {
            let layout = try Layout(path: file.lastPathComponent, bytes: try Fixtures.bytes(file))
            guard layout.format == .document else { continue }
            let resources = layout.document.root.child("resources")
            let entries = Set((resources?.children ?? []).filter { $0.name == "image" }.compactMap { $0.attribute("name") })
            var named = Set<String>()
            for top in layout.document.root.children where top !== resources {
                top.forEachInSubtree { element in
                    for key in ResourceCatalog.references(of: element) where key.tag == "image" {
                        named.insert(key.name)
                        if element.name == "userDefinedRuntimeAttribute" { runtimeNamed.insert("\(file.lastPathComponent) \(key.name)") }
                    }
                }
            }
            #expect(entries == named, "\(file.lastPathComponent)")
            checked += entries.count
        }
        #expect(checked == 259)
        #expect(runtimeNamed.count == 20)
    }
}

/// Sizes of images that ship with the OS, as Xcode writes them per platform and era.
@Suite struct SystemImageSizesTests {
    private let table: [SystemImageSizes.Observation] = [
        .init(runtime: "iOS.CocoaTouch", kind: .symbol, name: "gear", toolsVersion: 14868, width: "64", height: "60"),
        .init(runtime: "iOS.CocoaTouch", kind: .symbol, name: "gear", toolsVersion: 15504, width: "64", height: "58"),
        .init(runtime: "iOS.CocoaTouch", kind: .symbol, name: "gear", toolsVersion: 17701, width: "128", height: "119"),
        .init(runtime: "iOS.CocoaTouch", kind: .symbol, name: "safari", toolsVersion: 15504, width: "64", height: "60"),
        .init(runtime: "MacOSX.Cocoa", kind: .symbol, name: "gearshape", toolsVersion: 17154, width: "16", height: "16"),
        .init(runtime: "MacOSX.Cocoa", kind: .appKit, name: "NSAddTemplate", toolsVersion: 5053, width: "8", height: "8"),
    ]

    private func size(_ name: String, _ kind: SystemImageSizes.Kind = .symbol, _ runtime: String = "iOS.CocoaTouch", toolsVersion: String)
        -> SystemImageSizes.Size
    {
        SystemImageSizes.size(of: name, kind: kind, runtime: runtime, toolsVersion: toolsVersion, in: table)
    }

    @Test func theSameErasSizeFromTheNearestToolsVersion() {
        #expect(size("gear", toolsVersion: "14868") == .observed(width: "64", height: "60"))
        #expect(size("gear", toolsVersion: "15705") == .observed(width: "64", height: "58"))
        #expect(size("gear", toolsVersion: "22505") == .observed(width: "128", height: "119"))
        #expect(size("gearshape", .symbol, "MacOSX.Cocoa", toolsVersion: "21701") == .observed(width: "16", height: "16"))
        #expect(size("NSAddTemplate", .appKit, "MacOSX.Cocoa", toolsVersion: "5056") == .observed(width: "8", height: "8"))
        // An iPad-only document's symbols are iOS's.
        #expect(size("gear", .symbol, "iOS.CocoaTouch.iPad", toolsVersion: "17701") == .observed(width: "128", height: "119"))
    }

    @Test func otherErasAndUnknownNamesAreEstimates() {
        guard case .estimated("128", "120", let note) = size("safari", toolsVersion: "21507") else {
            Issue.record("not scaled")
            return
        }
        #expect(note.contains("scaled from the 64×60"))
        guard case .estimated("8", "8", _) = size("NSAddTemplate", .appKit, "MacOSX.Cocoa", toolsVersion: "21701") else {
            Issue.record("not taken from the other era")
            return
        }
        guard case .estimated("64", "64", _) = size("star", toolsVersion: "15504"),
            case .estimated("128", "128", _) = size("star", toolsVersion: "21507"),
            case .estimated("16", "16", _) = size("star", .symbol, "MacOSX.Cocoa", toolsVersion: "21507"),
            case .estimated("64", "64", _) = size("gearshape", toolsVersion: "15504")
        else {
            Issue.record("no nominal size")
            return
        }
        // A symbol of the other platform is not this platform's.
        #expect(
            size("gear", .symbol, "MacOSX.Cocoa", toolsVersion: "17154") == .estimated(width: "16", height: "16", note: "a nominal 16×16"))
    }

    /// The committed table holds every system image size Xcode wrote in the shared corpus and
    /// oracle: each one looks up as observed, with that size (`scripts/system-image-sizes.py`
    /// regenerates it).
    @Test func theTableAgreesWithEveryXcodeWrittenFile() throws {
        let shared = Fixtures.packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        let cases = shared.appendingPathComponent("oracle/cases")
        var files = Fixtures.corpusLayouts
        for name in (try? FileManager.default.contentsOfDirectory(atPath: cases.path)) ?? [] {
            for file in (try? FileManager.default.contentsOfDirectory(atPath: cases.appendingPathComponent(name).path)) ?? []
            where file.hasPrefix("before.") || file.hasPrefix("after.") {
                files.append(cases.appendingPathComponent(name).appendingPathComponent(file))
            }
        }
        var checked = 0
        for file in files {
            guard let layout = try? Layout(path: file.path, bytes: Fixtures.bytes(file)), layout.format == .document,
                let runtime = layout.document.root.attribute("targetRuntime"), let resources = layout.document.root.child("resources")
            else { continue }
            for entry in resources.children(named: "image") {
                guard let name = entry.attribute("name"), let width = entry.attribute("width"), let height = entry.attribute("height")
                else { continue }
                let kind: SystemImageSizes.Kind
                if entry.attribute("catalog") == "system" {
                    kind = .symbol
                } else if runtime.hasPrefix("MacOSX"), SystemImageSizes.isKnownAppKitImage(name) {
                    kind = .appKit
                } else {
                    continue
                }
                let found = SystemImageSizes.size(
                    of: name, kind: kind, runtime: runtime, toolsVersion: layout.document.root.attribute("toolsVersion"))
                #expect(found == .observed(width: width, height: height), "\(file.lastPathComponent): \(name)")
                checked += 1
            }
        }
        #expect(checked >= 150)
    }

    /// Each size read from a public layout (`scripts/system-image-sizes-public.tsv`, with where
    /// it was read) looks up as observed, with that size: the generated table holds them all.
    @Test func theTableHoldsEverySizeReadFromPublicLayouts() throws {
        let table = Fixtures.packageRoot.appendingPathComponent("scripts/system-image-sizes-public.tsv")
        let lines = try String(contentsOf: table, encoding: .utf8).split(separator: "\n")
        let header = lines.first?.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) ?? []
        var checked = 0
        for line in lines.dropFirst() {
            let row = Dictionary(
                uniqueKeysWithValues: zip(header, line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)))
            guard let runtime = row["runtime"], let name = row["name"], let width = row["width"], let height = row["height"] else {
                Issue.record("a row without runtime, name or size: \(line)")
                continue
            }
            let kind: SystemImageSizes.Kind = row["kind"] == "symbol" ? .symbol : .appKit
            let found = SystemImageSizes.size(of: name, kind: kind, runtime: runtime, toolsVersion: row["toolsVersion"])
            #expect(found == .observed(width: width, height: height), "\(row["repository"] ?? ""): \(name)")
            checked += 1
        }
        #expect(checked >= 30)
    }
}
