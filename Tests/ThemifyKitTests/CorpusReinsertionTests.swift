import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

/// Xcode's own files as the oracle for what themify writes, over projects of every era: in each
/// real layout of the corpus, and each distinct file the oracle's commits left
/// (`Fixtures.oracleAfterLayouts`), a value is taken out — an iOS or tvOS view's color
/// (`backgroundColor`, `textColor`, `tintColor`, a control's own colors) or font, a button
/// state's title colors and images, an image view's images, a view's runtime attributes, a
/// one-fragment attributed text's color and font, a navigation bar's title color and font, a
/// macOS control's or cell's colors, fonts and images, a menu, toolbar or tab view item's image —
/// the view is tagged, and a theme sets the same value again; the result must be Xcode's file, tagged alike — the value's form for that document's
/// Xcode (numbers, color spaces, `cocoaTouchSystemColor` or `systemColor`, font forms), its
/// place among the view's children, and the `<resources>`, `<customFonts>` and capabilities
/// that go with it. The suite takes every 8th case; `THEMIFY_REINSERTION=all` takes them all
/// (about 17,000), and `THEMIFY_REINSERTION_MISSES=<folder>` keeps each miss's three files.
///
/// A `<resources>` copy the value alone used stays in the input: Xcode keeps a copy it wrote
/// long ago (a system color's components rounded to 10 digits by Xcode 11), which a fresh entry
/// would not reproduce. A system color's last use is also taken out with its entry, the
/// `<resources>` block it was alone in and the capability no other system color needs, in a
/// case of its own, where the entry is one a fresh write gives. A navigation bar's bar
/// tint is left out where the bar has iOS 13 appearances: a theme's `barTintColor` sets their
/// backgrounds too, by design, so that the themed bar shows it on iOS 15 and later.
@Suite struct CorpusReinsertionTests {
    struct Case: CorpusOracleCase {
        let source: String
        /// A macOS layout's.
        var appKit = false
        /// An attributed text's fragment's.
        var attributed = false
        /// The element the tag goes on.
        var host = ""
        let theme: String
        let files: @Sendable () -> (before: [UInt8], expected: [UInt8])
    }

    /// The layout's color keys on a view, by the theme property that sets each.
    static let colorKeys: [String: String] = [
        "backgroundColor": "backgroundColor", "textColor": "textColor", "tintColor": "tintColor",
        "highlightedColor": "highlightedTextColor", "shadowColor": "shadowColor", "separatorColor": "separatorColor",
        "onTintColor": "onTintColor", "thumbTintColor": "thumbTintColor", "barTintColor": "barTintColor",
        "sectionIndexColor": "sectionIndexColor", "sectionIndexBackgroundColor": "sectionIndexBackgroundColor",
        "sectionIndexTrackingBackgroundColor": "sectionIndexTrackingBackgroundColor",
        "pageIndicatorTintColor": "pageIndicatorTintColor", "currentPageIndicatorTintColor": "currentPageIndicatorTintColor",
        "minimumTrackTintColor": "minimumTrackTintColor", "maximumTrackTintColor": "maximumTrackTintColor",
        "progressTintColor": "progressTintColor", "trackTintColor": "trackTintColor",
    ]
    /// Elements whose colors belong to something else than a view tag reaches: a state, an
    /// attributed fragment, a bar appearance, a size class variation, a configuration.
    static let notViews: Set<String> = [
        "state", "fragment", "attributes", "textAttributes", "navigationBarAppearance", "toolbarAppearance", "tabBarAppearance",
        "variation", "buttonConfiguration",
    ]

