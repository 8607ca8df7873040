import CardRender
import CardScene
import Foundation

/// Explains failing frames in time: compares each node's whole track (centre, rotation, scale and opacity over the
/// frames) with the recorded one and says, once per node, what happened to its motion (``MotionChange``):
///
/// 1. **Shifted**: the track equals the recorded one `k` frames later or earlier, over the frames that differ. The
///    smallest such `|k|` is taken, later before earlier when both `+k` and `-k` match (a motion that repeats
///    itself every `2k` frames), and the recorded frames it is matched with must hold motion (a card at rest
///    matches itself at any shift, which says nothing). Shifts are tried before speeds.
/// 2. **Another speed**: the new track follows the recorded path with one uniform time scale from an instant `a`
///    on: `new(t) = recorded(a + (t - a) / s)` for every frame from `a` that maps into the recorded frames, with
///    `a` at or before the first difference, up to the last, and the factor `s` fitted (from 1/4 to 4; see
///    `speed(of:against:knownNew:knownOld:firstDifference:fps:)`). A motion that is not one uniform scale, such as a slower
///    drag whose release then flies off at the recorded speed, is not this.
/// 3. Otherwise the change in space: which of moved, rotated, scaled, faded, appeared, disappeared, and in which
///    frames.
///
/// "Equal" is within ``positionTolerance`` points of the centre, ``angleTolerance`` degrees, ``alphaTolerance``
/// of opacity and ``scaleTolerance`` of scale, at every frame compared (rotations within ``pathAngleTolerance``
/// degrees for another speed); a node present in one and not the other is different. A node whose track is equal at every frame both know gets no change.
public enum MotionAnalysis {
    /// How far apart two centres may be and still be the same motion, in points.
    public static let positionTolerance = 0.5
    /// How far apart two rotations may be, in degrees.
    public static let angleTolerance = 0.1
    /// How far apart two opacities may be (0...1).
    public static let alphaTolerance = 0.01
    /// How far apart two scales may be.
    public static let scaleTolerance = 0.002

    /// What changed in the motion of each node and named layer of `actual` against `recorded` (both of the same
    /// script at `fps` frames per second): nodes in `actual`'s order, then those only recorded.
    public static func changes(recorded: MotionTracks, actual: MotionTracks, fps: Double) -> [MotionChange] {
        let count = min(recorded.frameCount, actual.frameCount)
        let known = (0..<count).map { recorded.known[$0] && actual.known[$0] }
        var ids = actual.ids
        ids += recorded.ids.filter { actual.samples[$0] == nil }
        var changes: [MotionChange] = []
        for id in ids {
            let old = recorded.track(id), new = actual.track(id)
            let differing = (0..<count).filter { known[$0] && !same(new[$0], old[$0]) }
            guard let first = differing.first, let last = differing.last else { continue }
            if let frames = shift(of: new, against: old, knownNew: actual.known, knownOld: recorded.known, from: first, through: last) {
                let seconds = (Double(frames) / fps * 1000).rounded() / 1000
                changes.append(MotionChange(node: id, kind: .shifted(frames: frames, seconds: seconds)))
            } else if let (factor, from) = speed(of: Array(new.prefix(last + 1)), against: Array(old.prefix(last + 1)),
                                                 knownNew: actual.known, knownOld: recorded.known, firstDifference: first, fps: fps) {
                changes.append(MotionChange(node: id, kind: .speed(factor: factor, from: from)))
            } else {
                changes.append(MotionChange(node: id, kind: .moved(what: words(new, old, frames: differing), frames: first...last)))
            }
        }
        return changes
    }

    // MARK: Equality within the tolerances

    /// How far apart two rotations may be on the same path at another speed, in degrees: a card's tilt may be
    /// worked out from the previous update's bounding box (the deck's, as the original's), so at another speed,
    /// with another number of updates along the way, it strays by a fraction of a degree where the pan begins.
    public static let pathAngleTolerance = 0.5

    /// How far `a` is from `b`, as a fraction of the tolerances (rotations within `turnTolerance` degrees): at most
    /// 1 is the same.
    static func distance(_ a: MotionTracks.Sample, _ b: MotionTracks.Sample, turnTolerance: Double = angleTolerance) -> Double {
        var turn = (a.angle - b.angle).truncatingRemainder(dividingBy: 360)
        if turn > 180 { turn -= 360 } else if turn < -180 { turn += 360 }
        let centre = ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() / positionTolerance
        return max(centre, abs(turn) / turnTolerance, abs(a.alpha - b.alpha) / alphaTolerance,
                   abs(a.scaleX - b.scaleX) / scaleTolerance, abs(a.scaleY - b.scaleY) / scaleTolerance)
    }

