import CardGeometry
import CardScene

/// Measures what `fit` sizes a layer to and CardMotion cannot measure itself: a text as the renderer lays it out
/// (CardRender's Pango layout) and an image file's size. Injected where scripts are decoded
/// (``ScriptDecoder/decode(_:file:baseDirectory:fonts:access:measure:variant:)``); a class, so that a script can keep it and
/// compare it by identity.
public protocol IntrinsicMeasure: AnyObject, Sendable {
    /// The size `text` takes drawn with the built-in fonts and the script's `fontFiles`, in points: the widest line's
    /// width and the lines' height, each rounded up to a whole point. `width` (points) wraps a text that may take
    /// more than one line; `nil` lays it out without a width (it breaks only at its newlines).
    func textSize(_ text: TextContent, width: Double?, fontFiles: [String]) throws(IntrinsicMeasureFailure) -> Size

    /// The size in points of the image file at `path` (a canonical path the script may read): its pixels, divided by
    /// 2 or 3 when its name ends in `@2x` or `@3x` before the extension, as `UIImage(named:)` reads it.
    func imageSize(atPath path: String) throws(IntrinsicMeasureFailure) -> Size
}

/// Why a text or image could not be measured.
public struct IntrinsicMeasureFailure: Error, Hashable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// A measurer with the script's font files, carried by an ``AssetLocator`` to where layers are bound; equal when it
/// is the same measurer with the same fonts.
struct ContentMeasure: Hashable, Sendable {
    let measurer: any IntrinsicMeasure
    var fontFiles: [String] = []

    static func == (lhs: ContentMeasure, rhs: ContentMeasure) -> Bool {
        lhs.measurer === rhs.measurer && lhs.fontFiles == rhs.fontFiles
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(measurer))
        hasher.combine(fontFiles)
    }
}