    @Test func removedColorsAndFontsComeBackAsXcodeWroteThem() throws {
        #expect(Fixtures.oracleAfterLayouts.count > 150)
        let all = try (Fixtures.corpusLayouts + Fixtures.oracleAfterLayouts + Fixtures.ownOracleLayouts).flatMap { try Self.cases(in: $0) }
        #expect(all.count > 15_000, "the corpus and the oracle give \(all.count) cases")
        // Each kind is there: button state title colors, images, macOS catalog colors.
        #expect(all.count { $0.theme.contains("\"titleColor\"") || $0.theme.contains("\"titleShadowColor\"") } > 400)
        #expect(all.count { $0.theme.contains("mage\": ") } > 200)
        #expect(all.count { $0.appKit && $0.theme.contains("Color\"") } > 150)
        #expect(all.count { $0.theme.contains("runtimeAttributes") } > 400)
        #expect(all.count { $0.appKit && $0.theme.contains("\"font\"") } > 100)
        #expect(all.count { $0.appKit && $0.theme.contains("system 11") } > 25, "small system fonts")
        #expect(all.count { $0.attributed } > 60)
        #expect(all.count { $0.theme.contains("segmentImages") } >= 10, "segmented controls' images")
        #expect(all.count { $0.theme.contains("titleTextAttributes") } >= 6)
        #expect(all.count { $0.source.hasSuffix("(entry)") } > 15, "system colors written afresh")
        #expect(all.count { $0.host == "barButtonItem" && $0.theme.contains("mage\": ") } > 40)
        #expect(all.count { $0.theme.contains("\"asset:") } > 100, "asset catalog colors")
        #expect(all.count { $0.appKit && $0.theme.contains("mage\": ") } > 150, "macOS items' and cells' images")

        let (missed, ran) = CorpusOracleRun.misses(
            of: all, stride: CorpusOracleRun.stride(asked: "THEMIFY_REINSERTION"), keeping: "THEMIFY_REINSERTION_MISSES")
        #expect(missed.isEmpty, "\(missed.count) of \(ran) differ from Xcode's file: \(missed.prefix(10))")
    }

    // MARK: - Cases

    /// Every value of one layout the cases take out, each in a case of its own (the kinds the
    /// suite's comment lists), and a system color's last use a second time with its entry.
    static func cases(in file: URL) throws -> [Case] {
        guard let (lines, appKit) = try themableLines(of: file) else { return [] }
        var cases: [Case] = []
        for index in lines.indices {
            let found = appKit ? appKitRemoval(at: index, in: lines) : uiKitRemoval(at: index, in: lines)
            guard let removal = found, let close = closingLine(ofHost: removal.host, in: lines, after: index) else { continue }
            let source = "\(file.lastPathComponent):\(index + 1)"
            let theme = #"{"k1": \#(removal.style)}"#
            let host = elementName(lines[removal.host])
            cases.append(
                Case(
                    source: source, appKit: appKit,
                    attributed: !appKit && (lines[index].contains("key=\"NSColor\"") || lines[index].contains("key=\"NSFont\"")),
                    host: host, theme: theme, files: { files(removing: removal, closingAt: close, gone: [], in: lines) }))
            // A system color's last use goes with its `<resources>` entry and what else only it
            // needed, in a case of its own: the theme writes them afresh.
            if !appKit, lines[index].contains("systemColor=\""), let entry = lastColorEntryLines(at: index, in: lines) {
                cases.append(
                    Case(
                        source: source + " (entry)", host: host, theme: theme,
                        files: { files(removing: removal, closingAt: close, gone: entry, in: lines) }))
            }
        }
        return cases
    }

    /// A case's files: the layout with the host tagged and the removal made (and the `gone`
    /// lines taken out), and Xcode's file, tagged alike.
    static func files(removing removal: Removal, closingAt close: Int, gone: [Int], in lines: [String]) -> (
        before: [UInt8], expected: [UInt8]
    ) {
        let (tagged, insertion) = taggingHost(removal.host, closingAt: close, in: lines)
        // The lines from the tag's on moved down by its lines.
        let moved = { (line: Int) in line >= insertion.at ? line + insertion.count : line }
        let mark = "\u{0}"
        var before = tagged
        for line in gone { before[moved(line)] = mark }
        removal.edit(&before, moved)
        return (Array(before.filter { $0 != mark }.joined(separator: "\n").utf8), Array(tagged.joined(separator: "\n").utf8))
    }

