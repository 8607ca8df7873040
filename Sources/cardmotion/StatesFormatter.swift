import CardMotion
import Foundation

/// Writes one frame of `cardmotion states` output: a JSON object on one line (docs/commands.md, `states`,
/// documents every field).
///
/// Numbers are written in Swift's shortest round-trip form, so parsing them gives back the exact doubles.
enum StatesFormatter {
    static func line(frame: Int, time: Double, scene: Scene, events: [SimulationEvent] = []) -> String {
        var out = scene.statesPrefix(frame: frame, time: time)
        if !events.isEmpty {
            out += ",\"events\":[" + events.map(event).joined(separator: ",") + "]"
        }
        return out + "}"
    }

    static func event(_ event: SimulationEvent) -> String {
        var out = "{\"name\":\(string(event.name)),\"time\":\(number(event.time))"
        if let index = event.index { out += ",\"index\":\(index)" }
        for key in event.details.keys.sorted() {
            out += ",\(string(key)):\(value(event.details[key]!))"
        }
        return out + "}"
    }

    static func value(_ value: EventValue) -> String {
        switch value {
        case .int(let int): String(int)
        case .double(let double): number(double)
        case .string(let text): string(text)
        case .bool(let bool): bool ? "true" : "false"
        case .list(let values): "[" + values.map(Self.value).joined(separator: ",") + "]"
        }
    }

    /// A JSON number in its shortest round-trip form (see ``JSONValue``).
    static func number(_ value: Double) -> String { JSONValue.number(value).formatted() }

    /// A JSON string.
    static func string(_ text: String) -> String { JSONValue.string(text).formatted() }
}
