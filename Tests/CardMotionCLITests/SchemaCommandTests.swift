import CardMotionTestSupport
import Foundation
import Testing

/// `cardmotion schema`, checked by a real JSON Schema validator (Python's jsonschema, draft 2020-12): the schema is
/// itself valid, every example passes it, and scripts with a wrong key, kind, range or value fail it.
@Suite struct SchemaCommandTests {

    static let badScripts: [(name: String, yaml: String)] = [
        ("an unknown top-level key", "screen: {size: [375, 667]}\nwidget: {kind: stack, frame: [0, 0, 10, 10]}\nscrean: 1\n"),
        ("an unknown kind", "screen: {size: [375, 667]}\nwidget: {kind: stak, frame: [0, 0, 10, 10]}\n"),
        ("a stack key on a deck", "screen: {size: [375, 667]}\nwidget: {kind: deck, frame: [0, 0, 10, 10], visibleCount: 3}\n"),
        ("fps out of range", "screen: {size: [375, 667]}\nfps: 500\nwidget: {kind: stack, frame: [0, 0, 10, 10]}\n"),
        ("a layer with both frame and size", "screen: {size: [375, 667], layers: [{frame: [0, 0, 1, 1], size: [1, 1]}]}\nwidget: {kind: switcher}\n"),
        ("a layer without a frame", "screen: {size: [375, 667], layers: [{backgroundColor: red}]}\nwidget: {kind: switcher}\n"),
        ("an unknown content mode", "screen: {size: [375, 667]}\nwidget: {kind: switcher}\ncell: {layers: [{frame: [0, 0, 1, 1], image: {source: a.png, contentMode: fill}}]}\n"),
        ("an unknown weight", "screen: {size: [375, 667]}\nwidget: {kind: switcher}\noverlay: [{frame: [0, 0, 1, 1], text: {string: a, weight: heavy}}]\n"),
        ("a timeline event with two actions", "screen: {size: [375, 667]}\nwidget: {kind: stack, frame: [0, 0, 10, 10]}\ntimeline: [{at: 1, swipe: left, tap: [1, 2]}]\n"),
        ("a deck's removal distance out of range", "screen: {size: [375, 667]}\nwidget: {kind: deck, frame: [0, 0, 10, 10], removalDistance: -1}\n"),
        ("an unknown tilt direction", "screen: {size: [375, 667]}\nwidget: {kind: deck, frame: [0, 0, 10, 10], tiltDirection: left}\n"),
        ("a stack's spring damping below 0.3", "screen: {size: [375, 667]}\nwidget: {kind: stack, frame: [0, 0, 10, 10], springDamping: 0.1}\n"),
        ("a switcher's delete distance below 1", "screen: {size: [375, 667]}\nwidget: {kind: switcher, deleteDistance: 0}\n"),
        ("the screen-only control's kind", "screen: {size: [375, 667]}\nwidget: {kind: no control}\n"),
        ("a chrome layer with a frame", "device: iPhone15\noverlay: [{chrome: statusBar, frame: [0, 0, 1, 1]}]\n"),
    ]

    /// Scripts the schema must accept beside the examples (each decodes, too): card fields of every kind, `forEach`
    /// and `itemIndex`, `fit` and `padding` around a text or symbol.
    static let goodScripts: [(name: String, yaml: String)] = [
        ("chrome layers, with no frame", """
        device: iPhone15
        screen: {layers: [{chrome: homeIndicator}]}
        overlay: [{id: bar, chrome: statusBar, opacity: 0.5}]
        """),
        ("a screen with no control, its layers repeated per card", """
        screen:
          size: [375, 667]
          layers: [{frame: [16, "100 + itemIndex * 80", 343, 70], forEach: cards, id: pass, backgroundColor: "{color}"}]
        overlay: [{frame: [0, 0, 375, 44], forEach: cards, if: title, text: {string: "{title}"}}]
        cards: [{color: red, title: A}, {color: blue}]
        timeline: [{at: 0.5, tap: [100, 120]}]
        """),
        ("the deck's tuning keys", """
        screen: {size: [390, 844]}
        widget: {kind: deck, frame: [0, 300, 390, 240], removalDistance: 200, removalSpeed: 1200, tiltDirection: clockwise,
                 maxTilt: 8, springBackDuration: 0.3, flyOffDuration: 0.25}
        cards: [{}]
        """),
        ("the stack's tuning keys", """
        screen: {size: [375, 667]}
        widget: {kind: stack, frame: [0, 0, 300, 400], springDuration: 0.4, springDamping: 0.8, springVelocity: 0, flyOffDuration: 0.3}
        cards: [{}]
        """),
        ("the switcher's tuning keys", """
        screen: {size: [375, 667]}
        widget: {kind: switcher, deleteDistance: 150, deleteSpeed: 800, deleteDuration: 0.2}
        cards: [{}]
        """),
        ("a wrapping stack of chips", """
        screen: {size: [375, 667]}
        widget: {kind: stack, frame: [0, 0, 300, 400]}
        cell:
          stack: {axis: vertical, spacing: 8, alignment: leading}
          padding: [16, 16, 16, 16]
          layers:
            - size: [width, 80]
              stack: {spacing: 8, wrap: true, lineSpacing: 8}
              layers:
                - {forEach: tags, size: [72, 28], text: {string: "{item}"}}
        cards:
          - {tags: [Hiking, Jazz]}
        """),
        ("typed card fields and forEach", """
        screen: {size: [375, 667]}
        widget: {kind: stack, frame: [0, 0, 300, 400]}
        cell:
          layers:
            - {frame: [10 + itemIndex * 80, 0, 70, 28], forEach: friends, if: item.close, text: {string: "{item.name}"}}
            - {frame: [0, 40, 200, 20], if: verified, text: {string: "{name}, {age}, {owner.name}"}}
            - {frame: [0, 60, 40, 20], forEach: tags, text: {string: "{item}"}}
        cards: [{name: Ada, age: 36, verified: false, tags: [a, 2, true], friends: [{name: Alan, close: true}], owner: {name: B}}]

        """),
        ("chips, a title and a badge sized to fit", """
        screen: {size: [375, 667]}
        widget: {kind: stack, frame: [0, 0, 300, 400]}
        cell:
          layers:
            - {frame: [16, 16, fit, fit], padding: [4, 8, 4, 8], text: {string: "{name}", size: 24}}
            - {frame: [16, 60, fit, fit], padding: [2, 2, 2, 2], symbol: {name: star.fill, size: 20}}
            - frame: [16, 100, 268, fit]
              stack: {spacing: 8, wrap: true, lineSpacing: 8}
              layers:
                - {forEach: tags, size: [fit, 28], padding: [0, 12, 0, 12], cornerRadius: 14, backgroundColor: systemGray6, text: {string: "{item}", size: 15}}
        cards:
          - {name: Ada, tags: [Hiking, Jazz, Coffee]}
        """),
    ]

