import Foundation
import Testing

/// What a pull request's files can make themify read (issue 10): a theme reads only themes, a
/// folder input only the layouts inside it, and every string is checked whether it is used or
/// not. Each runs the real executable (see `RobustnessHarness` in HostileInputTests.swift).
@Suite struct InputConfinementTests {
    static let secret = "ghp_SECRET0123456789"

    /// A file outside the sandbox holding a secret, as CI machines have.
    static func secretFile() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("themify-secret-\(UUID().uuidString).json").path
        try #"{"headerImage": "\#(secret)", "primaryHeadingColor": "\#(secret)"}"#.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func expectSecretNotLeaked(
        _ run: RobustnessHarness.Run, in sandbox: Sandbox, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(
            !run.stderr.contains(secret) && !String(decoding: run.stdout, as: UTF8.self).contains(secret), "the secret was printed: \(run)",
            sourceLocation: sourceLocation)
        for file in sandbox.files("Out") {
            let text = (try? String(contentsOfFile: sandbox.path("Out/\(file)"), encoding: .utf8)) ?? ""
            #expect(!text.contains(secret), "the secret was written into \(file)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: ["absolute", "relative", "dotdot"])
    func extendsNamesAThemeNotAPath(form: String) throws {
        guard let themify = RobustnessHarness.themify() else { return }
        let secret = try Self.secretFile()
        defer { try? FileManager.default.removeItem(atPath: secret) }
        try withSandbox { sandbox in
            try RobustnessHarness.write(FaultTests.profileBytes, to: "In/Profile.xib", in: sandbox)
            let parent: String
            switch form {
            case "absolute": parent = secret
            case "relative": parent = "Other/secret"
            default: parent = "../" + PathNames_lastComponent(secret).replacingOccurrences(of: ".json", with: "")
            }
            try sandbox.write(##"{"other": "#FFFFFF"}"##, to: "Other/secret.json")
            try sandbox.write(#"{"$extends": "\#(parent)"}"#, to: "Themes/evil.json")
            let run = try RobustnessHarness.run(
                themify, ["In/Profile.xib", "--theme", "evil", "--themes", "Themes", "-o", "Out"], in: sandbox)
            #expect(run.reason == .exit && run.status == 1, "\(run)")
            #expect(run.stderr.contains("Themes/evil.json:1:") && run.stderr.contains("not a path"), "\(run)")
            Self.expectSecretNotLeaked(run, in: sandbox)
            #expect(sandbox.files("Out").isEmpty)
        }
    }

    @Test func aThemeFileThatIsASymlinkOutOfItsFolderIsNotRead() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        let secret = try Self.secretFile()
        defer { try? FileManager.default.removeItem(atPath: secret) }
        try withSandbox { sandbox in
            try RobustnessHarness.write(FaultTests.profileBytes, to: "In/Profile.xib", in: sandbox)
            _ = try sandbox.makeFolder("Themes")
            try FileManager.default.createSymbolicLink(atPath: sandbox.path("Themes/leak.json"), withDestinationPath: secret)
            try sandbox.write(#"{"$extends": "leak"}"#, to: "Themes/metal.json")
            for theme in ["leak", "metal"] {
                let run = try RobustnessHarness.run(
                    themify, ["In/Profile.xib", "--theme", theme, "--themes", "Themes", "-o", "Out"], in: sandbox)
                #expect(run.reason == .exit && run.status == 1, "\(theme): \(run)")
                #expect(run.stderr.contains("leads outside"), "\(theme): \(run)")
                Self.expectSecretNotLeaked(run, in: sandbox)
            }
        }
    }

    @Test func aLayoutThatIsASymlinkOutOfAFolderInputIsNotRead() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(FaultTests.profileBytes, to: "Layouts/Profile.xib", in: sandbox)
            try RobustnessHarness.write(FaultTests.profileBytes, to: "Elsewhere/Secret.xib", in: sandbox)
            try FileManager.default.createSymbolicLink(
                atPath: sandbox.path("Layouts/Linked.xib"), withDestinationPath: sandbox.path("Elsewhere/Secret.xib"))
            let run = try RobustnessHarness.run(themify, ["Layouts", "--theme", "metal", "--themes", "Themes", "-o", "Out"], in: sandbox)
            #expect(run.reason == .exit && run.status == 1, "\(run)")
            #expect(run.stderr.contains("Layouts/Linked.xib:1:1: error: leads outside 'Layouts'"), "\(run)")
            #expect(!sandbox.files("Out").contains("Linked-metal.xib"))
        }
    }

    @Test func anEmptyPathInAConfigurationElsewhereIsAnError() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(FaultTests.profileBytes, to: "sub/Profile.xib", in: sandbox)
            try sandbox.write(
                #"{"inputs": ["Profile.xib"], "themes": "../Themes", "themeNames": ["metal"], "output": ""}"#, to: "sub/themify.json")
            let run = try RobustnessHarness.run(themify, ["--config", "sub/themify.json"], in: sandbox)
            #expect(run.reason == .exit && run.status == 1, "\(run)")
            #expect(run.stderr.contains("sub/themify.json:1:") && run.stderr.contains("'output' is an empty path"), "\(run)")
            #expect(sandbox.files("sub") == ["Profile.xib", "themify.json"])
        }
    }

