import CardGeometry
import CardScene
import Yams

/// Which of a layer's width and height are written `fit` (its intrinsic content size plus its padding), and where the
/// first is written.
struct LayerFit: Hashable, Sendable {
    var width = false
    var height = false
    var position: SourcePosition?

    /// The word that stands for a width or height to fit.
    static let word = "fit"

    var isEmpty: Bool { !width && !height }
}

extension LayerTemplate {
    /// `frameExpressions` of `node`, whose last two numbers (width and height) may each be `fit`: those are read as
    /// 0 and marked in the returned ``LayerFit``; `fit` in place of x or y is refused.
    static func fittingExpressions(_ node: ScriptNode, shape: String = "[x, y, width, height]",
                                   count: Int = 4) throws(ScriptError) -> ([FrameExpression], LayerFit) {
        // Not a list of `count` items: the reading below says what is wrong with it.
        guard case .sequence(let sequence) = node.node, sequence.count == count else {
            return (try frameExpressions(node, shape: shape, count: count), LayerFit())
        }
        var fit = LayerFit()
        var items: [Node] = []
        for (index, item) in sequence.enumerated() {
            guard case .scalar(let scalar) = item, scalar.string == LayerFit.word, scalar.style == .plain || scalar.style == .singleQuoted || scalar.style == .doubleQuoted else {
                items.append(item)
                continue
            }
            let sizeIndex = index - (count - 2)
            guard sizeIndex >= 0 else {
                throw node.element(item, at: index).error("'fit' stands for a width or height, the last two numbers of \(shape)")
            }
            if fit.position == nil { fit.position = SourcePosition(node.element(item, at: index)) }
            if sizeIndex == 0 { fit.width = true } else { fit.height = true }
            items.append(.scalar(Node.Scalar("0", .implicit, .plain, scalar.mark)))
        }
        let replaced = ScriptNode(node: .sequence(Node.Sequence(items, sequence.tag, sequence.style, sequence.mark)),
                                  path: node.path, file: node.file, log: node.log)
        return (try frameExpressions(replaced, shape: shape, count: count), fit)
    }

    /// `padding: [top, left, bottom, right]`, each 0 ... 100,000 points.
    static func padding(_ node: ScriptNode) throws(ScriptError) -> LayerPadding {
        let items = try node.sequence()
        guard items.count == 4 else { throw node.error(ScriptNode.countProblem(has: items.count, needs: 4, shape: "[top, left, bottom, right]")) }
        var values: [Double] = []
        for item in items { values.append(try item.double(in: LayerKeys.paddingRange, unit: LayerKeys.padding.unit)) }
        return LayerPadding(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// Whether the layer draws something `fit` measures and `padding` insets: a text, a symbol or an image.
    var hasFittableContent: Bool { text != nil || symbol != nil || image != nil }

    /// Reads `padding` of a layer without a stack (a stack reads its own) and checks that a `fit` has something to
    /// measure; called once the layer's content keys are read.
    mutating func readContentPadding(_ map: inout MappingReader, isCell: Bool) throws(ScriptError) {
        if stack == nil, let node = try map.node(LayerKeys.padding) {
            guard hasFittableContent, !isCell else {
                let reason = isCell ? "the cell's own layer has neither: give the padding to a sublayer" : "this layer has neither"
                throw node.error("padding insets the layers a stack arranges or the text, symbol or image a layer draws; \(reason)")
            }
            padding = try Self.padding(node)
        }
        if let position = fit.position, !hasFittableContent, stack == nil {
            throw position.error(file: map.owner.file, "'fit' needs content to measure: a text, symbol, image or stack")
        }
    }

    /// `size` (width and height, points) with each `fit` side replaced by the content's size plus the padding; a
    /// text whose height alone fits, and that may take more than one line, wraps at `size.width` less the padding.
    func fitted(_ size: Size, _ context: BindingContext) throws(BindingFailure) -> Size {
        guard !fit.isEmpty else { return size }
        let failure = { (message: String) in BindingFailure(position: fit.position ?? position, message: message) }
        var probe = self
        probe.numberExpressions = []
        probe.shadow = nil
        probe.image = nil
        var content = ContentLayer(frame: Rect(origin: .zero, size: size))
        try probe.apply(to: &content, context)
        let width = padding.left + padding.right, height = padding.top + padding.bottom
        var measured = Size(width: 0, height: 0)
        func include(_ size: Size) {
            measured = Size(width: max(measured.width, size.width), height: max(measured.height, size.height))
        }
        if let symbol = content.symbol { include(Size(width: symbol.pointSize, height: symbol.pointSize)) }
        if let stack { include(try stackContentSize(stack, available: padding.inset(size).size, context)) }
        if content.text != nil || image != nil {
            guard let measure = context.assets.measure else {
                throw failure("'fit' measures texts and images with the renderer's fonts and codecs, and this script was read without them")
            }
            let imagePath = try image.map { image throws(BindingFailure) in try image.resolvedPath(context) }
            do throws(IntrinsicMeasureFailure) {
                if let text = content.text {
                    let wraps = !fit.width && text.numberOfLines != 1
                    include(try measure.measurer.textSize(text, width: wraps ? max(0, size.width - width) : nil, fontFiles: measure.fontFiles))
                }
                if let imagePath { include(try measure.measurer.imageSize(atPath: imagePath)) }
            } catch {
                throw failure(error.message)
            }
        }
        var result = Size(width: fit.width ? measured.width + width : size.width, height: fit.height ? measured.height + height : size.height)
        if context.holdsNumbers {
            let sides = 0...ScriptLimits.coordinate.upperBound
            result = Size(width: Self.clampedMotionValue(result.width, sides), height: Self.clampedMotionValue(result.height, sides))
        }
        guard ScriptLimits.coordinate.contains(result.width), ScriptLimits.coordinate.contains(result.height) else {
            throw failure("the content measures \(result.width) x \(result.height) points with its padding, beyond \(ScriptLimits.coordinate)")
        }
        return result
    }

    /// `layer` with its text, symbol and image moved into a first sublayer at its bounds less its padding, so that
    /// they are laid out inside the padding (in the same order; a path stays in the layer's own bounds). A layer
    /// without padding is left as it is.
    func insettingContent(_ layer: inout ContentLayer) {
        guard padding != LayerPadding(), layer.text != nil || layer.symbol != nil || layer.image != nil else { return }
        var content = ContentLayer(frame: padding.inset(layer.frame.size))
        (content.image, content.text, content.symbol) = (layer.image, layer.text, layer.symbol)
        (layer.image, layer.text, layer.symbol) = (nil, nil, nil)
        layer.sublayers.insert(content, at: 0)
    }
}
