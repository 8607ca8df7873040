import CardGeometry
import CardScene

/// Reading an event's `animate:`: one mapping or a list of them (docs/motion.md#animate).
extension ScriptReader {
    func animations(_ node: ScriptNode) throws(ScriptError) -> [LayerAnimation] {
        if case .sequence = node.node {
            let items = try node.sequence()
            guard !items.isEmpty else { throw node.error("an empty list animates nothing; give at least one animation") }
            var animations: [LayerAnimation] = []
            for item in items { animations.append(try animation(item)) }
            return animations
        }
        return [try animation(node)]
    }

    func animation(_ node: ScriptNode) throws(ScriptError) -> LayerAnimation {
        typealias Key = AnimateKeys
        var map = try node.mapping()
        let targets = try self.targets(map.requiredNode(Key.target))
        let curveNode = try map.node(Key.curve), springNode = try map.node(Key.spring)
        let durationNode = try map.node(Key.duration)
        let curve: MotionCurve
        switch (curveNode, springNode) {
        case (_?, _?): throw node.error("give either 'curve' or 'spring', not both")
        case (nil, let spring?):
            if let durationNode { throw durationNode.error(Self.springDurationAdvice) }
            curve = .spring(try self.spring(spring))
        case (_, nil):
            let timing: CurveChoice = try curveNode.map { node throws(ScriptError) in try self.curve(node) } ?? .bezier(.systemDefault)
            switch timing {
            case .bezier(let timingCurve):
                curve = .bezier(timingCurve, duration: try durationNode?.number(Key.duration) ?? Key.duration.numberDefault)
            case .spring(let spring):
                if let durationNode { throw durationNode.error(Self.springDurationAdvice) }
                curve = .spring(spring)
            case .cubic:
                throw curveNode!.error("'cubic' shapes a keyframe; an animation's curve is a name, {cubicBezier: [...]} or {spring: ...}")
            }
        }
        let delay = try map.number(Key.delay) ?? Key.delay.numberDefault
        let count = try map.node(Key.repeat).map { node throws(ScriptError) in try repeatCount(node) } ?? .times(1)
        let autoreverses = try map.boolean(Key.autoreverses) ?? Key.autoreverses.booleanDefault
        var changes: [LayerAnimation.Change] = []
        var fromValues: [LayerProperty: (values: [Double], node: ScriptNode)] = [:]
        if let fromNode = try map.node(Key.from) {
            for (property, values, valueNode) in try propertyValues(fromNode, allowsChange: false) {
                fromValues[property] = (values, valueNode)
            }
        }
        var moved: Set<LayerProperty> = []
        func add(_ property: LayerProperty, _ goal: LayerAnimation.Change.Goal, at valueNode: ScriptNode) throws(ScriptError) {
            guard moved.isDisjoint(with: Self.overlapping(property)) else {
                throw valueNode.error("'\(property.rawValue)' is moved twice by this animation (by to, by or keyframes, or with scale and scaleX/scaleY); move it once")
            }
            moved.insert(property)
            changes.append(LayerAnimation.Change(property: property, goal: goal, from: fromValues[property]?.values))
        }
        if let toNode = try map.node(Key.to) {
            for (property, values, valueNode) in try propertyValues(toNode, allowsChange: false) { try add(property, .to(values), at: valueNode) }
        }
        if let byNode = try map.node(Key.by) {
            for (property, values, valueNode) in try propertyValues(byNode, allowsChange: true) { try add(property, .by(values), at: valueNode) }
        }
        if let keyframesNode = try map.node(Key.keyframes) {
            for (property, tracks, trackNode) in try keyframeTracks(keyframesNode) { try add(property, .keyframes(tracks), at: trackNode) }
        }
        try map.finish()
        guard !changes.isEmpty else { throw node.error("moves nothing: give 'to', 'by' or 'keyframes'") }
        for (property, entry) in fromValues where !moved.contains(property) {
            throw entry.node.error("'from' gives '\(property.rawValue)', which neither 'to', 'by' nor 'keyframes' moves")
        }
        return LayerAnimation(targets: targets, changes: changes, curve: curve, delay: delay, count: count,
                              autoreverses: autoreverses, position: SourcePosition(node))
    }

    static let springDurationAdvice = "a spring lasts until it settles: remove 'duration', or give the spring's own, {spring: {duration: D, bounce: B}}"

