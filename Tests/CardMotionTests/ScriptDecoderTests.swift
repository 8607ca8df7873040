import CardGeometry
import Foundation
import Testing
@testable import CardMotion

/// The script format of docs/script-format.md, and errors that name the file, the line and the key path.
@Suite struct ScriptDecoderTests {
    func decode(_ yaml: String) throws(ScriptError) -> Script {
        try ScriptDecoder.decode(yaml, file: "s.yaml", baseDirectory: "/tmp")
    }

    func failure(_ yaml: String) -> ScriptError? {
        do {
            _ = try decode(yaml)
            return nil
        } catch {
            return error
        }
    }

    @Test func decodesTheInterfaceExample() throws {
        let script = try decode("""
        screen:
          size: [375, 667]
          scale: 2
          background: "#FFFFFF"
        fps: 60
        duration: 3.5
        widget:
          kind: stack
          frame: [25, 150, 325, 420]
          visibleCount: 4
          lineSpacing: 15
          interitemSpacing: 10
          maxAngle: 10
          maxRemoveDistance: 100
          isAlpha: true
        cards:
          - {title: "SpriteJS", subtitle: "...", background: "#FFFFFF"}
        timeline:
          - at: 0.3
            drag: {from: [187, 345], by: [180, 10], duration: 0.5}
          - at: 1.6
            swipe: left
        """)
        #expect(script.screen.size == Size(width: 375, height: 667))
        #expect(script.screen.scale == 2)
        #expect(script.duration == 3.5)
        let stack = try #require(script.widget.configuration as? StackConfiguration)
        #expect(stack.frame == Rect(x: 25, y: 150, width: 325, height: 420))
        #expect(stack.visibleCount == 4 && stack.lineSpacing == 15 && stack.interitemSpacing == 10)
        #expect(stack.maxAngle == 10 && stack.maxRemoveDistance == 100 && stack.isAlpha)
        #expect(script.cards == [Card(title: "SpriteJS", subtitle: "...", background: "#FFFFFF")])
        #expect(script.timeline.count == 2)
        #expect(script.timeline[0] == TimelineEvent(time: 0.3, action: .gesture(.drag(Gesture.Drag(
            from: Point(x: 187, y: 345), to: Point(x: 367, y: 355), duration: 0.5)))))
        #expect(script.timeline[1] == TimelineEvent(time: 1.6, action: .swipe(.left)))
    }

    @Test func jsonScriptsDecodeToo() throws {
        let script = try decode(#"{"screen": {"size": [320, 480]}, "widget": {"kind": "stack", "frame": [0, 0, 320, 400]}}"#)
        #expect(script.screen.size.width == 320)
        #expect(script.fps == 60)
        let stack = try #require(script.widget.configuration as? StackConfiguration)
        #expect(stack.visibleCount == 3 && stack.lineSpacing == 10 && stack.maxAngle == 15 && stack.maxRemoveDistance == nil)
    }

    @Test func unknownKeyNamesLinePathAndSuggestion() {
        let error = failure("""
        screen: {size: [375, 667]}
        widget:
          kind: stack
          frame: [0, 0, 300, 400]
          visibleCont: 4
        """)
        #expect(error?.line == 5)
        #expect(error?.path == "widget.visibleCont")
        #expect(error?.message.contains("did you mean 'visibleCount'?") == true)
        #expect(error?.description.hasPrefix("s.yaml:5:") == true)
    }

    @Test func wrongTypeNamesTheKey() {
        let error = failure("""
        screen: {size: [375, 667]}
        widget: {kind: stack, frame: [0, 0, 300, 400], visibleCount: four}
        """)
        #expect(error?.line == 2)
        #expect(error?.path == "widget.visibleCount")
        #expect(error?.message == "expected a whole number, found 'four'")
    }

    /// The switcher's keys, its defaults (the whole screen, deletable cards, the demo's card size) and its limits.
    @Test func switcherKeys() throws {
        let script = try decode("""
        screen: {size: [375, 667]}
        widget: {kind: switcher, canDeleteCard: false, cardCornerRadius: 8, pagingSettleDuration: 0.5}
        """)
        let switcher = try #require(script.widget.configuration as? SwitcherConfiguration)
        #expect(switcher.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(!switcher.canDeleteCard && switcher.cardCornerRadius == 8 && switcher.pagingSettleDuration == 0.5)
        #expect(switcher.cardSize == nil)
        #expect(SwitcherConfiguration.demoCardSize(screenWidth: 375) == Size(width: 270, height: 375))
        let misspelt = failure("""
        screen: {size: [375, 667]}
        widget: {kind: switcher, canDeleteCards: false}
        """)
        #expect(misspelt?.path == "widget.canDeleteCards")
        #expect(misspelt?.message.contains("did you mean 'canDeleteCard'?") == true)
        let tooSlow = failure("""
        screen: {size: [375, 667]}
        widget: {kind: switcher, pagingSettleDuration: 0}
        """)
        #expect(tooSlow?.path == "widget.pagingSettleDuration")
    }

    /// GCCardViewController has no programmatic removal: a `swipe` event is an error at its line.
    @Test func switcherRejectsSwipe() {
        let error = failure("""
        screen: {size: [375, 667]}
        widget: {kind: switcher}
        timeline:
          - {at: 1, swipe: left}
        """)
        #expect(error?.line == 4)
        #expect(error?.path == "timeline[0].swipe")
        #expect(error?.message == "the switcher has no programmatic removal; drag a card up to delete it")
    }

    /// The sort grid's properties under the original's names, with its defaults; titles it names must exist.
    @Test func sortGridKeys() throws {
        let script = try decode("""
        screen: {size: [375, 667]}
        widget: {kind: sortGrid, titles: [a, b, c, d], columnCount: 2, selectedTitles: [b]}
        """)
        let grid = try #require(script.widget.configuration as? SortGridConfiguration)
        #expect(grid.frame == Rect(x: 0, y: 0, width: 375, height: 0))
        #expect(grid.titles == ["a", "b", "c", "d"] && grid.columnCount == 2 && grid.selectedTitles == ["b"])
        #expect(grid.enabledTitles == nil && grid.rowHeight == 40 && grid.rowPadding == 30 && grid.columnPadding == 20)
        #expect(grid.rowMargin == 30 && grid.columnMargin == 20)
        #expect(grid.normalColor == Color(white: 0) && grid.selectedColor == Color(red: 0, green: 0, blue: 1))

        let typo = failure("""
        screen: {size: [375, 667]}
        widget:
          kind: sortGrid
          titles: [首页推荐, 奇舞周刊]
          enabledTitles: [奇舞周刋]
        """)
        #expect(typo?.line == 5 && typo?.path == "widget.enabledTitles[0]")
        #expect(typo?.message == "'奇舞周刋' is not one of the titles (did you mean '奇舞周刊'?)")

        let missing = failure("""
        screen: {size: [375, 667]}
        widget: {kind: sortGrid}
        """)
        #expect(missing?.message.contains("titles") == true)

        let cards = failure("""
        screen: {size: [375, 667]}
        widget: {kind: sortGrid, titles: [a]}
        cards: [{title: a}]
        """)
        #expect(cards?.path == "cards" && cards?.message == "the sort grid's buttons come from widget.titles; remove 'cards'")

        let narrow = failure("""
        screen: {size: [375, 667]}
        widget: {kind: sortGrid, titles: [a], frame: [0, 0, 40, 0], columnCount: 3}
        """)
        #expect(narrow?.path == "widget.columnCount")
        #expect(narrow?.message.hasPrefix("leaves the buttons no width") == true)
    }

    @Test func unknownKindSuggestsTheClosest() {
        let error = failure("""
        screen: {size: [375, 667]}
        widget: {kind: stak, frame: [0, 0, 300, 400]}
        """)
        #expect(error?.path == "widget.kind")
        #expect(error?.message.contains("did you mean 'stack'?") == true)
    }

    @Test func outOfRangeAndMissingValues() {
        #expect(failure("screen: {size: [375, 667]}\nfps: 0\nwidget: {kind: stack, frame: [0, 0, 1, 1]}")?.path == "fps")
        #expect(failure("screen: {size: [375, 667]}\nfps: .nan\nwidget: {kind: stack, frame: [0, 0, 1, 1]}")?.message
            .contains("finite") == true)
        #expect(failure("fps: 30\nwidget: {kind: stack, frame: [0, 0, 1, 1]}")?.message == "missing required key 'screen'")
        let drag = failure("""
        screen: {size: [375, 667]}
        widget: {kind: stack, frame: [0, 0, 300, 400]}
        timeline:
          - at: 1
            drag: {from: [1, 2], duration: 0.5}
        """)
        #expect(drag?.path == "timeline[0].drag")
        #expect(drag?.message == "missing 'by' or 'to'")
    }

    @Test func overlappingGesturesAreRejected() {
        let error = failure("""
        screen: {size: [375, 667]}
        widget: {kind: stack, frame: [0, 0, 300, 400]}
        timeline:
          - {at: 1, drag: {from: [1, 2], by: [100, 0], duration: 0.5}}
          - {at: 1.2, tap: [5, 5]}
        """)
        #expect(error?.path == "timeline[1]")
        #expect(error?.line == 5)
    }

    @Test func syntaxErrorsAndEmptyFilesAreReported() {
        #expect(failure("")?.message.contains("is empty") == true)
        let syntax = failure("screen: {size: [375, 667]\nwidget: [")
        #expect(syntax?.line != nil)
        #expect(syntax?.message.contains("not valid YAML or JSON") == true)
    }

    @Test func badColoursSuggestTheClosestUIKitName() {
        let error = failure("screen: {size: [375, 667], background: lightgrey}\nwidget: {kind: stack, frame: [0, 0, 1, 1]}")
        #expect(error?.path == "screen.background")
        #expect(error?.message.hasPrefix("'lightgrey' is not a colour (did you mean 'lightGray'?); use #RGB") == true)
    }

    @Test func missingImagesNameThePath() {
        let error = failure("""
        screen: {size: [375, 667]}
        widget: {kind: stack, frame: [0, 0, 300, 400]}
        cards:
          - {title: A, image: nowhere/missing.png}
        """)
        #expect(error?.path == "cards[0].image")
        #expect(error?.message.contains("nowhere/missing.png") == true)
    }

    @Test func missingFilesAndFoldersAreReported() {
        #expect(throws: ScriptError(file: "/nonexistent/x.yaml", path: "", message: "no such file")) {
            try ScriptDecoder.decode(contentsOf: "/nonexistent/x.yaml")
        }
        #expect(throws: ScriptError(file: "/tmp", path: "", message: "is a folder, not a script file")) {
            try ScriptDecoder.decode(contentsOf: "/tmp")
        }
    }
}
