/// The secret a review's page holds: 256 random bits as 64 hexadecimal digits, drawn from the system's
/// cryptographic generator (`getrandom` on Linux). The command prints it only in the address it gives the reviewer,
/// after `#`, which browsers never send to a server; every request that changes files must carry it in its
/// `X-CardMotion-Token` header.
public struct ReviewToken: Sendable {
    /// The token's text.
    public let text: String

    /// A new random token.
    public init() {
        var generator = SystemRandomNumberGenerator()
        text = (0..<4).map { _ in
            let digits = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    /// Whether `given` is the token, compared in time that does not depend on where they differ.
    public func matches(_ given: String?) -> Bool {
        guard let given else { return false }
        let expected = Array(text.utf8), offered = Array(given.utf8)
        guard offered.count == expected.count else { return false }
        var difference: UInt8 = 0
        for index in expected.indices { difference |= expected[index] ^ offered[index] }
        return difference == 0
    }
}
