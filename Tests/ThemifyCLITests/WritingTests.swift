import Foundation
import Testing
import ThemifyModel

@testable import ThemifyCLI

/// Where variants go and how they are written.
@Suite struct WritingTests {
    /// The variant of a sample layout as a plain run writes it beside its input, made in a
    /// sandbox of its own: the reference the other destinations are compared with.
    private func referenceVariant(of sample: String, theme: String) throws -> [UInt8] {
        var variant: [UInt8] = []
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let input = try sandbox.copySample(sample)
            let result = themify(input, "--theme", theme, "--themes", themes)
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            let stem = (sample as NSString).deletingPathExtension
            let ext = (sample as NSString).pathExtension
            variant = try sandbox.bytes("\(stem)-\(theme).\(ext)")
        }
        return variant
    }

    @Test func variantIsWrittenBesideItsInput() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib", to: "App/Profile.xib")
            let original = try sandbox.bytes("App/Profile.xib")

            let result = themify(profile, "--theme", "metal", "--themes", themes)
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(sandbox.files("App") == ["Profile-metal.xib", "Profile.xib"])
            #expect(try sandbox.bytes("App/Profile.xib") == original, "the input must not change")

            let variant = try sandbox.text("App/Profile-metal.xib")
            #expect(variant.contains("image=\"header_metal\""))
            #expect(!variant.contains("image=\"header_default\""))
            #expect(variant.contains("name=\"Avenir-Heavy\""))
            #expect(try sandbox.bytes("App/Profile-metal.xib") != original)
            expectNoHiddenFiles(in: sandbox)
        }
    }

    @Test func outputFolderKeepsTheStructureBelowAFolderInput() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            try sandbox.copySample("Profile.xib", to: "Layouts/App/Screens/Profile.xib")
            try sandbox.copySample("Main.storyboard", to: "Layouts/App/Main.storyboard")
            let input = sandbox.path("Layouts/App")
            let output = sandbox.path("Generated")

            let result = themify(input, "--theme", "metal", "--themes", themes, "-o", output)
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            #expect(sandbox.files("Generated") == ["Main-metal.storyboard", "Screens/Profile-metal.xib"])
            #expect(sandbox.files("Layouts") == ["App/Main.storyboard", "App/Screens/Profile.xib"], "nothing is written beside the inputs")
            #expect(try sandbox.bytes("Generated/Screens/Profile-metal.xib") == referenceVariant(of: "Profile.xib", theme: "metal"))
            #expect(try sandbox.bytes("Generated/Main-metal.storyboard") == referenceVariant(of: "Main.storyboard", theme: "metal"))
            expectNoHiddenFiles(in: sandbox)
        }
    }

    @Test func outputFolderTakesAFileInputAtItsTop() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib", to: "Deep/Down/Profile.xib")
            let result = themify(profile, "--theme", "pink", "--themes", themes, "-o", sandbox.path("Out"))
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            #expect(sandbox.files("Out") == ["Profile-pink.xib"])
        }
    }

    /// A folder input that is a symbolic link to a folder (a shared Layouts folder linked into
    /// a project) is searched like the folder itself, as `find -H` and `ls link/` do.
    @Test func folderInputThatIsASymbolicLinkIsSearched() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            try sandbox.copySample("Profile.xib", to: "Shared/Layouts/Profile.xib")
            try sandbox.copySample("Main.storyboard", to: "Shared/Layouts/Tabs/Main.storyboard")
            try FileManager.default.createSymbolicLink(atPath: sandbox.path("Linked"), withDestinationPath: sandbox.path("Shared/Layouts"))

            for input in ["Linked", "Linked/"] {
                let output = "Out-\(input.count)"
                let result = themify(sandbox.path(input), "--theme", "metal", "--themes", themes, "-o", sandbox.path(output))
                #expect(result.exitCode == .success, "stderr: \(result.stderr)")
                #expect(sandbox.files(output) == ["Profile-metal.xib", "Tabs/Main-metal.storyboard"], "input \(input)")
            }
        }
    }

    @Test func standardOutputGetsExactlyTheVariantBytes() throws {
        let reference = try referenceVariant(of: "Profile.xib", theme: "metal")
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib")
            let before = sandbox.listing()

            let result = themify(profile, "--theme", "metal", "--themes", themes, "-o", "-")
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            #expect(result.stdout == reference)
            #expect(sandbox.listing() == before, "'-o -' must create no file")
        }
    }

    /// 0o600 is narrower than a new file's default; 0o666 wider than the usual umask allows.
    @Test(arguments: [0o600, 0o666, 0o640])
    func inPlaceRewritesTheInputAndKeepsItsPermissions(mode: Int) throws {
        let reference = try referenceVariant(of: "Profile.xib", theme: "metal")
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib", to: "App/Profile.xib")
            try sandbox.setPermissions(mode, of: "App/Profile.xib")
            #expect(try sandbox.permissions("App/Profile.xib") == mode)

            let result = themify(profile, "--theme", "metal", "--themes", themes, "--in-place")
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            #expect(try sandbox.bytes("App/Profile.xib") == reference)
            #expect(try sandbox.permissions("App/Profile.xib") == mode, "mode \(String(mode, radix: 8)) must be kept")
            #expect(sandbox.files("App") == ["Profile.xib"], "no variant and no temporary file beside the input")
        }
    }

    @Test func themeGivenAsAPathIsUsedAndNamedByItsStem() throws {
        try withSandbox { sandbox in
            // pink.json extends default, which it finds beside itself.
            try sandbox.copySampleThemes(to: "Design/Brand")
            let emptyThemes = try sandbox.makeFolder("NoThemes")
            let profile = try sandbox.copySample("Profile.xib")

            let result = themify(profile, "--theme", sandbox.path("Design/Brand/pink.json"), "--themes", emptyThemes)
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            #expect(result.stderr.isEmpty, "pink inherits every other key from default")
            #expect(sandbox.files().filter { !$0.hasPrefix("Design/") } == ["Profile-pink.xib", "Profile.xib"])
            let variant = try sandbox.text("Profile-pink.xib")
            #expect(variant.contains("image=\"header_pink\""))
            // #FFE4EC, pink's card background: 0xE4 / 255 and 0xEC / 255 as Xcode writes them.
            #expect(variant.contains("red=\"1\" green=\"0.89411764705882357\" blue=\"0.92549019607843142\""))
        }
    }

    @Test func eachThemeGivesItsOwnVariant() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib", to: "App/Profile.xib")

            let result = themify(profile, "--theme", "metal", "--theme", "pink", "--theme", "default", "--themes", themes)
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            #expect(sandbox.files("App") == ["Profile-default.xib", "Profile-metal.xib", "Profile-pink.xib", "Profile.xib"])
            let metal = try sandbox.text("App/Profile-metal.xib")
            let pink = try sandbox.text("App/Profile-pink.xib")
            #expect(metal.contains("header_metal") && !metal.contains("header_pink"))
            #expect(pink.contains("header_pink") && !pink.contains("header_metal"))
            #expect(try sandbox.bytes("App/Profile-metal.xib") == referenceVariant(of: "Profile.xib", theme: "metal"))
            expectNoHiddenFiles(in: sandbox)
        }
    }

    @Test func aSecondRunDoesNotThemeTheFirstRunsVariants() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            try sandbox.copySample("Profile.xib", to: "Layouts/Profile.xib")
            try sandbox.copySample("Main.storyboard", to: "Layouts/Main.storyboard")
            let layouts = sandbox.path("Layouts")
            let expected = [
                "Main-metal.storyboard", "Main-pink.storyboard", "Main.storyboard", "Profile-metal.xib", "Profile-pink.xib", "Profile.xib",
            ]

            let first = themify(layouts, "--theme", "metal", "--theme", "pink", "--themes", themes)
            #expect(first.exitCode == .success, "stderr: \(first.stderr)")
            #expect(sandbox.files("Layouts") == expected)

            let second = themify(layouts, "--theme", "metal", "--theme", "pink", "--themes", themes)
            #expect(second.exitCode == .success, "stderr: \(second.stderr)")
            #expect(second.stderr.isEmpty, "stderr: \(second.stderr)")
            #expect(sandbox.files("Layouts") == expected, "no Profile-metal-metal.xib and the like")

            // Variants of a theme in the themes folder are skipped even when that theme is not
            // among this run's themes.
            let third = themify(layouts, "--theme", "metal", "--themes", themes)
            #expect(third.exitCode == .success, "stderr: \(third.stderr)")
            #expect(sandbox.files("Layouts") == expected, "no Profile-pink-metal.xib")
            expectNoHiddenFiles(in: sandbox)
        }
    }

    @Test func aCurrentVariantIsNotRewritten() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib")
            #expect(themify(profile, "--theme", "metal", "--themes", themes).exitCode == .success)
            let variant = try sandbox.bytes("Profile-metal.xib")

            let past = Date(timeIntervalSince1970: 1_000_000_000)  // September 2001
            try sandbox.setModificationDate(past, of: "Profile-metal.xib")
            let second = themify(profile, "--theme", "metal", "--themes", themes)
            #expect(second.exitCode == .success, "stderr: \(second.stderr)")
            #expect(try sandbox.bytes("Profile-metal.xib") == variant)
            let kept = try #require(try sandbox.modificationDate("Profile-metal.xib"))
            #expect(abs(kept.timeIntervalSince(past)) < 1, "an unchanged variant must keep its modification time, got \(kept)")

            // A stale variant is rewritten (and so gets a new modification time).
            try sandbox.write("stale", to: "Profile-metal.xib")
            try sandbox.setModificationDate(past, of: "Profile-metal.xib")
            let third = themify(profile, "--theme", "metal", "--themes", themes)
            #expect(third.exitCode == .success, "stderr: \(third.stderr)")
            #expect(try sandbox.bytes("Profile-metal.xib") == variant)
            let rewritten = try #require(try sandbox.modificationDate("Profile-metal.xib"))
            #expect(rewritten.timeIntervalSince(past) > 3600)
            expectNoHiddenFiles(in: sandbox)
        }
    }

    @Test func noTemporaryFilesAreLeftInOutputFolders() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            try sandbox.copySample("Profile.xib", to: "Layouts/Profile.xib")
            try sandbox.copySample("Main.storyboard", to: "Layouts/Nested/Main.storyboard")
            let layouts = sandbox.path("Layouts")

            let toFolder = themify(
                layouts, "--theme", "metal", "--theme", "pink", "--theme", "default", "--themes", themes, "-o", sandbox.path("Out"))
            #expect(toFolder.exitCode == .success, "stderr: \(toFolder.stderr)")
            #expect(sandbox.files("Out").count == 6)
            let beside = themify(layouts, "--theme", "metal", "--theme", "pink", "--themes", themes)
            #expect(beside.exitCode == .success, "stderr: \(beside.stderr)")
            #expect(sandbox.files("Layouts").count == 6)
            expectNoHiddenFiles(in: sandbox)
        }
    }

    @Test func anUnwritableDestinationIsAWriteError() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib")
            // A file where the output folder should be: the folder cannot be created.
            try sandbox.write("not a folder", to: "Blocked")
            let result = themify(profile, "--theme", "metal", "--themes", themes, "-o", sandbox.path("Blocked/Out"))
            #expect(result.exitCode == .writeError)
            #expect(result.exitCode.rawValue == 3)
            #expect(result.stderr.contains("error:"), "stderr: \(result.stderr)")
            #expect(try sandbox.text("Blocked") == "not a folder")
            expectNoHiddenFiles(in: sandbox)
        }
    }

    /// The diagnostic for a folder that cannot be created should give the system's reason
    /// (here ENOTDIR, "Not a directory"), not Foundation's opaque wrapper
    /// "The operation could not be completed. (NSCocoaErrorDomain error 512.)".
    @Test func anUnwritableDestinationNamesTheCause() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib")
            try sandbox.write("not a folder", to: "Blocked")
            let target = sandbox.path("Blocked/Out/Profile-metal.xib")
            let result = themify(profile, "--theme", "metal", "--themes", themes, "-o", sandbox.path("Blocked/Out"))
            #expect(result.exitCode == .writeError)
            let errors = result.diagnostics(at: target, severity: "error")
            #expect(errors.count == 1, "stderr: \(result.stderr)")
            #expect(errors.first?.message.contains("Not a directory") == true, "stderr: \(result.stderr)")
            #expect(!result.stderr.contains("NSCocoaErrorDomain"), "stderr: \(result.stderr)")
        }
    }

    @Test func keyPathOptionChoosesTheRuntimeAttribute() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let original = try String(contentsOf: Fixtures.sampleLayouts.appendingPathComponent("Profile.xib"), encoding: .utf8)
            // Only the name label is tagged through the other key path.
            let layout = try sandbox.write(
                original.replacingOccurrences(
                    of: "keyPath=\"themeKey\" value=\"primaryHeadingColor\"", with: "keyPath=\"styleKey\" value=\"primaryHeadingColor\""),
                to: "Profile.xib")

            let result = themify(layout, "--theme", "metal", "--themes", themes, "--key-path", "styleKey", "-o", "-")
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            let variant = result.stdoutText
            let label = try #require(elementText(named: "label", in: variant, containing: "Name Label"))
            #expect(label.contains("name=\"Avenir-Heavy\""), "the styleKey-tagged label is themed")
            let button = try #require(elementText(named: "button", in: variant))
            #expect(button == elementText(named: "button", in: original), "themeKey-tagged views are not")
            #expect(variant.contains("header_metal"), "class-tagged views still are")
        }
    }

    @Test func themeClassOptionChoosesTheTaggedClasses() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib")
            let original = try sandbox.text("Profile.xib")

            let result = themify(profile, "--theme", "metal", "--themes", themes, "--theme-class", "ThemeLabel, ThemeView", "-o", "-")
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            let variant = result.stdoutText
            #expect(!variant.contains("header_metal"), "ThemeImageView is no longer a theme class")
            let subtitle = try #require(elementText(named: "label", in: variant, containing: "Subtitle Label"))
            #expect(subtitle.contains("name=\"Avenir-Heavy\""), "ThemeLabel still is")
            #expect(variant != original)
        }
    }

    @Test func emptyKeyPathIsAUsageError() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            let profile = try sandbox.copySample("Profile.xib")
            let result = themify(profile, "--theme", "metal", "--themes", themes, "--key-path", "")
            #expect(result.exitCode == .usageError)
            #expect(result.stderr.contains("--key-path"))
            #expect(!sandbox.exists("Profile-metal.xib"))
        }
    }
}
