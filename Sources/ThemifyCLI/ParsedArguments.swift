/// A command line the parser accepted for one command: its positional arguments and the
/// values of each option given.
struct ParsedArguments {
    var positional: [String] = []
    /// Values of each option that was given, by option name, in command-line order (`""` for
    /// flags).
    var values: [String: [String]] = [:]

    func flag(_ name: String) -> Bool { values[name] != nil }
    func last(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }

    /// These arguments with a placeholder theme, for commands that read layouts but apply
    /// no theme from `--theme` (`keys`, `extract`, `diff`) and so must not fail the "no theme"
    /// check.
    func withTheme(_ theme: String) -> ParsedArguments {
        var copy = self
        if copy.values["theme"] == nil { copy.values["theme"] = [theme] }
        return copy
    }

    /// These arguments without `name`: for an option a command spells like a shared one but
    /// reads itself (`keys -o FILE` is a theme file, not the variants' folder).
    func removing(_ name: String) -> ParsedArguments {
        var copy = self
        copy.values[name] = nil
        return copy
    }
}
