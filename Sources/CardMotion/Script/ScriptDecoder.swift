import CardGeometry
import CardPlatform
import Foundation
import Yams

/// Turns the text of a YAML or JSON script into a ``Script``, strictly.
///
/// Every error names the file, the line and the key path; unknown keys and values are rejected with a
/// suggestion; numbers must be finite and within range.
public enum ScriptDecoder {
    /// Largest accepted script file, in bytes.
    public static let maximumFileSize = 4 << 20

    /// Reads and decodes the script at `path`: a regular file or a pipe (`<(...)`), at most ``maximumFileSize``
    /// bytes.
    public static func decode(contentsOf path: String) throws(ScriptError) -> Script {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path, maximumSize: maximumFileSize)
        } catch {
            throw ScriptError(file: path, path: "", message: error.isFolder ? "is a folder, not a script file" : error.reason)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ScriptError(file: path, path: "", message: "is not UTF-8 text")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try decode(text, file: path, baseDirectory: folder)
    }

    /// Decodes script text; `file` names it in errors and `baseDirectory` resolves relative image paths.
    public static func decode(_ text: String, file: String, baseDirectory: String) throws(ScriptError) -> Script {
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw ScriptError(file: file, path: "", message: "is empty: a script needs at least 'screen' and 'widget'")
            }
            root = node
        } catch let error as ScriptError {
            throw error
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        } catch {
            throw ScriptError(file: file, path: "", message: "is not valid YAML or JSON: \(error)")
        }
        let reader = ScriptReader(file: file, baseDirectory: baseDirectory)
        return try reader.script(ScriptNode(node: root, path: "", file: file))
    }

    private static func syntaxError(_ error: YamlError, file: String) -> ScriptError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            // libyaml's own wording for its nesting limit (MAX_NESTING_LEVEL, 1000; where it trips depends on its
            // look-ahead) names a C function the user cannot call.
            if problem.hasPrefix("Maximum nesting level reached") {
                return ScriptError(file: file, line: mark.line, column: mark.column, path: "",
                                   message: "nests lists and mappings too deeply (libyaml stops at about 1,000 levels)")
            }
            let detail = context.map { "\($0.text) " } ?? ""
            return ScriptError(file: file, line: mark.line, column: mark.column, path: "",
                               message: "is not valid YAML or JSON: \(detail)\(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return ScriptError(file: file, line: context.mark.line, column: context.mark.column, path: "",
                               message: "repeats the key(s) \(duplicates.joined(separator: ", "))")
        case .reader(let problem, _, _, _):
            return ScriptError(file: file, path: "", message: "cannot be read as text: \(problem)")
        default:
            return ScriptError(file: file, path: "", message: "is not valid YAML or JSON: \(error)")
        }
    }
}

/// The strict walk from parsed nodes to the script model.
struct ScriptReader {
    let file: String
    let baseDirectory: String

    func script(_ node: ScriptNode) throws(ScriptError) -> Script {
        var map = try node.mapping()
        let screen = try self.screen(map.required("screen"))
        let fps = try map.optional("fps")?.double(in: ScriptLimits.fps, unit: "frames per second") ?? 60
        let duration = try map.optional("duration")?.double(in: ScriptLimits.duration, unit: "seconds")
        let touchRate = try map.optional("touchRate")?.double(in: ScriptLimits.touchRate, unit: "samples per second")
            ?? Script.defaultTouchRate
        let widget = try self.widget(map.required("widget"), screen: screen)
        let cardsNode = map.optional("cards")
        let cards = try cardsNode.map { node throws(ScriptError) in try self.cards(node) } ?? []
        if let cardsNode, let reason = widget.refusesCards, !cards.isEmpty {
            throw cardsNode.error("\(reason); remove 'cards'")
        }
        let timeline = try map.optional("timeline").map { node throws(ScriptError) in
            try self.timeline(node, widget: widget, touchRate: touchRate)
        } ?? []
        try map.finish()
        return Script(screen: screen, fps: fps, duration: duration, touchRate: touchRate, widget: widget, cards: cards,
                      timeline: timeline, baseDirectory: baseDirectory, sourcePath: file)
    }

