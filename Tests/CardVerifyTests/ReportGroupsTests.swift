import CardGeometry
import CardRender
@testable import CardScene
@testable import CardVerify
import Foundation
import Testing

/// The report's groups of failing frames that share an explanation (`ReportDocument.groups`), from
/// ScriptVerifications made here: which key each failing frame gets (motion, changed layer, pixels, size), the
/// sentences, the smallest group, the order, the JSON the page reads, and the page in headless Chromium.
@Suite(.serialized) struct ReportGroupsTests {
    /// A failing frame: `pixels` different pixels in `box`, its geometry note naming `changes` (none: no note).
    static func failing(_ frame: Int, pixels: Int = 1200, box: PixelRect? = PixelRect(x: 24, y: 600, width: 80, height: 60),
                        changes: [NodeGeometry.Change]? = nil) -> FrameRecord {
        var record = FrameRecord(frame: frame, name: FrameFileName.of(frame), outcome: .failed(differentPixels: pixels), differentPixels: pixels)
        record.differenceBounds = box
        record.geometry = changes.map(GeometryNote.init(changes:))
        return record
    }

    static func passing(_ frame: Int) -> FrameRecord {
        FrameRecord(frame: frame, name: FrameFileName.of(frame), outcome: .passed, differentPixels: 0)
    }

    /// A script of `records` (scale 2), its failure explained in time by `motion`.
    static func script(_ name: String, variant: String? = nil, _ records: [FrameRecord], motion: [MotionChange] = []) -> ScriptVerification {
        var result = ScriptVerification(script: name + ".yaml", references: "ref", frames: records, seconds: 1, totalPixels: 100_000, scale: 2)
        result.variant = variant
        result.motion = motion
        return result
    }

    static let later = [MotionChange(node: "card-0", kind: .shifted(frames: 2, seconds: 0.2)),
                        MotionChange(node: "card-1", kind: .shifted(frames: 2, seconds: 0.2))]

    static func change(_ id: String, _ what: String) -> NodeGeometry.Change { NodeGeometry.Change(id: id, what: what) }

