import Foundation
import Testing
import ThemifyModel

@testable import ThemifyKit

/// Xcode's own files as the witness for `ColorByteArithmetic`: a whole-byte component keeps the
/// arithmetic of the Mac that first wrote it, so a document's era and the components it holds
/// must agree wherever the two arithmetics differ.
@Suite struct ColorByteArithmeticTests {
    /// The corpus's layouts and the oracle's before and after files.
    static var layouts: [URL] {
        let cases = Fixtures.corpus.deletingLastPathComponent().appendingPathComponent("oracle/cases")
        let oracleFiles = ((try? FileManager.default.contentsOfDirectory(atPath: cases.path)) ?? []).sorted().flatMap { name in
            ["before", "after"].flatMap { stem in
                [".xib", ".storyboard"].map { cases.appendingPathComponent("\(name)/\(stem)\($0)") }
                    .filter { FileManager.default.fileExists(atPath: $0.path) }
            }
        }
        return Fixtures.corpusLayouts + oracleFiles
    }

    /// The arithmetic each RGB component of a `<color>` line is in, for the components that
    /// are a byte in one arithmetic only.
    static func tellingComponents(of line: Substring) -> [ColorByteArithmetic] {
        var found: [ColorByteArithmetic] = []
        for channel in ["red", "green", "blue"] {
            guard let range = line.range(of: " \(channel)=\""), let end = line[range.upperBound...].firstIndex(of: "\""),
                let value = Double(line[range.upperBound..<end])
            else { continue }
            let byte = Int((value * 255).rounded())
            guard (0...255).contains(byte) else { continue }
            let quotient = ColorByteArithmetic.quotient.component(ofByte: byte)
            let product = ColorByteArithmetic.product.component(ofByte: byte)
            guard quotient != product else { continue }
            if value == quotient { found.append(.quotient) }
            if value == product { found.append(.product) }
        }
        return found
    }

    /// A document of the product era holds no quotient; a document of a quotient era holds
    /// products only in colors an older, product-era file wrote: each such `<color>` line is
    /// one a product-era layout holds too (Ramotion's 11201 storyboard re-saved at 15400,
    /// duckduckgo's 13529 one at 16096 and 20037, SwiftTheme's 13196 one at 17506).
    @Test func everyLayoutsComponentsAreInTheArithmeticOfItsEra() throws {
        var products = 0
        var quotients = 0
        var productEraLines: Set<Substring> = []
        var inherited: [(file: String, line: Substring)] = []
        for url in Self.layouts {
            let text = String(decoding: try Fixtures.bytes(url), as: UTF8.self)
            let lines = text.split(separator: "\n")
            guard let header = lines.first(where: { $0.contains("<document ") }) else { continue }
            func attribute(_ name: String) -> String? {
                guard let range = header.range(of: " \(name)=\""), let end = header[range.upperBound...].firstIndex(of: "\"") else {
                    return nil
                }
                return String(header[range.upperBound..<end])
            }
            let era = XcodeEra.of(toolsVersion: attribute("toolsVersion"), systemVersion: attribute("systemVersion"))
            let file = url.pathComponents.suffix(2).joined(separator: "/")
            for line in lines where line.contains("<color ") {
                let components = Self.tellingComponents(of: line)
                let color = line.drop { $0 == " " }
                switch era.colorBytes {
                case .product:
                    #expect(!components.contains(.quotient), "\(file): a quotient in a product-era document: \(color)")
                    products += components.count
                    if !components.isEmpty { productEraLines.insert(color) }
                case .quotient:
                    quotients += components.count { $0 == .quotient }
                    if components.contains(.product) { inherited.append((file, color)) }
                }
            }
        }
        #expect(products >= 20, "\(products) product-era components")
        #expect(quotients >= 10, "\(quotients) quotient-era components")
        #expect(!inherited.isEmpty, "the corpus's re-saved layouts keep their products")
        for (file, line) in inherited {
            #expect(productEraLines.contains(line), "\(file): a product no product-era file wrote: \(line)")
        }
    }
}
