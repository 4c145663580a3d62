import Foundation
import SkinCrypto
import ThemeKit
import ThemeModel

// A process the crash tests kill: it runs one refresh over a storage folder and sends itself
// SIGKILL at the named step — no cleanup, no flushing, as when the system kills an app.
// Arguments: STORAGE INDEX_URL PUBLIC_KEY_BASE64 NOW STEP
let arguments = CommandLine.arguments
guard arguments.count == 6, let raw = Data(base64Encoded: arguments[3]), let key = try? Ed25519PublicKey(rawRepresentation: Array(raw)),
      let indexURL = URL(string: arguments[2]), let now = SkinDate.parse(arguments[4]), let stop = SkinInstallStep(rawValue: arguments[5]) else {
    FileHandle.standardError.write(Data("usage: SkinClientProbe STORAGE INDEX_URL PUBLIC_KEY_BASE64 NOW STEP\n".utf8))
    exit(2)
}

struct FixedClock: SkinClock {
    let time: Date
    func now() -> Date { time }
}

var configuration = SkinClientConfiguration(indexURL: indexURL, publicKey: key, appVersion: AppVersion("2.0")!,
                                            storageFolder: URL(fileURLWithPath: arguments[1]), clock: FixedClock(time: now), requestTimeout: 2, resourceTimeout: 5)
configuration.stepHook = { step in
    if step == stop { kill(getpid(), SIGKILL) }
}
let client = SkinClient(configuration: configuration) { _ in }
do {
    try await client.start()
    try await client.refresh()
} catch {
    FileHandle.standardError.write(Data("refresh failed: \(error)\n".utf8))
    exit(1)
}
// Reaching here means the step was never reached: the test treats it as a failure.
exit(3)
