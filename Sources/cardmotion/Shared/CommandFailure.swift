/// A failure that ends the command with a message on stderr and a documented exit status.
struct CommandFailure: Error {
    /// Exit status for bad input or usage.
    static let badInput: Int32 = 2
    /// Exit status when a comparison found differences.
    static let differences: Int32 = 1

    let message: String
    let exitCode: Int32

    init(_ message: String, exitCode: Int32 = CommandFailure.badInput) {
        self.message = message
        self.exitCode = exitCode
    }
}
