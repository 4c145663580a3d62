import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

/// Xcode's own files as the oracle for a changed value, the edit a theme most often makes: in
/// each real layout of the corpus and each distinct file the oracle's commits left
/// (`Fixtures.oracleAfterLayouts`), a view's color or font (an iOS or tvOS view's, a button
/// state's title color, a one-fragment attributed text's, a macOS control's or cell's), an image view's or button state's image,
/// a macOS item's or cell's image, or a view's runtime attribute is set by a theme to another value the
/// same document already holds under the same key. Xcode wrote that other value in this
/// document's era, so the result must be the layout with that line in the view's place, byte
/// for byte — whatever space, numbers, system-color or font form the view's own value had.
///
/// A system or asset catalog color's last use changed takes its `<resources>` entry with it, and
/// the block and capability only it needed; an image's or a font's last use takes its entry. The
/// suite takes every 8th case; `THEMIFY_SUBSTITUTION=all` takes them all, and
/// `THEMIFY_SUBSTITUTION_MISSES=<folder>` keeps each miss's layout, Xcode's file and themify's.
@Suite struct CorpusSubstitutionTests {
    typealias Lines = CorpusReinsertionTests

    /// A themable value in a layout: its line, the view a tag reaches, and what sets it.
    struct Slot: Sendable {
        let line: Int
        let host: Int
        /// The values that can stand for one another: the same element kind, key and state.
        let group: String
        /// The attribute holding the value (an image's name), or nil for the whole line.
        var attribute: String? = nil
        /// The value as the layout writes it: the trimmed line, or the attribute's value.
        let value: String
        /// The style that sets this value on a tagged view.
        let style: String
    }

    struct Case: CorpusOracleCase {
        let source: String
        /// The slot's group (`Slot.group`).
        let group: String
        let theme: String
        /// The tagged layout and Xcode's file, made only for the cases a run takes.
        let files: @Sendable () -> (before: [UInt8], expected: [UInt8])
    }

    @Test func aValueChangedToAnotherOfTheDocumentsIsWrittenAsXcodeWroteThatOne() throws {
        let all = try (Fixtures.corpusLayouts + Fixtures.oracleAfterLayouts + Fixtures.ownOracleLayouts).flatMap { try Self.cases(in: $0) }
        #expect(all.count > 3_000, "the corpus and the oracle give \(all.count) cases")
        #expect(all.count { $0.theme.contains("\"font\"") } > 500)
        #expect(all.count { $0.theme.contains("\"titleColor\"") } > 100)
        #expect(all.count { $0.source.contains("[AppKit]") } > 100)
        #expect(all.count { $0.theme.contains("mage\": ") } > 60, "images")
        #expect(all.count { $0.source.contains("[AppKit]") && $0.theme.contains("mage\": ") } > 40, "macOS images")
        #expect(all.count { $0.theme.contains("runtimeAttributes") } > 300, "runtime attributes")
        #expect(all.count { $0.group.hasPrefix("attributed:") } > 20, "attributed text")
        // Last uses, which take their entries with them: colors', images' and custom fonts'.
        #expect(all.count { $0.source.hasSuffix("(entry)") && $0.theme.contains("Color\"") } > 20, "colors' last uses")
        #expect(all.count { $0.source.hasSuffix("(entry)") && $0.theme.contains("mage\"") } > 100, "images' last uses")
        #expect(all.count { $0.source.hasSuffix("(entry)") && $0.group == "font" } >= 2, "fonts' last uses")

        let (missed, ran) = CorpusOracleRun.misses(
            of: all, stride: CorpusOracleRun.stride(asked: "THEMIFY_SUBSTITUTION"), keeping: "THEMIFY_SUBSTITUTION_MISSES")
        #expect(missed.isEmpty, "\(missed.count) of \(ran) differ from Xcode's file: \(missed.prefix(10))")
    }

    // MARK: - Cases

