import CardGeometry
import CardScene
import Testing
@testable import CardRender

/// Layers scaled and turned in 3D in the scene: their exact projected corners (docs/3d.md's worked example), their
/// faces, and what `states` reads of them (``SceneNode/corners``, ``SceneNode/namedLayers``).
@Suite struct LayerTurn3DTests {
    /// docs/3d.md: a 200 × 300 card turned 60° about y with D = 500. With k = (w/2)·sin θ / D, the left edge (coming
    /// toward the viewer) is h / (1 − k) = 362.85 points high at −50 / (1 − k) = −60.47 from the centre, the right
    /// edge h / (1 + k) = 255.71 high at 50 / (1 + k) = 42.62.
    static let k = 100 * 3.0.squareRoot() / 2 / 500
    static let leftHeight = 300 / (1 - k), rightHeight = 300 / (1 + k)

    /// Checks that `corners` are the worked example's about `centre`.
    static func expectWorkedExample(_ corners: [Point], centre: Point) {
        #expect(corners.count == 4)
        guard corners.count == 4 else { return }
        #expect(abs((corners[3].y - corners[0].y) - leftHeight) < 1e-9)
        #expect(abs((corners[2].y - corners[1].y) - rightHeight) < 1e-9)
        #expect(abs(corners[0].x - (centre.x - 50 / (1 - k))) < 1e-9 && abs(corners[3].x - corners[0].x) < 1e-9)
        #expect(abs(corners[1].x - (centre.x + 50 / (1 + k))) < 1e-9 && abs(corners[2].x - corners[1].x) < 1e-9)
        #expect(abs((corners[0].y + corners[3].y) / 2 - centre.y) < 1e-9)
    }

    @Test func theWorkedExampleNumbers() {
        #expect((Self.leftHeight * 100).rounded() == 36285 && (Self.rightHeight * 100).rounded() == 25571)
    }

    /// Through the layer's own perspective (about its own centre), and through its parent's with the parent's centre
    /// on the layer's: the same corners. Off the parent's centre, the eye stays on the parent's centre, so the edges'
    /// heights are those of the card seen from the side (the exact product written out here).
    @Test func aLayerTurnedAboutYWithPerspective() throws {
        let own = ContentLayer(frame: Rect(x: 50, y: 100, width: 200, height: 300), rotationY: 60, perspective: 500)
        let projected = try own.projected(parentPerspective: nil, parentSize: Size(width: 10, height: 10))
        Self.expectWorkedExample(projected.corners, centre: Point(x: 150, y: 250))
        #expect(projected.facing == .front)
        #expect(try own.projection(parentPerspective: nil, parentSize: Size(width: 10, height: 10)) == projected.transform)

        var inherited = own
        inherited.perspective = nil
        Self.expectWorkedExample(try inherited.projected(parentPerspective: 500, parentSize: Size(width: 300, height: 500)).corners,
                                 centre: Point(x: 150, y: 250))
        // Without a perspective anywhere: orthographic, both edges 300 high, 100·cos 60° = 50 from the centre.
        let flat = try inherited.projected(parentPerspective: nil, parentSize: Size(width: 300, height: 500)).corners
        #expect(flat[0].y == 100 && flat[3].y == 400 && abs(flat[0].x - 100) < 1e-12 && abs(flat[1].x - 200) < 1e-12)
        // The parent's eye on its own centre (0, 0): the card's centre, 150 right and 250 down of it, is seen from
        // the side: a corner (x, y) from the card's centre goes to ((150 + x·cos θ)/W, (250 + y)/W), W = 1 + x·sin θ / D.
        let aside = try inherited.projected(parentPerspective: 500, parentSize: Size(width: 0, height: 0)).corners
        let (sine, cosine) = (3.0.squareRoot() / 2, 0.5)
        for (corner, (x, y)) in zip(aside, [(-100.0, -150.0), (100, -150), (100, 150), (-100, 150)]) {
            let w = 1 + x * sine / 500
            #expect(abs(corner.x - (150 + x * cosine) / w) < 1e-9 && abs(corner.y - (250 + y) / w) < 1e-9)
        }
    }

