import ThemifyPreview

/// libFuzzer's entry point for previews: any bytes, read as a layout, themed and drawn in light
/// and dark, give pictures or located errors — well-formed SVG of finite size, one file each
/// (`PreviewInvariants`).
@_cdecl("LLVMFuzzerTestOneInput")
public func themifyFuzzPreview(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let violations = PreviewInvariants.violations(in: Array(UnsafeBufferPointer(start: data, count: size)))
    if !violations.isEmpty {
        fatalError("preview invariant broken: " + violations.joined(separator: "; "))
    }
    return 0
}