    /// The lines that go with a system or asset catalog color's last use: its `<resources>`
    /// entry, the block when it held nothing else, and the capability ("System colors in
    /// document resources", "Named colors") when no other color of its kind is left. Nil when
    /// the line is none, another value uses the color, or (`requiringFreshEntry`) the entry is
    /// one a fresh write would not give.
    static func lastColorEntryLines(at index: Int, in lines: [String], requiringFreshEntry: Bool = true) -> [Int]? {
        let trimmed = lines[index].drop { $0 == " " }
        let found = attributes(of: trimmed)
        guard trimmed.hasPrefix("<color key=\"") else { return nil }
        let (entry, capabilityName, name): (String, String, String)
        if let system = found["systemColor"] {
            (entry, capabilityName, name) = ("systemColor", "System colors in document resources", system)
        } else if found["catalog"] == nil, let asset = found["name"] {
            (entry, capabilityName, name) = ("namedColor", "Named colors", asset)
        } else {
            return nil
        }
        let reference = entry == "systemColor" ? "systemColor=\"\(name)\"" : " name=\"\(name)\""
        guard
            !lines.indices.contains(where: { line in
                line != index && lines[line].contains(reference) && lines[line].drop(while: { $0 == " " }).hasPrefix("<color ")
            }),
            let start = lines.firstIndex(where: { $0.hasSuffix("<\(entry) name=\"\(name)\">") }),
            let end = closingLine(of: start, in: lines, after: start), let block = parentLine(of: start, in: lines),
            lines[block].hasSuffix("<resources>"), let blockEnd = closingLine(of: block, in: lines, after: end)
        else { return nil }
        // An entry rounded to 10 digits is a copy of Xcode 11's inline value, which Xcode 12
        // moved into `<resources>` and kept since; a fresh entry is exact.
        let numbers = attributes(of: lines[start + 1][...]).filter { ["red", "green", "blue", "white"].contains($0.key) }
        let roundedCopy = numbers.values.contains { text in
            guard let value = Double(text) else { return false }
            return Double(String(format: "%.10g", value)) == value && Double(String(format: "%.6g", value)) != value
        }
        guard !(roundedCopy && requiringFreshEntry) else { return nil }
        var gone = Array(start...end)
        if block + 1 == start && end + 1 == blockEnd { gone += [block, blockEnd] }
        let others = lines[block..<blockEnd].filter { $0.contains("<\(entry) name=\"") && !$0.hasSuffix("\"\(name)\">") }
        if others.isEmpty {
            guard let capability = lines.firstIndex(where: { $0.contains("<capability name=\"\(capabilityName)\"") }) else { return nil }
            gone.append(capability)
        } else if entry == "systemColor",
            others.allSatisfy({ line in ColorMarkup.isPreXcode11SystemColor(attributes(of: line[...])["name"] ?? "") })
        {
            // Whether such a document keeps the capability is not shown by the corpus.
            return nil
        }
        return gone
    }

    /// A layout's lines, and whether it is a macOS one; nil for a layout a theme has no
    /// properties for (watchOS).
    static func themableLines(of file: URL) throws -> (lines: [String], appKit: Bool)? {
        let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        let head = text.prefix(1500)
        let appKit = head.contains("targetRuntime=\"MacOSX.Cocoa\"")
        guard appKit || head.contains("targetRuntime=\"iOS.CocoaTouch") || head.contains("targetRuntime=\"AppleTV\"") else { return nil }
        return (text.components(separatedBy: "\n"), appKit)
    }

    /// What a case takes out: the element the tag goes on, how the value leaves the lines, and
    /// the style that sets it again.
    struct Removal: Sendable {
        let host: Int
        /// Edits the tagged lines, given where each of the layout's lines went in them.
        let edit: @Sendable (inout [String], (Int) -> Int) -> Void
        let style: String
    }

    static func deleting(_ index: Int) -> @Sendable (inout [String], (Int) -> Int) -> Void {
        { lines, moved in lines.remove(at: moved(index)) }
    }

    /// Takes image attributes out of their lines: each line's `attribute="value"`, with the
    /// `catalog="system"` that marks an SF Symbol.
    static func removingImages(_ images: [(line: Int, attribute: String, value: String, isSymbol: Bool)])
        -> @Sendable (
            inout [String], (Int) -> Int
        ) -> Void
    {
        let texts = images.map { image in
            (image.line, [" \(image.attribute)=\"\(image.value)\""] + (image.isSymbol ? [" catalog=\"system\""] : []))
        }
        return { lines, moved in
            for (line, removed) in texts {
                for text in removed { lines[moved(line)] = lines[moved(line)].replacingOccurrences(of: text, with: "") }
            }
        }
    }

