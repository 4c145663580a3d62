import Foundation

/// A server the tests start as a child process on 127.0.0.1 and kill when done: the
/// fault-injecting Python server or nginx. `stop()` is idempotent; every test calls it in a
/// `defer` so no server outlives its test.
final class ChildServer: @unchecked Sendable {
    let port: Int
    private let process: Process
    /// The fault server's stdin: closing it (here, or by the kernel when the test process dies)
    /// makes the server exit.
    private let lifeline: Pipe?

    private init(process: Process, port: Int, lifeline: Pipe? = nil) {
        self.process = process
        self.port = port
        self.lifeline = lifeline
    }

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)/\(path)")! }

    func stop() {
        try? lifeline?.fileHandleForWriting.close()
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// `fault_server.py` over `root` in `mode`; it prints its port as its first line.
    static func fault(root: URL, mode: String, log: URL, extra: [String] = []) throws -> ChildServer {
        let script = SkinFixtures.serversFolder.appendingPathComponent("fault_server.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--root", root.path, "--mode", mode, "--log", log.path] + extra
        let output = Pipe()
        let lifeline = Pipe()
        process.standardOutput = output
        process.standardInput = lifeline
        try process.run()
        // The first line is the port; reading blocks until the server is listening.
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw SkinFixtures.Failure("the fault server did not start")
        }
        return ChildServer(process: process, port: port, lifeline: lifeline)
    }

    /// nginx from the template, serving `root`, its pid, logs and temp folders under `prefix` (made here).
    static func nginx(root: URL, prefix: URL) throws -> ChildServer {
        try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
        let template = try String(contentsOf: SkinFixtures.serversFolder.appendingPathComponent("nginx.conf.template"), encoding: .utf8)
        // A port the kernel just handed out and released; retried if another process takes it.
        for _ in 0..<5 {
            let port = try freePort()
            let config = template.replacingOccurrences(of: "@PORT@", with: String(port))
                .replacingOccurrences(of: "@ROOT@", with: root.path)
                .replacingOccurrences(of: "@PREFIX@", with: prefix.path)
            let configFile = prefix.appendingPathComponent("nginx.conf")
            try config.write(to: configFile, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/sbin/nginx")
            process.arguments = ["-p", prefix.path, "-c", configFile.path, "-e", prefix.appendingPathComponent("error.log").path]
            process.standardError = FileHandle.nullDevice
            try process.run()
            if waitUntilListening(port: port, while: process) { return ChildServer(process: process, port: port) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        throw SkinFixtures.Failure("nginx did not start; see \(prefix.path)/error.log")
    }

    private static func freePort() throws -> Int {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard bound else { throw SkinFixtures.Failure("no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func waitUntilListening(port: Int, while process: Process) -> Bool {
        for _ in 0..<100 where process.isRunning {
            let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = UInt16(port).bigEndian
            let connected = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                }
            }
            close(socket)
            if connected { return true }
            usleep(50_000)
        }
        return false
    }
}