    /// The properties that write a channel `property` writes.
    private static func overlapping(_ property: LayerProperty) -> Set<LayerProperty> {
        let channels = Set(property.channels)
        return Set(LayerProperty.allCases.filter { !channels.isDisjoint(with: $0.channels) })
    }

    /// `target:`: one id or glob, or a list of them.
    func targets(_ node: ScriptNode) throws(ScriptError) -> [String] {
        let items: [ScriptNode]
        if case .sequence = node.node {
            items = try node.sequence()
            guard !items.isEmpty else { throw node.error("an empty list names no layer; give an id or a glob") }
            guard items.count <= ScriptLimits.animateTargets else {
                throw node.error("\(items.count) targets exceed the limit of \(ScriptLimits.animateTargets)")
            }
        } else {
            items = [node]
        }
        var targets: [String] = []
        for item in items {
            let text = try item.string()
            if let problem = NodeGlob.problem(with: text) { throw item.error(problem) }
            targets.append(text)
        }
        return targets
    }

    /// A `to`, `by` or `from` mapping: each property with its value, one number per channel.
    func propertyValues(_ node: ScriptNode, allowsChange: Bool) throws(ScriptError) -> [(LayerProperty, [Double], ScriptNode)] {
        var map = try Self.strict(node).mapping()
        var found: [(LayerProperty, [Double], ScriptNode)] = []
        for property in LayerProperty.allCases {
            guard let valueNode = map.optional(property.rawValue) else { continue }
            if allowsChange, property.shape == .color {
                throw valueNode.error("a colour cannot change 'by' an amount; give it 'to'")
            }
            found.append((property, try value(of: property, valueNode, isChange: allowsChange), valueNode))
        }
        try map.finish()
        return found
    }

    /// One value of `property`: a number in its range (a change may be negative within the same span), a colour, or
    /// `[x, y]`.
    func value(of property: LayerProperty, _ node: ScriptNode, isChange: Bool = false) throws(ScriptError) -> [Double] {
        switch property.shape {
        case .number:
            let range = property.range
            let span = range.upperBound - range.lowerBound
            // One number for every channel: `scale` sets both axes.
            let value = try node.double(in: isChange ? -span...span : range, unit: property.unit)
            return Array(repeating: value, count: property.channels.count)
        case .color:
            let color = try node.color()
            return [color.red, color.green, color.blue, color.alpha]
        case .point:
            return try node.numbers(count: 2, shape: "[x, y]", limits: [(property.range, "points"), (property.range, "points")])
        }
    }

    /// `keyframes:`: per property, a list of `{at, value, curve}`.
    func keyframeTracks(_ node: ScriptNode) throws(ScriptError) -> [(LayerProperty, [[KeyframeTrack.Keyframe]], ScriptNode)] {
        var map = try Self.strict(node).mapping()
        var found: [(LayerProperty, [[KeyframeTrack.Keyframe]], ScriptNode)] = []
        for property in LayerProperty.allCases {
            guard let trackNode = map.optional(property.rawValue) else { continue }
            let items = try trackNode.sequence()
            guard !items.isEmpty else { throw trackNode.error("a track needs at least one keyframe {at, value}") }
            guard items.count <= ScriptLimits.keyframes else {
                throw trackNode.error("\(items.count) keyframes exceed the limit of \(ScriptLimits.keyframes)")
            }
            var tracks = Array(repeating: [KeyframeTrack.Keyframe](), count: property.channels.count)
            var previous = 0.0
            for item in items {
                var keyframe = try item.mapping()
                let atNode = try keyframe.required("at")
                let time = try atNode.double(in: ScriptLimits.animationTime, unit: "seconds")
                guard time >= previous else {
                    throw atNode.error("is \(time) s, before the keyframe before it (\(previous) s); keyframe times must not decrease")
                }
                previous = time
                let values = try value(of: property, keyframe.required("value"))
                let segment: KeyframeTrack.Keyframe.Segment = try keyframe.optional("curve").map { node throws(ScriptError) in
                    switch try self.curve(node) {
                    case .bezier(let curve): .curve(curve)
                    case .cubic: .cubic
                    case .spring(let spring): .spring(spring)
                    }
                } ?? .curve(.linear)
                try keyframe.finish()
                for index in tracks.indices {
                    tracks[index].append(KeyframeTrack.Keyframe(time: time, value: values[index], segment: segment))
                }
            }
            found.append((property, tracks, trackNode))
        }
        try map.finish()
        return found
    }

