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

}
