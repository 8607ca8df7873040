import CardMotionTestSupport
import Foundation
import Testing

/// What the studio sends of a script's motion (docs/studio.md): `/frames/N.json`, one frame whole and exact, and
/// `/api/state`'s tracks, sampled to the curves' width however long the script.
@Suite(.serialized) struct StudioMotionTests {
    /// A stack of `cards` cards, one swiped every half second from 0.3 s, at 60 frames a second.
    static func swipes(_ cards: Int) -> String {
        (["screen: {size: [375, 667], scale: 1}", "fps: 60", "widget: {kind: stack, frame: [25, 150, 325, 420], visibleCount: 4}", "cards:"]
            + (0..<cards).map { "  - {title: c\($0)}" } + ["timeline:"]
            + (0..<cards).map { "  - {at: \(0.3 + Double($0) * 0.5), swipe: \($0 % 2 == 0 ? "right" : "left")}" })
            .joined(separator: "\n") + "\n"
    }

    /// Each node's centre `x` by frame, from the corners `cardmotion states` prints (the mean of two opposite ones).
    static func centresX(of script: String) throws -> [[String: Double]] {
        let states = try runCardMotion(["states", script])
        return try states.stdout.split(separator: "\n").map { line in
            let frame = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            var xs: [String: Double] = [:]
            for node in frame["nodes"] as? [[String: Any]] ?? [] {
                guard let id = node["id"] as? String, let corners = node["corners"] as? [[Double]] else { continue }
                xs[id] = (corners[0][0] + corners[2][0]) / 2
            }
            return xs
        }
    }

    @Test func aFrameWholeWithItsNodesAndFingers() throws {
        let studio = try StudioProcess([Repository.stackExample])
        let first = try LoopbackHTTP.get("/frames/0.json?script=stack&revision=1", port: studio.port)
        #expect(first.status == 200)
        #expect(first.headers["content-type"] == "application/json; charset=utf-8")
        #expect(first.json["frame"] as? Int == 0)
        #expect(first.json["revision"] as? Int == 1)
        let nodes = try #require(first.json["nodes"] as? [String: [String: Double]])
        #expect(nodes["card-0"] == ["x": 187.5, "y": 345, "angle": 0, "alpha": 1, "scale": 1])
        // The fingers, for the page's overlay: none at rest; the first drag's touch-down at its `from` at 0.3 s (frame
        // 18); its lift at from + by at 0.8 s, fading: opacity 0.5 at 0.9 s (frame 54), gone at 1.0 s (frame 60).
        func touches(_ frame: Int) throws -> [[Double]] {
            try LoopbackHTTP.get("/frames/\(frame).json", port: studio.port).json["touches"] as? [[Double]] ?? [[-1]]
        }
        #expect(try touches(0).isEmpty)
        #expect(try touches(18) == [[187, 345, 1]])
        let lifted = try touches(54)
        #expect(lifted.count == 1 && lifted[0].prefix(2) == [367, 355] && abs(lifted[0][2] - 0.5) < 1e-9, "\(lifted)")
        #expect(try touches(60).isEmpty)
        // The ids of a frame are those of its scene: card-0, swiped at 2.6 s, has left by the end.
        let last = try #require(LoopbackHTTP.get("/frames/222.json", port: studio.port).json["nodes"] as? [String: Any])
        #expect(last["card-0"] == nil && !last.isEmpty)
        let outOfRange = try LoopbackHTTP.get("/frames/223.json", port: studio.port)
        #expect(outOfRange.status == 404)
        #expect(outOfRange.json["error"] as? String == "frame 223 is out of range: stack has 223 frames (0 to 222)")
        let badQuery = try LoopbackHTTP.get("/frames/1.json?frame=2", port: studio.port)
        #expect(badQuery.status == 400)
        #expect(badQuery.json["error"] as? String == "unknown query parameter 'frame'; expected revision, script")
    }

    /// A script of more than 2,048 frames is sent as 1,024 columns of two samples, each column's least and greatest
    /// value in the order they come, whatever its length: twice the swipes, the same number of samples.
    @Test func longScriptsAreSampledToTheCurvesWidth() throws {
        let folder = try temporaryFolder()
        for cards in [80, 160] {
            let script = folder + "/swipes\(cards).yaml"
            try Self.swipes(cards).write(toFile: script, atomically: true, encoding: .utf8)
            let studio = try StudioProcess([script])
            let state = try LoopbackHTTP.get("/api/state", port: studio.port).json
            let frames = try #require(state["frames"] as? Int)
            #expect(frames > 2048)
            let samples = try #require(state["samples"] as? [Int])
            #expect(samples.count == 2048)
            let columns: [Int] = (0..<1024).flatMap { (column: Int) -> [Int] in [column * frames / 1024, (column + 1) * frames / 1024 - 1] }
            #expect(samples == columns)
            let tracks = try #require(state["tracks"] as? [String: [[String: Any]]])
            #expect(tracks.count >= cards)
            for (id, runs) in tracks {
                #expect(runs.reduce(0) { $0 + (($1["x"] as? [Double])?.count ?? 0) } <= 2048, "\(id)")
            }
            guard cards == 80 else { continue }
            // card-40's x: per column, the two samples are the least and greatest of the frames where it is in the
            // scene (rounded to 0.01 pt), the one that comes first first.
            let centres = try Self.centresX(of: script)
            #expect(centres.count == frames)
            let runs = try #require(tracks["card-40"])
            var sampled: [Int: Double] = [:]
            for run in runs {
                for (offset, value) in (run["x"] as? [Double] ?? []).enumerated() { sampled[(run["from"] as? Int ?? 0) + offset] = value }
            }
            var columnsSeen = 0
            for column in 0..<1024 {
                let present = (samples[2 * column]...samples[2 * column + 1]).compactMap { frame in centres[frame]["card-40"].map { (frame, $0) } }
                guard let low = present.min(by: { $0.1 < $1.1 }), let high = present.max(by: { $0.1 < $1.1 }) else {
                    #expect(sampled[2 * column] == nil, "column \(column)")
                    continue
                }
                columnsSeen += 1
                let expected = low.0 <= high.0 ? [low.1, high.1] : [high.1, low.1]
                let got = [sampled[2 * column] ?? .nan, sampled[2 * column + 1] ?? .nan]
                #expect(zip(expected, got).allSatisfy { abs($0 - $1) <= 0.005 + 1e-9 }, "column \(column): \(got) against \(expected)")
            }
            #expect(columnsSeen > 10)
        }
    }
}
