/// The keys UIKit adds to Foundation's `NSAttributedString.Key`, with Apple's raw values:
/// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor,
/// …/key/font, …/key/shadow.
extension NSAttributedString.Key {
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let font = NSAttributedString.Key("NSFont")
    public static let shadow = NSAttributedString.Key("NSShadow")

    /// The Swift name, for the log.
    static func shimName(_ key: NSAttributedString.Key) -> String {
        [foregroundColor: "foregroundColor", font: "font", shadow: "shadow"][key] ?? key.rawValue
    }
}
