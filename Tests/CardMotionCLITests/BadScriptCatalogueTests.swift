import CardMotionTestSupport
import Foundation
import Testing

/// One bad script or option: what is given to `cardmotion`, and the message it must answer with (exit status 2).
struct BadScript: Sendable, CustomTestStringConvertible {
    /// What is wrong, for the test's name.
    let name: String
    /// The script's text, written to `bad.yaml` in a fresh folder; `nil` when the arguments name the input.
    let script: String?
    /// The command; `{script}` stands for the written script's path.
    let arguments: [String]
    /// The exact line on stderr, after `cardmotion: `; `{script}` stands for the script's path.
    let message: String

    var testDescription: String { name }

    init(_ name: String, script: String?, arguments: [String] = ["states", "{script}"], _ message: String) {
        self.name = name
        self.script = script
        self.arguments = arguments
        self.message = message
    }

    /// Seconds within which every bad input must be answered (each case takes well under one).
    static let timeLimit = 20.0

    /// A valid stack script that the cases extend.
    static let base = """
    screen:
      size: [375, 667]
    widget:
      kind: stack
      frame: [25, 150, 325, 420]

    """

    /// Ten values, then nine levels of ten aliases each of the level below.
    static let laughs = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n" + (1...8).map { level in
        "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
    }.joined()

    /// A path of 100,000 samples, anchored on the first event and repeated by alias on the next ones.
    static let longPathReused = base + "timeline:\n  - at: 0\n    path: &p [" + (0..<100_000).map { "[\(Double($0) / 1000), 1, 1]" }.joined(separator: ", ")
        + "]\n" + (1...20).map { "  - {at: \($0 * 120), path: *p}\n" }.joined()

    static func replacing(_ old: String, with new: String) -> String { base.replacingOccurrences(of: old, with: new) }

    static let catalogue: [BadScript] = [
        BadScript("an empty file", script: "", "{script}: is empty: a script needs at least 'screen'"),
        BadScript("only a comment", script: "# nothing\n", "{script}: is empty: a script needs at least 'screen'"),
        BadScript("binary bytes", script: "\u{01}\u{02}{{{: ]]", "{script}: cannot be read as text: control characters are not allowed"),
        BadScript("a list at the top", script: "[1, 2, 3]", "{script}:1:1: expected a mapping of keys, found a list"),
        BadScript("a tab in the indentation", script: "screen:\n\tsize: [1, 2]",
                  "{script}:2:1: is not valid YAML or JSON: while scanning for the next token found character that cannot start any token"),
        BadScript("a repeated key", script: base + "fps: 30\nfps: 60\n", "{script}:6:1: repeats the key(s) fps"),
        BadScript("nesting deeper than the parser allows", script: "screen: " + String(repeating: "[", count: 20_000),
                  "{script}:1:10: nests lists and mappings too deeply (libyaml stops at about 1,000 levels)"),
        BadScript("an unknown key", script: base + "screan: 1\n",
                  "{script}:6:1: screan: unknown key 'screan' (did you mean 'screen'?); expected one of appearance, cards, cell, contentSize, defaults, device, duration, fonts, fps, language, layoutDirection, overlay, screen, strings, timeline, touchRate, variants, verify, widget"),
        BadScript("an unknown widget kind", script: replacing("kind: stack", with: "kind: stak"),
                  "{script}:4:9: widget.kind: unknown value 'stak' (did you mean 'stack'?); expected one of stack, deck, switcher, sortGrid"),
        BadScript("an unknown enum value", script: base + "timeline:\n  - at: 0.5\n    swipe: lefft\n",
                  "{script}:8:12: timeline[0].swipe: unknown value 'lefft' (did you mean 'left'?); expected one of left, right"),
        BadScript("an unknown action", script: base + "timeline:\n  - at: 0.5\n    drog: {from: [187, 360], by: [10, 0]}\n",
                  "{script}:7:5: timeline[0]: needs one action: drag, path, tap, swipe, animate (did you mean 'drag'?)"),
        BadScript("an unknown language", script: base + "strings: {en: {hi: Hello}, ar: {hi: مرحبا}}\nlanguage: ra\n",
                  "{script}:7:11: language: unknown language 'ra' (did you mean 'ar'?); 'strings:' has en, ar, and the pseudo-languages accented and bidi need none"),
        BadScript("a string missing in the language in use", script: base + "strings: {en: {hello: Hello}}\ncards: [{title: \"{str.helo}\"}]\n",
                  "{script}:7:18: cards[0].title: the language 'en' has no string 'helo' (did you mean 'hello'?); its keys are hello"),
        BadScript("a screen too wide", script: replacing("[375, 667]", with: "[100000, 667]"),
                  "{script}:2:9: screen.size: each side must be within 1.0...8192.0 points"),
        BadScript("a screen of zero width", script: replacing("[375, 667]", with: "[0, 667]"),
                  "{script}:2:9: screen.size: each side must be within 1.0...8192.0 points"),
        BadScript("a scale out of range", script: replacing("[375, 667]", with: "[375, 667]\n  scale: 50"),
                  "{script}:3:10: screen.scale: 50.0 is out of range: expected 0.25...8.0 pixels per point"),
        BadScript("frames larger than the pixel limit", script: replacing("[375, 667]", with: "[8000, 8000]\n  scale: 2"),
                  "{script}:3:10: screen.scale: frames of 16000 x 16000 pixels exceed the limit of 64000000 pixels"),
        BadScript("fps of zero", script: base + "fps: 0\n", "{script}:6:6: fps: 0.0 is out of range: expected 1.0...240.0 frames per second"),
        BadScript("fps not a number", script: base + "fps: fast\n", "{script}:6:6: fps: expected a number, found 'fast'"),
        BadScript("fps NaN", script: base + "fps: .nan\n", "{script}:6:6: fps: expected a finite number, found '.nan'"),
        BadScript("a negative duration", script: base + "duration: -1\n",
                  "{script}:6:11: duration: -1.0 is out of range: expected 0.001...3600.0 seconds"),
        BadScript("a zero duration", script: base + "duration: 0\n",
                  "{script}:6:11: duration: 0.0 is out of range: expected 0.001...3600.0 seconds"),
        BadScript("an infinite duration", script: base + "duration: .inf\n", "{script}:6:11: duration: expected a finite number, found '.inf'"),
        BadScript("too many frames", script: base + "fps: 240\nduration: 3600\n",
                  "{script}: 864001 frames (3600.0 s at 240.0 fps) exceed the limit of 100000 frames per script; lower 'duration' or 'fps'"),
        BadScript("too many cards", script: base + "cards:\n" + String(repeating: "  - title: x\n", count: 10_001),
                  "{script}:7:3: cards: 10001 cards exceed the limit of 10000"),
        BadScript("too many timeline events", script: base + "timeline:\n" + String(repeating: "  - {at: 1, swipe: left}\n", count: 10_001),
                  "{script}:7:3: timeline: 10001 events exceed the limit of 10000"),
        BadScript("a text too long", script: base + "cards:\n  - title: " + String(repeating: "x", count: 2001) + "\n",
                  "{script}:7:12: cards[0].title: text of 2001 characters exceeds the limit of 2000"),
        BadScript("a missing image", script: base + "cards:\n  - image: nothere.png\n",
                  "{script}:7:12: cards[0].image: image 'nothere.png' not found (looked for {folder}/nothere.png)"),
        BadScript("an image that is a folder", script: base + "cards:\n  - image: .\n", "{script}:7:12: cards[0].image: image '.' is a folder"),
        BadScript("overlapping gestures", script: base + """
        timeline:
          - at: 0.5
            drag: {from: [187, 360], by: [200, 0], duration: 0.5}
          - at: 0.7
            drag: {from: [187, 360], by: [200, 0], duration: 0.5}

        """, "{script}:9:5: timeline[1]: its finger is down from 0.7 s until 1.2 s, while the finger of timeline[0] is down from 0.5 s until 1.0 s (one finger at a time)"),
        BadScript("a gesture during a path whose first sample comes late", script: base + """
        timeline:
          - at: 0.1
            path: [[1.0, 187, 345], [1.6, 300, 350]]
          - at: 1.2
            drag: {from: [187, 360], by: [200, 0], duration: 0.5}

        """, "{script}:9:5: timeline[1]: its finger is down from 1.2 s until 1.7 s, while the finger of timeline[0] is down from 1.1 s until 1.7 s (one finger at a time)"),
        BadScript("a path that touches down before an earlier event's finger lifts", script: base + """
        timeline:
          - at: 0.5
            tap: {point: [187, 360], hold: 0.6}
          - at: 0.9
            path: [[0.1, 187, 345], [0.5, 300, 350]]

        """, "{script}:9:5: timeline[1]: its finger is down from 1.0 s until 1.4 s, while the finger of timeline[0] is down from 0.5 s until 1.1 s (one finger at a time)"),
        BadScript("events out of order", script: base + "timeline:\n  - {at: 2, swipe: left}\n  - {at: 1, swipe: right}\n",
                  "{script}:8:5: timeline[1]: is at 1.0 s, before timeline[0] at 2.0 s; list the events in time order"),
        BadScript("a negative event time", script: base + "timeline:\n  - at: -1\n    tap: [187, 360]\n",
                  "{script}:7:9: timeline[0].at: -1.0 is out of range: expected 0.0...3600.0 seconds"),
        BadScript("an infinite drag", script: base + "timeline:\n  - at: 0.5\n    drag: {from: [187, 360], by: [.inf, 0], duration: 0.5}\n",
                  "{script}:8:35: timeline[0].drag.by[0]: expected a finite number, found '.inf'"),
        BadScript("a drag of zero duration", script: base + "timeline:\n  - at: 0.5\n    drag: {from: [187, 360], by: [10, 0], duration: 0}\n",
                  "{script}:8:53: timeline[0].drag.duration: 0.0 is out of range: expected 0.001...600.0 seconds"),
        BadScript("a script that is a folder", script: nil, arguments: ["states", "/tmp"], "/tmp: is a folder, not a script file"),
        BadScript("a missing script", script: nil, arguments: ["states", "/nonexistent/bad.yaml"], "/nonexistent/bad.yaml: no such file"),
        BadScript("mappings nested 1,000 deep", script: "screen: " + String(repeating: "{a: ", count: 1000) + "1" + String(repeating: "}", count: 1000),
                  "{script}:1:4001: nests lists and mappings too deeply (libyaml stops at about 1,000 levels)"),
        BadScript("a device as the script", script: nil, arguments: ["states", "/dev/zero"], "/dev/zero: is a device, not a file"),
        BadScript("a script over 4 MiB", script: String(repeating: "#", count: (4 << 20) + 1),
                  "{script}: is 4194305 bytes, more than the limit of 4194304 bytes"),
        BadScript("--fps out of range", script: base, arguments: ["render", "{script}", "--fps", "0"],
                  "Error: --fps must be a number from 1 to 240 (frames per second), got 0.0"),
        BadScript("--scale NaN", script: base, arguments: ["render", "{script}", "--scale", "nan"],
                  "Error: --scale must be a number from 0.25 to 8 (pixels per point), got nan"),
        // Found by probing as a hostile user: each ended in a crash or a hang before (docs/limits.md bounds them now).
        BadScript("--from far beyond any script", script: base, arguments: ["render", "{script}", "--from", "1e300", "-o", "{folder}/out"],
                  "Error: --from must be a time in seconds from 0 to 3600, got 1e+300"),
        BadScript("--at far beyond any script", script: base, arguments: ["preview", "{script}", "--at", "1e300", "-o", "{folder}/a.png"],
                  "Error: --at must be a time in seconds from 0 to 3600, got 1e+300"),
        BadScript("a path sample far in the future", script: base + "timeline:\n  - at: 0.5\n    path: [[0, 187, 360], [1e300, 200, 360]]\n",
                  "{script}:8:28: timeline[0].path[1][0]: 1e+300 is out of range: expected 0.0...600.0 seconds after 'at'"),
        BadScript("a stack frame millions of points wide", script: replacing("frame: [25, 150, 325, 420]", with: "frame: [25, 150, 2200000, 420]"),
                  "{script}:5:20: widget.frame[2]: 2200000.0 is out of range: expected -100000.0...100000.0 points"),
        BadScript("a stack spring that never settles", script: base + "  springDamping: 0\n",
                  "{script}:6:18: widget.springDamping: 0.0 is out of range: expected 0.3...1.0"),
        BadScript("a deck removal distance beyond any card", script: "screen: {size: [375, 667]}\nwidget: {kind: deck, frame: [0, 0, 375, 400], removalDistance: 1e6}\n",
                  "{script}:2:64: widget.removalDistance: 1000000.0 is out of range: expected 0.0...10000.0 points"),
        BadScript("one letter with 40,000 combining marks", script: base + "cards:\n  - {title: \"a" + String(repeating: "\u{301}", count: 40_000) + "\"}\n",
                  "{script}:7:13: cards[0].title: text of 80001 bytes exceeds the limit of 16000 bytes"),
        BadScript("aliases nested ten deep (a billion values)", script: BadScript.laughs + base,
                  "{script}:7:10: expands its aliases to more than 2000000 values"),
        BadScript("an alias of nested lists as a mapping key", script: "a: &a [[[[1, 2], [3, 4]]]]\nb: {*a : 1}\n" + base,
                  "{script}:2:5: uses an alias as a mapping key; keys are plain names"),
        BadScript("a card image that is neither PNG nor JPEG, read before any frame is written", script: base + "cards:\n  - {title: a}\n  - {title: b, image: bad.yaml}\n",
                  arguments: ["render", "{script}", "-o", "{folder}/out"],
                  "{script}:8:23: cards[1].image: image 'bad.yaml': not a PNG or JPEG file (it starts with neither's signature)"),
        BadScript("an image outside the script's folder that exists", script: base + "cards:\n  - image: /etc/passwd\n",
                  "{script}:7:12: cards[0].image: image '/etc/passwd' lies outside the script's folder; give --assets FOLDER or --allow-outside-paths to read it"),
        BadScript("an image outside the script's folder that does not exist (the same words)", script: base + "cards:\n  - image: /etc/no-such.png\n",
                  "{script}:7:12: cards[0].image: image '/etc/no-such.png' lies outside the script's folder; give --assets FOLDER or --allow-outside-paths to read it"),
        BadScript("an image that climbs out of the script's folder", script: base + "cards:\n  - image: ../x.png\n",
                  "{script}:7:12: cards[0].image: image '../x.png' lies outside the script's folder; give --assets FOLDER or --allow-outside-paths to read it"),
        BadScript("a font outside the script's folder", script: "fonts: [/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf]\n" + base,
                  "{script}:1:9: fonts[0]: font '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' lies outside the script's folder; give --assets FOLDER or --allow-outside-paths to read it"),
        BadScript("standard input as an image, even with --allow-outside-paths", script: base + "cards:\n  - image: /proc/self/fd/0\n",
                  arguments: ["states", "{script}", "--allow-outside-paths"],
                  "{script}:7:12: cards[0].image: image '/proc/self/fd/0' is not a regular file"),
        BadScript("--assets naming no folder", script: base, arguments: ["states", "{script}", "--assets", "{folder}/none"],
                  "Error: --assets {folder}/none: not a folder"),
        BadScript("a frame whose size rounds past the pixel limit", script: replacing("size: [375, 667]", with: "size: [8192, 7812.5]\n  scale: 1"),
                  "{script}:3:10: screen.scale: frames of 8192 x 7813 pixels exceed the limit of 64000000 pixels"),
        BadScript("a frame wider than Cairo's side limit", script: replacing("size: [375, 667]", with: "size: [8192, 100]\n  scale: 4.5"),
                  "{script}:3:10: screen.scale: frames of 36864 x 450 pixels exceed the limit of 32767 pixels per side"),
        BadScript("--scale past Cairo's side limit", script: replacing("size: [375, 667]", with: "size: [8192, 100]"),
                  arguments: ["render", "{script}", "--scale", "4.5", "-o", "{folder}/out"],
                  "--scale 4.5: frames of 36864 x 450 pixels exceed the limit of 32767 pixels per side"),
        BadScript("a contact sheet past the pixel limit", script: base,
                  arguments: ["preview", "{script}", "--sheet", "--count", "400", "--columns", "100", "--thumb-width", "4096", "--scale", "8", "-o", "{folder}/sheet.png"],
                  "--count 400 --columns 100 --thumb-width 4096: a sheet of 48136 x 5372 pixels exceeds the limit of 32767 pixels per side; show fewer frames, choose a smaller --thumb-width, or change --columns (more columns make the sheet wider and less tall)"),
        BadScript("one 100,000-sample path used by many events", script: BadScript.longPathReused,
                  "{script}:12:21: expands its aliases to more than 2000000 values"),
        BadScript("--jobs zero", script: base, arguments: ["render", "{script}", "--jobs", "0"], "Error: --jobs must be from 1 to 256, got 0"),
        BadScript("verify --jobs past 256", script: base, arguments: ["verify", "{script}", "--reference", "{folder}/refs", "--jobs", "257"],
                  "Error: --jobs must be from 1 to 256, got 257"),
        BadScript("compare --jobs zero", script: nil, arguments: ["compare", "{folder}", "{folder}", "--jobs", "0"],
                  "Error: --jobs must be from 1 to 256, got 0"),
        BadScript("--from after --to", script: base, arguments: ["render", "{script}", "--from", "2", "--to", "1"],
                  "Error: --from (2.0 s) is after --to (1.0 s)"),
        BadScript("a script whose name leaves its folder", script: nil, arguments: ["render", "{folder}/sub/..", "{folder}/a.yaml"],
                  "Error: the script '{folder}/sub/..' has no usable name for its sub-folder; rename the file"),
        BadScript("--from negative", script: base, arguments: ["render", "{script}", "--from", "-1"],
                  "Error: --from must be a time in seconds from 0 to 3600, got -1.0"),
        BadScript("--to negative", script: base, arguments: ["render", "{script}", "--to", "-0.5"],
                  "Error: --to must be a time in seconds from 0 to 3600, got -0.5"),
        BadScript("--fps negative", script: base, arguments: ["render", "{script}", "--fps", "-5"],
                  "Error: --fps must be a number from 1 to 240 (frames per second), got -5.0"),
        BadScript("--fps negative for states", script: base, arguments: ["states", "{script}", "--fps", "-5"],
                  "Error: --fps must be a number from 1 to 240 (frames per second), got -5.0"),
        BadScript("--scale negative", script: base, arguments: ["render", "{script}", "--scale", "-1"],
                  "Error: --scale must be a number from 0.25 to 8 (pixels per point), got -1.0"),
        BadScript("--jobs negative", script: base, arguments: ["render", "{script}", "--jobs", "-2"],
                  "Error: --jobs must be from 1 to 256, got -2"),
        BadScript("--shard negative", script: base, arguments: ["render", "{script}", "--shard", "-1/2"],
                  "Error: The value '-1/2' is invalid for '--shard <K/N>'"),
        BadScript("--at negative", script: base, arguments: ["preview", "{script}", "--at", "-1", "-o", "{folder}/p.png"],
                  "Error: --at must be a time in seconds from 0 to 3600, got -1.0"),
        BadScript("--count negative", script: base, arguments: ["preview", "{script}", "--sheet", "--count", "-3", "-o", "{folder}/p.png"],
                  "Error: --count must be from 1 to 400, got -3"),
        BadScript("--columns negative", script: base, arguments: ["preview", "{script}", "--sheet", "--columns", "-4", "-o", "{folder}/p.png"],
                  "Error: --columns must be from 1 to 100, got -4"),
        BadScript("--thumb-width below 16", script: base, arguments: ["preview", "{script}", "--sheet", "--thumb-width", "15", "-o", "{folder}/p.png"],
                  "Error: --thumb-width must be from 16 to 4096 pixels, got 15"),
        BadScript("--max-diff-pixels negative", script: base, arguments: ["verify", "{script}", "--reference", "{folder}/ref", "--max-diff-pixels", "-1"],
                  "Error: --max-diff-pixels must be 0 or more, got -1"),
        BadScript("--max-diff-ratio negative", script: base, arguments: ["verify", "{script}", "--reference", "{folder}/ref", "--max-diff-ratio", "-0.5"],
                  "Error: --max-diff-ratio must be from 0 to 1, got -0.5"),
        BadScript("--threshold negative", script: base, arguments: ["verify", "{script}", "--reference", "{folder}/ref", "--threshold", "-0.1"],
                  "Error: --threshold must be from 0 to 1, got -0.1"),
        BadScript("verify --jobs negative", script: base, arguments: ["verify", "{script}", "--reference", "{folder}/ref", "--jobs", "-3"],
                  "Error: --jobs must be from 1 to 256, got -3"),
        BadScript("compare --alpha negative", script: nil, arguments: ["compare", "{folder}/a.png", "{folder}/b.png", "--alpha", "-1"],
                  "Error: --alpha must be from 0 to 1, got -1.0"),
        BadScript("an output folder under a file", script: base, arguments: ["render", "{script}", "-o", "{script}/sub"],
                  "cannot create the folder {script}/sub: {script} is a file, not a folder"),
        BadScript("a preview folder under a file", script: base, arguments: ["preview", "{script}", "-o", "{script}/sub/p.png"],
                  "cannot create the folder {script}/sub: {script} is a file, not a folder"),
        BadScript("a reference folder under a file", script: base, arguments: ["verify", "{script}", "--reference", "{script}/sub", "--record", "missing"],
                  "cannot create the folder {script}/sub: {script} is a file, not a folder"),
        BadScript("a cell without a widget", script: "screen: {size: [200, 300]}\ncell: {backgroundColor: red}\n",
                  "{script}:2:7: cell: a screen with no control has no cells; remove 'cell', or repeat a screen layer per card with 'forEach: cards'"),
        BadScript("a swipe without a widget", script: "screen: {size: [200, 300]}\ntimeline:\n  - {at: 0, swipe: left}\n",
                  "{script}:3:20: timeline[0].swipe: a screen with no control has no programmatic removal; give the script a 'widget' whose control has one (stack, deck, switcher), or move the layers with 'animate'"),
        BadScript("forEach: cards on a sublayer", script: "screen:\n  size: [200, 300]\n  layers:\n    - frame: [0, 0, 10, 10]\n      layers: [{frame: [0, 0, 5, 5], forEach: cards}]\n",
                  "{script}:5:47: screen.layers[0].layers[0].forEach: 'forEach: cards' repeats a layer of the screen's own list or the overlay's once per card; a sublayer cannot: give it to the layer at the top"),
        BadScript("forEach of a card's list on a screen layer", script: "screen: {size: [200, 300]}\noverlay: [{frame: [0, 0, 10, 10], forEach: tags}]\n",
                  "{script}:2:44: overlay[0].forEach: 'forEach: tags' repeats a layer per element of a card's list, but the screen's layers and the overlay have no card; repeat this layer once per card with 'forEach: cards' (its sublayers may then repeat over the card's lists)"),
        BadScript("a card missing a field a copy reads",
                  script: "cards:\n  - {title: One, note: a}\n  - {title: Two}\nscreen:\n  size: [200, 300]\n  layers:\n    - {frame: [0, 0, 10, 10], forEach: cards, text: {string: \"{title} {note}\"}}\n",
                  "{script}:7:62: screen.layers[0].text.string: card 1 has no field 'note' (give it one, or show this layer only 'if: note')"),
        BadScript("a card field no copy reads", script: "cards: [{title: One, titel: Two}]\nscreen: {size: [200, 300]}\noverlay: [{frame: [0, 0, 10, 10], forEach: cards, text: {string: \"{title}\"}}]\n",
                  "{script}:1:29: cards[0].titel: no layer repeated per card reads 'titel' (did you mean 'title'?); the fields they read are title"),
        BadScript("a copy's name taken", script: "screen:\n  size: [200, 300]\n  layers:\n    - {frame: [0, 0, 10, 10], forEach: cards, id: pass}\n    - {frame: [0, 0, 10, 10], id: pass-2}\n",
                  "{script}:5:35: screen.layers[1].id: 'pass-2' is the name of a copy of the layer 'pass', repeated per card: name this layer otherwise"),
        BadScript("an id below a layer repeated per card", script: "screen:\n  size: [200, 300]\n  layers:\n    - {frame: [0, 0, 10, 10], forEach: cards, layers: [{frame: [0, 0, 5, 5], id: dot}]}\n",
                  "{script}:4:40: screen.layers[0].forEach: repeats a layer per card whose sublayer holds the id 'dot'; only the repeated layer itself has an id (its copies are named ID-0, ID-1, ...)"),
        BadScript("a copy reading the card's motion", script: "screen:\n  size: [200, 300]\n  layers:\n    - {frame: [0, 0, 10, 10], forEach: cards, opacity: motion.progress}\n",
                  "{script}:4:56: screen.layers[0].opacity: a layer repeated per card does not move with its card: it cannot read motion.x, motion.y, motion.angle, motion.progress"),
        BadScript("a backdrop's blur out of range", script: base + "overlay:\n  - frame: [0, 0, 10, 10]\n    backdrop: {blur: 500}\n",
                  "{script}:8:22: overlay[0].backdrop.blur: 500.0 is out of range: expected 0.0...100.0 points"),
        BadScript("a backdrop's unknown material", script: base + "overlay:\n  - frame: [0, 0, 10, 10]\n    backdrop: {material: systemMaterail}\n",
                  "{script}:8:26: overlay[0].backdrop.material: unknown value 'systemMaterail' (did you mean 'systemMaterial'?); expected one of systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial, systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark"),
        BadScript("an empty backdrop", script: base + "overlay:\n  - frame: [0, 0, 10, 10]\n    backdrop: {}\n",
                  "{script}:8:15: overlay[0].backdrop: give a material (systemMaterial, ...) or blur, saturation or tint"),
        BadScript("a backdrop's negative saturation", script: base + "cell:\n  layers:\n    - frame: [0, 0, 10, 10]\n      backdrop: {saturation: -1}\n",
                  "{script}:9:30: cell.layers[0].backdrop.saturation: -1.0 is out of range: expected 0.0...10.0"),
        BadScript("a backdrop's tint not a colour", script: base + "overlay:\n  - frame: [0, 0, 10, 10]\n    backdrop: {tint: notacolour}\n",
                  "{script}:8:22: overlay[0].backdrop.tint: 'notacolour' is not a colour; use #RGB, #RRGGBB, #RRGGBBAA, rgb(r, g, b), rgba(r, g, b, a) or a UIKit name (black, blue, brown, clear, cyan, darkGray, gray, green, label, lightGray, magenta, orange, purple, quaternarySystemFill, red, secondaryLabel, secondarySystemBackground, secondarySystemFill, secondarySystemGroupedBackground, separator, systemBackground, systemBlue, systemFill, systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6, systemGreen, systemGroupedBackground, systemIndigo, systemOrange, systemPink, systemPurple, systemRed, systemTeal, systemYellow, tertiaryLabel, tertiarySystemBackground, tertiarySystemFill, tertiarySystemGroupedBackground, white, yellow)"),
    ]
}

