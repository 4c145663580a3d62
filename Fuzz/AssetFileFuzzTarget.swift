import ThemifyKit

/// libFuzzer's entry point for the asset files `--assets` reads: any bytes, read as an image,
/// a font and a color set's `Contents.json`, give finite sizes and printable colors, or nothing
/// (`AssetFileInvariants`).
@_cdecl("LLVMFuzzerTestOneInput")
public func themifyFuzzAssetFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let violations = AssetFileInvariants.violations(in: Array(UnsafeBufferPointer(start: data, count: size)))
    if !violations.isEmpty {
        fatalError("asset-file invariant broken: " + violations.joined(separator: "; "))
    }
    return 0
}
