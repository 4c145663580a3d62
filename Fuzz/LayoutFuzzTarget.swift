import ThemifyKit

/// libFuzzer's entry point: every generated input must keep `PipelineInvariants`. A violation
/// stops the run with the input saved as a crash artifact; `scripts/fuzz.sh` says where, and
/// such inputs go into `Tests/ThemifyKitTests/FuzzRegressions` so the test suite replays them.
@_cdecl("LLVMFuzzerTestOneInput")
public func themifyFuzzLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let violations = PipelineInvariants.violations(in: bytes)
    if !violations.isEmpty {
        fatalError("pipeline invariant broken: " + violations.joined(separator: "; "))
    }
    return 0
}
