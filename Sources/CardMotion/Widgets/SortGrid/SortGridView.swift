import CardGeometry

/// QiDragSortView (QiShare): a grid of titled buttons; a tap toggles a button's selection, a long press lifts a
/// button that the finger then drags to a new place while the others make room. Mirrors QiDragSortView.m step by
/// step (docs/controls/sortGrid.md, head version), with its quirks (docs/controls/sortGrid.md#quirks):
///
/// - sort grid quirk D-1 (docs/controls/sortGrid.md#d-1--a-cancelled-long-press-is-not-handled) reproduced: a
///   cancelled or failed long press is not handled (only a system interruption causes one; scripts cannot).
/// - D-2 fixed: the buttons are built once, so each has one long press and one tap target.
/// - D-3 fixed: `buttons` is re-sorted with a proper ascending sort (equivalent for distinct tags).
/// - D-4: the 0.01 s deferred build is done at once, when the control is installed; the height is the grid's
///   from the first frame.
/// - D-5 reproduced: `dragSortEnded` also fires after a tap.
/// - D-6 reproduced: enabled and selected states are matched by title, so duplicate titles share them.
public final class SortGridView: View {
    public let configuration: SortGridConfiguration
    public let layout: SortGridLayout
    /// `buttons`, sorted by tag (the grid order).
    public private(set) var buttons: [SortGridButton] = []
    /// The slot the lifted button will drop into (`originButtonCenter`), in the control's coordinates.
    public private(set) var vacantSlot: Point = .zero
    /// Where the finger held the lifted button, in its own coordinates (`originGesturePoint`).
    private var grabPoint: Point = .zero

    public init(simulation: Simulation, configuration: SortGridConfiguration) {
        self.configuration = configuration
        layout = SortGridLayout(width: configuration.frame.width, count: configuration.titles.count,
                                configuration: configuration)
        var frame = configuration.frame
        frame.size.height = layout.height
        super.init(simulation: simulation, frame: frame)
        backgroundColor = configuration.backgroundColor
        sceneIdentity = SceneIdentity(id: "sortGrid", kind: .container, index: nil)
        build()
    }

    /// `setTitles:`' deferred block: one button per title, styled, with its recognizers.
    private func build() {
        let enabled = configuration.enabledTitles ?? configuration.titles
        let selected = configuration.selectedTitles ?? configuration.titles
        for (index, title) in configuration.titles.enumerated() {
            let button = SortGridButton(simulation: simulation, title: title, titleIndex: index,
                                        normalColor: configuration.normalColor, selectedColor: configuration.selectedColor)
            button.tag = index
            button.frame = layout.frame(for: index)
            button.isSelected = selected.contains(title)
            let press = LongPressGestureRecognizer()
            press.minimumPressDuration = configuration.minimumPressDuration
            press.action = { [unowned self, unowned button] recognizer in
                self.longPress(recognizer as! LongPressGestureRecognizer, on: button)
            }
            button.addGestureRecognizer(press)
            if enabled.contains(title) {
                let tap = ControlTapGestureRecognizer()
                tap.action = { [unowned self, unowned button] _ in self.buttonClicked(button) }
                button.addGestureRecognizer(tap)
            }
            addSubview(button)
            buttons.append(button)
        }
    }

    // MARK: Tap

    /// `buttonClicked:`: toggle the selection at once, then `dragSortEnded` (quirk D-5).
    private func buttonClicked(_ button: SortGridButton) {
        button.isSelected.toggle()
        reportOrder()
    }

    /// The `dragSortEnded` callback: the titles in grid order and the selected ones.
    private func reportOrder() {
        simulation.record(SortGridEvent.dragSortEnded(order: buttons.map(\.title), selected: buttons.filter(\.isSelected).map(\.title)))
    }

    // MARK: Long press

    /// `longPress:` (Began, Changed, Ended; Cancelled and Failed are not handled, quirk D-1).
    private func longPress(_ press: LongPressGestureRecognizer, on button: SortGridButton) {
        switch press.state {
        case .began:
            bringSubviewToFront(button)
            vacantSlot = button.center
            grabPoint = press.location(in: button)
            let scale = configuration.liftScale
            simulation.animator.animate(.easeInEaseOut(configuration.liftDuration), changes: {
                button.transform = AffineTransform2D(scaleX: scale, y: scale)
            })
        case .changed:
            // The location is read in the lifted (scaled) button's own coordinates.
            let point = press.location(in: button)
            button.center += point - grabPoint
            if let target = targetTag(for: button) { move(button, to: target) }
        case .ended:
            simulation.animator.animate(.easeInEaseOut(configuration.liftDuration), changes: {
                button.center = vacantSlot
                button.transform = .identity
            }, completion: { [weak self] _ in self?.reportOrder() })
        default:
            break
        }
    }

    /// The tag of the first other button (in grid order) whose centre lies inside the lifted button's frame (its
    /// `liftScale` (1.2×) bounding box), or `nil`.
    public func targetTag(for button: SortGridButton) -> Int? {
        let frame = button.frame
        return buttons.first { $0 !== button && frame.contains($0.center) }?.tag
    }

    /// Takes the place of the button at `target`: the buttons in between each move one slot towards the vacant
    /// slot in `shiftDuration` (0.5 s), and the vacant slot ends where the target button was.
    private func move(_ button: SortGridButton, to target: Int) {
        let from = button.tag
        button.tag = target
        let step = target > from ? 1 : -1
        var index = from
        while index != target {
            let displaced = buttons[index + step]
            let oldCenter = displaced.center
            simulation.animator.animate(.easeInEaseOut(configuration.shiftDuration), changes: { displaced.center = vacantSlot })
            vacantSlot = oldCenter
            displaced.tag = index
            index += step
        }
        buttons.sort { $0.tag < $1.tag }
    }
}
