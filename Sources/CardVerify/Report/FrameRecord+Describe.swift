import CardRender
extension FrameRecord {
    /// The frame's outcome in words, for verify's lines and reports (`2424 different pixels`).
    public var describe: String {
        switch outcome {
        case .failed(let pixels): "\(pixels) different pixels"
        case .sizeMismatch(let expected, let actual):
            "size \(actual.width) x \(actual.height), expected \(expected.width) x \(expected.height)"
        case .passed: "passed"
        case .recorded: "recorded"
        }
    }
}
