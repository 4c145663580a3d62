import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

/// macOS layouts are themed with AppKit's properties, in the forms Xcode writes into AppKit
/// documents (read off the corpus's and the oracle's macOS files), never with a UIKit form.
@Suite struct AppKitThemingTests {
    static let fixtures = Fixtures.packageRoot.appendingPathComponent("Tests/ThemifyKitTests/Fixtures")

    /// A macOS xib as Xcode 15 writes one, with `body` inside its window's content view.
    static func macXib(_ body: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <dependencies>
                <deployment identifier="macosx"/>
                <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/>
            </dependencies>
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <window title="Window" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" animationBehavior="default" id="win-01-abc">
                    <windowStyleMask key="styleMask" titled="YES"/>
                    <rect key="contentRect" x="196" y="240" width="480" height="270"/>
                    <rect key="screenRect" x="0.0" y="0.0" width="1440" height="875"/>
                    <view key="contentView" id="cnt-01-abc">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
        \(body)
                        </subviews>
                    </view>
                </window>
            </objects>\(resources.isEmpty ? "" : "\n    <resources>\n\(resources)\n    </resources>")
        </document>
        """
    }

    static func tag(_ key: String) -> String {
        """
        <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="\(key)"/>
        </userDefinedRuntimeAttributes>
        """
    }

    /// Lines with their indentation dropped: content and order are checked here, indentation
    /// by the golden file.
    static func flat(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { $0 == " " } }.joined(separator: "\n")
    }

    static let pushButton = """
        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="btn-01-abc">
            <rect key="frame" x="13" y="13" width="96" height="32"/>
            <buttonCell key="cell" type="push" title="Save" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="btc-01-abc">
                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                <font key="font" metaFont="system"/>
            </buttonCell>
            <constraints>
                <constraint firstAttribute="width" constant="84" id="cns-01-abc"/>
            </constraints>
            \(tag("k"))
            <connections>
                <action selector="save:" target="-2" id="act-01-abc"/>
            </connections>
        </button>
        """

    static let textField = """
        <textField focusRingType="none" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="txt-01-abc">
            <rect key="frame" x="18" y="200" width="200" height="16"/>
            <textFieldCell key="cell" lineBreakMode="clipping" title="Title" id="txc-01-abc">
                <font key="font" metaFont="smallSystem"/>
                <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
            </textFieldCell>
            \(tag("k"))
        </textField>
        """

    /// One property form: an element, the style its key `k` gets, and the lines Xcode writes.
    struct FormCase: Sendable, CustomTestStringConvertible {
        let name: String
        let body: String
        let style: String
        let expected: String
        var resources = ""
        var testDescription: String { name }
    }

    static let formCases: [FormCase] = [
        FormCase(
            name: "button contentTintColor follows its cell and constraints", body: pushButton,
            style: ##"{"contentTintColor": "system:controlAccentColor"}"##,
            expected: """
                </constraints>
                <color key="contentTintColor" name="controlAccentColor" catalog="System" colorSpace="catalog"/>
                <userDefinedRuntimeAttributes>
                """),
        FormCase(
            name: "button image on its cell", body: pushButton, style: ##"{"image": "save-icon"}"##,
            expected: """
                <buttonCell key="cell" type="push" title="Save" bezelStyle="rounded" image="save-icon" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="btc-01-abc">
                """),
        FormCase(
            name: "button alternateImage on its cell", body: pushButton, style: ##"{"alternateImage": "save-pressed"}"##,
            expected: """
                <buttonCell key="cell" type="push" title="Save" bezelStyle="rounded" alignment="center" alternateImage="save-pressed" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="btc-01-abc">
                """),
        FormCase(
            name: "button font, bold at another size", body: pushButton, style: ##"{"font": "system-bold 15"}"##,
            expected: """
                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                <font key="font" metaFont="systemBold" size="15"/>
                </buttonCell>
                """),
        FormCase(
            name: "text field color as a catalog color", body: textField, style: ##"{"textColor": "system:secondaryLabelColor"}"##,
            expected: """
                <color key="textColor" name="secondaryLabelColor" catalog="System" colorSpace="catalog"/>
                """),
        FormCase(
            name: "text field background as sRGB components", body: textField, style: ##"{"backgroundColor": "#1E1E1E"}"##,
            expected: """
                <color key="backgroundColor" red="0.11764705882352941" green="0.11764705882352941" blue="0.11764705882352941" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                """),
        FormCase(
            name: "text field font: the system font at its own size", body: textField, style: ##"{"font": "system 13"}"##,
            expected: """
                <textFieldCell key="cell" lineBreakMode="clipping" title="Title" id="txc-01-abc">
                <font key="font" metaFont="system"/>
                """),
        FormCase(
            name: "text field font: semibold, as Xcode writes it (oracle cases 308, 383)", body: textField,
            style: ##"{"font": "system-semibold 18"}"##,
            expected: """
                <font key="font" metaFont="systemSemibold" size="18"/>
                """),
        FormCase(
            name: "text field font: a named font", body: textField, style: ##"{"font": "Menlo-Regular 11"}"##,
            expected: """
                <font key="font" size="11" name="Menlo-Regular"/>
                """),
        FormCase(
            name: "a plain value is a text field's text color", body: textField, style: ##""#E6E6E6""##,
            expected: """
                <color key="textColor" red="0.90196078431372551" green="0.90196078431372551" blue="0.90196078431372551" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                """),
        FormCase(
            name: "a text field cell without colors gets them in Xcode's order",
            body: """
                <textField id="txt-02-abc">
                    <rect key="frame" x="18" y="200" width="200" height="16"/>
                    <textFieldCell key="cell" title="Title" id="txc-02-abc">
                        <font key="font" metaFont="system"/>
                        \(tag("k"))
                    </textFieldCell>
                </textField>
                """, style: ##"{"backgroundColor": "system:windowBackgroundColor", "textColor": "system:labelColor"}"##,
            expected: """
                <font key="font" metaFont="system"/>
                <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                <color key="backgroundColor" name="windowBackgroundColor" catalog="System" colorSpace="catalog"/>
                <userDefinedRuntimeAttributes>
                """),
        FormCase(
            name: "box border then fill, before its title font",
            body: """
                <box boxType="custom" borderType="line" title="Box" translatesAutoresizingMaskIntoConstraints="NO" id="box-01-abc">
                    <rect key="frame" x="240" y="20" width="220" height="70"/>
                    <view key="contentView" id="bcv-01-abc">
                        <rect key="frame" x="1" y="1" width="218" height="68"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <font key="titleFont" metaFont="system"/>
                    \(tag("k"))
                </box>
                """, style: ##"{"fillColor": "#2B2B2B", "borderColor": "system:separatorColor"}"##,
            expected: """
                </view>
                <color key="borderColor" name="separatorColor" catalog="System" colorSpace="catalog"/>
                <color key="fillColor" red="0.16862745098039217" green="0.16862745098039217" blue="0.16862745098039217" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <font key="titleFont" metaFont="system"/>
                """),
        FormCase(
            name: "image view: its cell's image, with its resources entry",
            body: """
                <imageView id="img-01-abc">
                    <rect key="frame" x="400" y="180" width="64" height="64"/>
                    <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="logo" id="imc-01-abc"/>
                    \(tag("k"))
                </imageView>
                """, style: ##""logo-dark""##,
            expected: """
                <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="logo-dark" id="imc-01-abc"/>
                """, resources: ##"        <image name="logo" width="128" height="128"/>"##),
        FormCase(
            name: "segmented control: its cell's segments",
            body: """
                <segmentedControl verticalHuggingPriority="750" id="seg-01-abc">
                    <rect key="frame" x="18" y="120" width="71" height="24"/>
                    <segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne" id="sgc-01-abc">
                        <font key="font" metaFont="system"/>
                        <segments>
                            <segment image="NSGoLeftTemplate" width="32" selected="YES"/>
                            <segment image="NSGoRightTemplate" width="32" tag="1"/>
                        </segments>
                    </segmentedCell>
                    \(tag("k"))
                </segmentedControl>
                """, style: ##"{"segmentImages": ["symbol:chevron.backward", "symbol:chevron.forward"]}"##,
            expected: """
                <segment image="chevron.backward" catalog="system" width="32" selected="YES"/>
                <segment image="chevron.forward" catalog="system" width="32" tag="1"/>
                """),
        FormCase(
            name: "table view background and grid colors",
            body: """
                <tableView verticalHuggingPriority="750" columnAutoresizingStyle="lastColumnOnly" rowHeight="24" viewBased="YES" id="tbl-01-abc">
                    <rect key="frame" x="0.0" y="0.0" width="198" height="178"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <size key="intercellSpacing" width="17" height="0.0"/>
                    <color key="backgroundColor" name="controlBackgroundColor" catalog="System" colorSpace="catalog"/>
                    <color key="gridColor" name="gridColor" catalog="System" colorSpace="catalog"/>
                    <tableColumns/>
                    \(tag("k"))
                </tableView>
                """, style: ##"{"backgroundColor": "system:underPageBackgroundColor", "gridColor": "#3C3C3C"}"##,
            expected: """
                <color key="backgroundColor" name="underPageBackgroundColor" catalog="System" colorSpace="catalog"/>
                <color key="gridColor" red="0.23529411764705882" green="0.23529411764705882" blue="0.23529411764705882" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                """),
        FormCase(
            name: "outline view grid color",
            body: """
                <outlineView verticalHuggingPriority="750" indentationPerLevel="16" outlineTableColumn="col-01-abc" id="otl-01-abc">
                    <rect key="frame" x="0.0" y="0.0" width="198" height="178"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <size key="intercellSpacing" width="3" height="2"/>
                    <color key="backgroundColor" name="controlBackgroundColor" catalog="System" colorSpace="catalog"/>
                    <color key="gridColor" name="gridColor" catalog="System" colorSpace="catalog"/>
                    <tableColumns/>
                    \(tag("k"))
                </outlineView>
                """, style: ##"{"gridColor": "system:separatorColor"}"##,
            expected: """
                <color key="gridColor" name="separatorColor" catalog="System" colorSpace="catalog"/>
                """),
        FormCase(
            name: "tab view item image",
            body: """
                <tabView id="tab-01-abc">
                    <rect key="frame" x="240" y="20" width="220" height="170"/>
                    <font key="font" metaFont="system"/>
                    <tabViewItems>
                        <tabViewItem label="General" identifier="general" image="gear" id="tbi-01-abc">
                            <view key="view" id="tbv-01-abc">
                                <rect key="frame" x="10" y="33" width="200" height="124"/>
                            </view>
                            \(tag("k"))
                        </tabViewItem>
                    </tabViewItems>
                </tabView>
                """, style: ##""gear-dark""##,
            expected: """
                <tabViewItem label="General" identifier="general" image="gear-dark" id="tbi-01-abc">
                """),
        FormCase(
            name: "button bezelColor follows its cell, before contentTintColor",
            body: pushButton.replacingOccurrences(
                of: "</constraints>",
                with: """
                    </constraints>
                    <color key="contentTintColor" name="controlAccentColor" catalog="System" colorSpace="catalog"/>
                    """), style: ##"{"bezelColor": "system:systemRedColor"}"##,
            expected: """
                </constraints>
                <color key="bezelColor" name="systemRedColor" catalog="System" colorSpace="catalog"/>
                <color key="contentTintColor" name="controlAccentColor" catalog="System" colorSpace="catalog"/>
                """),
        FormCase(
            name: "pop-up button font on its cell (oracle cases 368, 381)", body: popUpButton, style: ##"{"font": "HiraKakuProN-W3 13"}"##,
            expected: """
                <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                <font key="font" size="13" name="HiraKakuProN-W3"/>
                <menu key="menu" id="mnu-01-abc">
                """),
        FormCase(
            name: "path control background on its cell, after its URL",
            body: """
                <pathControl verticalHuggingPriority="750" allowsExpansionToolTips="YES" id="pth-01-abc">
                    <rect key="frame" x="20" y="20" width="200" height="22"/>
                    <pathCell key="cell" selectable="YES" editable="YES" alignment="left" id="phc-01-abc">
                        <font key="font" metaFont="system"/>
                        <url key="url" string="file:///Applications/"/>
                    </pathCell>
                    \(tag("k"))
                </pathControl>
                """, style: ##"{"backgroundColor": "system:controlBackgroundColor"}"##,
            expected: """
                <url key="url" string="file:///Applications/"/>
                <color key="backgroundColor" name="controlBackgroundColor" catalog="System" colorSpace="catalog"/>
                </pathCell>
                """),
        FormCase(
            name: "text view colors: text color before the background, insertion point between its size pairs",
            body: textView(
                colors: """
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                    <size key="minSize" width="418" height="42"/>
                    <size key="maxSize" width="10000000" height="10000000"/>
                    <size key="minSize" width="418" height="42"/>
                    <size key="maxSize" width="10000000" height="10000000"/>
                    """),
            style:
                ##"{"textColor": "system:controlTextColor", "backgroundColor": "system:controlBackgroundColor", "insertionPointColor": "calibratedWhite:0 1"}"##,
            expected: """
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                <color key="backgroundColor" name="controlBackgroundColor" catalog="System" colorSpace="catalog"/>
                <size key="minSize" width="418" height="42"/>
                <size key="maxSize" width="10000000" height="10000000"/>
                <color key="insertionPointColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                <size key="minSize" width="418" height="42"/>
                """),
        FormCase(
            name: "clip view background after its subviews (oracle case 378)", body: clipView(background: ""),
            style: ##"{"backgroundColor": "system:textBackgroundColor"}"##,
            expected: """
                </subviews>
                <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                <userDefinedRuntimeAttributes>
                """),
        FormCase(
            name: "a clip view that draws no background takes a color in place of its placeholder",
            body: clipView(background: ##"<nil key="backgroundColor"/>"##), style: ##"{"backgroundColor": "#FFFFFF"}"##,
            expected: """
                </subviews>
                <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <userDefinedRuntimeAttributes>
                """),
        FormCase(
            name: "search field: its cell's colors, as a text field cell's",
            body: """
                <searchField wantsLayer="YES" verticalHuggingPriority="750" textCompletion="NO" id="sch-01-abc">
                    <rect key="frame" x="20" y="20" width="200" height="22"/>
                    <searchFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" usesSingleLineMode="YES" bezelStyle="round" sendsSearchStringImmediately="YES" id="scc-01-abc">
                        <font key="font" metaFont="system"/>
                        <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                        <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                    </searchFieldCell>
                    \(tag("k"))
                </searchField>
                """, style: ##"{"textColor": "system:secondaryLabelColor", "font": "system 11"}"##,
            expected: """
                <font key="font" metaFont="smallSystem"/>
                <color key="textColor" name="secondaryLabelColor" catalog="System" colorSpace="catalog"/>
                """),
        FormCase(
            name: "secure text field: its cell is a text field cell, colors before its input locales",
            body: """
                <secureTextField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="sec-01-abc">
                    <rect key="frame" x="20" y="20" width="200" height="21"/>
                    <secureTextFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" usesSingleLineMode="YES" id="scf-01-abc">
                        <font key="font" metaFont="system"/>
                        <allowedInputSourceLocales>
                            <string>NSAllRomanInputSourcesLocaleIdentifier</string>
                        </allowedInputSourceLocales>
                    </secureTextFieldCell>
                    \(tag("k"))
                </secureTextField>
                """,
            style: ##"{"textColor": "system:labelColor", "backgroundColor": "system:textBackgroundColor", "font": "Menlo-Regular 12"}"##,
            expected: """
                <font key="font" size="12" name="Menlo-Regular"/>
                <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                <allowedInputSourceLocales>
                """),
        FormCase(
            name: "token field: its cell is a text field cell",
            body: """
                <tokenField verticalHuggingPriority="750" id="tok-01-abc">
                    <rect key="frame" x="20" y="20" width="200" height="22"/>
                    <tokenFieldCell key="cell" selectable="YES" editable="YES" borderStyle="bezel" alignment="left" drawsBackground="YES" allowsEditingTextAttributes="YES" id="tkc-01-abc">
                        <font key="font" metaFont="system"/>
                        <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                        <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                    </tokenFieldCell>
                    \(tag("k"))
                </tokenField>
                """, style: ##"{"textColor": "#336699"}"##,
            expected: """
                <font key="font" metaFont="system"/>
                <color key="textColor" red="0.20000000000000001" green="0.40000000000000002" blue="0.59999999999999998" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                """),
        FormCase(
            name: "date picker: its cell's colors in place, a font inserted before its date",
            body: """
                <datePicker verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="dtp-01-abc">
                    <rect key="frame" x="18" y="18" width="139" height="27"/>
                    <datePickerCell key="cell" borderStyle="bezel" alignment="left" id="dpc-01-abc">
                        <date key="date" timeIntervalSinceReferenceDate="-595929600">
                            <!--1982-02-12 16:00:00 +0000-->
                        </date>
                        <color key="backgroundColor" name="controlBackgroundColor" catalog="System" colorSpace="catalog"/>
                        <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                    </datePickerCell>
                    \(tag("k"))
                </datePicker>
                """, style: ##"{"textColor": "system:secondaryLabelColor", "backgroundColor": "#FFFFFF", "font": "system 11"}"##,
            expected: """
                <datePickerCell key="cell" borderStyle="bezel" alignment="left" id="dpc-01-abc">
                <font key="font" metaFont="smallSystem"/>
                <date key="date" timeIntervalSinceReferenceDate="-595929600">
                <!--1982-02-12 16:00:00 +0000-->
                </date>
                <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="textColor" name="secondaryLabelColor" catalog="System" colorSpace="catalog"/>
                """),
        FormCase(
            name: "table column header cell, tagged itself",
            body: """
                <tableView verticalHuggingPriority="750" columnAutoresizingStyle="lastColumnOnly" rowHeight="24" viewBased="YES" id="tbl-03-abc">
                    <rect key="frame" x="0.0" y="0.0" width="198" height="178"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableColumns>
                        <tableColumn width="186" minWidth="40" maxWidth="1000" id="col-03-abc">
                            <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" id="hdc-03-abc">
                                <color key="textColor" name="headerTextColor" catalog="System" colorSpace="catalog"/>
                                <color key="backgroundColor" name="headerColor" catalog="System" colorSpace="catalog"/>
                                \(tag("k"))
                            </tableHeaderCell>
                        </tableColumn>
                    </tableColumns>
                </tableView>
                """, style: ##"{"textColor": "system:secondaryLabelColor", "font": "system-bold 11"}"##,
            expected: """
                <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" id="hdc-03-abc">
                <font key="font" metaFont="smallSystemBold"/>
                <color key="textColor" name="secondaryLabelColor" catalog="System" colorSpace="catalog"/>
                <color key="backgroundColor" name="headerColor" catalog="System" colorSpace="catalog"/>
                """),
        FormCase(
            name: "form: its background before its cell size, as a matrix's",
            body: """
                <form verticalHuggingPriority="750" mode="track" allowsEmptySelection="NO" autosizesCells="NO" id="frm-01-abc">
                    <rect key="frame" x="22" y="257" width="222" height="52"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <size key="cellSize" width="222" height="22"/>
                    <size key="intercellSpacing" width="1" height="8"/>
                    \(tag("k"))
                </form>
                """, style: ##"{"backgroundColor": "system:controlColor"}"##,
            expected: """
                <autoresizingMask key="autoresizingMask"/>
                <color key="backgroundColor" name="controlColor" catalog="System" colorSpace="catalog"/>
                <size key="cellSize" width="222" height="22"/>
                """),
        FormCase(
            name: "form cell: the entry's font after its formatter, the title's after it (a public Xcode 7 layout)",
            body: """
                <form verticalHuggingPriority="750" mode="track" allowsEmptySelection="NO" autosizesCells="NO" id="frm-02-abc">
                    <rect key="frame" x="22" y="257" width="222" height="52"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <cells>
                        <column>
                            <formCell scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" alignment="justified" title="Search for:" id="fmc-01-abc">
                                <numberFormatter key="formatter" formatterBehavior="default10_4" usesGroupingSeparator="NO" groupingSize="0" minimumIntegerDigits="0" maximumIntegerDigits="42" id="nfm-01-abc"/>
                                \(tag("k"))
                            </formCell>
                        </column>
                    </cells>
                </form>
                """, style: ##"{"font": "system 13", "titleFont": "system-bold 13"}"##,
            expected: """
                maximumIntegerDigits="42" id="nfm-01-abc"/>
                <font key="font" metaFont="system"/>
                <font key="titleFont" metaFont="systemBold"/>
                """),
        FormCase(
            name: "button cell: a font before its SF Symbol image (a public Xcode 13 layout)",
            body: """
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="btn-09-abc">
                    <rect key="frame" x="158" y="118" width="32" height="27"/>
                    <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" imagePosition="only" alignment="center" controlSize="large" inset="2" id="bcl-09-abc">
                        <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                        <imageReference key="image" image="arrowshape.turn.up.forward.fill" catalog="system" symbolScale="large"/>
                    </buttonCell>
                    \(tag("k"))
                </button>
                """, style: ##"{"font": "system 13"}"##,
            expected: """
                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                <font key="font" metaFont="system"/>
                <imageReference key="image" image="arrowshape.turn.up.forward.fill" catalog="system" symbolScale="large"/>
                """),
        FormCase(
            name: "AppKit's private catalog names (oracle case 306)",
            body: clipView(
                background: ##"<color key="backgroundColor" white="0.96999999999999997" alpha="1" colorSpace="calibratedWhite"/>"##),
            style: ##"{"backgroundColor": "catalog:_sourceListBackgroundColor"}"##,
            expected: """
                <color key="backgroundColor" name="_sourceListBackgroundColor" catalog="System" colorSpace="catalog"/>
                """),
    ]

    static let popUpButton = """
        <popUpButton verticalHuggingPriority="750" id="pop-01-abc">
            <rect key="frame" x="17" y="20" width="100" height="25"/>
            <popUpButtonCell key="cell" type="push" title="UTF-8" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" selectedItem="itm-01-abc" id="pbc-01-abc">
                <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                <font key="font" metaFont="menu"/>
                <menu key="menu" id="mnu-01-abc">
                    <items>
                        <menuItem title="UTF-8" state="on" id="itm-01-abc"/>
                    </items>
                </menu>
            </popUpButtonCell>
            \(tag("k"))
        </popUpButton>
        """

    /// A scroll view's clip view holding a text view; `colors` are the text view's children
    /// between its autoresizing mask and its tag.
    static func textView(colors: String, key: String = "k") -> String {
        """
        <scrollView borderType="none" horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" hasHorizontalScroller="NO" id="scr-01-abc">
            <rect key="frame" x="20" y="20" width="418" height="42"/>
            <clipView key="contentView" drawsBackground="NO" id="clp-01-abc">
                <rect key="frame" x="0.0" y="0.0" width="418" height="42"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <textView importsGraphics="NO" richText="NO" verticallyResizable="YES" allowsUndo="YES" id="txv-01-abc">
                        <rect key="frame" x="0.0" y="0.0" width="418" height="42"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        \(colors)
                        \(tag(key))
                    </textView>
                </subviews>
                <nil key="backgroundColor"/>
            </clipView>
            <scroller key="horizontalScroller" hidden="YES" wantsLayer="YES" verticalHuggingPriority="750" horizontal="YES" id="hsc-01-abc">
                <rect key="frame" x="-100" y="-100" width="225" height="15"/>
                <autoresizingMask key="autoresizingMask"/>
            </scroller>
        </scrollView>
        """
    }

    /// A scroll view whose clip view (tagged `k`) holds a table, with `background` after its
    /// subviews.
    static func clipView(background: String) -> String {
        """
        <scrollView autohidesScrollers="YES" horizontalLineScroll="24" horizontalPageScroll="10" verticalLineScroll="24" verticalPageScroll="10" usesPredominantAxisScrolling="NO" id="scr-02-abc">
            <rect key="frame" x="20" y="20" width="200" height="180"/>
            <clipView key="contentView" id="clp-02-abc">
                <rect key="frame" x="1" y="1" width="198" height="178"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <tableView verticalHuggingPriority="750" columnAutoresizingStyle="lastColumnOnly" rowHeight="24" viewBased="YES" id="tbl-02-abc">
                        <rect key="frame" x="0.0" y="0.0" width="198" height="178"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableColumns/>
                    </tableView>
                </subviews>\(background.isEmpty ? "" : "\n" + background)
                \(tag("k"))
            </clipView>
        </scrollView>
        """
    }

    @Test(arguments: formCases)
    func eachPropertyIsWrittenAsXcodeWritesIt(_ form: FormCase) throws {
        let (output, diagnostics) = Fixtures.themed(
            Self.macXib(form.body, resources: form.resources), with: try Fixtures.theme(##"{"k": \##(form.style)}"##))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let text = try #require(output)
        #expect(Self.flat(text).contains(Self.flat(form.expected)), "expected\n\(form.expected)\nin\n\(text)")
        #expect(!text.contains("<state"), "a macOS layout got a UIKit form")
        let again = Themer().theme(Array(text.utf8), path: "Test.xib", with: try Fixtures.theme(##"{"k": \##(form.style)}"##))
        #expect(again.output.map { String(decoding: $0, as: UTF8.self) } == text, "theming the variant again changed it")
    }

    /// `"default"` on an AppKit color drops the child, as Xcode does (oracle cases 380, 384);
    /// a clip view that draws no background holds its default placeholder already.
    @Test func aDefaultCatalogColorGoesAndAPlaceholderStays() throws {
        let textView = Self.macXib(
            Self.textView(
                colors: """
                    <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                    <size key="minSize" width="418" height="42"/>
                    <size key="maxSize" width="10000000" height="10000000"/>
                    <color key="insertionPointColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                    """))
        let (output, diagnostics) = Fixtures.themed(textView, with: try Fixtures.theme(##"{"k": {"textColor": "default"}}"##))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let text = try #require(output)
        #expect(!text.contains(##"key="textColor""##))
        #expect(text.split(separator: "\n").count == textView.split(separator: "\n").count - 1)

        let clip = Self.macXib(Self.clipView(background: ##"<nil key="backgroundColor"/>"##))
        let result = Themer().theme(
            Array(clip.utf8), path: "Test.xib", with: try Fixtures.theme(##"{"k": {"backgroundColor": "default"}}"##))
        #expect(result.changedProperties == 0)
        #expect(result.output.map { String(decoding: $0, as: UTF8.self) } == clip)
    }

    @Test func aFontAlreadyRightInAnotherMetaFontIsLeftAlone() throws {
        // `metaFont="smallSystem"` is the system font at 11 pt.
        let text = Self.macXib(Self.textField)
        let (output, diagnostics) = Fixtures.themed(text, with: try Fixtures.theme(##"{"k": {"font": "system 11"}}"##))
        #expect(diagnostics.isEmpty)
        #expect(output == text)
    }

    @Test func aTaggedMacOSButtonNeverGetsAUIKitForm() throws {
        let (output, diagnostics) = Fixtures.themed(
            Self.macXib(Self.pushButton),
            with: try Fixtures.theme(##"{"k": {"titleColor": "#FFFFFF", "image": "save-icon", "backgroundImage": "bg"}}"##))
        let text = try #require(output)
        #expect(!text.contains("<state"))
        #expect(!text.contains("titleColor"))
        #expect(!text.contains("backgroundImage"))
        #expect(text.contains(##"image="save-icon""##))
        let warnings = diagnostics.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings.allSatisfy { $0.hasPrefix("<button> cannot take") })
    }

    @Test func aUIKitOnlySystemColorIsAnErrorInAMacOSLayout() throws {
        let (output, diagnostics) = Fixtures.themed(
            Self.macXib(Self.textField), with: try Fixtures.theme(##"{"k": {"textColor": "system:systemGray5Color"}}"##))
        #expect(output == nil)
        let error = try #require(diagnostics.first { $0.severity == .error })
        #expect(error.message.contains("'systemGray5Color' is a UIKit system color, which a macOS layout cannot name"))
        #expect(error.message.contains("did you mean 'systemGrayColor'?"))
    }

    @Test func anAppKitOnlyCatalogColorIsAnErrorInAnIOSLayout() throws {
        let body = """
                            <view contentMode="scaleToFill" id="v-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            \(Fixtures.runtimeTag("k"))
                            </view>
            """
        let (output, diagnostics) = Fixtures.themed(
            Fixtures.xib(body), with: try Fixtures.theme(##"{"k": "system:windowBackgroundColor"}"##))
        #expect(output == nil)
        let error = try #require(diagnostics.first { $0.severity == .error })
        #expect(error.message.contains("'windowBackgroundColor' is an AppKit catalog color, which an iOS layout cannot name"))
    }

    /// Lint reports a system color of the wrong platform per layout, at the theme's line: each
    /// color of one theme is right in one layout and wrong in the other.
    @Test func lintRejectsSystemColorsOfTheOtherPlatform() throws {
        let iOS = Fixtures.xib(
            """
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" id="lbl-01-abc">
                                <rect key="frame" x="16" y="16" width="100" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
            \(Fixtures.runtimeTag("k"))
                            </label>
            """)
        let theme = try Fixtures.theme(##"{"k": {"textColor": "system:controlTextColor", "backgroundColor": "system:systemGray6Color"}}"##)
        let diagnostics = Linter().lint(
            layouts: [("Mac.xib", Array(Self.macXib(Self.textField).utf8)), ("Phone.xib", Array(iOS.utf8))], themes: [theme])
        let errors = diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.count == 2, "\(errors)")
        #expect(
            errors.contains {
                $0.hasPrefix("'systemGray6Color' is a UIKit system color, which a macOS layout cannot name") && $0.contains("<textField>")
            })
        #expect(
            errors.contains {
                $0.hasPrefix("'controlTextColor' is an AppKit catalog color, which an iOS layout cannot name") && $0.contains("<label>")
            })
    }

    @Test(arguments: ["system-medium 13", "system-italic 13", "textStyle:body"])
    func systemFacesNoRealMacOSFileShowsAreRefused(_ font: String) throws {
        let (output, diagnostics) = Fixtures.themed(
            Self.macXib(Self.textField), with: try Fixtures.theme(##"{"k": {"font": "\##(font)"}}"##))
        #expect(output == nil)
        #expect(
            diagnostics.contains {
                $0.severity == .error
                    && $0.message.contains("a macOS layout's font is 'system 13', 'system-bold 13', 'system-semibold 13' or a font name")
            })
    }

    @Test func themesNameCatalogColorsOfEitherPlatformAndTypoesGetASuggestion() {
        #expect(ThemeColor.parse(.string("system:controlTextColor")).isSuccess)
        #expect(ThemeColor.parse(.string("system:systemGray5Color")).isSuccess)
        guard case .failure(let error) = ThemeColor.parse(.string("system:controlTextColour")) else {
            Issue.record("a misspelt catalog color loaded")
            return
        }
        #expect(error.message == "unknown system color 'controlTextColour'; did you mean 'controlTextColor'?")
    }

    @Test func appearanceRulesReachAppKitClasses() throws {
        let text = Self.macXib(Self.textField.replacingOccurrences(of: Self.tag("k"), with: ""))
        let (output, diagnostics) = Fixtures.themed(
            text, with: try Fixtures.theme(##"{"$appearance": {"NSTextField": {"textColor": "system:tertiaryLabelColor"}}}"##))
        #expect(diagnostics.isEmpty)
        #expect(
            try #require(output).contains(##"<color key="textColor" name="tertiaryLabelColor" catalog="System" colorSpace="catalog"/>"##))
    }
}

private extension Result {
    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
