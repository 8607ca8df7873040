/// Where an assertion was written and how its notices reach the user: the test file (beside which its goldens
/// live), the call site its failures and warnings are reported at, and the test function that names its folder.
struct AssertionContext {
    /// The test file's path (`#filePath`).
    var testFile: String
    /// The line that called the assertion.
    var site: CallSite
    /// The test function as `#function` names it: `stackSwipe()`.
    var testName: String
    /// Reports a notice that is not a failure (references at their old place, an ignore glob that matched nothing).
    var warn: (String) -> Void

    /// The context of an assertion written at `fileID`, `filePath`, `line` and `column` in the test `testName`,
    /// whose notices are warnings at that line.
    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt, testName: String) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        self.init(testFile: "\(filePath)", site: site, testName: testName, warn: site.warn)
    }

    init(testFile: String, site: CallSite, testName: String, warn: @escaping (String) -> Void) {
        self.testFile = testFile
        self.site = site
        self.testName = testName
        self.warn = warn
    }
}
