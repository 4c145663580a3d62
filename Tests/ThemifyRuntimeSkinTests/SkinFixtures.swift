import Foundation
import ThemifyModel
import ThemifyRuntime
import ThemifySkinCrypto
import ThemifyTestSupport

/// Sites made by the real `themify pack`, keys by `themify keygen`, and what the client's tests
/// share: a temporary folder per test, a clock they move, a record of what was applied.
enum SkinFixtures {
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let serversFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Servers")
    static let sampleThemes = packageRoot.appendingPathComponent("SampleLayouts/Themes")

    /// The executables SwiftPM built beside the test bundle (`themify`, `ThemifySkinClientProbe`).
    static func executable(_ name: String) throws -> URL {
        guard let found = TestProcess.builtProduct(name) else { throw Failure(TestProcess.notBuilt(name)) }
        return found
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("skin-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs `executable` to its end; `output` is what it wrote to standard error.
    @discardableResult
    static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let outcome = try TestProcess(executable, arguments).run()
        return (outcome.status, outcome.stderr)
    }

    static func date(_ text: String) -> Date { SkinDate.parse(text)! }
}

/// A publisher's site in a temporary folder: a key pair, images for every theme the sample
/// themes name, and `themify pack` run on it.
struct PackedSite {
    let folder: URL
    let site: URL
    let privateKey: URL
    let publicKey: Ed25519PublicKey

    init(in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.folder = folder
        site = folder.appendingPathComponent("site", isDirectory: true)
        privateKey = folder.appendingPathComponent("key")
        let keygen = try SkinFixtures.run(try SkinFixtures.executable("themify"), ["keygen", "-o", privateKey.path])
        guard keygen.status == 0 else { throw SkinFixtures.Failure("keygen failed: \(keygen.output)") }
        let text = try String(contentsOf: folder.appendingPathComponent("key.pub"), encoding: .utf8)
        guard let key = SkinClientConfiguration.publicKey(fromKeyFileText: text) else { throw SkinFixtures.Failure("unreadable key.pub") }
        publicKey = key
        let assets = folder.appendingPathComponent("assets", isDirectory: true)
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        for name in ["header_default", "header_metal", "header_pink"] {
            try Data("\(name) one".utf8).write(to: assets.appendingPathComponent("\(name).png"))
            try Data("\(name) two, a little longer".utf8).write(to: assets.appendingPathComponent("\(name)@2x.png"))
        }
    }

    /// `themify pack THEME --id ID …` into the site.
    func pack(
        _ theme: String, id: String, themes: URL = SkinFixtures.sampleThemes, from: String? = nil, until: String? = nil,
        expires: String = "2030-01-01"
    ) throws {
        var arguments = [
            "pack", theme, "--themes", themes.path, "--assets", folder.appendingPathComponent("assets").path,
            "--id", id, "--key", privateKey.path, "-o", site.path, "--expires", expires, "-q",
        ]
        if let from { arguments += ["--from", from] }
        if let until { arguments += ["--until", until] }
        let result = try SkinFixtures.run(try SkinFixtures.executable("themify"), arguments)
        guard result.status == 0 else { throw SkinFixtures.Failure("pack failed: \(result.output)") }
    }

    var indexBytes: Data { get throws { try Data(contentsOf: site.appendingPathComponent("index.json")) } }
}

/// A clock the test sets; the client reads it on every decision.
final class ManualClock: SkinClock, @unchecked Sendable {
    private let lock = NSLock()
    private var time: Date

    init(_ text: String) { time = SkinFixtures.date(text) }

    func now() -> Date { lock.withLock { time } }
    func set(_ text: String) { lock.withLock { time = SkinFixtures.date(text) } }
}

/// What the client handed to `apply` (ThemeManager.setSkin's place), in order, and lookups
/// through the applied skin laid over a bundled theme exactly as ThemeManager lays it: the
/// skin's file first in the chain, then the chosen theme's chain down to `default`.
final class AppliedSkins: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [URL?] = []

    var history: [URL?] { lock.withLock { files } }
    var current: URL? { lock.withLock { files.last ?? nil } }

    func record(_ file: URL?) throws {
        if let file { _ = try Theme(path: file.path) }
        lock.withLock { files.append(file) }
    }

    func value(_ key: String, overTheme base: String = "metal") throws -> String? {
        var loader = ThemeLoader()
        let bundled = try loader.resolve(
            path: SkinFixtures.sampleThemes.appendingPathComponent(base == "pink" ? "pink.json" : "\(base).plist").path)
        let chain = try current.map { [try Theme(path: $0.path)] } ?? []
        guard case .plain(let plain) = ResolvedTheme(chain: chain + bundled.chain).value(forKey: key) else { return nil }
        return plain.text
    }
}

/// One client over a storage folder, wired to an `AppliedSkins` record.
struct ClientUnderTest {
    let client: SkinClient
    let applied = AppliedSkins()
    let storage: URL

    init(
        indexURL: URL, key: Ed25519PublicKey, storage: URL, clock: ManualClock,
        configure: (inout SkinClientConfiguration) -> Void = { _ in }
    ) {
        var configuration = SkinClientConfiguration(
            indexURL: indexURL, publicKey: key, appVersion: AppVersion("2.0")!, storageFolder: storage, clock: clock, requestTimeout: 1,
            resourceTimeout: 3)
        configure(&configuration)
        self.storage = storage
        let applied = self.applied
        client = SkinClient(configuration: configuration) { try applied.record($0) }
    }

    /// Staging folders left behind (there must never be any after a refresh returns).
    var stagingLeftovers: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: storage.appendingPathComponent("staging").path)) ?? []
    }

    var installedFolders: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: storage.appendingPathComponent("installed").path)) ?? []).sorted()
    }
}
