import Foundation
import Testing

@testable import ThemifyCLI

/// `themify preview`: pictures and the contact sheet written whole, or nothing at all.
@Suite struct PreviewCommandTests {
    @Test func writesAnSVGAndPNGOfEveryScreenInEveryThemeAndTheContactSheet() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let main = try sandbox.copySample("Main.storyboard")
            let profile = try sandbox.copySample("Profile.xib")
            let out = sandbox.path("preview")
            let result = themify("preview", main, profile, "--themes", themes, "-t", "default", "-t", "metal", "-t", "pink", "-o", out)
            #expect(result.exitCode == .success, "\(result.stderr)")
            #expect(result.stderr.contains("themify preview: 15 picture(s) of 2 layout(s) in 3 theme column(s)"))
            let files = sandbox.files("preview")
            #expect(files.filter { $0.hasSuffix(".svg") }.count == 15)
            #expect(files.filter { $0.hasSuffix(".png") }.count == 15)
            #expect(files.contains("index.html"))
            #expect(files.contains("Main.storyboard/Settings-ad5-cW-BHA.pink.svg"))
            #expect(files.contains("Profile.xib/ProfileViewController-i5M-Pr-FkT.metal.png"))
            let png = try sandbox.bytes("preview/Main.storyboard/Settings-ad5-cW-BHA.pink.png")
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            // IHDR: the picture's width in pixels is its width in points (393) at scale 1.
            #expect(Array(png[16..<20]) == [0, 0, 0x01, 0x89])
            let doubled = themify("preview", profile, "--themes", themes, "-t", "pink", "-o", sandbox.path("retina"), "--scale", "2")
            #expect(doubled.exitCode == .success, "\(doubled.stderr)")
            #expect(
                Array(try sandbox.bytes("retina/Profile.xib/ProfileViewController-i5M-Pr-FkT.pink.png")[16..<20]) == [0, 0, 0x03, 0x12])
            let index = try sandbox.text("preview/index.html")
            #expect(index.components(separatedBy: "<figure class=\"thumb\"").count - 1 == 15)
            #expect(index.contains("href=\"Main.storyboard/Settings-ad5-cW-BHA.pink.png\""))
            expectNoHiddenFiles(in: sandbox, "preview")
        }
    }

    @Test func compareDrawsTheEarlierThemeFileAsABeforeColumn() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let main = try sandbox.copySample("Main.storyboard")
            // The earlier version of pink, with the themes it extends beside it.
            try sandbox.copy(Fixtures.sampleThemes.appendingPathComponent("default.plist"), to: "before/default.plist")
            let pink = try sandbox.text("Themes/pink.json").replacingOccurrences(
                of: "\"primaryHeadingColor\": \"#C2185B\"", with: "\"primaryHeadingColor\": \"#880E4F\"")
            let before = try sandbox.write(pink, to: "before/pink.json")
            let result = themify(
                "preview", main, "--themes", themes, "-t", "pink", "--compare", before, "-o", sandbox.path("out"), "--no-png")
            #expect(result.exitCode == .success, "\(result.stderr)")
            #expect(sandbox.exists("out/Main.storyboard/Settings-ad5-cW-BHA.pink.before.svg"))
            #expect(sandbox.exists("out/Main.storyboard/Settings-ad5-cW-BHA.pink.svg"))
            #expect(!sandbox.files("out").contains { $0.hasSuffix(".png") })
            let index = try sandbox.text("out/index.html")
            #expect(index.contains("<select id=\"before\"><option value=\"pink.before\" selected>pink (before)</option>"))
            #expect(try sandbox.text("out/Main.storyboard/Settings-ad5-cW-BHA.pink.before.svg").contains("#880E4F"))
        }
    }

    @Test func badInputWritesNothingAndIsLocated() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let broken = try sandbox.write("<?xml version=\"1.0\"?>\n<document type=\"x\">\n<objects>\n</document>\n", to: "Broken.xib")
            let result = themify("preview", broken, "--themes", themes, "-t", "pink", "-o", sandbox.path("out"))
            #expect(result.exitCode == .inputError)
            #expect(!result.diagnostics(at: broken, severity: "error").isEmpty, "\(result.stderr)")
            #expect(!sandbox.exists("out"))

            let missingTheme = themify("preview", broken, "--themes", themes, "-t", "pinc", "-o", sandbox.path("out"))
            #expect(missingTheme.exitCode == .inputError)
            #expect(missingTheme.stderr.contains("did you mean 'pink'?"))
            #expect(!sandbox.exists("out"))
        }
    }

    @Test func commandLineMistakesAreUsageErrors() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let main = try sandbox.copySample("Main.storyboard")
            let noOutput = themify("preview", main, "--themes", themes, "-t", "pink")
            #expect(noOutput.exitCode == .usageError)
            #expect(noOutput.stderr.contains("preview needs -o DIR"))
            let standardOutput = themify("preview", main, "--themes", themes, "-t", "pink", "-o", "-")
            #expect(standardOutput.exitCode == .usageError)
            #expect(themify("preview", main, "--themes", themes, "-t", "pink", "-o", "x", "--in-place").exitCode == .usageError)
            #expect(
                themify("preview", main, "--themes", themes, "-t", "pink", "-o", "x", "--scale", "9").stderr.contains(
                    "--scale takes a number from 1 to 4, not '9'"))
            #expect(
                themify("preview", main, "--themes", themes, "-t", "pink", "-o", "x", "--scale", "2", "--no-png").exitCode == .usageError)
            #expect(themify("preview", "--help").stdoutText.contains("--compare THEME_FILE"))
            // A configuration's "output" is the variants' folder, never the pictures'.
            let configuration = try sandbox.write(#"{"inputs": ["Main.storyboard"], "output": "Variants"}"#, to: "themify.json")
            let configured = themify("preview", "--config", configuration, "--themes", themes, "-t", "pink")
            #expect(configured.exitCode == .usageError, "\(configured.stderr)")
            #expect(!sandbox.exists("Variants"))
        }
    }

    @Test func aMissingRasterizerIsAWriteErrorWithNothingWritten() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let main = try sandbox.copySample("Main.storyboard")
            let sink = CapturingSink()
            let code = Themify.run(
                ["preview", main, "--themes", themes, "-t", "pink", "-o", sandbox.path("out")], sink: sink,
                environment: ["PATH": sandbox.path("no-such-folder")])
            #expect(code == .writeError)
            #expect(sink.stderr.contains("'rsvg-convert' is not on PATH"))
            #expect(!sandbox.exists("out"))
        }
    }
}
