/// The control of a script with no `widget:`: a screen made only of its layers (`screen.layers`, `overlay`, and the
/// layers repeated per card with `forEach: cards`). It installs no view: taps and drags are still delivered, as
/// touches that hit nothing, and `--show-touches` draws them. It is no choice of `kind:` (it is not in
/// ``Controls/all``): a script has it by leaving `widget:` out.
struct ScreenOnlyConfiguration: ControlDefinition {
    /// A name with a space, which no control of ``Controls/all`` has or will have (their kinds are key names).
    static let kind = "no control"

    static let subject = "a screen with no control"

    static let cellRefusal = "a screen with no control has no cells; remove 'cell', or repeat a screen layer per card with 'forEach: cards'"

    static let removalAdvice: String? = "give the script a 'widget' whose control has one (stack, deck, switcher), or move the layers with 'animate'"

    static var keys: KeyTable { KeyTable([]) }

    /// Never read from a script: a script without `widget:` has this configuration, one with it names a kind of
    /// ``Controls/all``. Refuses every key it is given.
    static func decode(_ map: inout MappingReader, screen: Screen) throws(ScriptError) -> ScreenOnlyConfiguration {
        try map.finish()
        return ScreenOnlyConfiguration()
    }

    func install(cards: [Card], cell: CellDesign?, in simulation: Simulation) -> ScreenOnlyController {
        ScreenOnlyController()
    }
}