/// Every bad input gets exit status 2 and one clear line naming the file, and the line and key where there is one.
@Suite struct BadScriptCatalogueTests {
    @Test(arguments: BadScript.catalogue)
    func isRejected(_ input: BadScript) throws {
        let folder = try temporaryFolder()
        let path = folder + "/bad.yaml"
        if let script = input.script { try script.write(toFile: path, atomically: true, encoding: .utf8) }
        func fill(_ text: String) -> String {
            text.replacingOccurrences(of: "{script}", with: path).replacingOccurrences(of: "{folder}", with: folder)
        }
        let result = try runCardMotion(input.arguments.map(fill), timeLimit: BadScript.timeLimit)
        #expect(!result.timedOut, "a bad input must be answered within \(BadScript.timeLimit) s")
        #expect(result.status == 2)
        let expected = input.message.hasPrefix("Error: ") ? fill(input.message) : "cardmotion: " + fill(input.message)
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == expected, "\(result.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != "bad.yaml" }
        #expect(left.isEmpty, "nothing is written for a bad input")
    }

    /// Assets are regular files inside the script's folder or an `--assets` folder: a named pipe there is refused
    /// before it is opened (no hang), and a link that leads out of the folder counts as outside.
    @Test func assetsArePlainFilesInsideTheAllowedFolders() throws {
        let folder = try temporaryFolder(), shared = try temporaryFolder()
        #expect(mkfifo(folder + "/pipe.png", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: "/etc/passwd")
        try FileManager.default.copyItem(atPath: Repository.examples + "/images/think-logo.png",
                                         toPath: shared + "/logo.png")
        let outside = "lies outside the script's folder; give --assets FOLDER or --allow-outside-paths to read it"
        for (image, words) in [("pipe.png", "is not a regular file"), ("link.png", outside), (shared + "/logo.png", outside)] {
            try (BadScript.base + "cards:\n  - image: \(image)\n").write(toFile: folder + "/s.yaml", atomically: true, encoding: .utf8)
            let result = try runCardMotion(["states", folder + "/s.yaml"])
            #expect(result.status == 2)
            #expect(result.stderr == "cardmotion: \(folder)/s.yaml:7:12: cards[0].image: image '\(image)' \(words)\n")
        }
        let allowed = try runCardMotion(["states", folder + "/s.yaml", "--assets", shared])
        #expect(allowed.status == 0, "\(allowed.stderr)")
    }

    /// A named pipe that nobody writes to reads as empty instead of blocking the run for ever.
    @Test func aNamedPipeWithNoWriterIsEmptyNotAHang() throws {
        let path = try temporaryFolder() + "/pipe.yaml"
        #expect(mkfifo(path, 0o600) == 0)
        let result = try runCardMotion(["states", path])
        #expect(result.status == 2)
        #expect(result.stderr == "cardmotion: \(path): is empty: a script needs at least 'screen'\n")
    }
}
