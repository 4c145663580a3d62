import ThemifyKit

/// libFuzzer's entry point for `themify codegen`: any bytes, read as a theme file, give typed
/// keys in the generated shapes and visible text, or located one-line errors
/// (`CodegenInvariants`).
@_cdecl("LLVMFuzzerTestOneInput")
public func themifyFuzzCodegen(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let violations = CodegenInvariants.violations(in: Array(UnsafeBufferPointer(start: data, count: size)))
    if !violations.isEmpty {
        fatalError("codegen invariant broken: " + violations.joined(separator: "; "))
    }
    return 0
}
