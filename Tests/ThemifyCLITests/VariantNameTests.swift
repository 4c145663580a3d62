import Foundation
import Testing
import ThemifyModel

@testable import ThemifyCLI

/// A variant is what themify wrote: a layout named `<stem>-<theme>` *with* its original. A
/// real layout merely named like one is themed, and said to be.
@Suite struct VariantNameTests {
    @Test func aLayoutNamedLikeAVariantWithoutItsOriginalIsThemedWithAWarning() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            try sandbox.copySample("Profile.xib", to: "App/Profile.xib")
            // An old variant beside its original: skipped, as before.
            try sandbox.copySample("Profile.xib", to: "App/Profile-metal.xib")
            // A real layout whose name ends like the pink theme's variants.
            let onboarding = try sandbox.copySample("Profile.xib", to: "App/Flows/Onboarding-pink.xib")

            let result = themify(sandbox.path("App"), "--theme", "metal", "--theme", "pink", "--themes", themes)
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            let warnings = result.diagnostics(at: onboarding, severity: "warning")
            #expect(
                warnings.map(\.message) == [
                    "named like the 'pink' variant of 'Onboarding.xib', but no 'Onboarding.xib' was found: themed as a layout of its own; rename it if it is a stale variant to delete"
                ], "stderr: \(result.stderr)")
            #expect(
                sandbox.files("App") == [
                    "Flows/Onboarding-pink-metal.xib", "Flows/Onboarding-pink-pink.xib", "Flows/Onboarding-pink.xib",
                    "Profile-metal.xib", "Profile-pink.xib", "Profile.xib",
                ])

            // Run again: what it wrote is recognised as variants (their original is there).
            let again = themify(sandbox.path("App"), "--theme", "metal", "--theme", "pink", "--themes", themes)
            #expect(again.exitCode == .success, "stderr: \(again.stderr)")
            #expect(sandbox.files("App").count == 6, "no variant of a variant: \(sandbox.files("App"))")

            let lint = themify("lint", sandbox.path("App"), "--themes", themes)
            #expect(
                lint.stderr.contains("\(onboarding):1:1: warning: named like the 'pink' variant") && lint.stderr.contains("[variant-name]"),
                "stderr: \(lint.stderr)")
        }
    }

    /// An iPad xib (`Profile~ipad.xib`, which UIKit loads for `Profile` on an iPad) gets its
    /// variant as `Profile-metal~ipad.xib`, so loading `Profile-metal` on an iPad finds it; the
    /// nib map names both by `Profile`, without a conflict.
    @Test func aDeviceModifierStaysAtTheEndOfTheVariantsName() throws {
        try withSandbox { sandbox in
            let themes = try sandbox.copySampleThemes()
            try sandbox.copySample("Profile.xib", to: "App/Profile.xib")
            try sandbox.copySample("Profile.xib", to: "App/Profile~ipad.xib")
            let nibMap = sandbox.path("Out/ThemeNibMap.plist")
            for run in 1...2 {
                let result = themify(sandbox.path("App"), "--theme", "metal", "--themes", themes, "--nib-map", nibMap)
                #expect(result.exitCode == .success, "run \(run): \(result.stderr)")
                #expect(!result.stderr.contains("warning"), "run \(run): \(result.stderr)")
                #expect(
                    sandbox.files("App") == ["Profile-metal.xib", "Profile-metal~ipad.xib", "Profile.xib", "Profile~ipad.xib"], "run \(run)"
                )
            }
            let map =
                try PropertyListSerialization.propertyList(from: Data(contentsOf: URL(fileURLWithPath: nibMap)), format: nil)
                as? [String: Any]
            let metal = (map?["themes"] as? [String: [String: [String: String]]])?["metal"]
            #expect(metal?["layouts"] == ["Profile": "Profile-metal"])
            #expect(metal?["controllers"] == ["ProfileViewController": "Profile-metal"])
        }
    }
}
