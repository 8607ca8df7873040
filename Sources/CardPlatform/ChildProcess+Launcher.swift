import CChildProcess
import Foundation

extension ChildProcess {
    /// The one thread that starts every helper program, and lives as long as the process: Linux sends the death
    /// signal (`PR_SET_PDEATHSIG`) when the *thread* that forked a child ends, so a helper started from a worker
    /// thread that later ends would be killed mid-work.
    final class Launcher: @unchecked Sendable {
        static let shared = Launcher()

        private let condition = NSCondition()
        private var requests: [() -> Void] = []

        private init() {
            let thread = Thread { [self] in
                while true {
                    let request = condition.withLock {
                        while requests.isEmpty { condition.wait() }
                        return requests.removeFirst()
                    }
                    request()
                }
            }
            thread.name = "cardmotion launcher"
            thread.start()
        }

        /// Starts `path` with `arguments` (argv, the program first) on the launcher thread, with the three
        /// standard descriptors given; waits for it. Returns the process ID, or -1 and the errno code.
        func start(_ path: String, _ arguments: [String], input: Int32, output: Int32, error: Int32) -> (Int32, Int32) {
            let done = NSCondition()
            var result: (Int32, Int32)?
            let request = {
                var failure: Int32 = 0
                let id = Self.withCStrings(arguments) { argv in cm_child_start(path, argv, input, output, error, &failure) }
                done.withLock {
                    result = (id, failure)
                    done.signal()
                }
            }
            condition.withLock {
                requests.append(request)
                condition.signal()
            }
            return done.withLock {
                while result == nil { done.wait() }
                return result!
            }
        }

        /// Runs `body` with a NULL-terminated C array of `strings`.
        private static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
            var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
            pointers.append(nil)
            defer { for pointer in pointers { free(pointer) } }
            return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
        }
    }
}
