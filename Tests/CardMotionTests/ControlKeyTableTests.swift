@testable import CardMotion
import Testing

/// Every control's decoder reads exactly the keys of its ``KeyTable``, as the table declares them: each key of the
/// table is read into the configuration (a script giving it decodes to another control than one leaving it out),
/// and a key not in the table is refused, with the closest key suggested and the table's keys listed.
@Suite struct ControlKeyTableTests {
    /// Values of the keys whose shape only the decoder knows (`.custom`), by name.
    static let customSamples = ["titles": "[A, B]", "enabledTitles": "[A]", "selectedTitles": "[A]",
                                 "frame": "[20, safeArea.top + 100, width - 40, 500]"]

    /// A value of `key` in YAML, within its range and other than its default.
    static func sample(_ key: ScriptKey) -> String? {
        switch key.type {
        case .number(let range), .expression(let range):
            let value = [1, 2, 0.5, range.lowerBound].first { range.contains($0) && !isDefault(key, $0) }
            return value.map { "\($0)" }
        case .integer(let range):
            return [2, 3, 1, range.lowerBound].first { range.contains($0) && !isDefault(key, Double($0)) }.map(String.init)
        case .boolean:
            if case .boolean(let value) = key.defaultValue { return value ? "false" : "true" }
            return "true"
        case .color: return "red"
        case .point: return "[10, 20]"
        case .size: return "[200, 300]"
        case .rect: return "[20, 100, 335, 500]"
        case .text: return "Hello"
        case .choice(let names): return names.last
        case .custom: return customSamples[key.name]
        }
    }

    static func isDefault(_ key: ScriptKey, _ value: Double) -> Bool {
        switch key.defaultValue {
        case .number(let number): return number == value
        case .integer(let number): return Double(number) == value
        default: return false
        }
    }

    /// A script of `control` with its required keys and `extra` lines under `widget:`.
    static func script(_ control: Controls.Entry, _ extra: [String]) throws -> String {
        var lines = ["screen: {size: [375, 812]}", "widget:", "  kind: \(control.kind)"]
        for key in control.keys.keys where key.required {
            lines.append("  \(key.name): \(try #require(sample(key), "no sample value for \(control.kind).\(key.name)"))")
        }
        return (lines + extra.map { "  " + $0 }).joined(separator: "\n")
    }

    static func widget(_ text: String) throws -> Widget {
        try ScriptDecoder.decode(text, file: "t.yaml", baseDirectory: "/tmp").widget
    }

    @Test(arguments: Controls.all.map(\.kind))
    func everyKeyOfTheTableIsReadIntoTheConfiguration(kind: String) throws {
        let control = try #require(Controls.named(kind))
        let base = try Self.widget(try Self.script(control, []))
        for key in control.keys.keys where !key.required {
            let value = try #require(Self.sample(key), "no sample value for \(kind).\(key.name)")
            let given = try Self.widget(try Self.script(control, ["\(key.name): \(value)"]))
            #expect(given != base, "\(kind).\(key.name): \(value) left the configuration as it was")
        }
    }

    @Test(arguments: Controls.all.map(\.kind))
    func aKeyNotInTheTableIsRefusedWithTheClosestSuggested(kind: String) throws {
        let control = try #require(Controls.named(kind))
        let listed = (["kind"] + control.keys.names).sorted().joined(separator: ", ")
        let line = 4 + control.keys.requiredNames.count
        for key in control.keys.keys {
            let typo = key.name + "x"
            let text = try Self.script(control, ["\(typo): 1"])
            do {
                _ = try Self.widget(text)
                Issue.record("\(kind): '\(typo)' was accepted")
            } catch {
                #expect("\(error)" == "t.yaml:\(line):3: widget.\(typo): unknown key '\(typo)' (did you mean '\(key.name)'?); expected one of \(listed)")
            }
        }
    }
}
