/// The connections an ``HTTPServer`` holds, at most ``HTTPLimits/connections``, and what each is doing: still
/// receiving its request head, or being answered (a response or an event stream).
///
/// When every slot is taken, a new connection takes the slot of the oldest one still receiving its head, whose
/// socket is shut down (its thread then finds it closed and ends): clients that send their heads slowly, however
/// many and however often they reconnect, cannot keep a new request out. Only when every slot is being answered is
/// a new connection refused (503).
final class ConnectionSlots: Sendable {
    /// A connection's place, handed back when its phase changes and when it closes.
    struct Ticket: Hashable, Sendable {
        fileprivate let number: Int
    }

    private struct Holder {
        var descriptor: Int32
        var receivingHead: Bool
    }

    private struct Table {
        /// The connections held, by ticket number (numbers increase with the time of acceptance).
        var holders: [Int: Holder] = [:]
        var nextNumber = 0
    }

    private let capacity: Int
    private let table = Locked(Table())

    /// Slots for at most `capacity` connections at once.
    init(capacity: Int = HTTPLimits.connections) {
        self.capacity = capacity
    }

    /// A slot for the connection `descriptor`, just accepted and receiving its head; `nil` when every slot is held by
    /// a connection being answered. Takes the slot of the oldest connection still receiving its head when full.
    func admit(_ descriptor: Int32) -> Ticket? {
        table.withLock { table in
            if table.holders.count >= capacity {
                let receiving = table.holders.filter { $0.value.receivingHead }.keys
                guard let oldest = receiving.min() else { return nil }
                // Under the lock: the holder's thread closes its socket only after giving its slot back, so the
                // descriptor is still this connection's.
                SystemCalls.shutdownBoth(table.holders[oldest]!.descriptor)
                table.holders[oldest] = nil
            }
            let number = table.nextNumber
            table.nextNumber += 1
            table.holders[number] = Holder(descriptor: descriptor, receivingHead: true)
            return Ticket(number: number)
        }
    }

    /// The connection of `ticket` has its head and is being answered: it is no longer taken over.
    func answering(_ ticket: Ticket) {
        table.withLock { $0.holders[ticket.number]?.receivingHead = false }
    }

    /// Gives the slot of `ticket` back (nothing when it was taken over); call before closing the socket.
    func release(_ ticket: Ticket) {
        _ = table.withLock { $0.holders.removeValue(forKey: ticket.number) }
    }
}