    @Test func examplesPassAndBadScriptsFail() throws {
        let folder = try temporaryFolder()
        let schema = try runCardMotion(["schema"])
        #expect(schema.status == 0)
        try schema.stdout.write(toFile: folder + "/schema.json", atomically: true, encoding: .utf8)
        let examples = try FileManager.default.contentsOfDirectory(atPath: Repository.examples)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { Repository.examples + "/" + $0 }
        #expect(examples.count >= 7)
        var bad: [String] = []
        for (index, script) in Self.badScripts.enumerated() {
            let path = folder + "/bad-\(index).yaml"
            try script.yaml.write(toFile: path, atomically: true, encoding: .utf8)
            bad.append(path)
        }
        var good: [String] = []
        for (index, script) in Self.goodScripts.enumerated() {
            let path = folder + "/good-\(index).yaml"
            try script.yaml.write(toFile: path, atomically: true, encoding: .utf8)
            good.append(path)
            #expect(try runCardMotion(["states", path]).status == 0, "\(script.name) does not decode")
        }
        // Prints one line per file: its path and how many errors the validator found.
        let validator = """
        import json, sys, yaml, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        for path in sys.argv[2:]:
            print(path, len(list(validator.iter_errors(yaml.safe_load(open(path))))))
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", validator, folder + "/schema.json"] + examples + good + bad
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let counts = Dictionary(uniqueKeysWithValues: text.split(separator: "\n").map { line in
            let parts = line.split(separator: " ")
            return (String(parts[0]), Int(parts[1]) ?? -1)
        })
        for example in examples { #expect(counts[example] == 0, "\(example) fails the schema") }
        for (path, script) in zip(good, Self.goodScripts) { #expect(counts[path] == 0, "\(script.name) fails the schema") }
        for (path, script) in zip(bad, Self.badScripts) { #expect((counts[path] ?? 0) > 0, "\(script.name) passes the schema") }
    }

    /// The hidden options that serve docs/: `--markdown NAME` prints a key table as docs/ shows it, and
    /// `--update-docs FILE...` rewrites the generated regions of every file or, on a bad marker, none.
    @Test func markdownTablesAndDocsUpdates() throws {
        let folder = try temporaryFolder()
        let table = try runCardMotion(["schema", "--markdown", "shadow"])
        #expect(table.status == 0)
        #expect(table.stdout == """
            | key | type | range | unit | default | meaning |
            |---|---|---|---|---|---|
            | `color` | colour |  |  | black | The shadow's colour. |
            | `opacity` | number or expression | 0 ... 1 |  | 0 | The shadow's opacity (0 draws none, as in Core Animation). |
            | `radius` | number or expression | 0 ... 1000 | points | 3 | The blur radius. |
            | `offset` | [x, y] |  | points | [0, -3] | The shadow's offset. |

            """)
        let unknown = try runCardMotion(["schema", "--markdown", "shadows"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--markdown: no key table 'shadows'; known: stack, deck, switcher, sortGrid, layer, cell, shadow, gradient, image, text"))

        let good = folder + "/good.md", bad = folder + "/bad.md"
        let stale = "# Shadows\n<!-- generated: cardmotion keys shadow -->\n| stale |\n<!-- end generated -->\nText after.\n"
        try stale.write(toFile: good, atomically: true, encoding: .utf8)
        let badText = "# Bad\n\n<!-- generated: cardmotion keys shadows -->\n<!-- end generated -->\n"
        try badText.write(toFile: bad, atomically: true, encoding: .utf8)
        let refused = try runCardMotion(["schema", "--update-docs", good, bad])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--update-docs: \(bad):3: names no key table 'shadows'"))
        #expect(try String(contentsOfFile: good, encoding: .utf8) == stale)
        #expect(try String(contentsOfFile: bad, encoding: .utf8) == badText)

        let updated = try runCardMotion(["schema", "--update-docs", good])
        #expect(updated.status == 0)
        #expect(try String(contentsOfFile: good, encoding: .utf8) ==
                "# Shadows\n<!-- generated: cardmotion keys shadow -->\n" + table.stdout + "<!-- end generated -->\nText after.\n")
    }
}
