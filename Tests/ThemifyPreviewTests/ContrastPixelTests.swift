import Foundation
import Testing
import ThemifyKit
import ThemifyModel

@testable import ThemifyPreview

/// Lint against the pictures: for the corpus layouts × the sample themes × light and dark, the
/// contrast each text shows in the rendered PNG (`PixelContrastSurvey`) and lint's verdict on
/// it. Lint must find every text the pixels show under WCAG's minimum, and at least 95% of its
/// findings must be real. The suite measures every 16th corpus layout; `scripts/contrast-pixels.sh`
/// (THEMIFY_PIXEL_SURVEY=all) measures all of them and prints the numbers.
@Suite struct ContrastPixelTests {
    @Test func lintFindsWhatThePicturesShowAndLittleElse() throws {
        let rasterizer = try PNGRasterizer()
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: PreviewFixtures.corpusLayouts.path)) ?? []).sorted()
        try #require(files.count > 100, "the corpus is not at \(PreviewFixtures.corpusLayouts.path)")
        // Every layout with THEMIFY_PIXEL_SURVEY=all, every nth with a number; every 16th in the suite.
        let asked = ProcessInfo.processInfo.environment["THEMIFY_PIXEL_SURVEY"]
        let everything = asked == "all"
        let stride = everything ? 1 : asked.flatMap(Int.init).map { max($0, 1) } ?? 16
        let chosen = files.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
        var layouts = try chosen.map { try PreviewFixtures.layout(PreviewFixtures.corpusLayouts.appendingPathComponent($0)) }
        // THEMIFY_PIXEL_SURVEY_PLATFORM=macos keeps the macOS layouts alone (ios the others).
        if let platform = ProcessInfo.processInfo.environment["THEMIFY_PIXEL_SURVEY_PLATFORM"] {
            let macOS = { (layout: (path: String, bytes: [UInt8])) in
                String(decoding: layout.bytes.prefix(600), as: UTF8.self).contains("targetRuntime=\"MacOSX.Cocoa\"")
            }
            layouts = layouts.filter { macOS($0) == (platform == "macos") }
        }
        let themes = try PreviewFixtures.sampleThemeNames.map(PreviewFixtures.theme)
        let jobs = layouts.flatMap { layout in themes.map { (layout, $0) } }
        let survey = PixelContrastSurvey(rasterizer: rasterizer)
        let results = ResultBox(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            results.set(index, survey.survey(jobs[index].0, theme: jobs[index].1))
        }
        var tally = PixelContrastSurvey.Tally()
        for result in results.values { tally.add(result) }
        print("pixel contrast survey (\(layouts.count) layouts × \(themes.count) themes × light and dark): \(tally.summary)")
        for line in tally.missed.prefix(60) { print("missed: \(line)") }
        for line in tally.wrong.prefix(200) { print("not real: \(line)") }
        if ProcessInfo.processInfo.environment["THEMIFY_PIXEL_SURVEY_PLATFORM"] == nil { #expect(tally.runs > 1600 / stride) }
        #expect(tally.missed.isEmpty, "\(tally.summary); missed: \(tally.missed.prefix(10))")
        #expect(tally.precision >= 0.95, "\(tally.summary); not real: \(tally.wrong.prefix(10))")
    }

    /// One result per job, filled from concurrent iterations.
    private final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [PixelContrastSurvey.Tally]

        init(count: Int) { stored = Array(repeating: PixelContrastSurvey.Tally(), count: count) }

        func set(_ index: Int, _ value: PixelContrastSurvey.Tally) {
            lock.lock()
            stored[index] = value
            lock.unlock()
        }

        var values: [PixelContrastSurvey.Tally] {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
    }
}
