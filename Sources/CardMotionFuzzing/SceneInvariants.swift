import CardGeometry
import CardMotion

/// What every scene must satisfy, whatever the script: finite geometry, opacities within 0...1, unique node ids.
public enum SceneInvariants {
    /// The first broken invariant of `scene`, described, or `nil` when it has none.
    public static func problem(in scene: Scene) -> String? {
        var ids = Set<String>()
        for node in scene.nodes {
            let t = node.transform
            guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
                return "\(node.id) has a non-finite transform \(t)"
            }
            guard node.alpha.isFinite, (0...1).contains(node.alpha) else { return "\(node.id) has alpha \(node.alpha)" }
            if let problem = problem(in: node.layer) { return "\(node.id): \(problem)" }
            guard ids.insert(node.id).inserted else { return "two nodes are called \(node.id)" }
        }
        return nil
    }

    private static func problem(in layer: ContentLayer) -> String? {
        let frame = layer.frame
        guard [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height, layer.cornerRadius, layer.borderWidth, layer.rotation]
            .allSatisfy(\.isFinite) else {
            return "a layer has a non-finite frame, corner radius, border or rotation \(frame)"
        }
        if let text = layer.text, !(text.fontSize.isFinite && text.fontSize > 0) {
            return "a text has font size \(text.fontSize)"
        }
        for sublayer in layer.sublayers {
            if let problem = problem(in: sublayer) { return problem }
        }
        return nil
    }
}
