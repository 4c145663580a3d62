import ThemifyModel

/// A command line themify cannot run; printed with a pointer to `--help`.
struct UsageError: Error, Equatable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
