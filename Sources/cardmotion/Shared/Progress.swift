import CardPlatform
import Foundation

/// A progress bar on stderr when it is a terminal, and the one summary line every long run ends with.
final class Progress: Sendable {
    private let total: Int
    private let label: String
    private let isTerminal = StandardStreams.errorIsTerminal
    /// Steps done, and the percentage last drawn.
    private let state = Locked((done: 0, lastDrawn: -1))
    private let start = Date()

    /// A bar for `total` steps, headed by `label` (a script's name: its control characters are escaped).
    init(total: Int, label: String) {
        self.total = total
        self.label = TerminalText.escapingControls(label)
    }

    func advance() {
        guard isTerminal else { return }
        state.withLock { state in
            state.done += 1
            let done = state.done
            let percent = total == 0 ? 100 : done * 100 / total
            guard percent != state.lastDrawn else { return }
            state.lastDrawn = percent
            let width = 30
            let filled = width * percent / 100
            let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
            StandardStreams.writeError("\r\(label) [\(bar)] \(done)/\(total)")
        }
    }

    /// Clears the bar and returns the elapsed seconds.
    func finish() -> Double {
        if isTerminal { StandardStreams.writeError("\r\u{1B}[K") }
        return Date().timeIntervalSince(start)
    }

    static func summary(frames: Int, seconds: Double, destination: String) -> String {
        let rate = seconds > 0 ? Double(frames) / seconds : 0
        return String(format: "%d frames in %.2f s (%.1f frames/s) -> %@", frames, seconds, rate, destination)
    }
}
