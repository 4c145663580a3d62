import XCTest

/// A textual backstop for tvOS: no file of the UIKit layer (`Sources/ThemifyRuntime/UIKit`) may
/// name a declaration the UIKit shim marks `@available(tvOS, unavailable)` outside a
/// `#if !os(tvOS)` region (or the `#else` of an `#if os(tvOS)`). The Swift compiler on Linux
/// ignores Apple availability, so without this a use of `UISwitch` or `UIColor.systemBackground`
/// would compile and pass every test here and break only the tvOS build.
/// `scripts/availability-audit` is the real check (from the index store); this one reads
/// source text: comments and string literals are blanked first (string interpolations stay
/// code), and a name counts only where no available shim declaration has the same name.
final class TVOSAvailabilityTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private static func swiftFiles(in folder: String) throws -> [(name: String, text: String)] {
        let url = packageRoot.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { ($0, try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)) }
    }

    private static func shimUnavailableNames() throws -> Set<String> {
        TVOSAvailability.unavailableNames(inShim: try swiftFiles(in: "Tests/ThemifyUIKitShim").map(\.text))
    }

    func testNoFileOfTheUIKitLayerUsesWhatTVOSLacksOutsideNotTVOSRegions() throws {
        let unavailable = try Self.shimUnavailableNames()
        let layer = try Self.swiftFiles(in: "Sources/ThemifyRuntime/UIKit")
        XCTAssertFalse(layer.isEmpty)
        let uses = layer.flatMap { file in
            TVOSAvailability.uses(of: unavailable, in: file.text).map { "\(file.name):\($0.line): \($0.name)" }
        }
        XCTAssertEqual(uses, [], "tvOS-unavailable UIKit API outside #if !os(tvOS)")
    }

    /// The shim keeps Apple's tvOS availability (see each file's header for the page that says so),
    /// and the scanner finds it: these are what ThemifyRuntime uses and tvOS lacks.
    func testTheShimMarksWhatTVOSLacks() throws {
        let unavailable = try Self.shimUnavailableNames()
        let expected: Set<String> = [
            "UISwitch", "UISlider", "UIStepper", "UIToolbar", "UIStatusBarStyle",
            "preferredStatusBarStyle", "setNeedsStatusBarAppearanceUpdate", "separatorColor",
            "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
            "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
            "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
            "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
            "lightText", "darkText",
        ]
        XCTAssertEqual(expected.subtracting(unavailable).sorted(), [])
        // On tvOS: a table view's section index colors, the other system colors, the classes.
        for name in [
            "UITableView", "sectionIndexColor", "sectionIndexBackgroundColor", "sectionIndexTrackingBackgroundColor", "systemGray",
            "label", "separator", "UIColor",
            "UIViewController",
        ] {
            XCTAssertFalse(unavailable.contains(name), name)
        }
    }

    // MARK: The scanner itself

    func testShimDeclarationsMarkedUnavailableOnTVOS() {
        let shim = """
            /// @available(tvOS, unavailable) in a comment marks nothing: `commentOnly`
            @available(tvOS, unavailable)
            @MainActor open class Marked: UIControl {
                open var memberOfMarked: UIColor?
            }
            open class Colors {
                @available(tvOS, unavailable)
                open class var markedColor: UIColor { system("markedColor") }
                @available(tvOS, unavailable, message: "no")
                public static func markedFunction() {}
                @available(iOS 15.0, tvOS 15.0, *)
                open class var newerColor: UIColor { system("newerColor") }
                @available(tvOS, deprecated: 13.0)
                open class var deprecatedColor: UIColor { system("deprecatedColor") }
                @available(tvOS, unavailable)
                open var twice: Int { 0 }
                open var commentOnly: Int { 0 }
            }
            open class Other {
                open var twice: Int { 1 }
                let text = "@available(tvOS, unavailable) var inString"
            }
            """
        XCTAssertEqual(TVOSAvailability.unavailableNames(inShim: [shim]), ["Marked", "markedColor", "markedFunction"])
    }

    func testUsesOutsideNotTVOSRegionsIgnoringCommentsAndStrings() {
        let layer = #"""
            #if canImport(UIKit) || canImport(ThemifyUIKitShim)
            // Marked in a comment, /* Marked */ in a block comment
            /* nested /* Marked */ still a comment */
            let title = "Marked in a string"
            let raw = #"Marked in a raw string \(Marked)"#
            let shown = "\(Marked.self) is code"
            let block = """
                Marked in a multi-line string
                """
            #if !os(tvOS)
            let a = Marked.self
            #if DEBUG
            let b = markedColor
            #endif
            #endif
            #if os(tvOS)
            let c = 1
            #else
            let d = Marked.self
            #endif
            #if !os(tvOS) && DEBUG
            let e = Marked.self
            #elseif os(iOS)
            let f = markedColor
            #endif
            #if !os(tvOS) || os(macOS)
            let g = Marked.self
            #endif
            #if os(tvOS)
            let h = markedColor
            #endif
            let markedColorName = UnMarked.self
            #endif
            """#
        XCTAssertEqual(
            TVOSAvailability.uses(of: ["Marked", "markedColor"], in: layer).map { "\($0.line): \($0.name)" },
            [
                "6: Marked", "24: markedColor", "27: Marked", "30: markedColor",
            ])
    }
}

/// Reads Swift source text for the tvOS backstop: blanks comments and string literals, finds the
/// shim's tvOS-unavailable declarations and the uses of their names outside `!os(tvOS)` regions.
enum TVOSAvailability {
    /// `source` with comments and the text of string literals (single-line, multi-line, raw)
    /// replaced by spaces, line breaks kept, so lines keep their numbers; the expressions of
    /// string interpolations stay.
    static func blankingCommentsAndStrings(_ source: String) -> String {
        enum Mode {
            case code(depth: Int)
            case string(hashes: Int, multiline: Bool)
        }
        let chars = Array(source)
        var output: [Character] = []
        output.reserveCapacity(chars.count)
        var stack: [Mode] = [.code(depth: 0)]
        var i = 0
        func blank(_ c: Character) { output.append(c == "\n" || c == "\r\n" ? c : " ") }
        func matches(_ text: String, at index: Int) -> Bool {
            var position = index
            for c in text {
                guard position < chars.count, chars[position] == c else { return false }
                position += 1
            }
            return true
        }
        while i < chars.count {
            let c = chars[i]
            switch stack[stack.count - 1] {
            case .code(let depth):
                if matches("//", at: i) {
                    while i < chars.count, chars[i] != "\n", chars[i] != "\r\n" {
                        blank(chars[i])
                        i += 1
                    }
                    continue
                }
                if matches("/*", at: i) {
                    var nesting = 0
                    repeat {
                        if matches("/*", at: i) {
                            nesting += 1
                            blank(chars[i])
                            blank(chars[i + 1])
                            i += 2
                        } else if matches("*/", at: i) {
                            nesting -= 1
                            blank(chars[i])
                            blank(chars[i + 1])
                            i += 2
                        } else {
                            blank(chars[i])
                            i += 1
                        }
                    } while nesting > 0 && i < chars.count
                    continue
                }
                var hashes = 0
                while i + hashes < chars.count, chars[i + hashes] == "#" { hashes += 1 }
                if i + hashes < chars.count, chars[i + hashes] == "\"" {
                    let multiline = matches("\"\"\"", at: i + hashes)
                    let length = hashes + (multiline ? 3 : 1)
                    for _ in 0..<length {
                        blank(chars[i])
                        i += 1
                    }
                    stack.append(.string(hashes: hashes, multiline: multiline))
                    continue
                }
                if stack.count > 1 {
                    // Inside an interpolation: its closing parenthesis returns to the string.
                    if c == "(" { stack[stack.count - 1] = .code(depth: depth + 1) }
                    if c == ")" {
                        if depth == 0 {
                            stack.removeLast()
                            blank(c)
                            i += 1
                            continue
                        }
                        stack[stack.count - 1] = .code(depth: depth - 1)
                    }
                }
                output.append(c)
                i += 1
            case .string(let hashes, let multiline):
                let delimiter = String(repeating: "#", count: hashes)
                if c == "\\", matches(delimiter, at: i + 1) {
                    let after = i + 1 + hashes
                    if after < chars.count, chars[after] == "(" {
                        for _ in 0...(hashes + 1) {
                            blank(chars[i])
                            i += 1
                        }
                        stack.append(.code(depth: 0))
                        continue
                    }
                    // An escape: the backslash, the hashes and the escaped character.
                    for _ in 0..<min(hashes + 2, chars.count - i) {
                        blank(chars[i])
                        i += 1
                    }
                    continue
                }
                let closing = (multiline ? "\"\"\"" : "\"") + delimiter
                if matches(closing, at: i) {
                    for _ in 0..<closing.count {
                        blank(chars[i])
                        i += 1
                    }
                    stack.removeLast()
                    continue
                }
                blank(c)
                i += 1
            }
        }
        return String(output)
    }

    private static let declarationKeywords: Set<String> = [
        "class", "struct", "enum", "protocol", "actor", "typealias", "associatedtype", "var", "let", "func", "case", "init", "subscript",
    ]
    private static let modifiers: Set<String> = [
        "open", "public", "package", "internal", "fileprivate", "private", "final", "static", "override", "convenience",
        "required", "nonisolated", "dynamic", "mutating", "nonmutating", "lazy", "weak", "unowned", "optional", "indirect",
    ]

    /// The names the shim declares only with `@available(tvOS, unavailable)` (or `@available(*,
    /// unavailable)`): a name some declaration without it shares (an overload, a member of the
    /// same name in an available class) is left out, so a use of the available one never
    /// counts. A class marked unavailable gives its name; its members, reached only through it,
    /// are not listed.
    static func unavailableNames(inShim files: [String]) -> Set<String> {
        var unavailable: Set<String> = []
        var available: Set<String> = []
        for file in files {
            let code = Array(blankingCommentsAndStrings(file))
            var i = 0
            var pendingUnavailable = false
            func skipSpaces() { while i < code.count, code[i].isWhitespace { i += 1 } }
            func identifier() -> String? {
                let start = i
                if i < code.count, code[i] == "`" { i += 1 }
                while i < code.count, code[i].isLetter || code[i].isNumber || code[i] == "_" { i += 1 }
                if i < code.count, code[i] == "`" { i += 1 }
                let word = String(code[start..<i]).replacingOccurrences(of: "`", with: "")
                return word.isEmpty ? nil : word
            }
            func balancedParentheses() -> String {
                guard i < code.count, code[i] == "(" else { return "" }
                var depth = 0
                let start = i
                repeat {
                    if code[i] == "(" { depth += 1 } else if code[i] == ")" { depth -= 1 }
                    i += 1
                } while depth > 0 && i < code.count
                return String(code[(start + 1)..<(i - 1)])
            }
            while i < code.count {
                let c = code[i]
                if c == "@" {
                    i += 1
                    let attribute = identifier() ?? ""
                    skipSpaces()
                    let arguments = balancedParentheses().split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                    if attribute == "available", let platform = arguments.first, platform == "tvOS" || platform == "*",
                        arguments.dropFirst().contains("unavailable")
                    {
                        pendingUnavailable = true
                    }
                    continue
                }
                guard c.isLetter || c == "_" || c == "`",
                    i == 0 || !(code[i - 1].isLetter || code[i - 1].isNumber || code[i - 1] == "_" || code[i - 1] == ".")
                else {
                    // Anything but attributes, modifiers and the declaration ends what an attribute covers.
                    if !c.isWhitespace { pendingUnavailable = false }
                    i += 1
                    continue
                }
                guard let word = identifier() else {
                    i += 1
                    continue
                }
                if modifiers.contains(word) {
                    skipSpaces()
                    if i < code.count, code[i] == "(" { _ = balancedParentheses() }  // private(set)
                    continue
                }
                if word == "class" {
                    // `class var`, `class func`, `class override …`: a modifier; `class Name`: the declaration.
                    let afterClass = i
                    skipSpaces()
                    let next = identifier()
                    i = afterClass
                    if let next, declarationKeywords.contains(next) || modifiers.contains(next) { continue }
                }
                if declarationKeywords.contains(word) {
                    var name = word
                    if word != "init", word != "subscript" {
                        skipSpaces()
                        name = identifier() ?? ""
                    }
                    if !name.isEmpty {
                        if pendingUnavailable { unavailable.insert(name) } else { available.insert(name) }
                    }
                }
                pendingUnavailable = false
            }
        }
        return unavailable.subtracting(available)
    }

    /// Every use of one of `names` (as a whole identifier, in code) on a line that tvOS compiles:
    /// outside every `#if !os(tvOS)` region (a condition with `!os(tvOS)` among its `&&` terms)
    /// and every `#else`/`#elseif` of an `#if os(tvOS)`.
    static func uses(of names: Set<String>, in source: String) -> [(line: Int, name: String)] {
        struct Branch {
            /// The condition without spaces (`!os(tvOS)&&DEBUG`).
            let condition: String
            var inElse = false
            /// Whether tvOS skips the lines: `#if !os(tvOS)` (alone or among `&&` terms), or the
            /// `#else`/`#elseif` of `#if os(tvOS)`.
            var excludesTVOS: Bool {
                if inElse { return condition == "os(tvOS)" || condition == "(os(tvOS))" }
                guard !condition.contains("||") else { return false }
                return condition.components(separatedBy: "&&").contains { term in
                    term.drop { $0 == "(" }.hasPrefix("!os(tvOS)")
                }
            }
        }
        var branches: [Branch] = []
        var found: [(line: Int, name: String)] = []
        let lines = blankingCommentsAndStrings(source).components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if ") {
                branches.append(Branch(condition: String(trimmed.dropFirst(4).filter { !$0.isWhitespace })))
                continue
            }
            if trimmed.hasPrefix("#elseif ") || trimmed == "#else" || trimmed.hasPrefix("#else ") {
                if !branches.isEmpty { branches[branches.count - 1].inElse = true }
                continue
            }
            if trimmed.hasPrefix("#endif") {
                if !branches.isEmpty { branches.removeLast() }
                continue
            }
            if branches.contains(where: \.excludesTVOS) { continue }
            var word = ""
            for c in line + " " {
                if c.isLetter || c.isNumber || c == "_" {
                    word.append(c)
                } else {
                    if names.contains(word) { found.append((index + 1, word)) }
                    word = ""
                }
            }
        }
        return found
    }
}
