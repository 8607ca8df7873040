import CardPlatform
#if canImport(Testing)
import Testing
#endif

extension CallSite {
    /// The call site as `/path/File.swift:LINE:COLUMN`, which tells two assertions apart.
    var place: String { "\(filePath):\(line):\(column)" }

    /// Records `message` as a warning of the running test, not a failure: a Swift Testing issue of severity
    /// `warning` when a Swift Testing test is running, else a line `File.swift:LINE: warning: ...` on standard error
    /// (XCTest has no warnings).
    func warn(_ message: String) {
        #if canImport(Testing)
        if Test.current != nil {
            let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: location)
            return
        }
        #endif
        StandardStreams.writeError("\(filePath):\(line): warning: \(message)\n")
    }
}
