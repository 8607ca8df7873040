import CardGeometry
import CardMotion
import CardScene

/// Fuzzes SVG path data (`path: {d: ...}`): any bytes, as text, are parsed on their own and as a cell layer's path
/// in a small script. Invariants: data is accepted only within ``PathData/maxCharacters``, with at most four
/// elements a command (an arc's most) and every point finite; an error points inside the text (or just past it);
/// and through the decoder the data is either rejected with a message naming the file, or bound into the card
/// with the same elements, which map into the layer's frame as finite points.
public enum PathDataFuzzTarget {
    public static func exercise(_ bytes: [UInt8]) -> FuzzOutcome {
        let text = String(decoding: bytes, as: UTF8.self)
        let length = text.unicodeScalars.count
        var parsed: [PathElement]?
        do {
            let elements = try PathData.parse(text)
            if length > PathData.maxCharacters {
                FuzzOutcome.broken("PathDataFuzzTarget", "path data of \(length) characters was accepted")
            }
            if elements.count > 4 * PathData.maxCommands {
                FuzzOutcome.broken("PathDataFuzzTarget", "\(elements.count) elements exceed four a command")
            }
            if let bad = elements.flatMap(\.points).first(where: { !$0.x.isFinite || !$0.y.isFinite }) {
                FuzzOutcome.broken("PathDataFuzzTarget", "'\(text)' parsed to the point \(bad)")
            }
            parsed = elements
        } catch {
            if !(0...length).contains(error.offset) {
                FuzzOutcome.broken("PathDataFuzzTarget", "offset \(error.offset) lies outside \(length) characters: \(error.message)")
            }
        }
        let yaml = CellScript.oneLayer("{frame: [0, 0, 24, 24], path: {d: \(YAMLQuoting.quoted(text)), viewBox: [0, 0, 24, 24], stroke: black}}")
        let content: CellContent
        switch CellScript.decode(yaml, target: "PathDataFuzzTarget") {
        case .content(let bound): content = bound
        case .rejected(let message): return .rejected(message)
        }
        guard let path = content.layers.first?.path else {
            FuzzOutcome.broken("PathDataFuzzTarget", "'\(text)' decoded without its path")
        }
        // YAML may read the quoted text back differently only if the quoting were wrong: the elements must agree.
        if let parsed, parsed != path.elements {
            FuzzOutcome.broken("PathDataFuzzTarget", "'\(text)' decoded to other elements than it parses to")
        }
        let mapped = path.elements(in: Rect(x: 0, y: 0, width: 24, height: 24)).flatMap(\.points)
        if let bad = mapped.first(where: { !$0.x.isFinite || !$0.y.isFinite }) {
            FuzzOutcome.broken("PathDataFuzzTarget", "'\(text)' maps to the point \(bad)")
        }
        return .accepted("\(path.elements.count) element(s), finite")
    }
}
