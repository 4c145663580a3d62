/// One option a command takes: `--name`, perhaps a one-letter alias, perhaps a value, and the
/// help line that describes it.
struct CommandOption: Sendable, Equatable {
    let name: String
    let short: String?
    let takesValue: Bool
    /// What the value is, as help and errors show it (`DIR|-`); empty for a flag.
    let valueName: String
    let help: String

    init(_ name: String, short: String? = nil, value valueName: String? = nil, help: String) {
        self.name = name
        self.short = short
        self.takesValue = valueName != nil
        self.valueName = valueName ?? ""
        self.help = help
    }

    /// Whether `spelling` as typed (`--output`, `-o`) names this option.
    func isSpelled(_ spelling: String) -> Bool {
        spelling == "--\(name)" || short.map { "-\($0)" } == spelling
    }

    /// The same option, described for one command in its own words.
    func described(as help: String) -> CommandOption {
        CommandOption(name, short: short, value: takesValue ? valueName : nil, help: help)
    }
}
