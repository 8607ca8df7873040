/// Actions ordered by exact time; actions at the same time run in the order they were scheduled.
///
/// A binary min-heap on (time, sequence number): scheduling and taking the next action cost O(log n), so a long
/// drag sampled at a high touch rate, whose thousands of samples all wait in the queue, plays in O(n log n).
struct EventQueue {
    struct Entry {
        let time: Double
        /// The order of scheduling, which breaks ties between equal times.
        let sequence: Int
        let action: () -> Void

        func precedes(_ other: Entry) -> Bool {
            time < other.time || (time == other.time && sequence < other.sequence)
        }
    }

    private var heap: [Entry] = []
    private var nextSequence = 0

    var isEmpty: Bool { heap.isEmpty }
    var nextTime: Double? { heap.first?.time }

    mutating func insert(at time: Double, _ action: @escaping () -> Void) {
        heap.append(Entry(time: time, sequence: nextSequence, action: action))
        nextSequence += 1
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popFirst() -> Entry? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
            if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
            guard smallest != parent else { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }
}
