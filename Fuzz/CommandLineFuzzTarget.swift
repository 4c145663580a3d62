import ThemifyCLI

/// libFuzzer's entry point for the whole command line: arguments and files (names and
/// contents) decoded from the input (`CommandLineScenario`), run in a fresh folder, must keep
/// `CommandLineInvariants`.
@_cdecl("LLVMFuzzerTestOneInput")
public func themifyFuzzCommandLine(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let scenario = CommandLineScenario(decoding: Array(UnsafeBufferPointer(start: data, count: size)))
    let violations = CommandLineInvariants.violations(in: scenario)
    if !violations.isEmpty {
        fatalError("command-line invariant broken: " + violations.joined(separator: "; "))
    }
    return 0
}
