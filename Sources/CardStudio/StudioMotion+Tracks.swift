import CardScene
import Foundation

extension StudioMotion {
    /// The curves' columns: a script of more than twice as many frames is sent as this many columns of two samples.
    static let trackColumns = 1024

    /// Part of one id's track: the samples from position `from` on where it is in the scene, each property's values
    /// (in ``MotionTracks/properties`` order) by position.
    struct Run {
        var from: Int
        var values: [[Double]]
        var end: Int { from + (values.first?.count ?? 0) }
    }

    /// The tracks as the page draws them: the frame of each sample position, and each id's runs. A script of at most
    /// 2 × ``trackColumns`` frames has a position for every frame, with the exact values (rounded to each property's
    /// places). A longer one has 2 × ``trackColumns`` positions: column `c` covers frames `c × F / C` up to the
    /// next column's first, and its two positions (its first and last frame) hold, per property, the least and
    /// greatest value over the frames of the column where the id is in the scene, in the order they come: the curve
    /// drawn through them covers every value the full track reaches, at the curves' width. So the size is bounded by
    /// the nodes a scene holds times the columns, whatever the script's length.
    func sampledTracks() -> (frames: [Int], runs: [[Run]]) {
        let properties = MotionTracks.properties
        var runs = [[Run]](repeating: [], count: ids.count)
        func append(_ values: [Double], id: Int, at position: Int) {
            if let last = runs[id].last, last.end == position {
                for property in properties.indices { runs[id][runs[id].count - 1].values[property].append(values[property]) }
            } else {
                runs[id].append(Run(from: position, values: values.map { [$0] }))
            }
        }
        guard frameCount > 2 * Self.trackColumns else {
            for frame in 0..<frameCount {
                for entry in entries(ofFrame: frame) {
                    append(properties.map { $0.value(entry.sample) }, id: entry.id, at: frame)
                }
            }
            return (Array(0..<frameCount), runs)
        }
        var frames: [Int] = []
        for column in 0..<Self.trackColumns {
            let first = column * frameCount / Self.trackColumns, next = (column + 1) * frameCount / Self.trackColumns
            frames += [first, next - 1]
            // Per id present in the column, per property: the least and greatest value and the frames they come at.
            var envelopes: [Int: [(low: Double, lowFrame: Int, high: Double, highFrame: Int)]] = [:]
            for frame in first..<next {
                for entry in entries(ofFrame: frame) {
                    let values = properties.map { $0.value(entry.sample) }
                    guard var envelope = envelopes[entry.id] else {
                        envelopes[entry.id] = values.map { ($0, frame, $0, frame) }
                        continue
                    }
                    for (property, value) in values.enumerated() {
                        if value < envelope[property].low { envelope[property].low = value; envelope[property].lowFrame = frame }
                        if value > envelope[property].high { envelope[property].high = value; envelope[property].highFrame = frame }
                    }
                    envelopes[entry.id] = envelope
                }
            }
            for (id, envelope) in envelopes {
                let lowFirst = envelope.map { $0.lowFrame <= $0.highFrame }
                append(envelope.indices.map { lowFirst[$0] ? envelope[$0].low : envelope[$0].high }, id: id, at: 2 * column)
                append(envelope.indices.map { lowFirst[$0] ? envelope[$0].high : envelope[$0].low }, id: id, at: 2 * column + 1)
            }
        }
        return (frames, runs)
    }

    /// `samples` (the frame of each position) and `tracks` (per id, its runs: `{from, x: [...], y: [...], ...}`),
    /// values rounded to each property's places.
    func trackJSON() -> (samples: JSONValue, tracks: JSONValue) {
        let (frames, runs) = sampledTracks()
        let properties = MotionTracks.properties
        var tracks: [String: JSONValue] = [:]
        for (id, name) in ids.enumerated() {
            tracks[name] = .array(runs[id].map { run in
                var members: [String: JSONValue] = ["from": .number(Double(run.from))]
                for (property, values) in zip(properties, run.values) {
                    members[property.key] = .array(values.map { .number(Self.rounded($0, places: property.places)) })
                }
                return .object(members)
            })
        }
        return (.array(frames.map { .number(Double($0)) }), .object(tracks))
    }

    /// `value` rounded to `places` decimal places (the shortest form then prints at most that many).
    static func rounded(_ value: Double, places: Int) -> Double {
        let scale = pow(10, Double(places))
        let rounded = (value * scale).rounded() / scale
        return rounded.isFinite ? rounded : value
    }
}
