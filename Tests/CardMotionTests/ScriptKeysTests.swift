@testable import CardMotion
import CardMotionTestSupport
import CardScene
import Foundation
import Testing

/// One declaration per script key (``ScriptKey``): the keys the decoder reads are the keys the schema allows, for
/// every control and every layer mapping, and the tables docs/ generates from the declarations are current.
@Suite struct ScriptKeysTests {
    /// A mapping the decoder reads in full before it rejects `zzUnknown`: its error lists every key it read.
    static let mappings: [(name: String, yaml: String, schemaPath: [String])] = [
        ("stack", "widget: {kind: stack, frame: [0, 0, 300, 400], zzUnknown: 1}", ["stack"]),
        ("deck", "widget: {kind: deck, frame: [0, 0, 240, 400], zzUnknown: 1}", ["deck"]),
        ("switcher", "widget: {kind: switcher, zzUnknown: 1}", ["switcher"]),
        ("sortGrid", "widget: {kind: sortGrid, titles: [a], zzUnknown: 1}", ["sortGrid"]),
        ("layer", "widget: {kind: switcher}\noverlay: [{frame: [0, 0, 1, 1], zzUnknown: 1}]", ["$defs", "layer"]),
        ("cell", "widget: {kind: switcher}\ncell: {zzUnknown: 1}", ["$defs", "cell"]),
        ("shadow", "widget: {kind: switcher}\noverlay: [{frame: [0, 0, 1, 1], shadow: {zzUnknown: 1}}]", ["$defs", "layer", "shadow"]),
        ("gradient", "widget: {kind: switcher}\noverlay: [{frame: [0, 0, 1, 1], gradient: {colors: [red, blue], zzUnknown: 1}}]",
         ["$defs", "layer", "gradient"]),
        ("image", "widget: {kind: switcher}\noverlay: [{frame: [0, 0, 1, 1], image: {source: a.png, zzUnknown: 1}}]",
         ["$defs", "layer", "image"]),
        ("text", "widget: {kind: switcher}\noverlay: [{frame: [0, 0, 1, 1], text: {string: a, zzUnknown: 1}}]",
         ["$defs", "layer", "text"]),
        ("symbol", "widget: {kind: switcher}\noverlay: [{frame: [0, 0, 1, 1], symbol: {name: heart, zzUnknown: 1}}]",
         ["$defs", "layer", "symbol"]),
        ("path", "widget: {kind: switcher}\noverlay: [{frame: [0, 0, 1, 1], path: {d: M0 0, zzUnknown: 1}}]",
         ["$defs", "layer", "path"]),
        ("backdrop", "widget: {kind: switcher}\noverlay: [{frame: [0, 0, 1, 1], backdrop: {blur: 1, zzUnknown: 1}}]",
         ["$defs", "layer", "backdrop"]),
        ("stackLayout", "widget: {kind: switcher}\noverlay: [{frame: [0, 0, 1, 1], stack: {zzUnknown: 1}}]",
         ["$defs", "layer", "stack"]),
        ("script", "widget: {kind: switcher}\nzzUnknown: 1", []),
        ("screen", "widget: {kind: switcher}\nscreen: {size: [375, 667], zzUnknown: 1}", ["screen"]),
        ("verify", "widget: {kind: switcher}\nverify: {zzUnknown: 1}", ["verify"]),
        ("drag", "widget: {kind: stack, frame: [0, 0, 300, 400]}\ntimeline: [{at: 0, drag: {from: [1, 1], by: [5, 0], duration: 1, zzUnknown: 1}}]",
         ["$defs", "event", "drag"]),
        ("tap", "widget: {kind: stack, frame: [0, 0, 300, 400]}\ntimeline: [{at: 0, tap: {point: [1, 1], zzUnknown: 1}}]",
         ["$defs", "event", "tap"]),
        ("animate", "widget: {kind: stack, frame: [0, 0, 300, 400]}\ntimeline: [{at: 0, animate: {target: x, to: {x: 1}, zzUnknown: 1}}]",
         ["$defs", "event", "animate"]),
        ("defaults", "widget: {kind: switcher}\ndefaults: {zzUnknown: 1}", ["defaults"]),
        ("defaultsText", "widget: {kind: switcher}\ndefaults: {text: {zzUnknown: 1}}", ["defaults", "text"]),
    ]

