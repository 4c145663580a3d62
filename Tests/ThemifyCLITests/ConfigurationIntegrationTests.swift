import Foundation
import Testing
import ThemifyModel

@testable import ThemifyCLI

/// `themify.json`, read by the built executable: what a build step runs as plain `themify`.
@Suite struct ConfigurationIntegrationTests {
    @Test func plainThemifyThemesEveryInputWithEveryThemeKeepingTheFolderStructure() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox, configuration: SampleProject.configuration)

            let result = try themify.run([])
            #expect(result.exited(with: 0), "\(result)")
            #expect(sandbox.files(SampleProject.output) == SampleProject.variants(), "\(result)")
            #expect(sandbox.files(SampleProject.layouts) == ["Profile.xib", "Screens/Main.storyboard"], "nothing beside the inputs")

            // Real variants, each with its own theme.
            for theme in SampleProject.themes {
                let profile = try sandbox.text("App/Generated/Profile-\(theme).xib")
                #expect(profile.contains("image=\"header_\(theme)\""), "Profile-\(theme).xib")
                let main = try sandbox.text("App/Generated/Screens/Main-\(theme).storyboard")
                #expect(main.contains("<document "), "Main-\(theme).storyboard")
            }
            // The same bytes as the variant themify writes without a configuration.
            try sandbox.makeFolder("NoConfig")
            let metalMain = try themify.run(
                ["../App/Layouts/Screens/Main.storyboard", "--themes", "../App/Themes", "--theme", "metal", "-o", "-"], in: "NoConfig")
            #expect(metalMain.exited(with: 0), "\(metalMain)")
            #expect(try sandbox.bytes("App/Generated/Screens/Main-metal.storyboard") == [UInt8](metalMain.stdout))
            expectNoHiddenFiles(in: sandbox, SampleProject.output)
        }
    }

    @Test func configFromAnotherFolderResolvesItsPathsAgainstItsOwnFolder() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox, configuration: SampleProject.configuration)
            try sandbox.makeFolder("Elsewhere/Deeper")

            let relative = try themify.run(["--config", "../../themify.json"], in: "Elsewhere/Deeper")
            #expect(relative.exited(with: 0), "\(relative)")
            #expect(sandbox.files(SampleProject.output) == SampleProject.variants(), "\(relative)")
            #expect(sandbox.listing("Elsewhere") == ["Deeper"], "nothing is written relative to the working directory")

            try FileManager.default.removeItem(atPath: sandbox.path(SampleProject.output))
            let absolute = try themify.run(["--config", sandbox.path("themify.json")], in: "Elsewhere")
            #expect(absolute.exited(with: 0), "\(absolute)")
            #expect(sandbox.files(SampleProject.output) == SampleProject.variants(), "\(absolute)")
            #expect(sandbox.listing("Elsewhere") == ["Deeper"])
        }
    }

    @Test func environmentVariablesExpandInSettings() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(
                in: sandbox,
                configuration: """
                    {
                      "inputs": ["${SRCROOT}/App/Layouts"],
                      "themes": "${SRCROOT}/App/Themes",
                      "output": "${SRCROOT}/App/${CONFIGURATION}"
                    }

                    """)

            let result = try themify.run([], environment: ["SRCROOT": sandbox.path(""), "CONFIGURATION": "Expanded"])
            #expect(result.exited(with: 0), "\(result)")
            #expect(sandbox.files("App/Expanded") == SampleProject.variants(), "\(result)")
            #expect(!sandbox.exists("${SRCROOT}"))
        }
    }

    @Test func anUnsetEnvironmentVariableIsAnErrorAtItsValue() throws {
        try withBuiltThemify { sandbox, themify in
            let configuration = """
                {
                  "inputs": ["App/Layouts"],
                  "themes": "App/Themes",
                  "output": "${DERIVED_FILE_DIR}/Generated"
                }

                """
            try SampleProject.make(in: sandbox, configuration: configuration)
            let before = sandbox.listing()

            let result = try themify.run([], environment: ["DERIVED_FILE_DIR": nil])
            #expect(result.exited(with: 1), "\(result)")
            let errors = result.diagnostics(at: "themify.json", severity: "error")
            #expect(errors.count == 1, "\(result)")
            let expected = try #require(position(of: "\"${DERIVED_FILE_DIR}", in: configuration))
            #expect(errors.first?.line == expected.line, "\(result)")
            #expect(errors.first?.column == expected.column, "\(result)")
            #expect(errors.first?.message.contains("DERIVED_FILE_DIR") == true, "\(result)")
            #expect(sandbox.listing() == before, "nothing written")
        }
    }

    @Test func anUnknownSettingIsAnErrorWithADidYouMean() throws {
        try withBuiltThemify { sandbox, themify in
            let configuration = """
                {
                  "inputs": ["App/Layouts"],
                  "themes": "App/Themes",
                  "outptu": "App/Generated"
                }

                """
            try SampleProject.make(in: sandbox, configuration: configuration)
            let before = sandbox.listing()

            let result = try themify.run([])
            #expect(result.exited(with: 1), "\(result)")
            let errors = result.diagnostics(at: "themify.json", severity: "error")
            #expect(errors.count == 1, "\(result)")
            let expected = try #require(position(of: "\"outptu\"", in: configuration))
            #expect(errors.first?.line == expected.line, "\(result)")
            #expect(errors.first?.column == expected.column, "\(result)")
            #expect(errors.first?.message.contains("'outptu'") == true, "\(result)")
            #expect(errors.first?.message.contains("did you mean 'output'?") == true, "\(result)")
            #expect(sandbox.listing() == before, "nothing written")
        }
    }

    @Test func aThemeOnTheCommandLineOverridesTheConfiguration() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox, configuration: SampleProject.configuration)

            let result = try themify.run("--theme", "metal")
            #expect(result.exited(with: 0), "\(result)")
            #expect(sandbox.files(SampleProject.output) == SampleProject.variants(themes: ["metal"]), "\(result)")
        }
    }

    @Test func anInputOnTheCommandLineOverridesTheConfiguration() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox, configuration: SampleProject.configuration)

            let result = try themify.run("App/Layouts/Profile.xib")
            #expect(result.exited(with: 0), "\(result)")
            #expect(sandbox.files(SampleProject.output) == SampleProject.variants(main: false), "only Profile.xib is themed: \(result)")
        }
    }

    /// Folders are created as needed, whatever the length of their names.
    @Test func oneLetterOutputAndNibMapFoldersAreCreated() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(
                in: sandbox,
                configuration: """
                    {
                      "inputs": ["App/Layouts"],
                      "themes": "App/Themes",
                      "output": "G",
                      "nibMap": "M/ThemeNibs.plist"
                    }

                    """)

            let result = try themify.run([])
            #expect(result.exited(with: 0), "\(result)")
            #expect(sandbox.files("G") == SampleProject.variants(), "\(result)")
            #expect(sandbox.files("M") == ["ThemeNibs.plist"], "\(result)")
        }
    }

    @Test func themeNamesRestrictTheThemes() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(
                in: sandbox,
                configuration: """
                    {
                      "inputs": ["App/Layouts"],
                      "themes": "App/Themes",
                      "themeNames": ["pink", "metal"],
                      "output": "App/Generated"
                    }

                    """)

            let result = try themify.run([])
            #expect(result.exited(with: 0), "\(result)")
            #expect(sandbox.files(SampleProject.output) == SampleProject.variants(themes: ["metal", "pink"]), "\(result)")
        }
    }
}

