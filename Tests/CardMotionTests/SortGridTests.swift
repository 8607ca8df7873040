import CardGeometry
import CardMotionTestSupport
import Foundation
import Testing
@testable import CardMotion

/// QiDragSortView against docs/controls/sortGrid.md.
@Suite struct SortGridTests {
    static let titles = ["首页推荐", "奇舞周刊", "众成翻译", "QiShare", "HULK一线杂谈", "Qtest之道"]

    /// The repository demo (rowHeight 50, rowPadding 20, margins 30, red and purple, 首页推荐 not enabled, three
    /// selected), or the article's defaults with `demo: false`.
    func playback(demo: Bool = true, timeline: String = "") throws -> Playback {
        var yaml = """
        screen: {size: [375, 667]}
        widget:
          kind: sortGrid
          frame: [0, 100, 375, 0]
          titles: [首页推荐, 奇舞周刊, 众成翻译, QiShare, HULK一线杂谈, Qtest之道]

        """
        if demo {
            yaml += """
              enabledTitles: [奇舞周刊, 众成翻译, QiShare, HULK一线杂谈, Qtest之道]
              selectedTitles: [首页推荐, HULK一线杂谈, Qtest之道]
              rowHeight: 50
              rowPadding: 20
              rowMargin: 30
              columnMargin: 30
              normalColor: red
              selectedColor: purple

            """
        }
        if !timeline.isEmpty { yaml += "timeline:\n" + timeline }
        return Playback(script: try ScriptDecoder.decode(yaml, file: "grid.yaml", baseDirectory: "/tmp"))
    }

    func grid(_ playback: Playback) -> SortGridView { playback.controller as! SortGridView }

    func button(_ grid: SortGridView, _ title: String) throws -> SortGridButton {
        try #require(grid.buttons.first { $0.title == title })
    }

    func orders(_ playback: Playback, by time: Double) -> [[String]] {
        _ = playback.scene(at: time)
        return playback.simulation.log.filter { $0.name == "dragSortEnded" }.map { event in
            guard case .list(let items)? = event.details["order"] else { return [] }
            return items.map { if case .string(let title) = $0 { title } else { "" } }
        }
    }

    /// docs/controls/sortGrid.md#demo-screen: the demo at width 375: buttons 91.667 × 50 at x = 30, 141.667, 253.333
    /// and y = 30, 100; height 180. The article's defaults: 98.333 × 40 at x = 20, 138.333, 256.667 and y = 30, 100;
    /// height 170.
    struct LayoutTable: Sendable {
        let demo: Bool, width: Double, height: Double, xs: [Double], gridHeight: Double
    }

    static let tables = [
        LayoutTable(demo: true, width: 275.0 / 3, height: 50, xs: [30, 425.0 / 3, 760.0 / 3], gridHeight: 180),
        LayoutTable(demo: false, width: 295.0 / 3, height: 40, xs: [20, 415.0 / 3, 770.0 / 3], gridHeight: 170),
    ]

    @Test(arguments: tables)
    func layoutTables(table: LayoutTable) throws {
        let (demo, width, height, xs, gridHeight) = (table.demo, table.width, table.height, table.xs, table.gridHeight)
        let playback = try playback(demo: demo)
        let grid = grid(playback)
        #expect(close(grid.layout.buttonWidth, width, 1e-9))
        #expect(grid.size.height == gridHeight)
        let scene = playback.scene(at: 0)
        for index in 0..<6 {
            let node = try #require(scene.node("button-\(index)"))
            let corner = node.corners[0]
            #expect(close(corner.x, xs[index % 3], 1e-9) && corner.y == 100 + (index < 3 ? 30 : 100))
            #expect(close(node.size.width, width, 1e-9) && node.size.height == height)
        }
        let gridNode = try #require(scene.node("sortGrid"))
        #expect(gridNode.size.height == gridHeight)
    }

    /// Selection and enabled state come from the titles (by string); the defaults select everything.
    @Test func initialState() throws {
        let demoPlayback = try playback()
        let demo = grid(demoPlayback)
        #expect(demo.buttons.filter(\.isSelected).map(\.title) == ["首页推荐", "HULK一线杂谈", "Qtest之道"])
        #expect(try button(demo, "首页推荐").borderColor == Color(red: 0.5, green: 0, blue: 0.5))
        #expect(try button(demo, "奇舞周刊").borderColor == Color(red: 1, green: 0, blue: 0))
        let defaultPlayback = try playback(demo: false)
        let defaults = grid(defaultPlayback)
        #expect(defaults.buttons.allSatisfy { $0.isSelected })
        #expect(try button(defaults, "QiShare").borderColor == Color(red: 0, green: 0, blue: 1))
        #expect(try button(defaults, "QiShare").contentLayers[0].text?.fontSize == 14)
        #expect(try button(defaults, "QiShare").contentLayers[0].text?.minimumScaleFactor == 0.5)
    }

    /// A tap toggles an enabled button at once and reports `dragSortEnded` (sort grid quirk D-5,
    /// docs/controls/sortGrid.md#d-5--dragsortended-fires-on-taps-too); 首页推荐 takes no taps.
    @Test func tapsToggleEnabledButtons() throws {
        let playback = try playback(timeline: """
          - {at: 0.5, tap: [187.5, 155]}
          - {at: 1.0, tap: [75.8, 155]}

        """)
        let grid = grid(playback)
        _ = playback.scene(at: 0.6)
        #expect(try button(grid, "奇舞周刊").isSelected)
        #expect(orders(playback, by: 2).count == 1, "the disabled button reports nothing")
        #expect(try button(grid, "首页推荐").isSelected)
    }