    /// Every string is checked when the theme loads: an unused key with a C1 control or a
    /// bidirectional override is an error, not something that waits for a layout to use it.
    @Test(arguments: ["\\u0085", "\\u202e", "\\u2066"])
    func controlsAndBidiOverridesAreRefusedEvenUnused(escape: String) throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try RobustnessHarness.write(FaultTests.profileBytes, to: "In/Profile.xib", in: sandbox)
            try sandbox.write(#"{"unusedKey": "header\#(escape)gnp.exe"}"#, to: "Themes/evil.json")
            let run = try RobustnessHarness.run(
                themify, ["In/Profile.xib", "--theme", "evil", "--themes", "Themes", "-o", "Out"], in: sandbox)
            #expect(run.reason == .exit && run.status == 1, "\(run)")
            #expect(run.stderr.contains("Themes/evil.json:1:15: error:"), "\(run)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run)")
            #expect(sandbox.files("Out").isEmpty)
        }
    }

    /// 16 arrays of 16 references to one array, ten levels: 16^10 values from a few hundred
    /// bytes, refused before Foundation decodes (and copies) them.
    @Test func aBinaryPlistBombThemeIsRefusedAtOnce() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try RobustnessHarness.write(FaultTests.profileBytes, to: "In/Profile.xib", in: sandbox)
            var objects: [[UInt8]] = [[0x50]]
            for level in 1...10 { objects.append([0xAF, 0x10, 16] + Array(repeating: UInt8(level - 1), count: 16)) }
            var bytes = Array("bplist00".utf8)
            var offsets: [UInt8] = []
            for object in objects {
                offsets.append(UInt8(bytes.count))
                bytes += object
            }
            let table = bytes.count
            bytes += offsets + [0, 0, 0, 0, 0, 0, 1, 1]
            func bigEndian(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
            bytes += bigEndian(objects.count) + bigEndian(objects.count - 1) + bigEndian(table)
            try RobustnessHarness.write(Data(bytes), to: "Themes/bomb.plist", in: sandbox)
            let run = try RobustnessHarness.run(
                themify, ["In/Profile.xib", "--theme", "bomb", "--themes", "Themes", "-o", "Out"], in: sandbox)
            #expect(run.reason == .exit && run.status == 1, "\(run)")
            #expect(run.stderr.contains("Themes/bomb.plist:1:1: error:") && run.stderr.contains("expands to more than"), "\(run)")
        }
    }

    @Test func aHugeColorSetIsAWarningNotFourGigabytes() throws {
        guard let themify = RobustnessHarness.themify() else { return }
        try withSandbox { sandbox in
            try sandbox.copySampleThemes()
            try RobustnessHarness.write(FaultTests.profileBytes, to: "In/Profile.xib", in: sandbox)
            let contents = try sandbox.write("", to: "Assets/Assets.xcassets/Huge.colorset/Contents.json")
            let handle = try #require(FileHandle(forWritingAtPath: contents))
            try handle.truncate(atOffset: 2 << 30)
            try handle.close()
            let run = try RobustnessHarness.run(themify, ["lint", "In", "--themes", "Themes", "--assets", "Assets"], in: sandbox)
            #expect(run.reason == .exit, "\(run)")
            #expect(run.stderr.contains("Huge.colorset/Contents.json:1:1: warning: color set is left out: file is 2048 MB"), "\(run)")
        }
    }
}

private func PathNames_lastComponent(_ path: String) -> String {
    URL(fileURLWithPath: path).lastPathComponent
}