    private static func uiKitRemoval(at index: Int, in lines: [String]) -> Removal? {
        let line = lines[index]
        let indent = indentation(line)
        if let value = valueLine(line), let parent = parentLine(of: index, in: lines), isViewWithID(lines[parent]) {
            let name = elementName(lines[parent])
            if notViews.contains(name) { return nil }
            if value.property == "barTintColor", let close = closingLine(of: parent, in: lines, after: index),
                lines[parent..<close].contains(where: { $0.contains("<navigationBarAppearance ") })
            {
                return nil
            }
            return Removal(host: parent, edit: deleting(index), style: style(value.property, value.theme, state: nil))
        }
        let trimmed = line.drop { $0 == " " }
        // A button state's title color: the state goes too when it holds nothing else.
        if trimmed.hasPrefix("<color key=\"title"), let key = attributes(of: trimmed)["key"],
            ["titleColor", "titleShadowColor"].contains(key),
            let value = colorTheme(attributes(of: trimmed)), let state = parentLine(of: index, in: lines),
            lines[state].drop(while: { $0 == " " }).hasPrefix("<state key=\""), let button = parentLine(of: state, in: lines),
            isViewWithID(lines[button]), elementName(lines[button]) == "button",
            let stateKey = attributes(of: lines[state][...])["key"]
        {
            let stateEnd = (state + 1..<lines.count).first { lines[$0] == String(repeating: " ", count: indent - 4) + "</state>" }
            let alone = stateEnd.map { end in (state + 1..<end).filter { indentation(lines[$0]) == indent }.count == 1 } ?? false
            let edit: @Sendable (inout [String], (Int) -> Int) -> Void = { lines, moved in
                guard alone, let stateEnd else {
                    lines.remove(at: moved(index))
                    return
                }
                let open = lines[moved(state)]
                let hasAttributes = attributes(of: open[...]).count > 1
                lines.removeSubrange(moved(state)...moved(stateEnd))
                // Xcode writes a state with attributes and no children as one empty element.
                if hasAttributes { lines.insert(String(open.dropLast()) + "/>", at: moved(state)) }
            }
            return Removal(host: button, edit: edit, style: style(key, value, state: stateKey))
        }
        if let removal = runtimeAttributeRemoval(at: index, in: lines) { return removal }
        if let removal = segmentImagesRemoval(at: index, in: lines) { return removal }
        if let removal = titleAttributeRemoval(at: index, in: lines) { return removal }
        if let removal = attributedTextRemoval(at: index, in: lines) { return removal }
        // An image view's images and a button state's: the attribute goes from its line.
        let name = elementName(line)
        for attribute in ["image", "highlightedImage", "backgroundImage", "selectedImage", "minimumValueImage", "maximumValueImage"] {
            guard let found = attributes(of: trimmed)[attribute] else { continue }
            // An SF Symbol's `catalog="system"` goes with its `image`, and the theme names it as one.
            let symbol = attributes(of: trimmed)["catalog"] == "system"
            if symbol, attribute != "image" { continue }
            let value = symbol ? "symbol:\(found)" : found
            let removeAttribute = removingImages([(index, attribute, found, symbol)])
            if Self.imageHolders[name]?.contains(attribute) == true, isViewWithID(line) {
                return Removal(host: index, edit: removeAttribute, style: Self.style(attribute, value, state: nil))
            }
            if name == "state", attribute != "highlightedImage", let button = parentLine(of: index, in: lines),
                elementName(lines[button]) == "button", isViewWithID(lines[button]), let stateKey = attributes(of: trimmed)["key"]
            {
                return Removal(host: button, edit: removeAttribute, style: Self.style(attribute, value, state: stateKey))
            }
        }
        return nil
    }

    /// The elements whose own attributes name their images: image views and bar items.
    static let imageHolders: [String: Set<String>] = [
        "imageView": ["image", "highlightedImage"], "barButtonItem": ["image"], "tabBarItem": ["image", "selectedImage"],
        "slider": ["minimumValueImage", "maximumValueImage"],
    ]

    /// The color or font of a label's or text view's attributed text, when it has one fragment
    /// (a theme's text color and font reach every fragment).
    private static func attributedTextRemoval(at index: Int, in lines: [String]) -> Removal? {
        attributedTextValue(at: index, in: lines).map { Removal(host: $0.host, edit: deleting(index), style: $0.style) }
    }

    /// A one-fragment attributed text's color or font line: the label or text view it is on, and
    /// the style that sets it.
    static func attributedTextValue(at index: Int, in lines: [String]) -> (host: Int, isColor: Bool, style: String)? {
        let trimmed = lines[index].drop { $0 == " " }
        let isColor = trimmed.hasPrefix("<color key=\"NSColor\"")
        guard isColor || trimmed.hasPrefix("<font key=\"NSFont\""), trimmed.hasSuffix("/>"),
            let attributesLine = parentLine(of: index, in: lines), lines[attributesLine].hasSuffix("<attributes>"),
            let fragment = parentLine(of: attributesLine, in: lines), let text = parentLine(of: fragment, in: lines),
            lines[text].hasSuffix("<attributedString key=\"attributedText\">"), let host = parentLine(of: text, in: lines),
            ["label", "textView"].contains(elementName(lines[host])), isViewWithID(lines[host]),
            let textEnd = closingLine(of: text, in: lines, after: index),
            (text..<textEnd).count(where: { lines[$0].drop(while: { $0 == " " }).hasPrefix("<fragment") }) == 1
        else { return nil }
        let found = attributes(of: trimmed)
        let value: String?
        if isColor {
            value = colorTheme(found)
        } else if let size = found["size"] {
            switch found["metaFont"] {
            case "system"?: value = "system \(size)"
            case "systemBold"?: value = "system-bold \(size)"
            case nil: value = found["name"].map { "\($0) \(size)" }
            default: value = nil
            }
        } else {
            value = nil
        }
        guard let value else { return nil }
        return (host, isColor, style(isColor ? "textColor" : "font", value, state: nil))
    }

