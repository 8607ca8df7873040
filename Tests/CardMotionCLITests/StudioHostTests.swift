import CardMotionTestSupport
import Foundation
import Testing

/// `studio --host 0.0.0.0` (every interface): the printed URL works, and a request naming any of the machine's
/// addresses, `localhost` or its host name is served, while a name that is not the machine's is still refused.
@Suite(.serialized) struct StudioHostTests {
    /// The machine's addresses as `hostname -I` lists them (another reader of the interfaces than the studio's).
    static func machineAddresses() throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/hostname")
        process.arguments = ["-I"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { $0.contains(".") && !$0.isEmpty }
    }

    @Test func everyInterfaceServesTheMachinesNamesOnly() throws {
        let addresses = try Self.machineAddresses()
        let studio = try StudioProcess(["--host", "0.0.0.0", Repository.stackExample])
        let port = studio.port
        #expect(studio.firstLine == "studio: http://127.0.0.1:\(port)/")
        let hostName = ProcessInfo.processInfo.hostName.lowercased()
        for name in addresses + ["127.0.0.1", "localhost", hostName, "LOCALHOST"] {
            let response = try LoopbackHTTP.raw("GET /api/scripts HTTP/1.1\r\nHost: \(name):\(port)\r\n\r\n", port: port)
            #expect(response.status == 200, "\(name)")
        }
        // Names that are not the machine's, and its address with another port.
        let foreign = ["evil.example", "192.0.2.254"].filter { !addresses.contains($0) }.map { "\($0):\(port)" }
        for host in foreign + ["127.0.0.1:\(port == 1 ? 2 : 1)"] {
            let response = try LoopbackHTTP.raw("GET /api/scripts HTTP/1.1\r\nHost: \(host)\r\n\r\n", port: port)
            #expect(response.status == 403, "\(host)")
            #expect((response.json["error"] as? String)?.hasPrefix("the Host header must be ") == true, "\(host)")
        }
        let stopped = studio.stop()
        let others = addresses.filter { !$0.hasPrefix("127.") }.map { "http://\($0):\(port)/" }
        #expect(stopped.stderr.hasPrefix("studio: warning: listening on every interface (0.0.0.0): other machines can read your scripts' frames"
                                         + (others.isEmpty ? "\n" : " at \(others.joined(separator: ", "))\n")), "\(stopped.stderr)")
    }
}
