import Foundation
import Testing
import ThemifyModel
import ThemifyXML

@testable import ThemifyKit

/// A system color written into a document takes the form of the Xcode that saved it.
@Suite struct XcodeEraTests {
    @Test func systemColorFormFollowsTheToolsVersion() {
        func form(_ version: String?) -> String {
            switch XcodeEra.of(toolsVersion: version).systemColors {
            case .resources: return "resources"
            case .inline(let digits): return "inline \(digits.map(String.init) ?? "exact")"
            }
        }
        #expect(form("14490.70") == "inline exact")
        // An Xcode 11 beta already rounded (a public storyboard's systemOrangeColor, 14868).
        #expect(form("14835.7") == "inline 10")
        #expect(form("14868") == "inline 10")
        #expect(form("15705") == "inline 10")
        // Xcode 11.4–11.7 still wrote them inline (oracle cases 014, 305, 417, 419).
        #expect(form("16096") == "inline 10")
        #expect(form("16097") == "inline 10")
        #expect(form("17156") == "resources")
        #expect(form("32700.99.1234") == "resources")
        #expect(form(nil) == "resources")
    }

    /// Xcode 14 wrote a black system color's entry in sRGB (`labelColor`: oracle case 169, a
    /// public KeePassium storyboard), Xcode 13 and 15 and later in the gray space; a white one is
    /// gray in every era.
    @Test func aBlackSystemColorEntryIsSRGBInXcode14Documents() {
        func entry(_ name: String, _ value: SRGBColor, toolsVersion: String) -> String {
            let element = ColorMarkup.resourceEntry(
                name: name, tag: "systemColor", value: value, era: XcodeEra.of(toolsVersion: toolsVersion))
            return element.children.first.map { $0.attributes.map { "\($0.name)=\($0.value)" }.joined(separator: " ") } ?? ""
        }
        let black = SRGBColor(red: 0, green: 0, blue: 0)
        let white = SRGBColor(red: 1, green: 1, blue: 1)
        #expect(entry("labelColor", black, toolsVersion: "21507").hasPrefix("red=0.0 green=0.0 blue=0.0 alpha=1"))
        #expect(entry("labelColor", black, toolsVersion: "21701").hasPrefix("red=0.0"))
        for toolsVersion in ["19162", "22505", "32700.99.1234"] {
            #expect(entry("labelColor", black, toolsVersion: toolsVersion).hasPrefix("white=0.0 alpha=1"), "\(toolsVersion)")
        }
        #expect(entry("systemBackgroundColor", white, toolsVersion: "21507").hasPrefix("white=1 alpha=1"))
    }

    @Test func customFontEntriesAndTheSymbolBoxFollowTheToolsVersion() {
        #expect(XcodeEra.of(toolsVersion: "8187.4").customFontFileElement == "mutableArray")
        #expect(XcodeEra.of(toolsVersion: "11201").customFontFileElement == "array")
        #expect(XcodeEra.of(toolsVersion: "8187.4").symbolBox == nil)
        #expect(XcodeEra.of(toolsVersion: "14868").symbolBox == 64)
        #expect(XcodeEra.of(toolsVersion: "15505").symbolBox == 64)
        #expect(XcodeEra.of(toolsVersion: "16096").symbolBox == 128)
        #expect(XcodeEra.majorVersion("14490.70") == 14490)
        #expect(XcodeEra.majorVersion("x") == nil)
    }

    /// The color panels of OS X 10.11 to macOS 10.14 made a hex's byte `k × (1/255)`, those
    /// before `k / 255`, as Xcode 11 and later write it too: the system a document names
    /// decides, else its Xcode.
    @Test func colorBytesFollowTheSystemThatSavedTheDocument() {
        func bytes(_ tools: String?, _ system: String?) -> ColorByteArithmetic {
            XcodeEra.of(toolsVersion: tools, systemVersion: system).colorBytes
        }
        #expect(bytes("8187.4", "14F27") == .quotient)
        #expect(bytes("10117", "15G31") == .product)
        #expect(bytes("12121", "16G29") == .product)
        #expect(bytes("12121", "17A365") == .product)
        #expect(bytes("13529", nil) == .product)
        #expect(bytes("14460.31", nil) == .product)
        #expect(bytes("10117", nil) == .product)
        #expect(bytes("9531", nil) == .quotient)
        #expect(bytes("15504", nil) == .quotient)
        #expect(bytes("23504", nil) == .quotient)
        #expect(bytes(nil, nil) == .quotient)
        // The table's rows are the toolsVersion's alone.
        #expect(XcodeEra.of(toolsVersion: "12121").colorBytes == .quotient)
    }

