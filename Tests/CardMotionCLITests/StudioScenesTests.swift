import CardMotion
import CardMotionTestSupport
import CardRender
@testable import CardStudio
import Foundation
import Testing

/// The studio draws a frame from the scene kept for it by the pass that plots the script's motion, or from a live
/// playback past what the budget keeps (docs/studio.md#limits): the bytes are `render`'s in any order of requests,
/// and the verdicts `verify`'s, whatever the budget.
@Suite(.serialized) struct StudioScenesTests {
    /// The stack example rendered once, into a folder of its own.
    static func rendered() throws -> String {
        let folder = try temporaryFolder()
        let run = try runCardMotion(["render", Repository.stackExample, "-o", folder])
        #expect(run.status == 0, "\(run.stderr)")
        return folder
    }

    static func renderedBytes(_ frame: Int, in folder: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/" + FrameFileName.of(frame))))
    }

    @Test func coldFramesInAnyOrderAreRendersBytes() throws {
        let folder = try Self.rendered()
        let studio = try StudioProcess([Repository.stackExample])
        // The middle frame first (nothing drawn yet), then an earlier one, then a later one.
        for frame in [111, 40, 222] {
            let response = try LoopbackHTTP.get("/frames/\(frame).png?script=stack", port: studio.port)
            #expect(response.status == 200)
            #expect(response.body == (try Self.renderedBytes(frame, in: folder)), "frame \(frame)")
        }
        #expect(studio.stop().status == 0)
    }

    /// The stack example served with at most `sceneBytes` of scenes.
    static func studio(sceneBytes: Int?, reference: String? = nil) throws -> Studio {
        try Studio(paths: [Repository.stackExample], assets: AssetAccess(), fps: nil, reference: reference, sceneBytes: sceneBytes)
    }

    @Test func theBudgetBoundsTheScenesKept() throws {
        let all = try #require(try Self.studio(sceneBytes: nil).scripts[0].current.scenes)
        #expect(all.keptFrames == 223)
        #expect(all.keptBytes <= StudioScenes.byteLimit)
        let none = try #require(try Self.studio(sceneBytes: 0).scripts[0].current.scenes)
        #expect(none.keptFrames == 0 && none.keptBytes == 0)
        // A budget of half what every scene takes keeps the first frames only, within it.
        let half = try #require(try Self.studio(sceneBytes: all.keptBytes / 2).scripts[0].current.scenes)
        #expect(half.keptFrames > 0 && half.keptFrames < 223)
        #expect(half.keptBytes <= all.keptBytes / 2)
    }

    @Test func framesPastTheBudgetAreRendersBytesInAnyOrder() throws {
        let folder = try Self.rendered()
        let all = try #require(try Self.studio(sceneBytes: nil).scripts[0].current.scenes)
        let studio = try Self.studio(sceneBytes: all.keptBytes / 2)
        let script = studio.scripts[0], version = script.current
        let kept = try #require(version.scenes).keptFrames
        // Past the kept frames: forward, back (the playback starts again), forward; then a kept frame.
        for frame in [kept + 60, kept + 1, 222, kept + 1, 3] {
            let bytes = try script.frame(frame, of: version, index: 0, cache: FrameCache(), look: .player)
            #expect(bytes == (try Self.renderedBytes(frame, in: folder)), "frame \(frame)")
        }
    }

    @Test func verdictsWithoutKeptScenesAreVerifysToo() throws {
        let (reference, verify) = try StudioReferenceTests.changedReferences(in: try temporaryFolder())
        #expect(verify == [10: 45583, 50: 177619])
        for sceneBytes in [nil, 0] {
            let studio = try Self.studio(sceneBytes: sceneBytes, reference: reference)
            let script = studio.scripts[0]
            let verdicts = try #require(studio.references).verdicts(of: script, index: 0, version: script.current)
            #expect(verdicts.count == 223)
            for (frame, verdict) in verdicts.enumerated() {
                switch frame {
                case 10, 50: #expect(verdict == .failed(differentPixels: verify[frame]!), "\(frame)")
                case 200: #expect(verdict == .missing)
                default: #expect(verdict == .passed(differentPixels: 0), "\(frame)")
                }
            }
        }
    }
}
