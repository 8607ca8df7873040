/// Which names a request may call the server by (its `Host` header): the addresses it listens on and their names,
/// so that a page elsewhere that rebinds its own name to this machine (DNS rebinding) is told apart.
extension HTTPServer {
    /// Whether `host` is the wildcard address 0.0.0.0: the server listens on every interface.
    public static func isWildcard(_ host: String) -> Bool {
        host == "0.0.0.0"
    }

    /// The machine's IPv4 addresses, from its interfaces (loopback ones included), as `getifaddrs(3)` lists them now.
    public static func interfaceAddresses() -> [String] {
        SystemCalls.interfaceAddresses()
    }

    /// The host names (without the port, lowercased) that a request to a server listening on `host` may give: the
    /// address itself; with a loopback address also `localhost`; with the wildcard every interface's address (read
    /// now: an address the machine gets later is accepted from then on), `localhost` and the machine's host name.
    public static func hostNames(listeningOn host: String) -> [String] {
        if isLoopback(host) { return [host, "localhost"] }
        guard isWildcard(host) else { return [host] }
        var names = interfaceAddresses() + ["localhost"]
        if let name = SystemCalls.hostName()?.lowercased(), !names.contains(name) { names.append(name) }
        return names + [host]
    }
}
