extension MarkdownSummary {
    /// The page of a GitHub Actions run, `SERVER/OWNER/REPO/actions/runs/ID`, from the values GitHub gives every step
    /// (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`, `GITHUB_RUN_ID`); `nil` when one is missing or does not look like
    /// GitHub's (an `http(s)://` server with no path, `owner/name`, a run number), so the summary never links elsewhere.
    public static func runPage(server: String?, repository: String?, runID: String?) -> String? {
        guard var server, let repository, let runID else { return nil }
        if server.hasSuffix("/") { server.removeLast() }
        let scheme = ["https://", "http://"].first { server.hasPrefix($0) } ?? ""
        let host = server.dropFirst(scheme.count)
        let parts = repository.split(separator: "/", omittingEmptySubsequences: false)
        guard !scheme.isEmpty, !host.isEmpty, host.allSatisfy({ isNamePart($0) || $0 == ":" }),
              parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isNamePart) && $0 != "." && $0 != ".." }),
              (1...20).contains(runID.count), runID.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return "\(server)/\(repository)/actions/runs/\(runID)"
    }

    /// A letter, digit, `-`, `_` or `.` (ASCII): what host names and GitHub's owner and repository names are made of.
    private static func isNamePart(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "-_.".contains(character))
    }
}
