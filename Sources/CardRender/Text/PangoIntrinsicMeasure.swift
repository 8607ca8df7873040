import CardGeometry
import CardMotion
import CardPlatform
import CardScene
import Foundation

/// Measures `fit` layers as CardRender draws them: texts with `TextDrawing` and the script's own font files (one
/// font set, made for the last list of files asked for, kept under a lock, with the sizes of the texts it measured),
/// images by decoding their files.
public final class PangoIntrinsicMeasure: IntrinsicMeasure {
    private let fonts = Locked<(files: [String], drawing: TextDrawing, cache: TextMeasureCache)?>(nil)

    /// The measurer scripts are read with, so that two readings of a script are equal.
    public static let shared = PangoIntrinsicMeasure()

    public init() {}

    public func textSize(_ text: TextContent, width: Double?, fontFiles: [String]) throws(IntrinsicMeasureFailure) -> Size {
        try fonts.withLock { (held: inout (files: [String], drawing: TextDrawing, cache: TextMeasureCache)?) throws(IntrinsicMeasureFailure) -> Size in
            if held?.files != fontFiles {
                do throws(RenderError) {
                    held = (fontFiles, TextDrawing(fonts: try FontSet(scriptFonts: fontFiles)), TextMeasureCache())
                } catch {
                    throw IntrinsicMeasureFailure("cannot measure the text: \(error.message)")
                }
            }
            let drawing = held!.drawing
            return held!.cache.size(TextMeasureCache.Key(text, width: width)) { drawing.intrinsicSize(text, width: width) }
        }
    }

    public func imageSize(atPath path: String) throws(IntrinsicMeasureFailure) -> Size {
        let image: RGBAImage
        do {
            image = try ImageFile.decode(contentsOf: path)
        } catch {
            throw IntrinsicMeasureFailure("cannot measure image: \(error.description)")
        }
        let scale = Self.pointScale(ofFileNamed: path)
        return Size(width: Double(image.width) / scale, height: Double(image.height) / scale)
    }

    /// Pixels per point of an image file, as `UIImage(named:)` reads its name: 2 or 3 for a name ending `@2x` or
    /// `@3x` before its extension (`photo@2x.png`), else 1.
    public static func pointScale(ofFileNamed path: String) -> Double {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if stem.hasSuffix("@2x") { return 2 }
        if stem.hasSuffix("@3x") { return 3 }
        return 1
    }
}
