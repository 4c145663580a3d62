import ThemifyModel

/// What `themify codegen` must keep for any theme, checked by the fuzzer (`Fuzz/`) on
/// generated theme files: a theme that loads either makes Swift or located, one-line errors,
/// and the Swift it makes has only lines of the generated shapes, in visible text — no raw
/// control, separator or format character (bidirectional controls, zero-width joiners), no
/// literal a key could end early, no member named like a type the file uses.
package enum CodegenInvariants {
    /// What went wrong, one line each; empty when every property holds.
    package static func violations(in bytes: [UInt8], path: String = "fuzz.json") -> [String] {
        guard let node = try? ThemeFileReader.parse(bytes, path: path), let theme = try? Theme(node: node, path: path) else { return [] }
        let source: String
        do {
            source = try TypedKeySource.generate(from: TypedKeyCatalog(themes: [ResolvedTheme(chain: [theme])]), themeNames: [theme.name])
        } catch {
            return error.diagnostics.compactMap {
                $0.description.contains("\n") || $0.location == nil
                    ? "an error is not one located line: \(ThemeText.shown($0.description))" : nil
            }
        }
        var found: [String] = []
        for scalar in source.unicodeScalars
        where scalar != "\n"
            && (scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029
                || scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .control)
        {
            found.append("the source holds U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) where !isGeneratedShape(line) {
            found.append("a line of no generated shape: \(ThemeText.shown(String(line)))")
        }
        return found
    }

    private static let typeNames = KeyKind.allCases.map(\.typeName)

    private static func isGeneratedShape(_ line: Substring) -> Bool {
        if line.isEmpty || line == "}" || line == "import ThemifyRuntime" || line.hasPrefix("// ") || line.hasPrefix("    /// ") {
            return true
        }
        if line.hasPrefix("extension "), line.hasSuffix(" {") { return typeNames.contains(String(line.dropFirst(10).dropLast(2))) }
        guard line.hasPrefix("    static let "), let equals = line.range(of: " = ") else { return false }
        let name = line[line.index(line.startIndex, offsetBy: 15)..<equals.lowerBound]
        let bare = name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? name.dropFirst().dropLast() : name
        guard !bare.isEmpty, !SwiftIdentifier.reservedNames.contains(String(bare)),
            bare.unicodeScalars.enumerated().allSatisfy({
                SwiftIdentifier.isIdentifierScalar($1, first: $0 == 0) || ($0 > 0 && ("0"..."9").contains($1))
            })
        else { return false }
        let value = line[equals.upperBound...]
        guard let open = value.firstIndex(of: "("), typeNames.contains(String(value[..<open])), value.hasSuffix("\")") else { return false }
        return isLiteral(value[value.index(after: open)..<value.index(before: value.endIndex)])
    }

    /// A string literal of printable ASCII whose only unescaped quotes are its two ends.
    private static func isLiteral(_ text: Substring) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return false }
        var index = 1
        while index < scalars.count - 1 {
            let scalar = scalars[index]
            guard scalar.value >= 0x20, scalar.value < 0x7F, scalar != "\"" else { return false }
            index += scalar == "\\" ? 2 : 1
        }
        return index == scalars.count - 1
    }
}
