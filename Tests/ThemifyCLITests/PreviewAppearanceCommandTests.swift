import Foundation
import Testing

@testable import ThemifyCLI

/// `themify preview --appearance`: light and dark pictures side by side, by default when a theme
/// gives colors per appearance.
@Suite struct PreviewAppearanceCommandTests {
    @Test func aThemeWithPerAppearanceColorsIsDrawnInBothAppearancesByDefault() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            _ = try sandbox.write(
                ##"{"$extends": "pink", "primaryHeadingColor": {"light": "#C2185B", "dark": "#F48FB1"}}"##, to: "Themes/dual.json")
            let main = try sandbox.copySample("Main.storyboard")
            let result = themify("preview", main, "--themes", themes, "-t", "dual", "-o", sandbox.path("out"), "--no-png")
            #expect(result.exitCode == .success, "\(result.stderr)")
            #expect(result.stderr.contains("in 2 theme column(s)"))
            let light = try sandbox.text("out/Main.storyboard/Settings-ad5-cW-BHA.dual.svg")
            let dark = try sandbox.text("out/Main.storyboard/Settings-ad5-cW-BHA.dual.dark.svg")
            #expect(light.contains("fill=\"#C2185B\" xml:space=\"preserve\">Appearance</text>"))
            #expect(dark.contains("fill=\"#F48FB1\" xml:space=\"preserve\">Appearance</text>"))
            #expect(try sandbox.text("out/index.html").contains("<th>dual · dark</th>"))

            let lightOnly = themify(
                "preview", main, "--themes", themes, "-t", "dual", "-o", sandbox.path("light"), "--no-png", "--appearance", "light")
            #expect(lightOnly.exitCode == .success, "\(lightOnly.stderr)")
            #expect(!sandbox.files("light").contains { $0.hasSuffix(".dark.svg") })
        }
    }

    @Test func plainThemesAreDrawnInLightUnlessDarkIsAskedFor() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib")
            #expect(
                themify("preview", profile, "--themes", themes, "-t", "pink", "-o", sandbox.path("plain"), "--no-png").exitCode == .success)
            #expect(sandbox.files("plain").filter { $0.hasSuffix(".svg") } == ["Profile.xib/ProfileViewController-i5M-Pr-FkT.pink.svg"])
            #expect(
                themify(
                    "preview", profile, "--themes", themes, "-t", "pink", "-o", sandbox.path("dark"), "--no-png", "--appearance", "dark"
                ).exitCode == .success)
            #expect(sandbox.files("dark").filter { $0.hasSuffix(".svg") } == ["Profile.xib/ProfileViewController-i5M-Pr-FkT.pink.dark.svg"])
            let both = themify(
                "preview", profile, "--themes", themes, "-t", "pink", "-o", sandbox.path("both"), "--no-png", "--appearance", "both")
            #expect(both.stderr.contains("2 picture(s) of 1 layout(s) in 2 theme column(s)"), "\(both.stderr)")
            let wrong = themify("preview", profile, "--themes", themes, "-t", "pink", "-o", sandbox.path("x"), "--appearance", "dusk")
            #expect(wrong.exitCode == .usageError)
            #expect(wrong.stderr.contains("--appearance takes light, dark or both, not 'dusk'"))
            #expect(!sandbox.exists("x"))
        }
    }
}
