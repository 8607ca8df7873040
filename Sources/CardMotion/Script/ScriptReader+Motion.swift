extension ScriptReader {
    /// The controls whose cards report their motion (`motion.*`); the sort grid's items are not cells.
    static let controlsWithMotion: Set<String> = ["stack", "deck", "switcher"]

    /// A script's cell for a control of `kind` may read the card's motion only if the control reports it: else the
    /// first read is an error at its key.
    func checkMotionReads(of template: LayerTemplate, kind: String, file: String) throws(ScriptError) {
        guard !Self.controlsWithMotion.contains(kind),
              let layer = template.inReadingOrder.first(where: { !$0.ownMotionReads.isEmpty }) else { return }
        throw layer.position(of: layer.ownMotionReads[0]).error(file: file, "the \(kind) does not report a card's motion yet; only the stack's cells may read \(MotionValues.names.joined(separator: ", "))")
    }
}
