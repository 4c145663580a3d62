import Foundation

/// Short, human reasons for file-system failures ("No such file or directory").
package enum FileErrors {
    package static func reason(errno code: Int32) -> String {
        String(cString: strerror(code))
    }
}
