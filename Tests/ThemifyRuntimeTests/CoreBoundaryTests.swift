import Foundation
import Testing

/// ThemifyRuntime's core makes every decision and must build wherever Foundation does — tvOS, iOS,
/// Linux — so it imports Foundation and the theme model only, never UIKit.
@Suite struct CoreBoundaryTests {
    @Test func theCoreImportsFoundationAndTheModelOnly() throws {
        let core = Fixtures.packageRoot.appendingPathComponent("Sources/ThemifyRuntime/Core")
        let files = try FileManager.default.contentsOfDirectory(atPath: core.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 5)
        for file in files {
            let text = try String(contentsOf: core.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n")
            where line.hasPrefix("import ") || line.contains(" import ") || line.hasPrefix("#if canImport") {
                #expect(line == "import Foundation" || line == "import ThemifyModel", "\(file): \(line)")
            }
        }
    }
}
