import CardMotionTestSupport
import Foundation
import Testing

/// The browser a page test drives over the DevTools pipe holds no descriptor of the test process beyond its own
/// five: tests run in parallel, and a browser that kept another test's pipe open (Foundation's `Pipe` is not
/// close-on-exec) would keep that test reading its `cardmotion`'s output until this browser ended. Two such tests
/// waiting on each other's browsers never end, and no time limit of theirs can help (killing their `cardmotion`
/// does not close the copy the browser holds).
@Suite(.enabled(if: HeadlessChromium.executable != nil, "chromium is not installed"))
struct DevToolsPipeTests {
    /// The targets of `/proc/PID/fd`, by descriptor.
    static func descriptors(of process: pid_t) throws -> [Int32: String] {
        let folder = "/proc/\(process)/fd"
        var found: [Int32: String] = [:]
        for entry in try FileManager.default.contentsOfDirectory(atPath: folder) {
            guard let number = Int32(entry), let target = try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + entry) else { continue }
            found[number] = target
        }
        return found
    }

    /// The name `/proc` gives the pipe behind `descriptor` (`pipe:[INODE]`).
    static func pipeName(_ descriptor: Int32) -> String {
        var status = stat()
        fstat(descriptor, &status)
        return "pipe:[\(status.st_ino)]"
    }

    @Test func theBrowserHoldsOnlyItsOwnPipes() throws {
        // Open while the browser starts, as another test's pipe to its `cardmotion` would be.
        let other = Pipe()
        let otherEnds = [Self.pipeName(other.fileHandleForWriting.fileDescriptor)]
        let browser = try DevToolsPipe(url: "about:blank")
        #expect(try browser.evaluate("1 + 1") as? Int == 2)
        let held = try Self.descriptors(of: browser.process)
        #expect(held.values.filter(otherEnds.contains).isEmpty, "the browser holds another test's pipe: \(held)")
        // Its own ends: commands on 3, answers on 4, two different pipes.
        #expect(held[3]?.hasPrefix("pipe:[") == true && held[4]?.hasPrefix("pipe:[") == true && held[3] != held[4])
    }
}
