import CardPlatform

/// The default reference places the assertions of this process resolved to, each with the call site that first
/// used it, and the migration notices already given: two assertions never share references or artefacts, and a
/// notice is given once per place.
enum GoldenClaims {
    private static let owners = Locked<[String: String]>([:])
    private static let noticed = Locked<Set<String>>([])

    /// Claims `references` for the call site `site` (`/path/File.swift:LINE:COLUMN`): `nil` when it is that call
    /// site's (the first claim, or the same call site again, as in a loop or a repeated test), else the call site
    /// that claimed it first.
    static func claim(_ references: String, by site: String) -> String? {
        owners.withLock { owners in
            if let owner = owners[references], owner != site { return owner }
            owners[references] = site
            return nil
        }
    }

    /// Whether the notice about `references` is yet to be given in this process (and is given now).
    static func isFirstNotice(about references: String) -> Bool {
        noticed.withLock { $0.insert(references).inserted }
    }
}
