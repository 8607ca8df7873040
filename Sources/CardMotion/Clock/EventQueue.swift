/// Actions ordered by exact time; actions at the same time run in the order they were scheduled.
struct EventQueue {
    struct Entry {
        let time: Double
        let action: () -> Void
    }

    private var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }
    var nextTime: Double? { entries.first?.time }

    mutating func insert(at time: Double, _ action: @escaping () -> Void) {
        // Binary search for the first entry strictly later than `time`: equal times keep insertion order.
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].time <= time { low = mid + 1 } else { high = mid }
        }
        entries.insert(Entry(time: time, action: action), at: low)
    }

    mutating func popFirst() -> Entry? {
        entries.isEmpty ? nil : entries.removeFirst()
    }
}