    /// The two differ in the last bit for 24 bytes; every other byte, and any number a hex
    /// does not give, prints the same either way.
    @Test func productsDifferFromQuotientsOnlyWhereTheirBitsDo() {
        #expect(XcodeNumberFormat.component(45.0 / 255, bytes: .product) == "0.1764705882352941")
        #expect(XcodeNumberFormat.component(45.0 / 255, bytes: .quotient) == "0.17647058823529413")
        let differing = (1...254).filter {
            XcodeNumberFormat.component(Double($0) / 255, bytes: .product) != XcodeNumberFormat.component(Double($0) / 255)
        }
        #expect(differing.count == 24)
        #expect(differing.allSatisfy { Double($0) / 255 != Double($0) * (1.0 / 255) })
        #expect(XcodeNumberFormat.component(0.1, bytes: .product) == "0.10000000000000001")
        #expect(XcodeNumberFormat.component(0, bytes: .product) == "0.0")
        #expect(XcodeNumberFormat.component(1, bytes: .product) == "1")
    }

    @Test func inlineComponentsAreRoundedToTenDigitsAndPrintedWithSeventeen() {
        #expect(XcodeNumberFormat.component(XcodeNumberFormat.rounded(60.0 / 255, significantDigits: 10)) == "0.23529411759999999")
    }
}

