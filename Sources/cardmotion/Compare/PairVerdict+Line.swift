import CardRender
import CardVerify

extension PairVerdict {
    /// The line `compare` prints for a name that differs (`frame-00012.png: 2424 different pixels`); `nil` for equal
    /// files, which print nothing.
    var line: String? {
        switch status {
        case .identical, .equal: nil
        case .different(let pixels): "\(name): \(pixels) different pixel\(pixels == 1 ? "" : "s")"
        case .sizeDiffers(let a, let b):
            "\(name): the sizes differ: \(a.width) x \(a.height) in A, \(b.width) x \(b.height) in B"
        case .onlyInA: "\(name): only in A"
        case .onlyInB: "\(name): only in B"
        }
    }
}