    /// A navigation bar's title color or font, in its `<textAttributes key="titleTextAttributes">`
    /// block, which goes too when it held nothing else. A bar with iOS 13 appearances is left
    /// out: a theme's title attributes reach their blocks too.
    private static func titleAttributeRemoval(at index: Int, in lines: [String]) -> Removal? {
        let trimmed = lines[index].drop { $0 == " " }
        guard trimmed.hasPrefix("<color key=\"textColor\"") || trimmed.hasPrefix("<fontDescription key=\"fontDescription\""),
            let block = parentLine(of: index, in: lines), lines[block].hasSuffix("<textAttributes key=\"titleTextAttributes\">"),
            let bar = parentLine(of: block, in: lines), elementName(lines[bar]) == "navigationBar", isViewWithID(lines[bar]),
            let blockEnd = closingLine(of: block, in: lines, after: index), let barEnd = closingLine(of: bar, in: lines, after: blockEnd),
            !lines[bar..<barEnd].contains(where: { $0.contains("<navigationBarAppearance ") })
        else { return nil }
        let found = attributes(of: trimmed)
        let isColor = trimmed.hasPrefix("<color ")
        guard let value = isColor ? colorTheme(found) : fontTheme(found) else { return nil }
        let alone = blockEnd == index + 1 && block == index - 1
        let edit: @Sendable (inout [String], (Int) -> Int) -> Void = { lines, moved in
            if alone { lines.removeSubrange(moved(block)...moved(blockEnd)) } else { lines.remove(at: moved(index)) }
        }
        let property = isColor ? "textColor" : "font"
        return Removal(host: bar, edit: edit, style: #"{"titleTextAttributes": {"\#(property)": "\#(value)"}}"#)
    }

    /// A view's last runtime attribute (a new one goes last in the block): a color, number,
    /// boolean or string. A controller's are left out: a theme styles views and bar items.
    private static func runtimeAttributeRemoval(at index: Int, in lines: [String]) -> Removal? {
        let line = lines[index]
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("<userDefinedRuntimeAttribute type=\"") else { return nil }
        let found = attributes(of: trimmed)
        guard let type = found["type"], let keyPath = found["keyPath"], keyPath != "themeKey" else { return nil }
        let indent = String(repeating: " ", count: indentation(line))
        let end =
            trimmed.hasSuffix("/>") ? index : (index + 1..<lines.count).first { lines[$0] == indent + "</userDefinedRuntimeAttribute>" }
        guard let end, end + 1 < lines.count, lines[end + 1] == String(indent.dropLast(4)) + "</userDefinedRuntimeAttributes>",
            let block = parentLine(of: index, in: lines), let owner = parentLine(of: block, in: lines), isViewWithID(lines[owner]),
            !elementName(lines[owner]).hasSuffix("Controller")
        else { return nil }
        let value: String
        switch type {
        case "color":
            guard end == index + 2, let color = colorTheme(attributes(of: lines[index + 1].drop { $0 == " " })) else { return nil }
            value = #"{"color": "\#(color)"}"#
        case "number":
            let number = lines[index + 1].drop { $0 == " " }
            let numberAttributes = attributes(of: number)
            guard end == index + 2, let text = numberAttributes["value"], Double(text) != nil else { return nil }
            // A whole real is how the user typed it, which a theme's number does not say.
            if number.hasPrefix("<real "), let real = Double(text), real == real.rounded() { return nil }
            guard number.hasPrefix("<real ") || number.hasPrefix("<integer ") else { return nil }
            value = #"{"number": \#(text)}"#
        case "boolean":
            guard let text = found["value"] else { return nil }
            value = #"{"boolean": \#(text == "YES")}"#
        case "string":
            guard let text = found["value"], !text.contains("&"), !text.contains("\\") else { return nil }
            value = #"{"string": "\#(text)"}"#
        default:
            return nil
        }
        let edit: @Sendable (inout [String], (Int) -> Int) -> Void = { lines, moved in lines.removeSubrange(moved(index)...moved(end)) }
        return Removal(host: owner, edit: edit, style: #"{"runtimeAttributes": {"\#(keyPath)": \#(value)}}"#)
    }

    /// A macOS color or font: a control's own, or its cell's (the tag goes on the control).
    private static func appKitRemoval(at index: Int, in lines: [String]) -> Removal? {
        let trimmed = lines[index].drop { $0 == " " }
        if let removal = appKitImageRemoval(at: index, in: lines) { return removal }
        if let removal = segmentImagesRemoval(at: index, in: lines) { return removal }
        guard trimmed.hasSuffix("/>"), let key = attributes(of: trimmed)["key"], let parent = parentLine(of: index, in: lines) else {
            return nil
        }
        let value: String
        if trimmed.hasPrefix("<color key=\""), appKitColorKeys.contains(key), let color = colorTheme(attributes(of: trimmed)) {
            value = color
        } else if trimmed.hasPrefix("<font key=\"font\"") || trimmed.hasPrefix("<font key=\"titleFont\""),
            let font = appKitFontTheme(attributes(of: trimmed))
        {
            value = font
        } else {
            return nil
        }
        var host = parent
        if lines[parent].contains("Cell key=\"cell\""), let control = parentLine(of: parent, in: lines) { host = control }
        guard isViewWithID(lines[host]), !appKitNotControls.contains(elementName(lines[host])) else { return nil }
        return Removal(host: host, edit: deleting(index), style: style(key, value, state: nil))
    }

    /// A segmented control's images, one per segment, when every segment has one: they go from
    /// each `<segment>` line (with an SF Symbol's `catalog="system"`), and the theme sets them
    /// again as a list. The tag goes on the control (a macOS control's, above its cell).
    static func segmentImagesRemoval(at index: Int, in lines: [String]) -> Removal? {
        guard lines[index].drop(while: { $0 == " " }) == "<segments>", let owner = parentLine(of: index, in: lines),
            let end = closingLine(of: index, in: lines, after: index)
        else { return nil }
        var host = owner
        if lines[owner].contains("<segmentedCell key=\"cell\""), let control = parentLine(of: owner, in: lines) { host = control }
        guard elementName(lines[host]) == "segmentedControl", isViewWithID(lines[host]) else { return nil }
        let depth = indentation(lines[index]) + 4
        let segments = (index + 1..<end).filter { indentation(lines[$0]) == depth && lines[$0].dropFirst(depth).hasPrefix("<segment ") }
        var images: [(line: Int, attribute: String, value: String, isSymbol: Bool)] = []
        for line in segments {
            let found = attributes(of: lines[line].dropFirst(depth))
            guard let image = found["image"] else { return nil }
            images.append((line, "image", image, found["catalog"] == "system"))
        }
        guard !images.isEmpty else { return nil }
        let list = images.map { $0.isSymbol ? "\"symbol:\($0.value)\"" : "\"\($0.value)\"" }.joined(separator: ", ")
        return Removal(host: host, edit: removingImages(images), style: #"{"segmentImages": [\#(list)]}"#)
    }

    /// The elements of macOS layouts whose own attributes name their images: menu, toolbar and
    /// tab view items, and the cells a control keeps its images in (`<buttonCell key="cell">`
    /// of a `<button>`, `<imageCell key="cell">` of an `<imageView>`), which a tag on the
    /// control reaches.
    static let appKitImageHolders: [String: [String]] = [
        "menuItem": ["image"], "toolbarItem": ["image"], "tabViewItem": ["image"], "buttonCell": ["image", "alternateImage"],
        "imageCell": ["image"], "popUpButtonCell": ["image"],
    ]

    /// An AppKit image attribute: it goes from its line, with the `catalog="system"` of an SF
    /// Symbol, and the theme sets it again on the item or the cell's control.
    private static func appKitImageRemoval(at index: Int, in lines: [String]) -> Removal? {
        guard let image = appKitImage(at: index, in: lines) else { return nil }
        return Removal(
            host: image.host, edit: removingImages([(index, image.attribute, image.value, image.isSymbol)]),
            style: style(image.attribute, image.themeValue, state: nil))
    }

    /// The image a macOS item's or cell's line names (`appKitImageHolders`): the line of the
    /// element a tag reaches it from (the item, or the cell's control), the attribute, its value,
    /// and whether it is an SF Symbol (`catalog="system"`, which belongs to `image`).
    static func appKitImage(at index: Int, in lines: [String]) -> (
        host: Int, attribute: String, value: String, isSymbol: Bool, themeValue: String
    )? {
        let line = lines[index]
        let name = elementName(line)
        guard let names = appKitImageHolders[name] else { return nil }
        let found = attributes(of: line.drop { $0 == " " })
        var host = index
        if name.hasSuffix("Cell") {
            guard found["key"] == "cell", let control = parentLine(of: index, in: lines) else { return nil }
            host = control
        }
        guard lines[host].contains(" id=\""), !lines[host].drop(while: { $0 == " " }).hasPrefix("</") else { return nil }
        let isSymbol = found["catalog"] == "system"
        for attribute in names {
            guard let value = found[attribute], !isSymbol || attribute == "image" else { continue }
            return (host, attribute, value, isSymbol, isSymbol ? "symbol:\(value)" : value)
        }
        return nil
    }

    /// The line a host's tag goes before: its closing line, or its own for a host written as one
    /// empty element (`<menuItem … id="…"/>`, which `taggingHost` opens).
    static func closingLine(ofHost host: Int, in lines: [String], after index: Int) -> Int? {
        lines[host].hasSuffix("/>") ? host : closingLine(of: host, in: lines, after: max(host, index))
    }

    /// An AppKit font as a theme names it: the system font at AppKit's 13 points unless sized,
    /// the small (11) and mini (9) system fonts Xcode names the system font by at those sizes,
    /// or a named font.
    static func appKitFontTheme(_ a: [String: String]) -> String? {
        let size = a["size"]
        switch a["metaFont"] {
        case "system"?: return "system \(size ?? "13")"
        case "systemBold"?: return "system-bold \(size ?? "13")"
        case "smallSystem"? where size == nil: return "system 11"
        case "smallSystemBold"? where size == nil: return "system-bold 11"
        case "miniSystem"? where size == nil: return "system 9"
        case nil: return a["name"].flatMap { name in size.map { "\(name) \($0)" } }
        default: return nil
        }
    }

    static let appKitColorKeys: Set<String> = [
        "textColor", "backgroundColor", "gridColor", "insertionPointColor", "fillColor", "borderColor",
    ]
    static let appKitNotControls: Set<String> = ["tableColumn", "window", "menuItem", "menu", "textAttributes"]

    /// `{"textColor": …}`, or `{"states": {"highlighted": {"titleColor": …}}}` for a state
    /// other than normal (a button's top-level title color and images are its normal state's).
    static func style(_ property: String, _ value: String, state: String?) -> String {
        let pair = #""\#(property)": "\#(value)""#
        guard let state, state != "normal" else { return "{\(pair)}" }
        return #"{"states": {"\#(state)": {\#(pair)}}}"#
    }

    /// The lines with a `themeKey` tag on the element opening at `host`: in its runtime
    /// attributes, or in a block of its own before its closing line; and where the tag's lines
    /// went.
    static func taggingHost(_ host: Int, closingAt close: Int, in lines: [String]) -> ([String], (at: Int, count: Int)) {
        var tagged = lines
        let indent = String(repeating: " ", count: indentation(lines[host]))
        let tag = "<userDefinedRuntimeAttribute type=\"string\" keyPath=\"themeKey\" value=\"k1\"/>"
        if close == host {
            // An empty element opens for the tag, as Xcode writes an element with children.
            tagged[host] = String(lines[host].dropLast(2)) + ">"
            let block = [
                indent + "    <userDefinedRuntimeAttributes>", indent + "        " + tag, indent + "    </userDefinedRuntimeAttributes>",
                indent + "</\(elementName(lines[host]))>",
            ]
            tagged.insert(contentsOf: block, at: host + 1)
            return (tagged, (host + 1, block.count))
        }
        if let block = (host + 1..<close).first(where: { lines[$0] == indent + "    <userDefinedRuntimeAttributes>" }) {
            tagged.insert(indent + "        " + tag, at: block + 1)
            return (tagged, (block + 1, 1))
        }
        let block = [
            indent + "    <userDefinedRuntimeAttributes>", indent + "        " + tag, indent + "    </userDefinedRuntimeAttributes>",
        ]
        tagged.insert(contentsOf: block, at: close)
        return (tagged, (close, block.count))
    }

    /// A view's direct color or font line, as the theme value that sets it again.
    static func valueLine(_ line: String) -> (property: String, theme: String)? {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasSuffix("/>") else { return nil }
        let attributes = Self.attributes(of: trimmed)
        if trimmed.hasPrefix("<color key=\""), let key = attributes["key"], let property = colorKeys[key],
            let value = colorTheme(attributes)
        {
            return (property, value)
        }
        if trimmed.hasPrefix("<fontDescription key=\"fontDescription\""), let value = fontTheme(attributes) { return ("font", value) }
        return nil
    }

    /// A color as a theme names it exactly: its own space and numbers, its system name, or its
    /// asset catalog name.
    static func colorTheme(_ a: [String: String]) -> String? {
        if a["catalog"] == "System", let name = a["name"] { return "catalog:\(name)" }
        // An asset catalog's color: the document's `<namedColor>` copy holds its value.
        if a["catalog"] == nil, let name = a["name"] { return "asset:\(name)" }
        if let name = a["systemColor"] { return SystemColors.lightValues[name] != nil ? "system:\(name)" : nil }
        if a["xcode11CocoaTouchSystemColor"] != nil { return nil }
        if let name = a["cocoaTouchSystemColor"] { return SystemColors.lightValues[name] != nil ? "system:\(name)" : nil }
        let space = a["colorSpace"]
        let custom = a["customColorSpace"]
        if let red = a["red"], let green = a["green"], let blue = a["blue"], let alpha = a["alpha"] {
            let numbers = "\(red) \(green) \(blue) \(alpha)"
            switch (space, custom) {
            case ("custom", "sRGB"): return "sRGB:" + numbers
            case ("custom", "displayP3"): return "displayP3:" + numbers
            case ("calibratedRGB", _), ("deviceRGB", _): return space! + ":" + numbers
            default: return nil
            }
        }
        if let white = a["white"] {
            let numbers = "\(white) \(a["alpha"] ?? "1")"
            switch (space, custom) {
            case ("custom", "genericGamma22GrayColorSpace"): return "gray:" + numbers
            case ("calibratedWhite", _): return "calibratedWhite:" + numbers
            default: return nil
            }
        }
        return nil
    }

    /// A font as a theme names it: a face and its size, or a text style.
    static func fontTheme(_ a: [String: String]) -> String? {
        if let style = a["style"] {
            // The theme's name for the style the layout records (`UICTFontTextStyleSubhead` is `subheadline`).
            return ThemeFont.textStyles.first { $0.value == style }.map { "textStyle:\($0.key)" }
        }
        // Xcode writes a zero size where the font's size comes from elsewhere; a theme cannot.
        guard let size = a["pointSize"], Double(size).map({ $0 > 0 }) == true else { return nil }
        if let name = a["name"] { return "\(name) \(size)" }
        switch a["type"] {
        // The bold of Xcode's weight menu (`weight="bold"`) has no theme spelling of its own:
        // `system-bold` is System Bold (`type="boldSystem"`), which a fresh write gives.
        case "system": return a["weight"] == "bold" ? nil : (a["weight"].map { "system-\($0)" } ?? "system") + " \(size)"
        case "boldSystem": return "system-bold \(size)"
        case "italicSystem": return "system-italic \(size)"
        default: return nil
        }
    }

    /// The line opening the element a line is a direct child of: the nearest line above, four
    /// spaces out, that opens an element.
    static func parentLine(of index: Int, in lines: [String]) -> Int? {
        let indent = indentation(lines[index]) - 4
        guard indent >= 0 else { return nil }
        var line = index - 1
        while line >= 0 {
            let text = lines[line]
            if indentation(text) == indent, text.dropFirst(indent).hasPrefix("<"), !text.dropFirst(indent).hasPrefix("</") {
                return text.hasSuffix("/>") ? nil : line
            }
            line -= 1
        }
        return nil
    }

    /// The element opening at `open`'s closing line.
    static func closingLine(of open: Int, in lines: [String], after index: Int) -> Int? {
        let closing = String(repeating: " ", count: indentation(lines[open])) + "</\(elementName(lines[open]))>"
        return (index + 1..<lines.count).first { lines[$0] == closing }
    }

    /// An element a tag can reach: one with an id, open for children.
    static func isViewWithID(_ line: String) -> Bool {
        line.contains(" id=\"") && line.hasSuffix(">") && !line.hasSuffix("/>")
    }

    static func elementName(_ line: String) -> String {
        String(line.drop { $0 == " " }.dropFirst().prefix { $0 != " " && $0 != ">" && $0 != "/" })
    }

    static func indentation(_ line: String) -> Int {
        line.prefix(while: { $0 == " " }).count
    }

    static func attributes(of element: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = element[...]
        while let equals = rest.range(of: "=\"") {
            let name = rest[..<equals.lowerBound].split(separator: " ").last.map(String.init) ?? ""
            let valueStart = equals.upperBound
            guard let end = rest[valueStart...].firstIndex(of: "\"") else { break }
            result[name] = String(rest[valueStart..<end])
            rest = rest[rest.index(after: end)...]
        }
        return result
    }
}
