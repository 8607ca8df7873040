extension TextTemplateStyle {
    /// The text as drawn for `context`: its placeholders filled, then transformed by the script's pseudo-language,
    /// but for a text that shows one number alone (`{price}` of `price: 4.50`, `{index}`), which stays a number.
    func shownString(_ context: BindingContext) throws(BindingFailure) -> String {
        let filled = try string.resolve(context)
        guard let pseudoLanguage else { return filled }
        if let field = string.template.singleField, case .number? = context.lookup(field) { return filled }
        return pseudoLanguage.transform(filled)
    }
}
