import ThemifyKit

/// libFuzzer's entry point for `themify.json`: any bytes, under a build's environment, an empty
/// one and a hostile one, must give a configuration whose every path stays inside its root, or
/// located, one-line errors that print no environment value (`ConfigurationInvariants`).
@_cdecl("LLVMFuzzerTestOneInput")
public func themifyFuzzConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let violations = ConfigurationInvariants.violations(in: Array(UnsafeBufferPointer(start: data, count: size)))
    if !violations.isEmpty {
        fatalError("configuration invariant broken: " + violations.joined(separator: "; "))
    }
    return 0
}