    func screen(_ node: ScriptNode) throws(ScriptError) -> Screen {
        var map = try node.mapping()
        let sizeNode = try map.required("size")
        let size = try sizeNode.size()
        guard ScriptLimits.screenSide.contains(size.width), ScriptLimits.screenSide.contains(size.height) else {
            throw sizeNode.error("each side must be within \(ScriptLimits.screenSide.lowerBound)...\(ScriptLimits.screenSide.upperBound) points")
        }
        let scaleNode = map.optional("scale")
        let scale = try scaleNode?.double(in: ScriptLimits.scale, unit: "pixels per point") ?? 2
        if let problem = ScriptLimits.frameSizeProblem(size: size, scale: scale) {
            throw (scaleNode ?? sizeNode).error(problem)
        }
        let background = try map.optional("background")?.color() ?? Color(white: 1)
        try map.finish()
        return Screen(size: size, scale: scale, background: background)
    }

    func widget(_ node: ScriptNode, screen: Screen) throws(ScriptError) -> Widget {
        var map = try node.mapping()
        let kind = try map.required("kind").choice(among: Controls.all.map(\.kind))
        return try Controls.named(kind)!.decode(&map, screen)
    }

    func cards(_ node: ScriptNode) throws(ScriptError) -> [Card] {
        let items = try node.sequence()
        guard ScriptLimits.cards.contains(items.count) else {
            throw node.error("\(items.count) cards exceed the limit of \(ScriptLimits.cards.upperBound)")
        }
        var cards: [Card] = []
        for item in items { cards.append(try card(item)) }
        return cards
    }

    func card(_ node: ScriptNode) throws(ScriptError) -> Card {
        var map = try node.mapping()
        var card = Card()
        card.title = try map.optional("title").map { node throws(ScriptError) in try node.text() }
        card.subtitle = try map.optional("subtitle").map { node throws(ScriptError) in try node.text() }
        card.description = try map.optional("description").map { node throws(ScriptError) in try node.text() }
        card.button = try map.optional("button").map { node throws(ScriptError) in try node.text() }
        card.background = try map.optional("background")?.color()
        card.image = try map.optional("image").map { node throws(ScriptError) in try imagePath(node) }
        card.logo = try map.optional("logo").map { node throws(ScriptError) in try imagePath(node) }
        try map.finish()
        return card
    }

