import Foundation

/// Short, human reasons for file-system failures ("No such file or directory"), without
/// Foundation's long wrappers.
public enum FileErrors {
    public static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        switch nsError.code {
        case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "No such file or directory"
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "Permission denied"
        default: return nsError.localizedDescription
        }
    }

    public static func reason(errno code: Int32) -> String {
        String(cString: strerror(code))
    }
}
