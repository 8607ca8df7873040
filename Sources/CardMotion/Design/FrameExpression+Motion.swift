extension FrameExpression.Parser {
    /// `name`, which starts with `motion`: one of ``MotionValues/names``, or an error at `start` that lists them and
    /// suggests the nearest.
    func motion(_ name: String, start: Int) throws(TemplateSyntaxError) -> FrameExpression {
        guard MotionValues.names.contains(name) else {
            throw TemplateSyntaxError(offset: start, message: "unknown motion value '\(name)': a card's motion is \(MotionValues.names.joined(separator: ", "))\(Suggestion.hint(for: name, in: MotionValues.names))")
        }
        return .named(name)
    }
}