    /// Two variants shifted alike are one group, whatever their frames' pixels and geometry; a third script shifted
    /// otherwise is its own group.
    @Test func theSameMotionInTwoVariantsIsOneGroup() {
        let light = Self.script("stack", variant: "light", [Self.passing(0), Self.failing(1, pixels: 10), Self.failing(2, pixels: 20)], motion: Self.later)
        let dark = Self.script("stack", variant: "dark", [Self.failing(0, pixels: 30, changes: [Self.change("card-0", "moved (+1.0, +0.0) pt")]),
                                                           Self.passing(1), Self.failing(2, pixels: 40)], motion: Self.later)
        let sooner = Self.script("deck", [Self.failing(4), Self.failing(5)],
                                 motion: [MotionChange(node: "card-0", kind: .shifted(frames: -1, seconds: -0.1))])
        #expect(ReportDocument.groups([light, dark, sooner]) == [
            ReportDocument.Group(kind: "motion", sentence: "card-0, card-1: same motion, 2 frames later (+200 ms)",
                                 frames: [[0, 1], [0, 2], [1, 0], [1, 2]]),
            ReportDocument.Group(kind: "motion", sentence: "card-0: same motion, 1 frame earlier (-100 ms)", frames: [[2, 4], [2, 5]]),
        ])
    }

    /// Several motion sentences are one key, in order.
    @Test func aScriptsMotionSentencesAreJoined() {
        let motion = [MotionChange(node: "card-0", kind: .shifted(frames: 3, seconds: 0.05)),
                      MotionChange(node: "card-1", kind: .speed(factor: 1.5, from: 0.3))]
        #expect(ReportDocument.groups([Self.script("stack", [Self.failing(7), Self.failing(8)], motion: motion)]) == [
            ReportDocument.Group(kind: "motion", sentence: "card-0: same motion, 3 frames later (+50 ms); card-1: same path, 1.50x slower from 0.30 s",
                                 frames: [[0, 7], [0, 8]]),
        ])
    }

    /// Without motion sentences, frames whose notes name the same nodes with the same kinds of change are one group,
    /// however far each moved; another kind of change, or another node, is another key.
    @Test func theSameChangedLayerIsOneGroupWhateverTheOffsets() {
        let stamp = { (dx: String) in [Self.change("card-0/likeStamp", "moved (\(dx), +0.0) pt")] }
        let result = Self.script("stack", [
            Self.failing(3, pixels: 100, changes: stamp("+1.0")),
            Self.failing(4, pixels: 200, changes: stamp("+2.5")),
            Self.failing(5, pixels: 300, changes: [Self.change("card-0/likeStamp", "moved (+3.0, +0.0) pt, alpha 0.40 -> 0.55")]),
            Self.failing(6, pixels: 400, changes: [Self.change("card-0/likeStamp", "alpha 0.40 -> 0.60, moved (+4.0, -1.0) pt")]),
            Self.failing(7, pixels: 500, changes: [Self.change("card-1", "moved (+1.0, +0.0) pt, rotated +0.22 deg"), Self.change("card-0", "appeared")]),
            Self.failing(8, pixels: 600, changes: [Self.change("card-0", "appeared"), Self.change("card-1", "rotated -0.10 deg, moved (-1.0, +2.0) pt")]),
            Self.failing(9, pixels: 700, changes: [Self.change("card-2", "moved (+1.0, +0.0) pt"), Self.change("card-3", "moved (+2.0, +0.0) pt")]),
            Self.failing(10, pixels: 800, changes: [Self.change("card-3", "moved (+5.0, +0.0) pt"), Self.change("card-2", "moved (+6.0, +0.0) pt")]),
            Self.failing(11, pixels: 900, changes: stamp("+9.0") + [Self.change("card-0", "faded 1.00 -> 0.80")]),
        ])
        #expect(ReportDocument.groups([result]) == [
            ReportDocument.Group(kind: "layer", sentence: "card-0/likeStamp changed (moved)", frames: [[0, 3], [0, 4]]),
            ReportDocument.Group(kind: "layer", sentence: "card-0/likeStamp changed (moved, faded)", frames: [[0, 5], [0, 6]]),
            ReportDocument.Group(kind: "layer", sentence: "card-0 changed (appeared); card-1 changed (moved, rotated)", frames: [[0, 7], [0, 8]]),
            ReportDocument.Group(kind: "layer", sentence: "card-2, card-3 changed (moved)", frames: [[0, 9], [0, 10]]),
        ], "frame 11's stamp moved as frames 3 and 4's did, but its card faded too: a frame of its own")
    }

    /// The kinds of change are read from the words `NodeGeometry.changes(from:to:)` writes: every kind it names,
    /// from notes it made, whatever the amounts.
    @Test func everyKindOfChangeANoteNamesIsRead() {
        func node(_ id: String, x: Double, angle: Double = 0, scale: Double = 1, alpha: Double = 1, layer: Bool = false) -> NodeGeometry {
            var geometry = NodeGeometry(id: id, center: Point(x: x, y: 10), rotation: angle, scale: (scale, scale), alpha: alpha)
            geometry.isLayer = layer
            return geometry
        }
        let recorded = [node("card-0", x: 0), node("card-0/likeStamp", x: 5, alpha: 0.4, layer: true), node("card-1", x: 0)]
        let frames = [1.0, 2.5].enumerated().map { frame, amount in
            let current = [node("card-0", x: amount, angle: amount, scale: 1 + amount / 10, alpha: 1 - amount / 10),
                           node("card-0/likeStamp", x: 5 + amount, alpha: 0.4 + amount / 10, layer: true), node("card-3", x: 0)]
            return Self.failing(frame, changes: NodeGeometry.changes(from: recorded, to: current))
        }
        #expect(ReportDocument.groups([Self.script("stack", frames)]) == [
            ReportDocument.Group(kind: "layer", sentence: "card-0 changed (moved, rotated, scaled, faded); card-0/likeStamp changed (moved, faded); "
                                 + "card-1 changed (disappeared); card-3 changed (appeared)", frames: [[0, 0], [0, 1]]),
        ])
    }

    /// A drawing change (a note naming no node) or no geometry: the same count of different pixels in the same box
    /// is one group, its box in points (scale 2); another count, or another box, is another key.
    @Test func theSamePixelsInTheSameBoxAreOneGroup() {
        let box = PixelRect(x: 24, y: 600, width: 80, height: 61)
        let result = Self.script("stack", [
            Self.failing(0, pixels: 1200, box: box, changes: []),
            Self.failing(1, pixels: 1200, box: box),
            Self.failing(2, pixels: 1201, box: box),
            Self.failing(3, pixels: 1200, box: PixelRect(x: 26, y: 600, width: 80, height: 61)),
            Self.failing(4, pixels: 1200, box: box, changes: []),
            Self.failing(5, pixels: 1_234_567, box: nil),
            Self.failing(6, pixels: 1_234_567, box: nil),
        ])
        #expect(ReportDocument.groups([result]) == [
            ReportDocument.Group(kind: "pixels", sentence: "1,200 different pixels in 40 x 30.5 at (12, 300)", frames: [[0, 0], [0, 1], [0, 4]]),
            ReportDocument.Group(kind: "pixels", sentence: "1,234,567 different pixels", frames: [[0, 5], [0, 6]]),
        ])
    }

    /// Frames of another size are keyed by both sizes, even in a script whose failure was explained in time.
    @Test func framesOfAnotherSizeAreTheirOwnKind() {
        let resized = { (frame: Int, width: Int) in
            FrameRecord(frame: frame, name: FrameFileName.of(frame), outcome: .sizeMismatch(expected: (750, 1334), actual: (width, 1334)),
                        differentPixels: 1334 * 750)
        }
        let result = Self.script("stack", [resized(0, 640), resized(1, 640), resized(2, 828), Self.failing(3), Self.failing(4)], motion: Self.later)
        #expect(ReportDocument.groups([result]) == [
            ReportDocument.Group(kind: "size", sentence: "size 640 x 1334, expected 750 x 1334", frames: [[0, 0], [0, 1]]),
            ReportDocument.Group(kind: "motion", sentence: "card-0, card-1: same motion, 2 frames later (+200 ms)", frames: [[0, 3], [0, 4]]),
        ])
    }

    /// Largest first; groups of equal size in the order of their first frame (script, then frame number); a frame
    /// that shares its explanation with no other is in no group; passing frames never are.
    @Test func largestFirstThenByFirstFrame() {
        let first = Self.script("a", [Self.failing(0, pixels: 5), Self.failing(1, pixels: 7), Self.failing(2, pixels: 9), Self.passing(3),
                                      Self.failing(4, pixels: 7), Self.failing(5, pixels: 3)])
        let second = Self.script("b", [Self.failing(0, pixels: 9), Self.failing(1, pixels: 5), Self.failing(2, pixels: 7), Self.passing(3)])
        #expect(ReportDocument.groups([first, second]).map(\.frames) == [
            [[0, 1], [0, 4], [1, 2]],
            [[0, 0], [1, 1]],
            [[0, 2], [1, 0]],
        ])
        #expect(ReportDocument.groups([Self.script("c", [Self.failing(0), Self.passing(1), Self.passing(2)])]).isEmpty)
    }

    /// The document carries the groups in the shape the page reads: `groups` beside `scripts`.
    @Test func theDocumentCarriesTheGroups() throws {
        let result = Self.script("stack", [Self.failing(1), Self.failing(2)], motion: Self.later)
        let document = try ReportDocument([result], folder: "/art", approveIn: nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(String(decoding: try encoder.encode(document.groups), as: UTF8.self)
                == #"[{"frames":[[0,1],[0,2]],"kind":"motion","sentence":"card-0, card-1: same motion, 2 frames later (+200 ms)"}]"#)
    }

    /// `report.json` keeps the groups for `cardmotion review`; a later shard's groups join by kind and sentence, its
    /// scripts' indices moved past the earlier shard's; a group naming a script the document lacks is refused.
    @Test func storedGroupsReadBackAndJoinAcrossShards() throws {
        let first = try ReportDocument([Self.script("stack", [Self.failing(1), Self.failing(2)], motion: Self.later)], folder: "/art", approveIn: nil)
        let second = try ReportDocument([Self.script("deck", [Self.failing(0, pixels: 5), Self.failing(1, pixels: 5)]),
                                         Self.script("again", [Self.failing(3), Self.failing(4), Self.failing(5)], motion: Self.later)],
                                        folder: "/art", approveIn: nil)
        var joined = try ReportDocument.parse(first.stored(in: "/art"), file: "report-1-of-2.json")
        #expect(joined.groups == first.groups)
        joined.join(try ReportDocument.parse(second.stored(in: "/art"), file: "report-2-of-2.json"))
        #expect(joined.groups == [
            ReportDocument.Group(kind: "motion", sentence: "card-0, card-1: same motion, 2 frames later (+200 ms)",
                                 frames: [[0, 1], [0, 2], [2, 3], [2, 4], [2, 5]]),
            ReportDocument.Group(kind: "pixels", sentence: "5 different pixels in 40 x 30 at (12, 300)", frames: [[1, 0], [1, 1]]),
        ])
        var bad = second
        bad.groups[1].frames[0] = [2, 0]
        #expect {
            try ReportDocument.parse(bad.stored(in: "/art"), file: "report.json")
        } throws: { error in
            (error as? RenderFailure)?.message == "report.json: groups[1].frames[0]: must be [script, frame]: a script's index (0 to 1) and a frame number"
        }
    }

    @Test func countsAreGroupedByThousands() {
        let grouped = ReportDocument.GroupKey.grouped
        #expect([0, 7, 999, 1000, 12_345, 123_456, 1_234_567, -4500].map(grouped) == ["0", "7", "999", "1,000", "12,345", "123,456", "1,234,567", "-4,500"])
    }

    /// Two variants: the groups come first, in order, with the variant in each script's label; a failing frame
    /// without images (not in the inspector) is listed as text, the others as links that select their frame.
    @Test(ReportPageTests.chromium) func thePageShowsTheGroupsAndSelectsTheirFrames() throws {
        var light = Self.script("stack", variant: "light", [Self.passing(0), Self.failing(1), Self.failing(2), Self.failing(3, pixels: 5)])
        var dark = Self.script("stack", variant: "dark", [Self.failing(0, pixels: 7), Self.failing(1), Self.failing(2, pixels: 7)])
        for index in [1, 2, 3] { light.frames[index].artifacts = FailureArtifacts(frame: light.frames[index].name, in: "/art/light") }
        for index in [0, 2] { dark.frames[index].artifacts = FailureArtifacts(frame: dark.frames[index].name, in: "/art/dark") }
        let browser = try ReportPageTests.open([light, dark])
        let value = { (expression: String) in try browser.evaluate(expression) }
        #expect(try value("document.querySelector('#variants ~ #scripts + #groups') !== null") as? Bool == true, "after the tables")
        #expect(try value("[...document.querySelectorAll('section.group')].map(g => g.dataset.group + ' ' + g.querySelector('.group-title').textContent)") as? [String]
                == ["0 1,200 different pixels in 40 x 30 at (12, 300) 3 frames", "1 7 different pixels in 40 x 30 at (12, 300) 2 frames"])
        #expect(try value("[...document.querySelectorAll('section.group[data-group=\"0\"] li')].map(li => li.innerHTML)") as? [String] == [
            "<span class=\"group-script\">stack [light]</span> <a class=\"group-frame\" href=\"#f0\" data-i=\"0\" title=\"stack [light] · frame 1\">1</a> "
                + "<a class=\"group-frame\" href=\"#f1\" data-i=\"1\" title=\"stack [light] · frame 2\">2</a> ",
            "<span class=\"group-script\">stack [dark]</span> <span class=\"group-frame\" title=\"stack [dark] · frame 1\">1</span> ",
        ])
        try browser.evaluate("document.querySelector('section.group[data-group=\"1\"] a.group-frame[title$=\"frame 2\"]').click()")
        #expect(try value("document.getElementById('i-title').textContent") as? String == "stack [dark] · frame-00002.png")
    }
}