    /// One case per slot: its value becomes the next different one of its group.
    static func cases(in file: URL) throws -> [Case] {
        guard let (lines, appKit) = try Lines.themableLines(of: file) else { return [] }
        let slots = lines.indices.compactMap {
            appKit
                ? appKitSlot(at: $0, in: lines) ?? appKitImageSlot(at: $0, in: lines)
                : uiKitSlot(at: $0, in: lines) ?? attributedTextSlot(at: $0, in: lines) ?? imageSlot(at: $0, in: lines)
                    ?? runtimeAttributeSlot(at: $0, in: lines)
        }
        let byGroup = Dictionary(grouping: slots.enumerated(), by: \.element.group)
        let references = references(in: lines)
        var cases: [Case] = []
        for (position, slot) in slots.enumerated() {
            // A system or asset color's last use takes its entry, and what only it needed, with it.
            var gone: [Int] = []
            if isLastUse(slot, references: references) {
                let entry =
                    slot.attribute != nil
                    ? imageEntryLines(named: slot.value, in: lines)
                    : slot.group == "font"
                        ? Lines.attributes(of: slot.value[...])["name"].flatMap { fontEntryLines(named: $0, in: lines) }
                        : Lines.lastColorEntryLines(at: slot.line, in: lines, requiringFreshEntry: false)
                guard let entry else { continue }
                gone = entry
            }
            guard let group = byGroup[slot.group]?.map(\.offset), let at = group.firstIndex(of: position),
                let other = (group[(at + 1)...] + group[..<at]).lazy.map({ slots[$0] }).first(where: { $0.value != slot.value }),
                let close = Lines.closingLine(ofHost: slot.host, in: lines, after: slot.line)
            else { continue }
            let files: @Sendable () -> (before: [UInt8], expected: [UInt8]) = { [gone] in
                let (tagged, insertion) = Lines.taggingHost(slot.host, closingAt: close, in: lines)
                let moved = slot.line >= insertion.at ? slot.line + insertion.count : slot.line
                var expected = tagged
                if let attribute = slot.attribute {
                    expected[moved] = lines[slot.line].replacingOccurrences(
                        of: " \(attribute)=\"\(slot.value)\"", with: " \(attribute)=\"\(other.value)\"")
                } else if !hexMeets(other.value, slot.value) {
                    expected[moved] = String(repeating: " ", count: Lines.indentation(lines[slot.line])) + other.value
                }
                for line in gone { expected[line >= insertion.at ? line + insertion.count : line] = "\u{0}" }
                return (Array(tagged.joined(separator: "\n").utf8), Array(expected.filter { $0 != "\u{0}" }.joined(separator: "\n").utf8))
            }
            cases.append(
                Case(
                    source: "\(file.lastPathComponent):\(slot.line + 1)\(appKit ? " [AppKit]" : "")\(gone.isEmpty ? "" : " (entry)")",
                    group: slot.group,
                    theme: #"{"k1": \#(other.style)}"#, files: files))
        }
        return cases
    }

    /// A direct color or font line of an iOS or tvOS view, or a button state's title color.
    static func uiKitSlot(at index: Int, in lines: [String]) -> Slot? {
        let line = lines[index]
        let start = line.drop { $0 == " " }
        guard start.hasPrefix("<color ") || start.hasPrefix("<fontDescription "), let parent = Lines.parentLine(of: index, in: lines) else {
            return nil
        }
        let found = Lines.attributes(of: trimmed(line)[...])
        if let value = Lines.valueLine(line), Lines.isViewWithID(lines[parent]) {
            let name = Lines.elementName(lines[parent])
            guard !Lines.notViews.contains(name) else { return nil }
            // A theme's bar tint sets a bar's iOS 13 appearances too (CorpusReinsertionTests).
            if value.property == "barTintColor", let close = Lines.closingLine(of: parent, in: lines, after: index),
                lines[parent..<close].contains(where: { $0.contains("<navigationBarAppearance ") })
            {
                return nil
            }
            let kind = value.property == "font" ? "font" : "color:\(found["key"] ?? "")"
            return Slot(
                line: index, host: parent, group: kind, value: trimmed(line), style: Lines.style(value.property, value.theme, state: nil))
        }
        guard trimmed(line).hasPrefix("<color key=\"title"), let key = found["key"], ["titleColor", "titleShadowColor"].contains(key),
            let value = Lines.colorTheme(found), Lines.elementName(lines[parent]) == "state",
            let stateKey = Lines.attributes(of: trimmed(lines[parent])[...])["key"],
            let button = Lines.parentLine(of: parent, in: lines), Lines.isViewWithID(lines[button]),
            Lines.elementName(lines[button]) == "button"
        else { return nil }
        return Slot(
            line: index, host: button, group: "\(stateKey):\(key)", value: trimmed(line), style: Lines.style(key, value, state: stateKey))
    }

    /// A one-fragment attributed text's color or font.
    static func attributedTextSlot(at index: Int, in lines: [String]) -> Slot? {
        guard lines[index].contains("key=\"NS"), let found = Lines.attributedTextValue(at: index, in: lines) else { return nil }
        let group = found.isColor ? "attributed:color" : "attributed:font"
        return Slot(line: index, host: found.host, group: group, value: trimmed(lines[index]), style: found.style)
    }

    /// An image view's or bar item's image, or a button state's image or background image: the name in its attribute. System images and the project's stand for their kind.
    static func imageSlot(at index: Int, in lines: [String]) -> Slot? {
        let line = lines[index]
        guard line.contains("mage=\"") else { return nil }
        let found = Lines.attributes(of: trimmed(line)[...])
        let name = Lines.elementName(line)
        for attribute in ["image", "highlightedImage", "backgroundImage", "selectedImage", "minimumValueImage", "maximumValueImage"] {
            guard let value = found[attribute] else { continue }
            let kind = "\(attribute):\(found["catalog"] ?? "project")"
            // `catalog="system"` marks the `image` as an SF Symbol, which a theme names as one.
            let themed = found["catalog"] == "system" && attribute == "image" ? "symbol:\(value)" : value
            if Lines.imageHolders[name]?.contains(attribute) == true, Lines.isViewWithID(line) {
                return Slot(
                    line: index, host: index, group: "\(name):\(kind)", attribute: attribute, value: value,
                    style: Lines.style(attribute, themed, state: nil))
            }
            if name == "state", attribute != "highlightedImage", let stateKey = found["key"],
                let button = Lines.parentLine(of: index, in: lines), Lines.elementName(lines[button]) == "button",
                Lines.isViewWithID(lines[button])
            {
                return Slot(
                    line: index, host: button, group: "\(stateKey):\(kind)", attribute: attribute, value: value,
                    style: Lines.style(attribute, themed, state: stateKey))
            }
        }
        return nil
    }

    /// A view's runtime attribute: a boolean's or string's value, a color's or number's line.
    /// A whole real is left out: it is how the user typed it, which a theme's number does not say.
    static func runtimeAttributeSlot(at index: Int, in lines: [String]) -> Slot? {
        guard lines[index].contains(" key=\"value\"") || lines[index].contains("<userDefinedRuntimeAttribute ") else { return nil }
        let line = trimmed(lines[index])
        let attributeLine: Int
        if line.hasPrefix("<userDefinedRuntimeAttribute type=\"") {
            attributeLine = index
        } else if line.hasPrefix("<color key=\"value\"") || line.hasPrefix("<real key=\"value\"")
            || line.hasPrefix("<integer key=\"value\""),
            let parent = Lines.parentLine(of: index, in: lines)
        {
            attributeLine = parent
        } else {
            return nil
        }
        let found = Lines.attributes(of: trimmed(lines[attributeLine])[...])
        guard trimmed(lines[attributeLine]).hasPrefix("<userDefinedRuntimeAttribute "), let type = found["type"],
            let keyPath = found["keyPath"], keyPath != "themeKey", let block = Lines.parentLine(of: attributeLine, in: lines),
            trimmed(lines[block]) == "<userDefinedRuntimeAttributes>", let owner = Lines.parentLine(of: block, in: lines),
            Lines.isViewWithID(lines[owner]), !Lines.elementName(lines[owner]).hasSuffix("Controller")
        else { return nil }
        // A key path a view sets twice (a real file does) is set where it takes effect, last.
        guard let blockEnd = Lines.closingLine(of: block, in: lines, after: attributeLine),
            (block..<blockEnd).count(where: { lines[$0].contains(" keyPath=\"\(keyPath)\"") }) == 1
        else { return nil }
        func style(_ value: String) -> String { #"{"runtimeAttributes": {"\#(keyPath)": \#(value)}}"# }
        let group = "runtime:\(keyPath):\(Lines.elementName(line))"
        let own = Lines.attributes(of: line[...])
        switch (type, attributeLine == index) {
        case ("boolean", true):
            guard let value = own["value"] else { return nil }
            return Slot(
                line: index, host: owner, group: group, attribute: "value", value: value, style: style(#"{"boolean": \#(value == "YES")}"#))
        case ("string", true):
            guard let value = own["value"], !value.contains("&"), !value.contains("\\") else { return nil }
            return Slot(line: index, host: owner, group: group, attribute: "value", value: value, style: style(#"{"string": "\#(value)"}"#))
        case ("color", false):
            guard let color = Lines.colorTheme(own) else { return nil }
            return Slot(line: index, host: owner, group: group, value: line, style: style(#"{"color": "\#(color)"}"#))
        case ("number", false):
            guard let text = own["value"], let number = Double(text), !(line.hasPrefix("<real ") && number == number.rounded()) else {
                return nil
            }
            return Slot(line: index, host: owner, group: group, value: line, style: style(#"{"number": \#(text)}"#))
        default:
            return nil
        }
    }

    /// A macOS control's or its cell's color or font.
    static func appKitSlot(at index: Int, in lines: [String]) -> Slot? {
        let line = trimmed(lines[index])
        let found = Lines.attributes(of: line[...])
        guard line.hasSuffix("/>"), let key = found["key"], let parent = Lines.parentLine(of: index, in: lines) else { return nil }
        let value: String
        if line.hasPrefix("<color key=\""), Lines.appKitColorKeys.contains(key), let color = Lines.colorTheme(found) {
            value = color
        } else if line.hasPrefix("<font key=\"font\"") || line.hasPrefix("<font key=\"titleFont\""), let font = Lines.appKitFontTheme(found)
        {
            value = font
        } else {
            return nil
        }
        var host = parent
        if lines[parent].contains("Cell key=\"cell\""), let control = Lines.parentLine(of: parent, in: lines) { host = control }
        guard Lines.isViewWithID(lines[host]), !Lines.appKitNotControls.contains(Lines.elementName(lines[host])) else { return nil }
        // The same key on a cell and on a control are different values to AppKit.
        let group = "\(Lines.elementName(lines[parent])):\(key)"
        return Slot(line: index, host: host, group: group, value: line, style: Lines.style(key, value, state: nil))
    }

    /// A macOS menu, toolbar or tab view item's image, or a button or image cell's, which a tag
    /// on its control reaches: the name in its attribute. SF Symbols, AppKit's images and the
    /// project's stand for their kind.
    static func appKitImageSlot(at index: Int, in lines: [String]) -> Slot? {
        guard let image = Lines.appKitImage(at: index, in: lines) else { return nil }
        let kind = image.isSymbol ? "symbol" : image.value.hasPrefix("NS") ? "appKit" : "project"
        return Slot(
            line: index, host: image.host, group: "\(Lines.elementName(lines[index])):\(image.attribute):\(kind)",
            attribute: image.attribute, value: image.value, style: Lines.style(image.attribute, image.themeValue, state: nil))
    }

    /// Whether a theme color a hex can say (whole 255ths) is met by a layout color of its space
    /// with the same bytes: themify leaves that color as it is (a theme's `#FFFFFF` does not
    /// turn the layout's `0.99997437` white into `1`), so the file stays the layout's.
    static func hexMeets(_ theme: String, _ layout: String) -> Bool {
        let (wanted, held) = (Lines.attributes(of: trimmed(theme)[...]), Lines.attributes(of: trimmed(layout)[...]))
        guard wanted["colorSpace"] == held["colorSpace"], wanted["customColorSpace"] == held["customColorSpace"] else { return false }
        let names = wanted["white"] != nil ? ["white", "alpha"] : ["red", "green", "blue", "alpha"]
        let pairs = names.map { (wanted[$0].flatMap(Double.init), held[$0].flatMap(Double.init)) }
        return pairs.allSatisfy { pair in
            guard let theme = pair.0, let layout = pair.1 else { return false }
            let bytes = theme * 255
            return abs(bytes - bytes.rounded()) < 1e-6 && bytes.rounded() == (layout * 255).rounded()
        }
    }

    /// An image's `<resources>` entry: one line, or an element with children (a symbol's).
    static func imageEntryLines(named name: String, in lines: [String]) -> [Int]? {
        guard let start = lines.firstIndex(where: { $0.drop(while: { $0 == " " }).hasPrefix("<image name=\"\(name)\" ") }),
            let block = Lines.parentLine(of: start, in: lines), lines[block].hasSuffix("<resources>")
        else { return nil }
        if lines[start].hasSuffix("/>") { return [start] }
        return Lines.closingLine(of: start, in: lines, after: start).map { Array(start...$0) }
    }

    /// A font's `<customFonts>` entry: its `<string>` line, with its file's array when it was
    /// the file's only font and the block when it was the block's only file. Nil when the block
    /// does not list the font.
    static func fontEntryLines(named name: String, in lines: [String]) -> [Int]? {
        guard let string = lines.firstIndex(where: { $0.hasSuffix("<string>\(name)</string>") }),
            let file = Lines.parentLine(of: string, in: lines), let block = Lines.parentLine(of: file, in: lines),
            lines[block].hasSuffix("<customFonts key=\"customFonts\">"),
            let fileEnd = Lines.closingLine(of: file, in: lines, after: string),
            let blockEnd = Lines.closingLine(of: block, in: lines, after: fileEnd)
        else { return nil }
        guard file + 1 == string, string + 1 == fileEnd else { return [string] }
        return block + 1 == file && fileEnd + 1 == blockEnd ? Array(block...blockEnd) : Array(file...fileEnd)
    }

    /// Whether a value is the last use of an entry Xcode keeps for it: a system or named
    /// color's `<resources>` entry, an image's, a custom font's `<customFonts>` entry.
    /// `references` counts each reference's lines (`References`).
    static func isLastUse(_ slot: Slot, references: [String: Int]) -> Bool {
        let reference: String
        if let attribute = slot.attribute {
            guard attribute.hasSuffix("mage") else { return false }
            reference = "mage=" + slot.value
        } else {
            let found = Lines.attributes(of: slot.value[...])
            if let name = found["systemColor"] {
                reference = "systemColor=" + name
            } else if let name = found["name"], found["catalog"] == nil {
                reference = "name=" + name
            } else {
                return false
            }
        }
        return references[reference, default: 0] <= 1
    }

    /// How many lines, `<resources>` entries aside, name each image (`mage=NAME`: any
    /// attribute ending so, and an image runtime attribute's value), system color
    /// (`systemColor=NAME`) or named color or font (`name=NAME`).
    static func references(in lines: [String]) -> [String: Int] {
        var counts: [String: Int] = [:]
        let entries = ["<systemColor ", "<namedColor ", "<image name="]
        for line in lines where line.contains("=\"") && !entries.contains(where: { line.contains($0) }) {
            var seen = Set<String>()
            for (name, value) in Lines.attributes(of: line[...]) {
                let reference: String
                if name.hasSuffix("mage") || (name == "value" && line.contains("type=\"image\"")) {
                    // An image runtime attribute's value names an image too.
                    reference = "mage=" + value
                } else if name == "systemColor" || name == "name" {
                    reference = name + "=" + value
                } else {
                    continue
                }
                if seen.insert(reference).inserted { counts[reference, default: 0] += 1 }
            }
        }
        return counts
    }

    static func trimmed(_ line: String) -> String { String(line.drop { $0 == " " }) }
}
