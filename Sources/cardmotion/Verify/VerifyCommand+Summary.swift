import CardVerify
import Foundation

extension VerifyCommand {
    /// What `--summary-markdown`'s summary says besides the results: the artefact folder and report name as given,
    /// the shard, the folder approve runs in, and the GitHub Actions run's page, from the environment GitHub gives
    /// every step (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`, `GITHUB_RUN_ID`; no link when one is missing).
    func summaryContext(environment: [String: String] = ProcessInfo.processInfo.environment) -> MarkdownSummary.Context {
        MarkdownSummary.Context(artifacts: artifacts, report: reportName("report", "html"), shard: sharding.shard,
                                approveIn: artifacts == nil ? nil : Self.approveFolderUnlessAtRoot(),
                                runPage: MarkdownSummary.runPage(server: environment["GITHUB_SERVER_URL"],
                                                                 repository: environment["GITHUB_REPOSITORY"],
                                                                 runID: environment["GITHUB_RUN_ID"]))
    }
}