    /// Whether two samples are the same: both absent, or both present and within the tolerances.
    static func same(_ a: MotionTracks.Sample?, _ b: MotionTracks.Sample?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): distance(a, b) <= 1
        default: false
        }
    }

    /// Whether the samples at `frames` of `track` hold motion: some differs from another beyond the tolerances
    /// (or the node comes or goes).
    static func moves(_ track: [MotionTracks.Sample?], frames: [Int]) -> Bool {
        guard let first = frames.first else { return false }
        return frames.contains { !same(track[$0], track[first]) }
    }

    // MARK: Shifted

    /// The smallest shift `k` (frames, positive: later; later before earlier) with `new[f] == old[f - k]` at every
    /// frame `f` from the first difference `first` to the last `last` where both are known, over at least two
    /// frames (those up to `|k|` frames either side that match too count: a step that one frame shows sooner
    /// differs in that frame alone), the recorded frames holding motion, and at least half the differing frames
    /// compared (the rest may map past the script's ends); `nil` when none. Outside those frames the
    /// tracks agree: a card
    /// that settles into place when the script starts, the same in both, then dragged 3 frames later, then swiped
    /// away at the same instant as recorded, moves the same way 3 frames later in between.
    static func shift(of new: [MotionTracks.Sample?], against old: [MotionTracks.Sample?], knownNew: [Bool], knownOld: [Bool],
                      from first: Int, through last: Int) -> Int? {
        let count = min(new.count, old.count)
        guard count > 2 else { return nil }
        for magnitude in 1...(count - 2) {
            for k in [magnitude, -magnitude] {
                var matched: [Int] = []
                var matches = true, explained = 0
                let start = max(0, k, first - magnitude), end = min(count, count + k, last + magnitude + 1)
                guard start < end else { continue }
                // The differing frames first (a mismatch there ends the try), then those around them.
                let from = min(max(start, first), end)
                let differing = from..<max(from, min(end, last + 1))
                for f in differing where knownNew[f] && knownOld[f - k] {
                    guard same(new[f], old[f - k]) else {
                        matches = false
                        break
                    }
                    matched.append(f - k)
                    explained += 1
                }
                guard matches, 2 * explained >= last - first + 1 else { continue }
                for f in Array(start..<differing.lowerBound) + Array(differing.upperBound..<end)
                where knownNew[f] && knownOld[f - k] && same(new[f], old[f - k]) {
                    matched.append(f - k)
                }
                if matched.count >= 2 && moves(old, frames: matched) { return k }
            }
        }
        return nil
    }

    // MARK: Another speed

    /// The uniform time scale, as (factor, anchor in seconds), each rounded to what is reported (two decimals of
    /// the factor or of its speed-up, the hundredth of a second); `nil` when no factor from 1/4 to 4 fits.
    ///
    /// The anchor is the instant from which the motion runs at the new speed: at or before the first difference,
    /// since a drag's card may stay still for its first points (the pan's slop) while its finger already moves at
    /// the new speed. The fit: anchors at every frame of the recorded rest that ends at the first difference (at most
    /// ``anchorSearch`` frames back, near the anchor each factor implies) and factors on a grid of 1 % steps, then quarter
    /// frames and 0.1 % steps around the best, then eighths and 0.01 %; the best (a, s)
    /// has the least mean square of the distances (``distance(_:_:)``), and fits when every new sample is within the
    /// tolerances (rotations within ``pathAngleTolerance``) of the recorded way between the two frames it falls between (a step, such as a pan that begins
    /// once its finger has moved 10 points, happens at an instant between two frames, and the sample after it may
    /// show any point of that way). The distance is between a new sample at frame `f >= a` and the
    /// recorded track at `a + (f - a) / s`, linearly interpolated between its frames (or either frame, whichever is
    /// nearer), over every frame that maps
    /// inside the recorded frames (at least three). The recorded stretch it maps to must hold motion, and the factor
    /// differ from 1 by more than 2 %.
    static func speed(of new: [MotionTracks.Sample?], against old: [MotionTracks.Sample?], knownNew: [Bool], knownOld: [Bool],
                      firstDifference first: Int, fps: Double) -> (factor: Double, from: Double)? {
        let count = min(new.count, old.count)
        // An anchor lies where the recorded node rests before the first difference (or at the frame before it):
        // before that the tracks agree while moving, which no other speed reproduces. Frames of that rest agree
        // whatever the fit, so each fit is checked from the frame before the first difference on.
        var rest = max(0, first - 1)
        while rest > max(0, first - anchorSearch), knownOld[rest - 1], same(old[rest - 1], old[first - 1]) { rest -= 1 }
        // Each starts moving at the first frame after the rest that differs from it: a factor s and an anchor a
        // map the new start onto the recorded one (newStart - a = s (oldStart - a), the starts half a frame before
        // those frames), so each factor is tried at the whole-frame anchors around the one it implies, not at
        // every frame of the rest: a few for a factor far from 1, more near 1 (about 200 frames in all over the
        // grid, whatever the rest's length).
        let restEnd = max(0, first - 1)
        func start(_ track: [MotionTracks.Sample?], _ known: [Bool]) -> Double? {
            (restEnd..<count).first { known[$0] && !same(track[$0], track[restEnd]) }.map { Double($0) - 0.5 }
        }
        guard let oldStart = start(old, knownOld), let newStart = start(new, knownNew) else { return nil }
        var best: (worst: Double, mean: Double, factor: Double, anchor: Double)?
        func consider(_ factor: Double, _ anchor: Double) {
            guard factor >= 0.25, factor <= 4, anchor >= Double(rest), anchor <= Double(first) else { return }
            guard let score = fitScore(new, old, knownNew: knownNew, knownOld: knownOld, count: count, anchor: anchor,
                                       from: restEnd, factor: factor, bound: 8, stopAbove: best?.mean ?? .infinity) else { return }
            if score.mean < (best?.mean ?? .infinity) { best = (score.worst, score.mean, factor, anchor) }
        }
        // Factors on a 1 % grid from 1 outwards (a near fit first prunes the rest sooner).
        let steps = Int((log(4) / log(1.01)).rounded(.down))
        for step in 1...steps {
            for factor in [pow(1.01, Double(step)), pow(1.01, -Double(step))] {
                // Each start is known to a frame (it happened between two), which moves the implied anchor by up
                // to half a frame times (1 + s) / |1 - s| either way; one frame more for the slop of a step.
                let implied = (newStart - factor * oldStart) / (1 - factor)
                let spread = 0.5 * (1 + factor) / abs(1 - factor) + 1
                let low = max(Double(rest), (implied - spread).rounded(.down)), high = min(Double(first), (implied + spread).rounded(.up))
                guard low <= high else { continue }
                for anchor in Int(low)...Int(high) { consider(factor, Double(anchor)) }
            }
        }
        guard best != nil else { return nil }
        // Around the best so far: anchors within a frame in quarters with factors within 1 % in 0.1 % steps, then
        // within a quarter frame in eighths and 0.1 % in 0.01 % steps.
        for (anchorStep, anchorSteps, factorStep) in [(0.25, 4, 0.001), (0.125, 2, 0.0001)] {
            let around = best!
            for anchor in -anchorSteps...anchorSteps {
                for step in -10...10 { consider(around.factor * (1 + Double(step) * factorStep), around.anchor + Double(anchor) * anchorStep) }
            }
        }
        guard let fit = best, fit.worst <= 1, abs(fit.factor - 1) > 0.02 else { return nil }
        // The recorded stretch the new frames map to must hold motion.
        let lastMapped = fit.anchor + (Double(count - 1) - fit.anchor) / fit.factor
        let stretch = (max(0, Int(fit.anchor.rounded(.down)))...min(count - 1, Int(lastMapped.rounded(.up)))).filter { knownOld[$0] }
        guard moves(old, frames: stretch) else { return nil }
        // The anchor to the hundredth of a second, as the sentence says it: the fit places it to a fraction of a frame
        // that a step between frames makes uncertain.
        return (reported(factor: fit.factor), (fit.anchor / fps * 100).rounded() / 100)
    }

    /// The factor as reported: slower (at least 1) to two decimals, `1.5`; faster as the time scale of a speed-up
    /// to two decimals, to four decimals, `0.6667` for 1.50x faster (so that its inverse rounds back to `1.50`).
    static func reported(factor: Double) -> Double {
        if factor >= 1 { return (factor * 100).rounded() / 100 }
        let speedUp = (1 / factor * 100).rounded() / 100
        return (1 / speedUp * 10000).rounded() / 10000
    }

    /// How many frames before the first difference the speed's anchor is looked for.
    static let anchorSearch = 240

    /// The largest distance of the fit (anchor and factor) over the frames from `start` and the mean of their squares,
    /// or `nil` when it maps fewer than three frames, a node is present in one and not the other, a distance
    /// reaches `bound` (hopeless), or the mean is sure to exceed `stopAbove` (a better fit is known).
    static func fitScore(_ new: [MotionTracks.Sample?], _ old: [MotionTracks.Sample?], knownNew: [Bool], knownOld: [Bool],
                         count: Int, anchor: Double, from start: Int, factor: Double, bound: Double,
                         stopAbove: Double = .infinity) -> (worst: Double, mean: Double)? {
        var worst = 0.0, squares = 0.0, compared = 0
        let first = max(start, Int(anchor.rounded(.up)))
        guard first < count else { return nil }
        let most = Double(count - first)
        for f in first..<count where knownNew[f] {
            let position = anchor + (Double(f) - anchor) / factor
            guard position <= Double(count - 1) else { break }
            let lower = Int(position.rounded(.down)), upper = min(count - 1, lower + 1)
            guard lower >= 0, knownOld[lower], knownOld[upper] else { continue }
            let recorded: MotionTracks.Sample?
            switch (old[lower], old[upper]) {
            case (nil, nil): recorded = nil
            case let (a?, b?): recorded = interpolate(a, b, position - Double(lower))
            default: return nil  // the node comes or goes between the two frames
            }
            switch (new[f], recorded) {
            case (nil, nil): break
            case let (sample?, between?):
                // A step between two frames (a pan that begins, a card that is let go) happens at an instant
                // between them: the new sample may show either side of it.
                let turn = pathAngleTolerance
                let near = min(distance(sample, between, turnTolerance: turn), distance(sample, old[lower]!, turnTolerance: turn),
                               distance(sample, old[upper]!, turnTolerance: turn))
                // The way between the frames matters while the fit may still be accepted, or to tell a hopeless
                // distance from a step.
                let off = near <= 1 || (worst > 1 && near < bound) ? near
                    : min(near, distance(sample, toSegmentFrom: old[lower]!, to: old[upper]!))
                worst = max(worst, off)
                squares += near * near
                if squares > stopAbove * most { return nil }
            default: return nil
            }
            if worst >= bound { return nil }
            compared += 1
        }
        return compared >= 3 ? (worst, squares / Double(compared)) : nil
    }

    /// How far `sample` is from the nearest point of the straight way from `a` to `b` (in the tolerances' units,
    /// as ``distance(_:_:)``): the nearest point found in the space where each quantity is divided by its tolerance.
    static func distance(_ sample: MotionTracks.Sample, toSegmentFrom a: MotionTracks.Sample, to b: MotionTracks.Sample) -> Double {
        // Each quantity's way from a to b and offset of the sample from a, over its tolerance.
        var length = 0.0, projection = 0.0
        func add(_ way: Double, _ offset: Double, _ tolerance: Double) {
            length += way * way / (tolerance * tolerance)
            projection += way * offset / (tolerance * tolerance)
        }
        add(b.x - a.x, sample.x - a.x, positionTolerance)
        add(b.y - a.y, sample.y - a.y, positionTolerance)
        add(b.angle - a.angle, sample.angle - a.angle, pathAngleTolerance)
        add(b.alpha - a.alpha, sample.alpha - a.alpha, alphaTolerance)
        add(b.scaleX - a.scaleX, sample.scaleX - a.scaleX, scaleTolerance)
        add(b.scaleY - a.scaleY, sample.scaleY - a.scaleY, scaleTolerance)
        let along = length > 0 ? min(1, max(0, projection / length)) : 0
        return distance(sample, interpolate(a, b, along), turnTolerance: pathAngleTolerance)
    }

    /// The sample `fraction` of the way from `a` to `b`.
    static func interpolate(_ a: MotionTracks.Sample, _ b: MotionTracks.Sample, _ fraction: Double) -> MotionTracks.Sample {
        func mix(_ u: Double, _ v: Double) -> Double { u + (v - u) * fraction }
        return MotionTracks.Sample(x: mix(a.x, b.x), y: mix(a.y, b.y), angle: mix(a.angle, b.angle), alpha: mix(a.alpha, b.alpha),
                                   scaleX: mix(a.scaleX, b.scaleX), scaleY: mix(a.scaleY, b.scaleY))
    }

    // MARK: In space

    /// Which of moved, rotated, scaled, faded (alpha, for a layer), appeared and disappeared happened at `frames`,
    /// each once, in that order.
    static func words(_ new: [MotionTracks.Sample?], _ old: [MotionTracks.Sample?], frames: [Int]) -> [String] {
        var found = Set<String>()
        for f in frames {
            switch (new[f], old[f]) {
            case (_?, nil): found.insert("appeared")
            case (nil, _?): found.insert("disappeared")
            case let (a?, b?):
                if ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() > positionTolerance { found.insert("moved") }
                if abs(a.angle - b.angle) > angleTolerance { found.insert("rotated") }
                if abs(a.scaleX - b.scaleX) > scaleTolerance || abs(a.scaleY - b.scaleY) > scaleTolerance { found.insert("scaled") }
                if abs(a.alpha - b.alpha) > alphaTolerance { found.insert("faded") }
            case (nil, nil): break
            }
        }
        return ["moved", "rotated", "scaled", "faded", "appeared", "disappeared"].filter(found.contains)
    }
}