    /// A node's own layer turned in 3D: its corners on screen (what `states` prints) are the projected ones, moved by
    /// its transform; a named layer at any depth goes through the same turn (the node's layer's perspective is the
    /// sublayers' eye: a sublayer over the whole node turned 60° inside an unturned node gives the same corners).
    @Test func aNodeTurnedIn3DReportsItsProjectedCorners() throws {
        var layer = ContentLayer(frame: Rect(x: 0, y: 0, width: 200, height: 300), rotationY: 60, perspective: 500)
        layer.sublayers = [ContentLayer(frame: Rect(x: 0, y: 0, width: 200, height: 300), id: "face")]
        let node = SceneNode(id: "card-0", kind: .card, index: 0, layer: layer, transform: AffineTransform2D(translationX: 100, y: 50), alpha: 1)
        Self.expectWorkedExample(node.corners, centre: Point(x: 200, y: 200))
        Self.expectWorkedExample(try #require(node.namedLayers.first).corners, centre: Point(x: 200, y: 200))
        #expect(node.namedLayers.map(\.alpha) == [1])

        let inner = ContentLayer(frame: Rect(x: 0, y: 0, width: 200, height: 300),
                                 sublayers: [ContentLayer(frame: Rect(x: 0, y: 0, width: 200, height: 300), id: "turned", rotationY: 60)],
                                 perspective: 500)
        let flat = SceneNode(id: "card-1", kind: .card, index: 1, layer: inner, transform: AffineTransform2D(translationX: 100, y: 50), alpha: 1)
        Self.expectWorkedExample(try #require(flat.namedLayers.first).corners, centre: Point(x: 200, y: 200))
        #expect(flat.corners == [Point(x: 100, y: 50), Point(x: 300, y: 50), Point(x: 300, y: 350), Point(x: 100, y: 350)])
    }

    /// scaleX 2 doubles a layer's width about its centre, exactly; turned 90 degrees too, the corners stay whole.
    /// A 100 × 300 layer scaled 2 across and turned 60° about y with D = 500 is the worked example's 200-wide card.
    @Test func scaleIsAboutTheCentreBeforeTheTurn() throws {
        var layer = ContentLayer(frame: Rect(x: 10, y: 20, width: 30, height: 40), id: "stamp", scaleX: 2)
        #expect(layer.placedCorners == [Point(x: -5, y: 20), Point(x: 55, y: 20), Point(x: 55, y: 60), Point(x: -5, y: 60)])
        let node = SceneNode(id: "card-0", kind: .card, index: 0, layer: ContentLayer(frame: Rect(x: 0, y: 0, width: 100, height: 100), sublayers: [layer]),
                             transform: AffineTransform2D(translationX: 1, y: 2), alpha: 1)
        #expect(node.namedLayers.map(\.corners) == [[Point(x: -4, y: 22), Point(x: 56, y: 22), Point(x: 56, y: 62), Point(x: -4, y: 62)]])
        // Scaled first (half sides 30 by 20 about (25, 40)), then turned clockwise: (x, y) -> (-y, x).
        layer.rotation = 90
        #expect(layer.placedCorners == [Point(x: 45, y: 10), Point(x: 45, y: 70), Point(x: 5, y: 70), Point(x: 5, y: 10)])

        let turned = ContentLayer(frame: Rect(x: 100, y: 100, width: 100, height: 300), scaleX: 2, rotationY: 60, perspective: 500)
        Self.expectWorkedExample(try turned.projected(parentPerspective: nil, parentSize: Size(width: 0, height: 0)).corners,
                                 centre: Point(x: 150, y: 250))
    }

    /// The face shown: the front facing the viewer; facing away, the back layers (mirrored) when there are some, the
    /// front (mirrored by the projection) when double-sided, nothing when not; edge-on, nothing.
    @Test func theFaceShown() throws {
        let blue = ContentLayer(frame: Rect(x: 0, y: 0, width: 20, height: 10), backgroundColor: Color(red: 0, green: 0, blue: 1))
        var layer = ContentLayer(frame: Rect(x: 5, y: 5, width: 20, height: 10), backgroundColor: Color(red: 1, green: 0, blue: 0), rotationY: 120)
        let facing = try layer.projected(parentPerspective: 500, parentSize: Size(width: 30, height: 20)).facing
        #expect(facing == .back)
        #expect(layer.face(.front) == layer.flattened && layer.face(.back) == layer.flattened && layer.face(.edgeOn) == nil)
        #expect(layer.flattened.frame.origin == .zero && !layer.flattened.isTurnedIn3D)
        layer.isDoubleSided = false
        #expect(layer.face(.back) == nil)
        layer.back = [blue]
        let back = try #require(layer.face(.back))
        #expect(back.backgroundColor == nil && back.sublayers.count == 1 && back.sublayers[0].sublayers == [blue])
        #expect(back.sublayers[0].placedCorners == [Point(x: 20, y: 0), Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: 20, y: 10)])
        #expect(try ContentLayer(frame: Rect(x: 0, y: 0, width: 20, height: 10), rotationY: 90)
            .projected(parentPerspective: 500, parentSize: Size(width: 20, height: 10)).facing == .edgeOn)
    }

    /// `states` reads the layers of the face shown at their opacity and those of the other at 0: turned 180° about y,
    /// a card shows its back's `stamp` (mirrored twice, so as drawn: its left 20 points on the screen's left, corners
    /// in reading order)
    /// and hides its front's `title`; at 0° the reverse; at 90°, neither.
    @Test func namedLayersOfTheHiddenFaceHaveNoOpacity() throws {
        func node(turnedBy degrees: Double) -> SceneNode {
            let layer = ContentLayer(frame: Rect(x: 0, y: 0, width: 100, height: 50), opacity: 0.5, sublayers: [
                ContentLayer(frame: Rect(x: 0, y: 0, width: 100, height: 20), id: "title"),
            ], rotationY: degrees, back: [ContentLayer(frame: Rect(x: 0, y: 0, width: 20, height: 50), id: "stamp")])
            return SceneNode(id: "card-0", kind: .card, index: 0, layer: layer, transform: AffineTransform2D(translationX: 10, y: 10), alpha: 1)
        }
        let back = node(turnedBy: 180).namedLayers
        #expect(back.map(\.id) == ["title", "stamp"] && back.map(\.alpha) == [0, 0.5])
        #expect(back[1].corners == [Point(x: 10, y: 10), Point(x: 30, y: 10), Point(x: 30, y: 60), Point(x: 10, y: 60)])
        #expect(node(turnedBy: 0).namedLayers.map(\.alpha) == [0.5, 0])
        #expect(node(turnedBy: 90).namedLayers.map(\.alpha) == [0, 0])
    }

    /// A corner at or behind the eye is refused, naming the corner; a bad eye distance too.
    @Test func cornersAtOrBehindTheEyeAreRefused() {
        // A 200-wide layer turned 90° minus a little about y with D = 100: its left edge is nearly 100 points nearer.
        let near = ContentLayer(frame: Rect(x: 0, y: 0, width: 200, height: 300), rotationY: 80, perspective: 90)
        #expect(throws: LayerProjectionError.self) { try near.projection(parentPerspective: nil, parentSize: Size(width: 0, height: 0)) }
        let bad = ContentLayer(frame: Rect(x: 0, y: 0, width: 20, height: 30), rotationY: 10, perspective: -1)
        #expect(throws: LayerProjectionError.eyeDistance(-1)) { try bad.projection(parentPerspective: nil, parentSize: Size(width: 0, height: 0)) }
    }
}