    /// A long press (0.5 s) lifts the button to 1.2× in 0.25 s and brings it to the front; a shorter press is a tap.
    @Test func aLongPressLifts() throws {
        let playback = try playback(timeline: """
          - {at: 0.5, tap: {point: [299.2, 225], hold: 0.45}}
          - {at: 2.0, tap: {point: [187.5, 225], hold: 1.0}}

        """)
        let grid = grid(playback)
        _ = playback.scene(at: 1.0)
        #expect(try button(grid, "Qtest之道").transform == .identity && !button(grid, "Qtest之道").isSelected)
        let lifting = playback.scene(at: 2.5 + 0.125)
        let lifted = try #require(lifting.nodes.last)
        #expect(lifted.id == "button-4")
        let halfway = 1 + 0.2 * TimingCurve.easeInEaseOut.progress(at: 0.5)
        #expect(close(lifted.scale.x, halfway, 1e-9))
        let raised = try #require(playback.scene(at: 2.75).node("button-4"))
        #expect(close(raised.scale.x, 1.2))
    }

    /// Moving more than 10 pt before 0.5 s makes the long press fail: no lift.
    @Test func movingEarlyCancelsTheLongPress() throws {
        let playback = try playback(timeline: "  - {at: 0.5, drag: {from: [187.5, 225], by: [15, 0], duration: 0.2, hold: 1}}\n")
        _ = playback.scene(at: 1.5)
        #expect(try button(grid(playback), "HULK一线杂谈").transform == .identity)
    }

    /// docs/controls/sortGrid.md#long-press-drag: the lifted demo button is 110 × 60, so a neighbour's centre enters it
    /// after 56.7 pt sideways or 40 pt down (half-open frames, as CGRectContainsPoint).
    @Test func swapDistances() throws {
        let playback = try playback()
        let grid = grid(playback)
        let lifted = grid.buttons[0]
        let start = lifted.center
        lifted.transform = AffineTransform2D(scaleX: 1.2, y: 1.2)
        #expect(close(lifted.frame.width, 110, 1e-9) && close(lifted.frame.height, 60, 1e-9))
        lifted.center = start + Point(x: 56.6, y: 0)
        #expect(grid.targetTag(for: lifted) == nil)
        lifted.center = start + Point(x: 56.7, y: 0)
        #expect(grid.targetTag(for: lifted) == 1)
        lifted.center = start + Point(x: 0, y: 39.9)
        #expect(grid.targetTag(for: lifted) == nil)
        lifted.center = start + Point(x: 0, y: 40.1)
        #expect(grid.targetTag(for: lifted) == 3)
    }

    /// Held off-centre, the lifted button converges to `finger − 1.2 · (finger₀ − centre₀)`, closing 5/6 of the
    /// gap per touch event.
    @Test func theLiftedButtonFollowsTheFinger() throws {
        // Grab 奇舞周刊 (centre 187.5, 155) 10 pt right and 5 pt below its centre, then move 20 pt down in one step
        // and stay there for five more samples.
        var samples = "[[0, 197.5, 160], [0.6, 197.5, 160], [0.7, 197.5, 180]"
        for step in 1...5 { samples += ", [\(0.7 + Double(step) / 10), 197.5, 180]" }
        let playback = try playback(timeline: "  - {at: 0.5, path: \(samples)], hold: 1}\n")
        let grid = grid(playback)
        _ = playback.scene(at: 0.5 + 1.2)
        let gap = try Point(x: 197.5, y: 180) - Point(x: 12, y: 6) - (button(grid, "奇舞周刊").center + Point(x: 0, y: 100))
        #expect(gap.length < 1e-3)
    }

    /// The demo's two drags: 首页推荐 along the first row ends third; HULK一线杂谈 up a row and back changes nothing.
    @Test func finalOrdersOfTheDemo() throws {
        let playback = Playback(script: try ScriptDecoder.decode(contentsOf: Repository.example("sortGrid")))
        let reported = orders(playback, by: 10)
        let afterFirst = ["奇舞周刊", "众成翻译", "首页推荐", "QiShare", "HULK一线杂谈", "Qtest之道"]
        #expect(reported.count == 5)
        #expect(reported[2] == afterFirst && reported[3] == afterFirst && reported[4] == afterFirst)
        let grid = grid(playback)
        for (tag, button) in grid.buttons.enumerated() {
            #expect(button.tag == tag && button.center == grid.layout.frame(for: tag).center && button.transform == .identity)
        }
    }

    /// The article's defaults: Qtest之道 dragged from the last slot to the first; every other button moves on one.
    @Test func finalOrderOfTheDefaultExample() throws {
        let playback = Playback(script: try ScriptDecoder.decode(contentsOf: Repository.example("sortGrid-default")))
        #expect(orders(playback, by: 10).last == ["Qtest之道", "首页推荐", "奇舞周刊", "众成翻译", "QiShare", "HULK一线杂谈"])
    }

    /// The drop animates to the vacant slot and back to identity in 0.25 s; `dragSortEnded` fires at its end.
    @Test func theDrop() throws {
        let playback = try playback(timeline: "  - {at: 0.5, drag: {from: [75.8, 155], to: [190, 155], press: 0.6, duration: 0.5}}\n")
        let grid = grid(playback)
        let reported = orders(playback, by: 1.6 + 0.25 - 1e-6)
        #expect(reported.isEmpty)
        let events = playback.simulation.log
        _ = playback.scene(at: 1.85)
        #expect(playback.simulation.log.count == events.count + 1)
        let dropped = try button(grid, "首页推荐")
        #expect(dropped.tag == 1 && dropped.center == grid.layout.frame(for: 1).center && dropped.transform == .identity)
        #expect(try button(grid, "奇舞周刊").tag == 0)
    }
}
