#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where an assertion was written, so that its failure is reported on that line, not inside the library.
public struct CallSite: Sendable {
    public var fileID: StaticString
    public var filePath: StaticString
    public var line: UInt
    public var column: UInt

    public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// Records `message` as a failure of the running test: a Swift Testing issue when a Swift Testing test is
    /// running, else an XCTest failure.
    func fail(_ message: String) {
        #if canImport(Testing)
        if Test.current != nil {
            let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #else
        fatalError("\(fileID):\(line): \(message)")
        #endif
    }
}