    /// What a `curve:` names.
    enum CurveChoice {
        case bezier(TimingCurve)
        case cubic
        case spring(SpringAnimation)
    }

    /// `curve:`: a timing curve's name, `cubic` (keyframes), `{cubicBezier: [x1, y1, x2, y2]}` or `{spring: ...}`.
    func curve(_ node: ScriptNode) throws(ScriptError) -> CurveChoice {
        if case .scalar = node.node {
            let names = TimingCurve.namedCurves.map(\.name) + ["cubic"]
            let name = try node.choice(among: names)
            if name == "cubic" { return .cubic }
            return .bezier(TimingCurve.named(name)!)
        }
        var map = try node.mapping()
        if let points = map.optional("cubicBezier") {
            let values = try points.numbers(count: 4, shape: "[x1, y1, x2, y2]",
                                            limits: Array(repeating: (-1_000...1_000, ""), count: 4))
            try map.finish()
            do {
                return .bezier(try TimingCurve.cubicBezier(values))
            } catch {
                throw points.error(error.description)
            }
        }
        if let spring = map.optional("spring") {
            try map.finish()
            return .spring(try self.spring(spring))
        }
        throw node.error("expected a curve's name (\(TimingCurve.namedCurves.map(\.name).joined(separator: ", "))), {cubicBezier: [x1, y1, x2, y2]} or {spring: ...}")
    }

    /// `spring:`: a preset's name, or one of the parameter sets.
    func spring(_ node: ScriptNode) throws(ScriptError) -> SpringAnimation {
        typealias Key = AnimateKeys.SpringKeys
        if case .scalar = node.node {
            let preset = try node.choice(SpringAnimation.Preset.self)
            return try made(node) { () throws(MotionParameterError) in try SpringAnimation(preset) }
        }
        var map = try node.mapping()
        let velocity = try map.number(Key.initialVelocity) ?? Key.initialVelocity.numberDefault
        let spring: SpringAnimation
        if map.has(Key.preset.name) {
            let preset = try map.choice(Key.preset, SpringAnimation.Preset.self)!
            let duration = try map.number(Key.duration) ?? SpringAnimation.Preset.defaultDuration
            let extra = try map.number(Key.extraBounce) ?? Key.extraBounce.numberDefault
            spring = try made(node) { () throws(MotionParameterError) in
                try SpringAnimation(preset, duration: duration, extraBounce: extra, initialVelocity: velocity)
            }
        } else if map.has(Key.response.name) || map.has(Key.dampingFraction.name) {
            let response = try map.requiredNumber(Key.response), fraction = try map.requiredNumber(Key.dampingFraction)
            spring = try made(node) { () throws(MotionParameterError) in
                try SpringAnimation(response: response, dampingFraction: fraction, initialVelocity: velocity)
            }
        } else if map.has(Key.bounce.name) || map.has(Key.duration.name) {
            let duration = try map.requiredNumber(Key.duration), bounce = try map.number(Key.bounce) ?? 0
            spring = try made(node) { () throws(MotionParameterError) in
                try SpringAnimation(duration: duration, bounce: bounce, initialVelocity: velocity)
            }
        } else {
            let mass = try map.number(Key.mass) ?? Key.mass.numberDefault
            let stiffness = try map.number(Key.stiffness) ?? Key.stiffness.numberDefault
            let damping = try map.number(Key.damping) ?? Key.damping.numberDefault
            spring = try made(node) { () throws(MotionParameterError) in
                try SpringAnimation(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
            }
        }
        try map.finish()
        return spring
    }

    /// `repeat:`: a count above 0, or `forever`.
    func repeatCount(_ node: ScriptNode) throws(ScriptError) -> RepeatTiming.Count {
        if case .scalar(let scalar) = node.node, scalar.string == "forever" { return .forever }
        return .times(try node.double(in: ScriptLimits.repeatCount))
    }

    /// `node` read so that an unknown key throws at once instead of going to the error log: a mapping of properties
    /// whose unknown key is the whole animation's failure (its later errors would only follow from it).
    private static func strict(_ node: ScriptNode) -> ScriptNode {
        var strict = node
        strict.log = nil
        return strict
    }

    /// The value `make` builds, or its reason as an error at `node`.
    private func made<T>(_ node: ScriptNode, _ make: () throws(MotionParameterError) -> T) throws(ScriptError) -> T {
        do {
            return try make()
        } catch {
            throw node.error(error.description)
        }
    }
}
