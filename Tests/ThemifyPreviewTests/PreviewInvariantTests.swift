import Foundation
import Testing
import ThemifyPreview

/// The preview fuzz target's invariants (`PreviewInvariants`) hold on the sample layouts and
/// on layouts holding numbers no real one does, so a fuzzer's first finding is a real one.
@Suite struct PreviewInvariantTests {
    static let sampleLayouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("SampleLayouts")

    @Test(arguments: ["Main.storyboard", "Profile.xib"], ["", "nan", "1e17", "-1e308", "1e19"])
    func holdOnTheSamplesWithAnyNumbers(layout: String, number: String) throws {
        var text = try String(contentsOf: Self.sampleLayouts.appendingPathComponent(layout), encoding: .utf8)
        if !number.isEmpty {
            text = text.replacingOccurrences(of: #"red="[^"]*""#, with: #"red="\#(number)""#, options: .regularExpression)
                .replacingOccurrences(of: #"width="[^"]*""#, with: #"width="\#(number)""#, options: .regularExpression)
        }
        #expect(PreviewInvariants.violations(in: Array(text.utf8), path: layout) == [])
    }

    /// Whole numbers at Int's edges where the preview reads them as Ints.
    @Test(arguments: ["9223372036854775807", "-9223372036854775808"])
    func holdWithIntegersAtTheirLimits(number: String) throws {
        let text = try String(contentsOf: Self.sampleLayouts.appendingPathComponent("Profile.xib"), encoding: .utf8)
            .replacingOccurrences(of: #"selectedSegmentIndex="0""#, with: #"selectedSegmentIndex="\#(number)""#)
            .replacingOccurrences(of: "<label ", with: #"<label numberOfLines="\#(number)" "#)
        #expect(text.contains(#"selectedSegmentIndex="\#(number)""#))
        #expect(PreviewInvariants.violations(in: Array(text.utf8), path: "Profile.xib") == [])
    }
}
