import Testing

@testable import ThemifyKit

/// A system color written into a document takes the form of the Xcode that saved it.
@Suite struct XcodeEraTests {
    @Test func systemColorFormFollowsTheToolsVersion() {
        func form(_ version: String?) -> String {
            switch XcodeEra.of(toolsVersion: version).systemColors {
            case .resources: return "resources"
            case .inline(let digits): return "inline \(digits.map(String.init) ?? "exact")"
            }
        }
        #expect(form("14490.70") == "inline exact")
        #expect(form("15705") == "inline 10")
        // Xcode 11.4–11.7 still wrote them inline (oracle cases 014, 305, 417, 419).
        #expect(form("16096") == "inline 10")
        #expect(form("16097") == "inline 10")
        #expect(form("17156") == "resources")
        #expect(form("32700.99.1234") == "resources")
        #expect(form(nil) == "resources")
    }

    @Test func customFontEntriesAndTheSymbolBoxFollowTheToolsVersion() {
        #expect(XcodeEra.of(toolsVersion: "8187.4").customFontFileElement == "mutableArray")
        #expect(XcodeEra.of(toolsVersion: "11201").customFontFileElement == "array")
        #expect(XcodeEra.of(toolsVersion: "8187.4").symbolBox == nil)
        #expect(XcodeEra.of(toolsVersion: "14868").symbolBox == 64)
        #expect(XcodeEra.of(toolsVersion: "15505").symbolBox == 64)
        #expect(XcodeEra.of(toolsVersion: "16096").symbolBox == 128)
        #expect(XcodeEra.majorVersion("14490.70") == 14490)
        #expect(XcodeEra.majorVersion("x") == nil)
    }

    @Test func inlineComponentsAreRoundedToTenDigitsAndPrintedWithSeventeen() {
        #expect(XcodeNumberFormat.component(XcodeNumberFormat.rounded(60.0 / 255, significantDigits: 10)) == "0.23529411759999999")
    }
}
