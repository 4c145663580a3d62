import Foundation

/// Screenshots of a page by headless Chromium (Debian's `chromium`, installed by .ci/run), the
/// way a person would see the contact sheet.
struct HeadlessChromium {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let executable: String

    /// Finds Chromium on PATH (or `THEMIFY_CHROMIUM`); the error says how to install it.
    init() throws {
        let environment = ProcessInfo.processInfo.environment
        if let named = environment["THEMIFY_CHROMIUM"], FileManager.default.isExecutableFile(atPath: named) {
            executable = named
            return
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            if let found = folders.map({ "\($0)/\(name)" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
                executable = found
                return
            }
        }
        throw Failure(
            description:
                "headless Chromium is needed for the contact-sheet test and is not on PATH: apt-get install chromium fonts-dejavu-core (bash .ci/run installs them), or set THEMIFY_CHROMIUM"
        )
    }

    /// Starts a screenshot of `url` at `size` CSS pixels (scale 1) into `file`; `wait` it.
    func screenshot(_ url: String, size: (width: Int, height: Int), to file: String, profile: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--no-first-run", "--disable-extensions", "--disable-dev-shm-usage", "--user-data-dir=\(profile)",
            "--window-size=\(size.width),\(size.height)", "--screenshot=\(file)", url,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Starts writing the page's DOM, after its scripts ran, into `file`; `wait` it.
    func dumpDOM(_ url: String, to file: String, profile: String) throws -> Process {
        guard FileManager.default.createFile(atPath: file, contents: nil) else { throw Failure(description: "cannot create \(file)") }
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions", "--disable-dev-shm-usage",
            "--user-data-dir=\(profile)", "--dump-dom", url,
        ]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    static func wait(_ process: Process, for file: String, timeout: TimeInterval = 60) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            throw Failure(description: "Chromium did not finish a screenshot in \(Int(timeout)) s")
        }
        guard FileManager.default.fileExists(atPath: file) else {
            throw Failure(description: "Chromium exited with \(process.terminationStatus) and wrote no screenshot")
        }
    }
}
