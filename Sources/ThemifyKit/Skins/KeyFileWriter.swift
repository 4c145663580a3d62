import Foundation
import ThemifyModel

/// Writes a key file, which must never replace another (and, for a private key, be readable by
/// its owner alone): the bytes go to a temporary file created with the final mode, which is then
/// hard-linked to the target name. `link` fails when the name exists, so an existing key is never overwritten —
/// not even by a second `keygen` racing this one — and the key is never visible half-written.
package enum KeyFileWriter {
    package static func create(_ bytes: [UInt8], at path: String, mode: mode_t) throws(AtomicFileWriter.Failure) {
        let directory = PathNames.parent(of: path)
        // `keygen -o keys/skins` in a fresh checkout: the folder is made, like every output's.
        try Directories.create(directory)
        let temporary = (directory.isEmpty ? "" : directory + "/") + TemporaryFiles.name()
        guard let descriptor = TemporaryFiles.shared.create(temporary, mode: mode) else {
            throw AtomicFileWriter.Failure(path: path, reason: FileErrors.reason(errno: errno))
        }
        defer {
            unlink(temporary)
            TemporaryFiles.shared.forget(temporary)
        }
        // `open` applies the umask; the mode is set exactly, so a private key is 0600 whatever it is.
        var failure = fchmod(descriptor, mode) == 0 ? nil : errno
        var offset = 0
        while failure == nil, offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 { if errno != EINTR { failure = errno } } else { offset += written }
        }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure { throw AtomicFileWriter.Failure(path: path, reason: FileErrors.reason(errno: failure)) }
        if link(temporary, path) != 0 {
            let reason = errno == EEXIST ? "it already exists; themify never overwrites a key" : FileErrors.reason(errno: errno)
            throw AtomicFileWriter.Failure(path: path, reason: reason)
        }
    }
}