/// A second run, or an output folder among the inputs, never themes a variant again.
@Suite struct LoopGuardTests {
    @Test func runningTwiceBesideTheInputsWritesNoVariantOfAVariant() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox)
            let arguments = ["App/Layouts", "--themes", "App/Themes", "--theme", "metal", "--theme", "pink"]

            for run in 1...2 {
                let result = try themify.run(arguments)
                #expect(result.exited(with: 0), "run \(run): \(result)")
            }
            let files = sandbox.files(SampleProject.layouts)
            #expect(files == (["Profile.xib", "Screens/Main.storyboard"] + SampleProject.variants(themes: ["metal", "pink"])).sorted())
            #expect(doublySuffixedNames(files).isEmpty, "\(files)")
            #expect(!files.contains("Profile-metal-metal.xib"))
        }
    }

    @Test func runningTwiceWithTheConfigurationWritesNoVariantOfAVariant() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(in: sandbox, configuration: SampleProject.configuration)
            for run in 1...2 {
                let result = try themify.run([])
                #expect(result.exited(with: 0), "run \(run): \(result)")
            }
            let files = sandbox.files("App")
            #expect(doublySuffixedNames(files).isEmpty, "\(files)")
            #expect(sandbox.files(SampleProject.output) == SampleProject.variants())
        }
    }

    @Test func anOutputFolderAmongTheInputsIsNotThemedAgain() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(
                in: sandbox,
                configuration: """
                    {
                      "inputs": ["App/Layouts", "App/Generated"],
                      "themes": "App/Themes",
                      "output": "App/Generated"
                    }

                    """)
            try sandbox.makeFolder(SampleProject.output)

            for run in 1...3 {
                let result = try themify.run([])
                #expect(result.exited(with: 0), "run \(run): \(result)")
                let files = sandbox.files(SampleProject.output)
                #expect(doublySuffixedNames(files).isEmpty, "run \(run): \(files)")
                #expect(files == SampleProject.variants(), "run \(run): \(result)")
            }
            #expect(!sandbox.exists("App/Generated/Profile-metal-metal.xib"))

            // The same on the command line, the output folder named first.
            let result = try themify.run(
                "App/Generated", "App/Layouts", "--themes", "App/Themes", "--theme", "metal", "-o", "App/Generated")
            #expect(result.exited(with: 0), "\(result)")
            #expect(sandbox.files(SampleProject.output) == SampleProject.variants())
        }
    }

    @Test func anOutputFolderInsideAnInputFolderIsNotThemedAgain() throws {
        try withBuiltThemify { sandbox, themify in
            try SampleProject.make(
                in: sandbox,
                configuration: """
                    {
                      "inputs": ["App/Layouts"],
                      "themes": "App/Themes",
                      "output": "App/Layouts/Generated"
                    }

                    """)
            for run in 1...2 {
                let result = try themify.run([])
                #expect(result.exited(with: 0), "run \(run): \(result)")
            }
            let files = sandbox.files("App/Layouts/Generated")
            #expect(doublySuffixedNames(files).isEmpty, "\(files)")
            #expect(files == SampleProject.variants())
        }
    }
}