    /// The keys a cell's own layer reads only to refuse them, with their own messages.
    static let refusedByCells: Set<String> = ["frame", "opacity", "forEach", "rotation", "id", "size", "rotationX", "rotationY",
                                               "perspective", "back", "isDoubleSided", "anchor"]

    @Test func schemaKeysEqualDecodedKeys() throws {
        for mapping in Self.mappings {
            let text = (mapping.name == "screen" ? "" : "screen: {size: [375, 667]}\n") + mapping.yaml + "\n"
            guard var decoded = try Self.decodedKeys(text, name: mapping.name) else { continue }
            if mapping.name == "cell" { decoded.subtract(Self.refusedByCells) }
            let schema = try #require(Self.properties(at: mapping.schemaPath), "\(mapping.name): no schema")
            #expect(decoded == schema, "\(mapping.name): decoded \(decoded.sorted()), schema \(schema.sorted())")
            if let table = KeyTableDocs.tables.first(where: { $0.name == mapping.name })?.table {
                #expect(Set(table.names).union(Controls.named(mapping.name) == nil ? [] : ["kind"]) == schema)
            } else {
                Issue.record("\(mapping.name): no documented key table")
            }
        }
        #expect(Set(Self.mappings.map(\.name)) == Set(KeyTableDocs.names))
    }