    /// An image path, resolved against the script's folder; the file must exist and be a regular file.
    func imagePath(_ node: ScriptNode) throws(ScriptError) -> String {
        let value = try node.string()
        guard !value.isEmpty else { throw node.error("the image path is empty") }
        let resolved = value.hasPrefix("/") ? value : URL(fileURLWithPath: baseDirectory).appendingPathComponent(value).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) else {
            throw node.error("image '\(value)' not found (looked for \(resolved))")
        }
        guard !isDirectory.boolValue else { throw node.error("image '\(value)' is a folder") }
        guard FileManager.default.isReadableFile(atPath: resolved) else { throw node.error("image '\(value)' cannot be read") }
        return resolved
    }

    func timeline(_ node: ScriptNode, widget: Widget, touchRate: Double) throws(ScriptError) -> [TimelineEvent] {
        let items = try node.sequence()
        guard ScriptLimits.timelineEvents.contains(items.count) else {
            throw node.error("\(items.count) events exceed the limit of \(ScriptLimits.timelineEvents.upperBound)")
        }
        var events: [TimelineEvent] = []
        for (index, item) in items.enumerated() {
            let event = try self.event(item, widget: widget)
            if let previous = events.last, event.time < previous.time {
                throw item.error("is at \(event.time) s, before timeline[\(index - 1)] at \(previous.time) s; list the events in time order")
            }
            events.append(event)
        }
        if let overlap = FingerContact.firstOverlap(in: events, touchRate: touchRate) {
            let (first, second) = overlap
            throw items[second.event].error("its finger is down \(second.span), while the finger of timeline[\(first.event)] is down \(first.span) (one finger at a time)")
        }
        return events
    }

    static let actions = ["drag", "path", "tap", "swipe"]

    func event(_ node: ScriptNode, widget: Widget) throws(ScriptError) -> TimelineEvent {
        var map = try node.mapping()
        let time = try map.required("at").double(in: ScriptLimits.eventTime, unit: "seconds")
        let present = Self.actions.filter { map.has($0) }
        guard present.count == 1 else {
            if present.isEmpty {
                let other = map.keys.first { $0 != "at" }
                let hint = other.map { Suggestion.hint(for: $0, in: Self.actions) } ?? ""
                throw node.error("needs one action: \(Self.actions.joined(separator: ", "))\(hint)")
            }
            throw node.error("has several actions (\(present.joined(separator: ", "))); give each its own event")
        }
        let action: TimelineEvent.Action
        switch present[0] {
        case "drag": action = .gesture(.drag(try drag(map.required("drag"))))
        case "path": action = .gesture(try path(map.required("path"), hold: map.optional("hold")))
        case "tap": action = .gesture(try tap(map.required("tap")))
        default:
            let swipeNode = try map.required("swipe")
            guard widget.hasProgrammaticRemoval else {
                throw swipeNode.error("the \(widget.kind) has no programmatic removal" + (widget.removalAdvice.map { "; \($0)" } ?? ""))
            }
            action = .swipe(try swipeNode.choice(SwipeDirection.self))
        }
        try map.finish()
        return TimelineEvent(time: time, action: action)
    }

    func drag(_ node: ScriptNode) throws(ScriptError) -> Gesture.Drag {
        var map = try node.mapping()
        let from = try map.required("from").point()
        let byNode = map.optional("by"), toNode = map.optional("to")
        let to: Point
        switch (byNode, toNode) {
        case (let by?, nil): to = from + (try by.point())
        case (nil, let end?): to = try end.point()
        case (_?, _?): throw node.error("give either 'by' or 'to', not both")
        case (nil, nil): throw node.error("missing 'by' or 'to'")
        }
        let duration = try map.required("duration").double(in: ScriptLimits.dragDuration, unit: "seconds")
        let curve = try map.optional("curve")?.choice(FingerCurve.self) ?? .linear
        let press = try map.optional("press")?.double(in: ScriptLimits.gesturePause, unit: "seconds") ?? 0
        let hold = try map.optional("hold")?.double(in: ScriptLimits.gesturePause, unit: "seconds") ?? 0
        try map.finish()
        return Gesture.Drag(from: from, to: to, duration: duration, curve: curve, press: press, hold: hold)
    }

    func path(_ node: ScriptNode, hold holdNode: ScriptNode?) throws(ScriptError) -> Gesture {
        let items = try node.sequence()
        guard items.count >= ScriptLimits.pathSamples.lowerBound else { throw node.error("needs at least two samples [t, x, y]") }
        guard items.count <= ScriptLimits.pathSamples.upperBound else {
            throw node.error("has more than \(ScriptLimits.pathSamples.upperBound) samples")
        }
        var samples: [Gesture.PathSample] = []
        for item in items {
            let values = try item.numbers(count: 3, shape: "[t, x, y]")
            if let last = samples.last, values[0] <= last.time {
                throw item.error("sample times must increase (\(values[0]) s follows \(last.time) s)")
            }
            guard values[0] >= 0 else { throw item.error("sample times are seconds from 'at' and cannot be negative") }
            samples.append(Gesture.PathSample(time: values[0], location: Point(x: values[1], y: values[2])))
        }
        let hold = try holdNode?.double(in: ScriptLimits.gesturePause, unit: "seconds") ?? 0
        return .path(samples: samples, hold: hold)
    }

    func tap(_ node: ScriptNode) throws(ScriptError) -> Gesture {
        if case .sequence = node.node { return .tap(at: try node.point(), hold: Gesture.defaultTapHold) }
        var map = try node.mapping()
        let point = try map.required("point").point()
        let hold = try map.optional("hold")?.double(in: ScriptLimits.tapHold, unit: "seconds") ?? Gesture.defaultTapHold
        try map.finish()
        return .tap(at: point, hold: hold)
    }
}