/// Values written as the document's own Xcode wrote them, found by taking values out of the
/// corpus's files and setting them again (`CorpusReinsertionTests`).
@Suite struct XcodeEraFormTests {
    /// A one-label document saved by the Xcode of `toolsVersion`, the label tagged `k`;
    /// `extra` goes after the label among the subviews, `head` before `<objects>`.
    static func document(toolsVersion: String, label: String = "", extra: String = "", head: String = "", resources: String = "") -> String
    {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(toolsVersion)"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>\(head)
            <objects>
                <view contentMode="scaleToFill" id="root-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" id="lbl-01-abc">
                            <rect key="frame" x="16" y="20" width="200" height="21"/>
                            \(label)
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="k"/>
                            </userDefinedRuntimeAttributes>
                        </label>\(extra)
                    </subviews>
                </view>
            </objects>\(resources)
        </document>

        """
    }

    static func themed(_ layout: String, _ json: String) throws -> String {
        let result = Themer().theme(Array(layout.utf8), path: "T.xib", with: try Fixtures.theme(json))
        return String(decoding: try #require(result.output), as: UTF8.self)
    }

    /// Xcode 5 to 11 wrote UIKit's colors from before iOS 13 by their `cocoaTouchSystemColor`
    /// name alone; Xcode 12 names them as system colors with a `<resources>` copy.
    /// A hex's bytes written as the color panel of the Mac that saved the document made them
    /// (oracle case 032: `#2DE0A5` in an Xcode 8.3 document saved on macOS 10.12.6).
    @Test func aHexIsWrittenInTheArithmeticOfTheDocumentsColorPanel() throws {
        let theme = ##"{"k": {"textColor": "#2DE0A5"}}"##
        func written(toolsVersion: String, system: String?) throws -> String {
            var layout = Self.document(toolsVersion: toolsVersion)
            if let system {
                layout = layout.replacingOccurrences(of: #"targetRuntime="#, with: #"systemVersion="\#(system)" targetRuntime="#)
            }
            let output = try Self.themed(layout, theme)
            return try #require(output.split(separator: "\n").first { $0.contains(#"key="textColor""#) }).trimmingCharacters(
                in: .whitespaces)
        }
        let product =
            #"<color key="textColor" red="0.1764705882352941" green="0.8784313725490196" blue="0.6470588235294118" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let quotient =
            #"<color key="textColor" red="0.17647058823529413" green="0.8784313725490196" blue="0.6470588235294118" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        #expect(try written(toolsVersion: "12121", system: "16G29") == product)
        #expect(try written(toolsVersion: "14460.31", system: nil) == product)
        #expect(try written(toolsVersion: "8187.4", system: "14F27") == quotient)
        #expect(try written(toolsVersion: "18122", system: nil) == quotient)
        // A color with the hex's bytes in the other arithmetic is right already and stays.
        let held = Self.document(toolsVersion: "18122", label: product)
        #expect(try Self.themed(held, theme) == held)
    }

    @Test func preIOS13SystemColorsTakeTheirCocoaTouchNameBeforeXcode12() throws {
        let old = try Self.themed(Self.document(toolsVersion: "13196"), #"{"k": {"textColor": "system:darkTextColor"}}"#)
        #expect(old.contains(#"<color key="textColor" cocoaTouchSystemColor="darkTextColor"/>"#))
        #expect(!old.contains("<resources>") && !old.contains("systemColor="))
        let xcode11 = try Self.themed(Self.document(toolsVersion: "15702"), #"{"k": {"textColor": "system:lightTextColor"}}"#)
        #expect(xcode11.contains(#"<color key="textColor" cocoaTouchSystemColor="lightTextColor"/>"#))
        let new = try Self.themed(Self.document(toolsVersion: "22505"), #"{"k": {"textColor": "system:darkTextColor"}}"#)
        #expect(
            new.contains(#"<color key="textColor" systemColor="darkTextColor"/>"#) && new.contains(#"<systemColor name="darkTextColor">"#))
    }

    /// `viewFlipsideBackgroundColor`, deprecated since iOS 7, is still offered: an Xcode 16
    /// document names it with a `<resources>` entry of the value a public Xcode 16 storyboard
    /// records (31 33 36, sRGB), an Xcode 10 one by its `cocoaTouchSystemColor` name alone.
    @Test func theFlipsideBackgroundIsWrittenInEachEraForm() throws {
        let theme = #"{"k": {"textColor": "system:viewFlipsideBackgroundColor"}}"#
        let new = try Self.themed(Self.document(toolsVersion: "23504"), theme)
        #expect(new.contains(#"<color key="textColor" systemColor="viewFlipsideBackgroundColor"/>"#))
        #expect(
            new.contains(
                #"<color red="0.12156862745098039" green="0.12941176470588237" blue="0.14117647058823529" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
            ))
        let old = try Self.themed(Self.document(toolsVersion: "14460.31"), theme)
        #expect(old.contains(#"<color key="textColor" cocoaTouchSystemColor="viewFlipsideBackgroundColor"/>"#))
        #expect(!old.contains("<resources>"))
    }

    /// What `read` gives is what a theme's `system:` accepts: a name no platform has a value for
    /// (a textured background Interface Builder once offered) is not read as a system color.
    @Test func aSystemColorAThemeCannotNameIsNotRead() throws {
        func read(_ attributes: [(String, String)]) -> ThemeColor? {
            ColorMarkup.read(MarkupElement("color", [MarkupAttribute("key", "textColor")] + attributes.map { MarkupAttribute($0.0, $0.1) }))
        }
        #expect(read([("systemColor", "viewFlipsideBackgroundColor")]) == .system("viewFlipsideBackgroundColor"))
        #expect(read([("cocoaTouchSystemColor", "viewFlipsideBackgroundColor")]) == .system("viewFlipsideBackgroundColor"))
        #expect(read([("systemColor", "scrollViewTexturedBackgroundColor")]) == nil)
        #expect(read([("cocoaTouchSystemColor", "underPageBackgroundColor")]) == nil)
        #expect(read([("systemColor", "labelColor")]) == .system("labelColor"))
        // An Xcode 11 template in an older format: the iOS 13 color is the one apps build with.
        #expect(
            read([("xcode11CocoaTouchSystemColor", "systemBackgroundColor"), ("cocoaTouchSystemColor", "whiteColor")])
                == .system("systemBackgroundColor"))
    }

    /// A system color's value is the one the SDK of the document's Xcode gave it: teal was 90 200
    /// 250 until iOS 15's SDK (Xcode 13) made it 48 176 199 — inline in an Xcode 11 document (as a
    /// public Xcode 11 storyboard records it), in `<resources>` from Xcode 12 on.
    @Test(arguments: [
        ("15702", #"systemColor="systemTealColor" red="0.35294117650000001" green="0.7843137255" blue="0.98039215690000003""#),
        ("17701", #"<color red="0.35294117647058826" green="0.78431372549019607" blue="0.98039215686274506""#),
        ("20037", #"<color red="0.18823529411764706" green="0.69019607843137254" blue="0.7803921568627451""#),
    ])
    func aSystemColorTakesTheValueOfItsDocumentsSDK(toolsVersion: String, written: String) throws {
        let output = try Self.themed(Self.document(toolsVersion: toolsVersion), #"{"k": {"textColor": "system:systemTealColor"}}"#)
        #expect(output.contains(written))
    }

    /// A legacy color is its own name: the iOS 13 color that replaced it is another choice,
    /// written as Xcode 11 writes it, and the legacy name set again leaves the layout alone.
    @Test func aLegacySystemColorIsNotTheColorThatReplacedIt() throws {
        let legacy = #"<color key="textColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>"#
        let layout = Self.document(toolsVersion: "15702", label: legacy)
        #expect(try Self.themed(layout, #"{"k": {"textColor": "system:groupTableViewBackgroundColor"}}"#) == layout)
        let replaced = try Self.themed(layout, #"{"k": {"textColor": "system:systemGroupedBackgroundColor"}}"#)
        #expect(
            replaced.contains(
                #"<color key="textColor" systemColor="systemGroupedBackgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>"#
            ))
    }

    /// The "System colors in document resources" capability marks the iOS 13 colors: a document
    /// whose only system color is one from before gets none (as the corpus's one such file).
    @Test func theSystemColorCapabilityComesWithIOS13ColorsOnly() throws {
        let capability = "System colors in document resources"
        let legacy = try Self.themed(Self.document(toolsVersion: "22154"), #"{"k": {"textColor": "system:groupTableViewBackgroundColor"}}"#)
        #expect(legacy.contains(#"<systemColor name="groupTableViewBackgroundColor">"#) && !legacy.contains(capability))
        let modern = try Self.themed(Self.document(toolsVersion: "22154"), #"{"k": {"textColor": "system:labelColor"}}"#)
        #expect(modern.contains(capability))
    }

    /// Xcode 9 listed fonts iOS ships in `<customFonts>` too: the entry stays while a control
    /// names the font, and goes with its last user.
    @Test func anXcode9EntryForASystemFontStaysWhileAControlNamesIt() throws {
        let head = """

                <customFonts key="customFonts">
                    <array key="HelveticaNeueLights.ttc">
                        <string>HelveticaNeue-Light</string>
                    </array>
                </customFonts>
            """
        let font = #"<fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="17"/>"#
        let other = """

                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Other" lineBreakMode="tailTruncation" id="lbl-02-abc">
                                    <rect key="frame" x="16" y="60" width="200" height="21"/>
                                    \(font)
                                </label>
            """
        let layout = Self.document(toolsVersion: "13196", label: font, extra: other, head: head)
        #expect(try Self.themed(layout, #"{"k": {"font": "system 17"}}"#).contains("HelveticaNeueLights.ttc"))
        let alone = Self.document(toolsVersion: "13196", label: font, head: head)
        #expect(!(try Self.themed(alone, #"{"k": {"font": "system 17"}}"#).contains("customFonts")))
    }

    /// A font's family is the one the document already records for it; the system font's
    /// private faces keep their dot name.
    @Test func aFontTakesTheFamilyTheDocumentRecordsForIt() throws {
        let other = """

                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Other" lineBreakMode="tailTruncation" id="lbl-02-abc">
                                    <rect key="frame" x="16" y="60" width="200" height="21"/>
                                    <fontDescription key="fontDescription" name="AcmeSansCond-Bold" family="Acme Sans Condensed" pointSize="17"/>
                                </label>
            """
        let layout = Self.document(toolsVersion: "22505", extra: other)
        let themed = try Self.themed(layout, #"{"k": {"font": "AcmeSansCond-Bold 15"}}"#)
        #expect(themed.contains(#"name="AcmeSansCond-Bold" family="Acme Sans Condensed" pointSize="15""#))
        let unrecorded = try Self.themed(Self.document(toolsVersion: "22505"), #"{"k": {"font": "AcmeSansCond-Bold 15"}}"#)
        #expect(unrecorded.contains(#"family="Acme Sans Cond""#))
        let dot = try Self.themed(Self.document(toolsVersion: "22505"), #"{"k": {"font": ".AppleSystemUIFont 14"}}"#)
        #expect(dot.contains(#"name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="14""#))
    }

    /// Runtime attributes close a view's values: only connections, variations and the canvas
    /// location follow them in Xcode's files, so a value the child-order lists never saw beside
    /// them (a label's shadow color) goes before them.
    @Test func aValueGoesBeforeTheRuntimeAttributes() throws {
        let themed = try Self.themed(Self.document(toolsVersion: "22505"), ##"{"k": {"shadowColor": "#000000"}}"##)
        let shadow = try #require(themed.range(of: #"<color key="shadowColor""#))
        let attributes = try #require(themed.range(of: "<userDefinedRuntimeAttributes>"))
        #expect(shadow.lowerBound < attributes.lowerBound)
    }
}