    @Test func docsTablesAreCurrent() throws {
        let docs = Repository.root.appendingPathComponent("docs").path
        let files = ["layers.md", "motion.md", "devices.md"] + Controls.all.map { "controls/\($0.kind).md" }
        var shown: Set<String> = []
        for file in files {
            let text = try String(contentsOfFile: docs + "/" + file, encoding: .utf8)
            #expect(try KeyTableDocs.regenerated(text) == text,
                    "docs/\(file) is stale: run cardmotion schema --update-docs docs/\(file)")
            for line in text.split(separator: "\n") where line.hasPrefix(KeyTableDocs.startPrefix) {
                shown.insert(String(line.dropFirst(KeyTableDocs.startPrefix.count).dropLast(KeyTableDocs.startSuffix.count)))
            }
        }
        #expect(shown == Set(Controls.all.map(\.kind) + KeyTableDocs.layerTables.map(\.name) + KeyTableDocs.nameTables.map(\.name)
                             + ["animate"]))
    }

    @Test func regenerationReplacesRegionsAndRefusesBadMarkers() throws {
        let stale = "# Title\n<!-- generated: cardmotion keys image -->\n| old |\n<!-- end generated -->\nafter\n"
        #expect(try KeyTableDocs.regenerated(stale) ==
                "# Title\n<!-- generated: cardmotion keys image -->\n\(ImageKeys.table.markdown)\n<!-- end generated -->\nafter\n")
        #expect(ImageKeys.table.markdown == """
            | key | type | range | unit | default | meaning |
            |---|---|---|---|---|---|
            | `source` | path, may read {fields} |  |  | required | The PNG or JPEG file (told apart by content), relative to the script. |
            | `contentMode` | one of `scaleToFill`, `aspectFit`, `aspectFill`, `center`, `top`, `bottom`, `left`, `right`, `topLeft`, `topRight`, `bottomLeft`, `bottomRight` |  |  | scaleToFill | How the image fits the frame, as UIView's contentMode. |
            """)
        #expect(throws: KeyTableDocs.Problem(line: 2, message: "names no key table 'stak'; known: stack, deck, switcher, sortGrid, layer, cell, shadow, gradient, image, text, symbol, path, backdrop, stackLayout, script, screen, verify, drag, tap, animate, defaults, defaultsText, systemColors, symbols, animatedProperties, dynamicType, devices")) {
            try KeyTableDocs.regenerated("x\n<!-- generated: cardmotion keys stak -->\n<!-- end generated -->\n")
        }
        #expect(throws: KeyTableDocs.Problem(line: 1, message: "has no '<!-- end generated -->' after it")) {
            try KeyTableDocs.regenerated("<!-- generated: cardmotion keys stack -->\n| old |\n")
        }
    }

    /// The keys the decoder read before it refused `zzUnknown` in `text` (that error lists them), or `nil`, with an
    /// issue recorded, when the script was accepted.
    static func decodedKeys(_ text: String, name: String) throws -> Set<String>? {
        let message: String
        do {
            _ = try ScriptDecoder.decode(text, file: "keys.yaml", baseDirectory: "/nonexistent")
            Issue.record("\(name): an unknown key was accepted")
            return nil
        } catch {
            // Other errors of the script (an image not found) may come before it in the file.
            message = ([error] + error.further).first { $0.message.contains("'zzUnknown'") }?.message ?? error.message
        }
        let listed = try #require(message.range(of: "expected one of "), "\(name): \(message)")
        return Set(message[listed.upperBound...].components(separatedBy: ", "))
    }

    /// The property names of the schema object at `path`: a control's kind (its `widget` alternative), or a chain
    /// of members from the document, descending through `properties` (and into the `oneOf` alternative that has the
    /// member, for events and taps).
    static func properties(at path: [String]) -> Set<String>? {
        var node: JSONValue
        if let first = path.first, let control = Controls.named(first) {
            node = control.schema
        } else {
            node = ScriptSchema.document
            for name in path {
                guard let next = member(name, of: node) else { return nil }
                node = next
            }
        }
        guard let object = schemaObject(node), case .object(let properties)? = object["properties"] else { return nil }
        return Set(properties.keys)
    }

    /// `node` as a schema object: itself, or the first `oneOf` alternative that is an object with properties.
    static func schemaObject(_ node: JSONValue) -> [String: JSONValue]? {
        guard case .object(let object) = node else { return nil }
        if object["properties"] != nil { return object }
        guard case .array(let alternatives)? = object["oneOf"] else { return nil }
        return alternatives.lazy.compactMap(schemaObject).first
    }

    /// The member `name` of `node`: its property, or its own key (`$defs`, a definition), looking into `oneOf`
    /// alternatives.
    static func member(_ name: String, of node: JSONValue) -> JSONValue? {
        guard case .object(let object) = node else { return nil }
        if case .object(let properties)? = object["properties"], let found = properties[name] { return found }
        if let found = object[name] { return found }
        guard case .array(let alternatives)? = object["oneOf"] else { return nil }
        return alternatives.lazy.compactMap { member(name, of: $0) }.first
    }
}

/// A timeline event is `at` and one action (``EventKeys/actions``): the keys the decoder reads for each action are
/// the keys of the schema's alternative for it.
@Suite struct EventKeysTests {
    static let events: [(action: String, yaml: String)] = [
        ("drag", "{at: 0, drag: {from: [1, 1], by: [5, 0], duration: 1}, zzUnknown: 1}"),
        ("path", "{at: 0, path: [[0, 1, 1], [0.1, 5, 1]], zzUnknown: 1}"),
        ("tap", "{at: 0, tap: [1, 1], zzUnknown: 1}"),
        ("swipe", "{at: 0, swipe: left, zzUnknown: 1}"),
        ("animate", "{at: 0, animate: {target: x, to: {x: 1}}, zzUnknown: 1}"),
    ]

    @Test func eachActionsDecodedKeysAreItsSchemaAlternative() throws {
        guard case .object(let event)? = ScriptKeysTests.member("event", of: ScriptKeysTests.member("$defs", of: ScriptSchema.document)!),
              case .array(let alternatives)? = event["oneOf"] else {
            Issue.record("the schema has no event alternatives")
            return
        }
        let schemaKeys: [Set<String>] = alternatives.compactMap { ScriptKeysTests.schemaObject($0) }.compactMap {
            guard case .object(let properties)? = $0["properties"] else { return nil }
            return Set(properties.keys)
        }
        #expect(schemaKeys == EventKeys.actions.map { Set($0.names) })
        #expect(EventKeys.actionNames == Self.events.map(\.action))
        for event in Self.events {
            let text = "screen: {size: [375, 667]}\nwidget: {kind: stack, frame: [0, 0, 300, 400]}\ntimeline: [\(event.yaml)]\n"
            guard let decoded = try ScriptKeysTests.decodedKeys(text, name: event.action) else { continue }
            // The alternatives are in the actions' order (checked above); a tap's also has `animate`.
            let alternative = try #require(EventKeys.actionNames.firstIndex(of: event.action).map { schemaKeys[$0] })
            #expect(decoded == alternative, "\(event.action): decoded \(decoded.sorted()), schema \(alternative.sorted())")
        }
    }
}
