import Foundation
import ThemifyKit
import ThemifyModel

/// Turns a picture's SVG into PNG with librsvg's `rsvg-convert` (Debian: librsvg2-bin), a real
/// SVG renderer, so the PNG pastes into a pull request and looks like the SVG.
package struct PNGRasterizer: Sendable {
    package struct Failure: Error, Sendable, Equatable {
        package var message: String
    }

    package let executable: String

    /// Finds `rsvg-convert` on `PATH`; the error says how to install it.
    package init(environment: [String: String] = ProcessInfo.processInfo.environment) throws(Failure) {
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
        guard let found = folders.map({ $0 + "/rsvg-convert" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Failure(
                message:
                    "cannot write PNG pictures: 'rsvg-convert' is not on PATH (Debian/Ubuntu: apt-get install librsvg2-bin; macOS: brew install librsvg); or give --no-png"
            )
        }
        executable = found
    }

    /// The most pixels one PNG may have (a 4000 × 8000-point picture at scale 2): beyond it the
    /// scale is lowered, so no picture asks the renderer for gigabytes.
    package static let maximumPixels = 128_000_000.0

    /// How much of the renderer's standard error a failure message quotes: the rest is read
    /// and dropped, so a renderer that writes megabytes neither blocks nor floods the message.
    static let maximumMessageBytes = 4096

    /// `scale`, or less where the picture would pass `maximumPixels`.
    static func zoom(for size: PreviewRect, scale: Double) -> Double {
        min(scale, (maximumPixels / max(size.width * size.height, 1)).squareRoot())
    }

    /// The PNG of a picture `size` points large (`svg`) at `scale` pixels per point.
    package func png(of svg: String, size: PreviewRect, scale: Double = 1) throws(Failure) -> [UInt8] {
        let zoom = Self.zoom(for: size, scale: scale)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--format=png", "--zoom=\(zoom)"]
        // The bundled Inter, which the text was measured in, whatever the system has.
        if let fontconfig = BundledFont.fontconfigFile {
            var environment = ProcessInfo.processInfo.environment
            environment["FONTCONFIG_FILE"] = fontconfig
            process.environment = environment
        }
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(message: "cannot run '\(executable)': \(error.localizedDescription)")
        }
        // Feed stdin and drain stderr on threads of their own while stdout is read here: a
        // renderer blocked on any one full pipe (a large picture in, 64 KB of warnings out)
        // would otherwise wait for us forever while we wait for it.
        let bytes = Data(svg.utf8)
        let writer = Thread {
            input.fileHandleForWriting.write(bytes)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let message = BoundedPipeReader(errors.fileHandleForReading, keeping: Self.maximumMessageBytes)
        let png = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let reason = message.finish()
        guard process.terminationStatus == 0, png.starts(with: [0x89, 0x50, 0x4E, 0x47]) else {
            let reason = ThemeText.escapingControls(String(decoding: reason, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
            throw Failure(message: "rsvg-convert failed (exit \(process.terminationStatus))\(reason.isEmpty ? "" : ": " + reason)")
        }
        return [UInt8](png)
    }
}
