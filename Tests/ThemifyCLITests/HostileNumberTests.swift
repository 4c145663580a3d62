import Foundation
import Testing

/// Numbers no real layout holds — `nan`, `inf`, 1e17, -1e308 as color components and frames
/// 1e19 wide — through every command that reads a layout, on the built executable: each ends
/// with a documented exit code and one-line diagnostics, never a trap (exit 132, SIGILL).
@Suite struct HostileNumberTests {
    static let values = ["nan", "inf", "-inf", "1e17", "-1e308", "1e308"]
    static let commands = ["theme", "lint", "keys", "extract", "diff", "preview"]

    /// The command line for one command over `layout`, themes in `Themes`, outputs in `Out`.
    private static func arguments(_ command: String, layout: String) -> [String] {
        switch command {
        case "theme": ["--themes", "Themes", "--theme", "metal", "-o", "Out", layout]
        case "lint": ["lint", "--themes", "Themes", layout]
        case "keys": ["keys", layout]
        case "extract": ["extract", "--theme-out", "Out/extracted.json", layout]
        case "diff": ["diff", "--themes", "Themes", "default", "pink", layout]
        default: ["preview", "--themes", "Themes", "-t", "default", "-t", "pink", "-o", "Out", "--no-png", layout]
        }
    }

    /// The sample xib with the first color's components, or the first frame's width, replaced.
    private static func layout(value: String, in attribute: String) throws -> String {
        let text = try String(contentsOf: Fixtures.sampleLayouts.appendingPathComponent("Profile.xib"), encoding: .utf8)
        let pattern =
            attribute == "width" ? #"<rect key="frame" x="[^"]*" y="[^"]*" width="[^"]*""# : #"red="[^"]*" green="[^"]*" blue="[^"]*""#
        let range = try #require(text.range(of: pattern, options: .regularExpression))
        let replacement =
            attribute == "width"
            ? #"<rect key="frame" x="\#(value)" y="0.0" width="\#(value)""#
            : #"red="\#(value)" green="\#(value)" blue="0.5""#
        return text.replacingCharacters(in: range, with: replacement)
    }

    @Test(arguments: commands, values)
    func colorComponentsOfAnyNumberNeverCrash(command: String, value: String) throws {
        try expectEnds(command, layout: Self.layout(value: value, in: "color"))
    }

    @Test(arguments: commands, ["1e19", "1e308", "-1e19", "nan", "inf"])
    func framesOfAnySizeNeverCrash(command: String, value: String) throws {
        try expectEnds(command, layout: Self.layout(value: value, in: "width"))
    }

    private func expectEnds(_ command: String, layout text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try sandbox.makeFolder("Out")
            try sandbox.write(text, to: "Profile.xib")
            let run = try RobustnessHarness.run(themify, Self.arguments(command, layout: "Profile.xib"), in: sandbox)
            #expect(run.reason == .exit, "\(command): \(run)", sourceLocation: sourceLocation)
            #expect([0, 1].contains(run.status), "\(command): \(run)", sourceLocation: sourceLocation)
            // Besides diagnostics, only the command's one-line summary (`themify lint: 1 layout(s), …`).
            RobustnessHarness.expectOneLineLocatedDiagnostics(
                run, allowing: ["themify \(command == "theme" ? "" : command)"], sourceLocation: sourceLocation)
        }
    }
}
