import CardGeometry
import CardMotion
import CardMotionTestSupport
import CardScene
import Testing
@testable import CardRender

/// `rotation`: a layer turned about its frame's centre, clockwise on screen for a positive angle, with its
/// sublayers, border and shadow; its ink and its opaque area follow it.
extension LayerLanguageTests {
    /// A 60 x 20 red layer at (20, 20) turned 90 degrees about its centre (50, 30) covers x 40..<60, y 0..<60: every
    /// corner pixel of that rectangle is red, the pixels just outside it and where the unturned layer was are white.
    @Test func rotationQuarterTurnHasExactCorners() throws {
        let image = try screen("    - {frame: [20, 20, 60, 20], backgroundColor: red, rotation: 90}")
        for (x, y) in [(40, 0), (59, 0), (40, 59), (59, 59)] { #expect(rgb(image, x, y) == [255, 0, 0], "(\(x), \(y))") }
        for (x, y) in [(39, 30), (60, 30), (50, 60), (25, 30), (75, 30)] {
            #expect(rgb(image, x, y) == [255, 255, 255], "(\(x), \(y))")
        }
    }

    /// Clockwise: a 20 x 20 green sublayer at the top-left corner of a 60 x 60 layer at (20, 20) turned 90 degrees
    /// lands in the top-right corner (x 60..<80, y 20..<40), and -90 in the bottom-left.
    @Test func rotationIsClockwiseAndTurnsSublayers() throws {
        let layer = "{frame: [20, 20, 60, 60], backgroundColor: blue, layers: [{frame: [0, 0, 20, 20], backgroundColor: \"#00FF00\"}]"
        let clockwise = try screen("    - \(layer), rotation: 90}")
        #expect(rgb(clockwise, 60, 20) == [0, 255, 0] && rgb(clockwise, 79, 39) == [0, 255, 0])
        #expect(rgb(clockwise, 20, 20) == [0, 0, 255] && rgb(clockwise, 59, 20) == [0, 0, 255] && rgb(clockwise, 79, 40) == [0, 0, 255])
        let counter = try screen("    - \(layer), rotation: -90}")
        #expect(rgb(counter, 20, 60) == [0, 255, 0] && rgb(counter, 39, 79) == [0, 255, 0])
        #expect(rgb(counter, 20, 20) == [0, 0, 255] && rgb(counter, 79, 79) == [0, 0, 255])
    }

    /// A 40 x 40 square at (30, 30) turned 45 degrees is a diamond about (50, 50) whose half diagonal is 20·√2: its
    /// ink bounds are that bounding box exactly, and the pixels it paints span the whole pixels 21...78 both ways.
    @Test func rotationOf45DegreesFillsTheBoundingBoxOfTheTurnedFrame() throws {
        let layer = ContentLayer(frame: Rect(x: 30, y: 30, width: 40, height: 40), backgroundColor: Color(red: 1, green: 0, blue: 0),
                                 rotation: 45)
        let reach = 20 * 2.0.squareRoot()
        let ink = try #require(try InkBounds { _ throws(RenderError) in Size(width: 0, height: 0) }.of(layer))
        #expect(close(ink.minX, 50 - reach) && close(ink.minY, 50 - reach) && close(ink.width, 2 * reach) && close(ink.height, 2 * reach))
        let measure = try InkMeasure(layer, size: Size(width: 100, height: 100), scale: 1)
        #expect(measure.box() == Rect(x: 21, y: 21, width: 58, height: 58))
        // The diamond's area is the square's, 1,600 square points, whatever anti-aliasing does along its edges.
        #expect(close(measure.area, 1600, 1))
        // Its corners are at the middle of each side of the box: the box's own corners stay empty.
        #expect(measure.alpha(x: 22, y: 22) == 0 && measure.alpha(x: 77, y: 77) == 0)
        #expect(measure.alpha(x: 50, y: 25) == 255 && measure.alpha(x: 25, y: 50) == 255)
    }

    /// The shadow turns with the layer, as Core Animation renders it in the layer's own space: a 20 x 20 black layer at
    /// (40, 40) whose red shadow is offset 30 points down, turned 90 degrees, casts it 30 points to the left
    /// (x 10..<30), and nothing below it.
    @Test func rotationTurnsTheShadowWithTheLayer() throws {
        let image = try screen("""
            - {frame: [40, 40, 20, 20], backgroundColor: black, rotation: 90,
               shadow: {color: red, opacity: 1, radius: 0.5, offset: [0, 30]}}
        """)
        #expect(rgb(image, 20, 50) == [255, 0, 0] && rgb(image, 12, 42) == [255, 0, 0] && rgb(image, 27, 57) == [255, 0, 0])
        #expect(rgb(image, 50, 50) == [0, 0, 0])
        #expect(rgb(image, 50, 80) == [255, 255, 255] && rgb(image, 80, 50) == [255, 255, 255])
        let unturned = try screen("""
            - {frame: [40, 40, 20, 20], backgroundColor: black,
               shadow: {color: red, opacity: 1, radius: 0.5, offset: [0, 30]}}
        """)
        #expect(rgb(unturned, 50, 80) == [255, 0, 0] && rgb(unturned, 20, 50) == [255, 255, 255])
    }

    /// A translucent turned layer is composited as one group over the turned ink: 50 % red, turned 90 degrees, is
    /// (255, 127, 127) across its turned frame and nowhere else.
    @Test func rotationWithOpacityGroupsTheTurnedLayer() throws {
        let image = try screen("    - {frame: [20, 20, 60, 20], backgroundColor: red, opacity: 0.5, rotation: 90}")
        #expect(rgb(image, 40, 0) == [255, 127, 127] && rgb(image, 59, 59) == [255, 127, 127])
        #expect(rgb(image, 25, 30) == [255, 255, 255] && rgb(image, 60, 30) == [255, 255, 255])
    }

    /// In a cell: a card's sublayer turned 90 degrees is drawn turned within the card, which rests on the control's
    /// frame at the screen's origin: its frame (20, 20, 60, 20) covers x 40..<60, y 0..<60 of the screen, as `states`
    /// reports its corners.
    @Test func rotationInACell() throws {
        let yaml = """
        screen: {size: [200, 300], scale: 1, background: white}
        widget: {kind: stack, frame: [0, 0, 200, 300], visibleCount: 1}
        cell:
          backgroundColor: white
          layers:
            - {id: turned, frame: [20, 20, 60, 20], backgroundColor: red, rotation: 90}
        cards: [{}]
        """
        let script = try ScriptDecoder.decode(yaml, file: "t.yaml", baseDirectory: "/tmp")
        let scene = try PlaybackPlan(script).makePlayback().scene(at: 0)
        let card = try #require(scene.nodes.first { $0.kind == .card })
        #expect(card.transform == .identity)
        #expect(card.namedLayers.map(\.corners) == [[Point(x: 60, y: 0), Point(x: 60, y: 60), Point(x: 40, y: 60), Point(x: 40, y: 0)]])
        let image = try SceneRenderer().render(scene)
        for (x, y) in [(40, 0), (59, 0), (40, 59), (59, 59)] { #expect(rgb(image, x, y) == [255, 0, 0], "(\(x), \(y))") }
        for (x, y) in [(39, 30), (60, 30), (50, 60), (25, 30), (75, 30)] {
            #expect(rgb(image, x, y) == [255, 255, 255], "(\(x), \(y))")
        }
    }

    /// A turned layer is no occluder (its opaque part is no axis-aligned rectangle of its parent); unturned, the same
    /// layer is.
    @Test func rotatedLayersAreNoOccluders() {
        var layer = ContentLayer(frame: Rect(x: 0, y: 0, width: 100, height: 100), backgroundColor: Color(white: 1))
        #expect(Occlusion.opaqueArea(of: layer) == Rect(x: 0, y: 0, width: 100, height: 100))
        layer.rotation = 30
        #expect(Occlusion.opaqueArea(of: layer) == nil)
        let parent = ContentLayer(frame: Rect(x: 0, y: 0, width: 200, height: 200), sublayers: [layer])
        #expect(Occlusion.opaqueArea(of: parent) == nil)
    }

    /// A card whose only opaque part is a turned sublayer hides nothing of the card behind it: the frame drawn with
    /// the row saving equals the one drawn without, byte for byte (were the turned layer trusted as its unturned
    /// rectangle, the back card's rows beside the turned corners would be left undrawn), and so does a frame with a
    /// translucent turned layer casting a shadow (a backing store over its turned ink).
    @Test func turnedLayersDrawTheSameWithAndWithoutSavings() throws {
        // The back card is narrower than the turned layer's unturned rectangle, which would span its rows.
        let back = ContentLayer(frame: Rect(x: 0, y: 0, width: 100, height: 200), backgroundColor: Color(red: 1, green: 0, blue: 0))
        let turned = ContentLayer(frame: Rect(x: 0, y: 0, width: 160, height: 200),
                                  sublayers: [ContentLayer(frame: Rect(x: 0, y: 40, width: 160, height: 120), backgroundColor: Color(white: 1),
                                                           rotation: 30)])
        var shadowed = turned
        shadowed.sublayers[0].opacity = 0.7
        shadowed.sublayers[0].shadow = Shadow(opacity: 0.5, radius: 4, offset: Point(x: 0, y: 6))
        for front in [turned, shadowed] {
            let nodes = [SceneNode(id: "card-1", kind: .card, index: 1, layer: back, transform: AffineTransform2D(translationX: 60, y: 30), alpha: 1),
                         SceneNode(id: "card-0", kind: .card, index: 0, layer: front, transform: AffineTransform2D(translationX: 30, y: 30), alpha: 1)]
            let frame = Scene(size: Size(width: 220, height: 260), scale: 2, background: Color(white: 0.9), nodes: nodes)
            let with = try SceneRenderer(), without = try SceneRenderer()
            without.skipsHiddenRows = false
            without.reusesSettledNodes = false
            #expect(try with.render(frame).pixels == without.render(frame).pixels)
        }
    }

    /// A turned backdrop blurs inside its turned rounded frame only: the unturned frame's corner keeps the red
    /// under it exactly, while the frame's centre, over the red and blue halves, is blurred and tinted into neither.
    @Test func aTurnedBackdropBlursInsideItsTurnedFrame() throws {
        let image = try screen("""
            - {frame: [0, 0, 100, 200], backgroundColor: systemRed}
            - {frame: [100, 0, 100, 200], backgroundColor: systemBlue}
            - {frame: [50, 60, 100, 60], rotation: 30, cornerRadius: 12, backdrop: {material: systemMaterial}}
        """, size: "[200, 200]")
        #expect(rgb(image, 52, 62) == [255, 59, 48])
        #expect(rgb(image, 10, 100) == [255, 59, 48] && rgb(image, 190, 100) == [0, 122, 255])
        let center = rgb(image, 100, 90)
        #expect(center != [255, 59, 48] && center != [0, 122, 255] && center != [255, 255, 255], "\(center)")
    }

    /// The errors of `rotation`, naming the file, line, column and key.
    @Test(arguments: [
        ("overlay: [{frame: [0, 0, 10, 10], rotation: 4000}]",
         "t.yaml:3:45: overlay[0].rotation: 4000.0 is out of range: expected -3600.0...3600.0 degrees"),
        ("overlay: [{frame: [0, 0, 10, 10], rotation: left}]",
         "t.yaml:3:45: overlay[0].rotation: unknown name 'left': expressions read width and height (the parent's size), itemIndex (under forEach), screen.width, screen.height, safeArea.top, safeArea.bottom, safeArea.left, safeArea.right (the screen's, in points), card.FIELD (a card's number) and motion.x, motion.y, motion.angle, motion.progress (the card's live motion)"),
        ("cell: {rotation: 10, layers: []}",
         "t.yaml:3:18: cell.rotation: the cell turns with its card: its own layer has no rotation (turn a sublayer)"),
    ])
    func rotationErrors(_ case: (yaml: String, message: String)) {
        layerErrors(`case`)
    }
}
