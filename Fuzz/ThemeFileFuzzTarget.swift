import ThemifyKit

/// libFuzzer's entry point for theme files and configurations: any bytes, read as a JSON
/// theme, a property-list theme (XML or binary) and a themify.json, must give a theme or
/// located, one-line errors (`ThemeFileInvariants`).
@_cdecl("LLVMFuzzerTestOneInput")
public func themifyFuzzThemeFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let violations = ThemeFileInvariants.violations(in: Array(UnsafeBufferPointer(start: data, count: size)))
    if !violations.isEmpty {
        fatalError("theme-file invariant broken: " + violations.joined(separator: "; "))
    }
    return 0
}
