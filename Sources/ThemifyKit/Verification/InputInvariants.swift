import ThemifyModel

/// What every diagnostic about an input must be, whatever the input: located in the file it is
/// about, and one line that cannot be mistaken for another (no control characters, so a
/// hostile value or file name cannot start a line a CI system reads as a command).
package enum InputInvariants {
    package static func violations(in diagnostics: [Diagnostic], path: String) -> [String] {
        var found: [String] = []
        for diagnostic in diagnostics {
            if diagnostic.message.isEmpty { found.append("an empty diagnostic") }
            if diagnostic.location?.path != path {
                found.append("a diagnostic about '\(path)' is located at \(diagnostic.location.map(\.description) ?? "nowhere")")
            }
            if let control = diagnostic.description.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
                found.append(
                    "a diagnostic holds the control character U+\(String(control.value, radix: 16)): \(diagnostic.description.debugDescription)"
                )
            }
        }
        return found
    }
}
