import Foundation
import ThemifyModel
import ThemifyRuntime
import ThemifySkinCrypto

// A process the crash tests kill: it runs one refresh over a storage folder and sends itself
// SIGKILL at the named step — no cleanup, no flushing, as when the system kills an app.
// Arguments: STORAGE INDEX_URL PUBLIC_KEY_BASE64 NOW STEP|none [MAX_FILE_BYTES]
// MAX_FILE_BYTES makes the kernel refuse any write past that size (RLIMIT_FSIZE): a full disk
// for this process alone, which root cannot get from a read-only folder.
let arguments = CommandLine.arguments
let stop = arguments.count > 5 ? SkinInstallStep(rawValue: arguments[5]) : nil
guard arguments.count == 6 || arguments.count == 7, let raw = Data(base64Encoded: arguments[3]),
    let key = try? Ed25519PublicKey(rawRepresentation: Array(raw)),
    let indexURL = URL(string: arguments[2]), let now = SkinDate.parse(arguments[4]), stop != nil || arguments[5] == "none"
else {
    FileHandle.standardError.write(
        Data("usage: ThemifySkinClientProbe STORAGE INDEX_URL PUBLIC_KEY_BASE64 NOW STEP|none [MAX_FILE_BYTES]\n".utf8))
    exit(2)
}
if arguments.count == 7, let limit = UInt(arguments[6]) {
    // Without this the kernel kills the process (SIGXFSZ) instead of failing the write.
    signal(SIGXFSZ, SIG_IGN)
    var bound = rlimit(rlim_cur: rlim_t(limit), rlim_max: rlim_t(limit))
    guard setrlimit(Int32(RLIMIT_FSIZE.rawValue), &bound) == 0 else { exit(2) }
}

struct FixedClock: SkinClock {
    let time: Date
    func now() -> Date { time }
}

var configuration = SkinClientConfiguration(
    indexURL: indexURL, publicKey: key, appVersion: AppVersion("2.0")!,
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
// Reaching here means the refresh finished: never the step named.
exit(stop == nil ? 0 : 3)
