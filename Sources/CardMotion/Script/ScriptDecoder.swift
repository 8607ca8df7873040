import CardGeometry
import CardPlatform
import CardScene
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
    /// bytes; or decodes `bytes`, its contents when the caller has read them itself (the studio reads its scripts
    /// as they were at start, through `WatchedFile`).
    /// `access` says which files besides the script's folder its images and fonts may come from; `measure` measures
    /// the texts and images of `fit` layers (without it, such a `fit` is an error); `variant` names one of the
    /// script's `variants:` to read it in (`nil`: the top-level settings).
    public static func decode(contentsOf path: String, bytes given: [UInt8]? = nil, fonts: FontFamilyReader? = nil,
                              access: AssetAccess = AssetAccess(), measure: (any IntrinsicMeasure)? = nil,
                              variant: String? = nil) throws(ScriptError) -> Script {
        let bytes: [UInt8]
        do throws(FileBytes.Failure) {
            if let given { bytes = given } else { bytes = try FileBytes.read(path, maximumSize: maximumFileSize) }
        } catch {
            throw ScriptError(file: path, path: "", message: error.isFolder ? "is a folder, not a script file" : error.reason)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ScriptError(file: path, path: "", message: "is not UTF-8 text")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try decode(text, file: path, baseDirectory: folder, fonts: fonts, access: access, measure: measure, variant: variant)
    }

    /// Decodes script text; `file` names it in errors and `baseDirectory` resolves relative image and font paths.
    /// `fonts` reads the families of the script's font files (CardRender's `FontFamilies.declared(byFontAt:)`); without
    /// it a script may not list `fonts`. `variant` names one of the script's `variants:` to read it in.
    public static func decode(_ text: String, file: String, baseDirectory: String,
                              fonts: FontFamilyReader? = nil, access: AssetAccess = AssetAccess(),
                              measure: (any IntrinsicMeasure)? = nil, variant: String? = nil) throws(ScriptError) -> Script {
        if let problem = AliasBudget.firstProblem(in: text) {
            throw ScriptError(file: file, line: problem.line, column: problem.column, path: "", message: problem.message)
        }
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw ScriptError(file: file, path: "", message: "is empty: a script needs at least 'screen'")
            }
            root = node
        } catch let error as ScriptError {
            throw error
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        } catch {
            throw ScriptError(file: file, path: "", message: "is not valid YAML or JSON: \(error)")
        }
        var reader = ScriptReader(file: file, assets: AssetLocator(baseDirectory: baseDirectory, access: access,
                                                                   measure: measure.map { ContentMeasure(measurer: $0) }),
                                  fontReader: fonts, variant: variant)
        do {
            return try reader.script(ScriptNode(node: root, path: "", file: file, log: reader.errorLog))
        } catch {
            // A limit that stopped the reading, or the root itself: reported with whatever came before it.
            reader.errorLog.record(error)
            throw reader.errorLog.combined ?? error
        }
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
    /// Its measure takes the script's font files once they are read.
    var assets: AssetLocator
    let fontReader: FontFamilyReader?
    /// The variant whose settings replace the top-level ones, or `nil` for the script as written.
    let variant: String?
    /// The errors read past, reported together at the end.
    let errorLog = ScriptErrorLog()
    /// What `{str.KEY}` reads in texts and card values: `strings:` in the `language:` in use.
    var strings = StringLookup()

    /// The script, or every error of it (``ScriptErrorLog``): each top-level key is read on its own, and what needs
    /// one that failed (the control needs the screen; the cell, cards and timeline need the control; the cards'
    /// binding needs the cell) is not read.
    mutating func script(_ node: ScriptNode) throws(ScriptError) -> Script {
        typealias Key = ScriptKeys
        var map = try node.mapping()
        // A variant's settings stand in for the top-level ones before anything is read.
        let declaredVariants = try errorLog.recover { () throws(ScriptError) in try map.node(Key.variants).map { node throws(ScriptError) in try self.variants(node) } } ?? nil
        if let variant { try apply(variant: variant, of: declaredVariants, to: &map, root: node) }
        // Every colour below is read in the script's appearance.
        let appearance = try errorLog.recover { () throws(ScriptError) in try map.choice(Key.appearance, Appearance.self) } ?? nil
        map.read(in: appearance ?? .light)
        // Every stack, text and symbol below is laid out in the script's direction: the one written, else the
        // language's (the bidi pseudo-language lays out right to left, as Android's ar-XB does).
        let writtenDirection = try errorLog.recover { () throws(ScriptError) in try map.choice(Key.layoutDirection, LayoutDirection.self) } ?? nil
        let layoutDirection = writtenDirection
            ?? (PseudoLanguage.named(in: map.optional(Key.language.name))?.prefersRightToLeft == true ? .rightToLeft : nil)
        map.read(laidOut: layoutDirection ?? .leftToRight)
        // Layers name the families of the script's fonts: when those fail, no layer is read.
        let fonts = try errorLog.recover { () throws(ScriptError) in
            try map.node(Key.fonts).map { node throws(ScriptError) in try fontFiles(node) } ?? []
        }
        assets.measure?.fontFiles = fonts?.map(\.path) ?? []
        let families: [String]? = fonts.map { (fonts: [(path: String, families: [String])]) in
            (BuiltInFonts.families + fonts.flatMap(\.families)).reduce(into: [String]()) { list, family in
                if !list.contains(family) { list.append(family) }
            }
        }
        let defaultsNode = try errorLog.recover { () throws(ScriptError) in try map.node(Key.defaults) } ?? nil
        let textDefaults = try families.flatMap { families throws(ScriptError) in
            try errorLog.recover { () throws(ScriptError) in try defaultsNode.map { node throws(ScriptError) in try self.textDefaults(node, families: families) } } ?? nil
        }
        // Dynamic Type: every text style is sized for it once the layers are read (`fillTexts`).
        let contentSize = try errorLog.recover { () throws(ScriptError) in try map.choice(Key.contentSize, ContentSizeCategory.self) } ?? nil
        let textFill = TextFill(defaults: textDefaults, contentSize: contentSize ?? .default)
        // Languages: `{str.KEY}` reads `strings:` in the `language:` in use, in every layer (once read) and card value.
        strings = try errorLog.recover { () throws(ScriptError) in
            try stringLookup(strings: map.node(Key.strings), language: map.node(Key.language),
                             variantLanguages: declaredVariants?.flatMap { $0.nodes.filter { $0.key == Key.language.name }.map(\.node) } ?? [])
        } ?? StringLookup(failed: true)
        var design = ScreenDesign()
        // A `device:` gives the screen its size, scale and safe area: `screen:` may then be left out.
        let hasDevice = map.has(Key.device.name)
        let device = try errorLog.recover { () throws(ScriptError) in try map.node(Key.device).map { node throws(ScriptError) in try self.device(node) } } ?? nil
        let screenNode = try errorLog.recover { () throws(ScriptError) in hasDevice ? try map.node(Key.screen) : try map.requiredNode(Key.screen) }
        let screen = try screenNode.flatMap { node throws(ScriptError) in
            try errorLog.recover { () throws(ScriptError) in try self.screen(node, device: device, families: families, backdrop: &design.backdrop) } ?? nil
        }
        let fps = try errorLog.recover { () throws(ScriptError) in try map.number(Key.fps) ?? Key.fps.numberDefault }
        let duration = try errorLog.recover { () throws(ScriptError) in try map.number(Key.duration) } ?? nil
        let touchRate = try errorLog.recover { () throws(ScriptError) in try map.number(Key.touchRate) ?? Key.touchRate.numberDefault }
        // Without `widget:` the screen has no control: it is made only of its layers.
        let widgetNode = try errorLog.recover { () throws(ScriptError) in try map.node(Key.widget) }
        let widget = try screen.flatMap { screen throws(ScriptError) in
            try widgetNode.flatMap { node throws(ScriptError) in
                guard let node else { return Widget.screenOnly }
                return try errorLog.recover { () throws(ScriptError) in try self.widget(node, screen: screen) }
            }
        }
        if let overlayNode = try errorLog.recover({ () throws(ScriptError) in try map.node(Key.overlay) }) ?? nil, let families {
            design.overlay = try errorLog.recover { () throws(ScriptError) in try LayerTemplate.screenLayers(overlayNode, fonts: families) } ?? []
        }
        if let textFill {
            for index in design.backdrop.indices { design.backdrop[index].fillTexts(from: textFill.defaults, contentSize: textFill.contentSize) }
            for index in design.overlay.indices { design.overlay[index].fillTexts(from: textFill.defaults, contentSize: textFill.contentSize) }
        }
        design.fillStrings(strings, file: file, log: errorLog)
        // Chrome layers: the status bar and home indicator, at the device's own places.
        design.placeChrome(device: device, appearance: appearance ?? .light)
        let screenImages = try screen.flatMap { screen throws(ScriptError) in
            try errorLog.recover { () throws(ScriptError) in try checkScreenLayers(design.backdrop + design.overlay, screen: screen) }
        } ?? []
        let cellNode = try errorLog.recover { () throws(ScriptError) in try map.node(Key.cell) } ?? nil
        // A cell with a bad layer is read without it; its cards are then not bound (they would miss that layer).
        let errorsBeforeCell = errorLog.count
        let cell = try widget.flatMap { widget throws(ScriptError) in
            try families.flatMap { families throws(ScriptError) in
                try errorLog.recover { () throws(ScriptError) in try self.cell(cellNode, widget: widget, families: families, appearance: appearance ?? .light,
                                                                   layoutDirection: layoutDirection ?? .leftToRight) } ?? nil
            }
        }.map { cell in
            var cell = textFill.map { cell.fillingTexts(from: $0.defaults, contentSize: $0.contentSize) } ?? cell
            cell = cell.fillingStrings(strings, file: file, log: errorLog)
            cell.screen = screen
            return cell
        }
        let cellIsSound = errorLog.count == errorsBeforeCell && (cellNode == nil || cell != nil)
        let cardsNode = try errorLog.recover { () throws(ScriptError) in try map.node(Key.cards) } ?? nil
        let cardNodes = try cardsNode.flatMap { node throws(ScriptError) in
            try errorLog.recover { () throws(ScriptError) in try self.cardNodes(node) }
        } ?? []
        var cards: [Card] = [], cardImages: [ImageUse] = []
        if let widget, let screen {
            let copies = CardCopies(templates: (design.backdrop + design.overlay).filter(\.repeatsPerCard),
                                    screen: screen, cellFailed: !cellIsSound)
            _ = try errorLog.recover { () throws(ScriptError) in
                if let cardsNode, let reason = widget.refusesCards, !cardNodes.isEmpty, copies.templates.isEmpty {
                    throw cardsNode.error("\(reason); remove 'cards'")
                }
                if let cardsNode {
                    // Every card binds every layer of the cell and of the copies below: bound the product before doing it.
                    let cellLayers = cellNode != nil ? cell?.template.layerCount ?? 0 : 0
                    let layers = cellLayers + copies.templates.map(\.layerCount).reduce(0, +)
                    if layers * cardNodes.count > ScriptLimits.boundLayers {
                        let whose = copies.templates.isEmpty ? "the cell's" : cellLayers > 0 ? "the cell's and the layers repeated per card" : "the layers repeated per card"
                        throw cardsNode.error("\(cardNodes.count) cards of \(layers) layers each (\(whose), counting sublayers) come to \(layers * cardNodes.count) bound layers, beyond the limit of \(ScriptLimits.boundLayers); use fewer cards or \(cellLayers > 0 ? "a simpler cell" : "simpler layers")")
                    }
                }
                (cards, cardImages) = try self.cards(cardNodes, cell: cellIsSound ? cell : nil,
                                                     owner: cellNode == nil ? "the \(widget.kind)'s demo cell" : nil,
                                                     size: widget.cellSize(screen: screen), copies: copies)
            }
        } else {
            // The control or the screen failed: there is no cell, but the cards' values are still checked.
            _ = try errorLog.recover { () throws(ScriptError) in try self.cards(cardNodes, cell: nil, owner: nil, size: .zero) }
        }
        let timelineNode = try errorLog.recover { () throws(ScriptError) in try map.node(Key.timeline) } ?? nil
        let timeline = try widget.flatMap { widget throws(ScriptError) in
            try timelineNode.flatMap { node throws(ScriptError) in
                try errorLog.recover { () throws(ScriptError) in try self.timeline(node, widget: widget, touchRate: touchRate ?? Key.touchRate.numberDefault) }
            }
        } ?? []
        if duration == nil, let endless = timeline.lazy.flatMap(\.animations).first(where: { $0.count == .forever }) {
            errorLog.record(endless.position.error(file: file, "repeats forever, so the script never settles: give the script a 'duration'"))
        }
        let layerMotion = try errorLog.recover { () throws(ScriptError) in
            try LayerMotion(resolving: timeline, candidates: LayerMotion.Candidates(design: design, cell: cell, cardCount: cardNodes.count),
                            file: file)
        }
        let verification = try errorLog.recover { () throws(ScriptError) in
            try map.node(Key.verify).map { node throws(ScriptError) in try self.verification(node) }
        } ?? nil
        // Keys starting with `x-` are the script's own (a place for anchors, as in Compose files): not read.
        for key in map.keys where key.hasPrefix(ScriptKeys.extensionPrefix) { _ = map.optional(key) }
        try map.finish()
        guard errorLog.isEmpty, let screen, let widget, let fps, let touchRate, let fonts else {
            throw errorLog.combined ?? node.error("could not be read")
        }
        var script = Script(screen: screen, fps: fps, duration: duration, touchRate: touchRate, widget: widget, cards: cards,
                            timeline: timeline, baseDirectory: assets.baseDirectory, sourcePath: file)
        script.assets = assets.access
        script.images = screenImages + cardImages
        script.cell = cell
        script.design = design
        script.fonts = fonts.map(\.path)
        script.measure = assets.measure
        script.contentSize = contentSize ?? .default
        script.cardOrigins = try cardOrigins(cardNodes)
        script.notices = standInNotices(textDefaults?.font?.standIn.map { [$0] } ?? [],
                                        design.backdrop + design.overlay + (cellNode != nil ? cell.map { [$0.template] } ?? [] : []))
        script.appearance = appearance ?? .light
        script.variants = declaredVariants?.map(\.variant) ?? []
        script.variant = variant.flatMap { name in script.variants.first { $0.name == name } }
        script.language = strings.language
        script.layoutDirection = layoutDirection ?? .leftToRight
        if let verification { script.verification = verification }
        if let layerMotion { script.layerMotion = layerMotion }
        return script
    }

    /// `fonts`: TrueType, OpenType or collection files, relative to the script, each declaring its families.
    func fontFiles(_ node: ScriptNode) throws(ScriptError) -> [(path: String, families: [String])] {
        let items = try node.sequence()
        guard items.count <= ScriptLimits.fontFiles else {
            throw node.error("\(items.count) font files exceed the limit of \(ScriptLimits.fontFiles)")
        }
        guard let fontReader else { throw node.error("this program reads no font files; give 'fonts' to cardmotion") }
        var files: [(path: String, families: [String])] = []
        var faces = 0
        for item in items {
            let path = try filePath(item, kind: "font")
            faces += FontFaces.count(header: FileBytes.start(of: path, count: FontFaces.headerSize))
            guard faces <= ScriptLimits.fontFaces else {
                throw item.error("'\(try item.string())' brings the font faces to \(faces), more than the limit of \(ScriptLimits.fontFaces) (a collection counts each of its faces, a file listed twice counts twice)")
            }
            // A file listed again is read once.
            guard let families = files.first(where: { $0.path == path })?.families ?? fontReader(path) else {
                throw item.error("'\(try item.string())' is not a TrueType, OpenType or collection font")
            }
            files.append((path, families))
        }
        return files
    }

    /// The screen's own layers and the overlay read no card, but for those repeated per card (bound with each card
    /// as it is read, ``CardCopies``): a placeholder in the others is an error, and so is a frame that does not
    /// come to a size (each layer's error recorded). Returns the images they show.
    func checkScreenLayers(_ layers: [LayerTemplate], screen: Screen) throws(ScriptError) -> [ImageUse] {
        let log = ImageUseLog()
        var context = BindingContext(fields: nil, index: nil, assets: assets, uses: log)
        context.screen = screen
        for layer in layers {
            // Each layer on its own: one that fails does not hide the next one's error.
            _ = try errorLog.recover { () throws(ScriptError) in
                if layer.repeatsPerCard {
                    // A copy stays where the screen's layers are: it has a card's fields, but no card's motion.
                    if let reading = layer.inReadingOrder.first(where: { !$0.ownMotionReads.isEmpty }) {
                        throw reading.position(of: reading.ownMotionReads[0]).error(file: file, "a layer repeated per card does not move with its card: it cannot read \(MotionValues.names.joined(separator: ", "))")
                    }
                    return
                }
                if let condition = firstCondition(in: layer) {
                    throw condition.position.error(file: file, "'if' and 'unless' test a card's fields; the screen's layers and the overlay have no card, but for a layer repeated per card ('forEach: cards') and its sublayers")
                }
                do throws(BindingFailure) {
                    _ = try layer.bind(parentSize: screen.size, context)
                } catch {
                    throw error.position.error(file: file, error.message)
                }
            }
        }
        return log.entries.map { $0.use(origin: $0.position.error(file: file, "").origin) }
    }

    private func firstCondition(in layer: LayerTemplate) -> LayerCondition? {
        layer.condition ?? layer.sublayers.lazy.compactMap(firstCondition(in:)).first
    }

    /// The cell the cards are drawn with: the script's `cell:` or the control's demo cell (read in `appearance`);
    /// `nil` for a control without cells.
    func cell(_ node: ScriptNode?, widget: Widget, families: [String], appearance: Appearance,
              layoutDirection: LayoutDirection = .leftToRight) throws(ScriptError) -> CellDesign? {
        guard let builtIn = widget.builtInCell else {
            if let node { throw node.error(widget.cellRefusal) }
            return nil
        }
        guard let node else { return builtIn.design(assets: assets, appearance: appearance, layoutDirection: layoutDirection) }
        let template = try LayerTemplate.decode(node, isCell: true, fonts: families)
        try checkMotionReads(of: template, kind: widget.kind, file: node.file)
        if template.opacity != nil {
            throw node.error("a cell's opacity is its control's to set; give 'opacity' to a sublayer")
        }
        return CellDesign(template: template, defaults: nil, assets: assets)
    }

    /// The screen, or `nil` when its size, scale or background is wrong (each recorded) or it is missing with no
    /// `device` (`node` is `nil` when the script leaves `screen:` out); its layers are read only with the script's
    /// font families (`nil` when its fonts failed). The device gives the size, scale and safe area the screen does
    /// not override.
    func screen(_ node: ScriptNode?, device: Device?, families: [String]?, backdrop: inout [LayerTemplate]) throws(ScriptError) -> Screen? {
        typealias Key = ScreenKeys
        guard let node else { return device.map { Screen(size: $0.size, scale: $0.scale, safeArea: $0.safeArea) } }
        var map = try node.mapping()
        if let layers = try map.node(Key.layers), let families {
            backdrop = try node.recovering { () throws(ScriptError) in try LayerTemplate.screenLayers(layers, fonts: families) } ?? []
        }
        let sizeNode = try node.recovering { () throws(ScriptError) in device == nil ? try map.requiredNode(Key.size) : try map.node(Key.size) } ?? nil
        let size = try sizeNode.flatMap { sizeNode throws(ScriptError) in
            try node.recovering { () throws(ScriptError) -> Size in
                let size = try sizeNode.size()
                guard ScriptLimits.screenSide.contains(size.width), ScriptLimits.screenSide.contains(size.height) else {
                    throw sizeNode.error("each side must be within \(ScriptLimits.screenSide.lowerBound)...\(ScriptLimits.screenSide.upperBound) points")
                }
                return size
            }
        } ?? (sizeNode == nil ? device?.size : nil)
        let scaleNode = try node.recovering { () throws(ScriptError) in try map.node(Key.scale) } ?? nil
        let scale = try node.recovering { () throws(ScriptError) in try scaleNode?.number(Key.scale) ?? device?.scale ?? Screen.defaultScale }
        let background = try node.recovering { () throws(ScriptError) in try map.color(Key.background) ?? Color.namedColors(for: node.appearance)["systemBackground"]! }
        try map.finish()
        guard let size, let scale, let background else { return nil }
        if let problem = ScriptLimits.frameSizeProblem(size: size, scale: scale) {
            throw (scaleNode ?? sizeNode ?? node).error(problem)
        }
        return Screen(size: size, scale: scale, background: background, safeArea: device?.safeArea ?? .zero)
    }

    func widget(_ node: ScriptNode, screen: Screen) throws(ScriptError) -> Widget {
        var map = try node.mapping()
        let kind = try map.required("kind").choice(among: Controls.all.map(\.kind))
        return try Controls.named(kind)!.decode(&map, screen)
    }

    func cardNodes(_ node: ScriptNode) throws(ScriptError) -> [ScriptNode] {
        let items = try node.sequence()
        guard ScriptLimits.cards.contains(items.count) else {
            throw node.error("\(items.count) cards exceed the limit of \(ScriptLimits.cards.upperBound)")
        }
        return items
    }

    /// A script's cell (or a layer repeated per card: `layers`, as bound) may show a layer `if:` (or `unless:`) a
    /// card has a field; a field that no card has is a typo in the layer, reported at the condition with the card
    /// field it most likely meant (the cards' fields are taken as written: the check never suggests renaming one).
    /// Fields of a `forEach` element (`item`, `item.key`) are bound per element and not checked here. Each problem
    /// is recorded in the log.
    func checkConditions(of layers: [LayerTemplate], against nodes: [ScriptNode]) {
        var fields: Set<String> = []
        for node in nodes {
            guard case .mapping(let mapping) = node.node else { continue }
            for key in mapping.keys { if let name = key.string { fields.insert(name) } }
        }
        for condition in layers.flatMap(\.conditions) {
            // A mapping's key (`owner.verified`) is checked by its field, as the binding reads it.
            let field = String(condition.field.prefix { $0 != "." })
            guard !fields.contains(field), !BindingContext.itemNames.contains(field) else { continue }
            errorLog.record(condition.position.error(file: file, "no card has the field '\(field)'\(Suggestion.hint(for: field, in: fields.sorted())); the cards' fields are \(fields.sorted().joined(separator: ", "))"))
        }
    }

    /// Each card's fields, checked against the cell and the layers repeated per card (`copies`): every field they
    /// show must bind (colours parse, images exist, frames come to sizes), and every field must be one they read.
    /// `owner` names the built-in cell in messages (`nil`: the script's own `cell:`). Returns the cards and the images
    /// they show.
    func cards(_ nodes: [ScriptNode], cell: CellDesign?, owner: String?, size: Size,
               copies: CardCopies = CardCopies()) throws(ScriptError) -> (cards: [Card], images: [ImageUse]) {
        var cards: [Card] = []
        var images: [ImageUse] = []
        let budget = BoundLayerBudget()
        var cell = cell
        var copies = copies
        if owner == nil, let design = cell, !nodes.isEmpty {
            // A typo in the cell would make every card fail to bind: reported once, at the cell, and no card bound.
            let before = errorLog.count
            checkConditions(of: [design.template], against: nodes)
            checkPlaceholders(of: [design.template], against: nodes)
            if errorLog.count > before { cell = nil; copies.cellFailed = true }
        }
        if !copies.templates.isEmpty, !nodes.isEmpty {
            // The same for the layers repeated per card: reported at the layer, and no copy bound.
            let before = errorLog.count
            checkConditions(of: copies.readers, against: nodes)
            checkPlaceholders(of: copies.readers, against: nodes)
            if errorLog.count > before { copies.failed() }
        }
        let known = copies.knownFields(cell: cell)
        for (index, node) in nodes.enumerated() {
            _ = try errorLog.recover { () throws(ScriptError) in
                var map = try node.mapping()
                var fields: [String: CardValue] = [:]
                var fieldNodes: [String: ScriptNode] = [:]
                var values = 0
                for key in map.keys {
                    let value = try map.required(key)
                    guard key != "index" else { throw value.error("'index' is the card's data index; name the field otherwise") }
                    if let reserved = BindingContext.itemNames.first(where: { $0 == key }) {
                        throw value.error("'\(reserved)' is what 'forEach' binds for each element of a list; name the field otherwise")
                    }
                    fields[key] = try cardValue(value, count: &values)
                    fieldNodes[key] = value
                }
                try map.finish()
                let card = Card(fields: fields)
                if let known {
                    for key in map.keys where !known.contains(key) {
                        throw fieldNodes[key]!.error(copies.unreadFieldProblem(key, known: known, cell: cell, owner: owner))
                    }
                }
                if let cell {
                    do throws(BindingFailure) {
                        let log = ImageUseLog()
                        _ = try cell.bind(card, index: index, size: size, uses: log, budget: budget)
                        for entry in log.entries {
                            // A built-in cell's template is not in the script: its images are named by the card.
                            let named = entry.field.flatMap { fieldNodes[$0] }
                                ?? (owner == nil ? nil : node)
                            images.append(entry.use(origin: named?.error("").origin ?? entry.position.error(file: file, "").origin))
                        }
                    } catch {
                        // Past the limit for all the cards, binding more is pointless: the reading stops.
                        if budget.isSpent { errorLog.stop() }
                        if let field = error.field, let fieldNode = fieldNodes[field] { throw fieldNode.error(error.message) }
                        guard owner == nil else { throw node.error("\(owner!): \(error.message)") }
                        throw error.position.error(file: file, error.message)
                    }
                } else {
                    budget.startCard()
                }
                images += try bindCopies(of: copies, to: card, index: index, fieldNodes: fieldNodes, budget: budget)
                cards.append(card)
            }
        }
        return (cards, images)
    }

    /// A path relative to the script's folder (or absolute) naming a readable file the asset access allows.
    func filePath(_ node: ScriptNode, kind: String) throws(ScriptError) -> String {
        switch assets.resolve(try node.string(), kind: kind) {
        case .success(let path): return path
        case .failure(let problem): throw node.error(problem.message)
        }
    }

    func timeline(_ node: ScriptNode, widget: Widget, touchRate: Double) throws(ScriptError) -> [TimelineEvent] {
        let items = try node.sequence()
        guard ScriptLimits.timelineEvents.contains(items.count) else {
            throw node.error("\(items.count) events exceed the limit of \(ScriptLimits.timelineEvents.upperBound)")
        }
        var events: [TimelineEvent] = []
        // Each event is read on its own; one that fails is compared with no other.
        var previousIndex: Int?
        var inOrder = true
        for (index, item) in items.enumerated() {
            guard let event = try errorLog.recover({ () throws(ScriptError) in try self.event(item, widget: widget) }) else {
                previousIndex = nil
                continue
            }
            if let previous = events.last, let previousIndex, event.time < previous.time {
                errorLog.record(item.error("is at \(event.time) s, before timeline[\(previousIndex)] at \(previous.time) s; list the events in time order"))
                inOrder = false
            }
            events.append(event)
            previousIndex = index
        }
        // The fingers' overlaps are found in events all read and in time order.
        guard inOrder, events.count == items.count else { return events }
        if let overlap = FingerContact.firstOverlap(in: events, touchRate: touchRate) {
            let (first, second) = overlap
            throw items[second.event].error("its finger is down \(second.span), while the finger of timeline[\(first.event)] is down \(first.span) (one finger at a time)")
        }
        return events
    }

    static let actions = EventKeys.actionNames

    func event(_ node: ScriptNode, widget: Widget) throws(ScriptError) -> TimelineEvent {
        var map = try node.mapping()
        let time = try map.requiredNumber(EventKeys.at)
        var present = Self.actions.filter { map.has($0) }
        // A tap may carry the animations that start with it.
        let tapAnimates = present == [EventKeys.tap.name, EventKeys.animate.name]
        if tapAnimates { present = [EventKeys.tap.name] }
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
        case EventKeys.drag.name: action = .gesture(.drag(try drag(map.requiredNode(EventKeys.drag))))
        case EventKeys.path.name:
            let samples = try map.requiredNode(EventKeys.path)
            action = .gesture(try path(samples, hold: try map.number(EventKeys.pathHold) ?? EventKeys.pathHold.numberDefault))
        case EventKeys.tap.name: action = .gesture(try tap(map.requiredNode(EventKeys.tap)))
        case EventKeys.animate.name: action = .animate
        default:
            let swipeNode = try map.requiredNode(EventKeys.swipe)
            guard widget.hasProgrammaticRemoval else {
                throw swipeNode.error("\(widget.subject) has no programmatic removal" + (widget.removalAdvice.map { "; \($0)" } ?? ""))
            }
            action = .swipe(try swipeNode.choice(SwipeDirection.self))
        }
        var animations: [LayerAnimation] = []
        switch action {
        case .animate: animations = try self.animations(map.requiredNode(EventKeys.animate))
        case .gesture(.tap): animations = try map.node(EventKeys.tapAnimate).map { node throws(ScriptError) in try self.animations(node) } ?? []
        default: break
        }
        try map.finish()
        return TimelineEvent(time: time, action: action, animations: animations)
    }

    func drag(_ node: ScriptNode) throws(ScriptError) -> Gesture.Drag {
        typealias Key = DragKeys
        var map = try node.mapping()
        let from = try map.requiredNode(Key.from).point()
        let byNode = try map.node(Key.by), toNode = try map.node(Key.to)
        let to: Point
        switch (byNode, toNode) {
        case (let by?, nil): to = from + (try by.point())
        case (nil, let end?): to = try end.point()
        case (_?, _?): throw node.error("give either 'by' or 'to', not both")
        case (nil, nil): throw node.error("missing 'by' or 'to'")
        }
        let duration = try map.requiredNumber(Key.duration)
        let curve = try map.choice(Key.curve, FingerCurve.self) ?? .linear
        let press = try map.number(Key.press) ?? Key.press.numberDefault
        let hold = try map.number(Key.hold) ?? Key.hold.numberDefault
        try map.finish()
        return Gesture.Drag(from: from, to: to, duration: duration, curve: curve, press: press, hold: hold)
    }

    func path(_ node: ScriptNode, hold: Double) throws(ScriptError) -> Gesture {
        let items = try node.sequence()
        guard items.count >= ScriptLimits.pathSamples.lowerBound else { throw node.error("needs at least two samples [t, x, y]") }
        guard items.count <= ScriptLimits.pathSamples.upperBound else {
            throw node.error("has more than \(ScriptLimits.pathSamples.upperBound) samples")
        }
        var samples: [Gesture.PathSample] = []
        for item in items {
            let values = try item.numbers(count: 3, shape: "[t, x, y]", limits: [
                (ScriptLimits.gesturePause, "seconds after 'at'"), (ScriptLimits.coordinate, "points"), (ScriptLimits.coordinate, "points"),
            ])
            if let last = samples.last, values[0] <= last.time {
                throw item.error("sample times must increase (\(values[0]) s follows \(last.time) s)")
            }

            samples.append(Gesture.PathSample(time: values[0], location: Point(x: values[1], y: values[2])))
        }
        return .path(samples: samples, hold: hold)
    }

    func tap(_ node: ScriptNode) throws(ScriptError) -> Gesture {
        if case .sequence = node.node { return .tap(at: try node.point(), hold: Gesture.defaultTapHold) }
        var map = try node.mapping()
        let point = try map.requiredNode(TapKeys.point).point()
        let hold = try map.number(TapKeys.hold) ?? TapKeys.hold.numberDefault
        try map.finish()
        return .tap(at: point, hold: hold)
    }
}
