import CardGeometry
import CardScene
import CCairo

/// The part of an unscaled image (`center`, `topLeft`, ...: one file pixel per screen pixel) that an
/// ``ImageStore`` keeps: what its layers can show, plus a ``margin`` for Cairo's filter, in file pixels.
///
/// A draw takes its part from the clip in effect (the layer's bounds when it masks to them, any clip of its
/// ancestors, the surface) and the transform (``needed(on:fileWidth:fileHeight:layer:)``), widened by twice the
/// file pixels one device pixel spans plus two, more than the `GOOD` filter ever samples around a drawn pixel; when
/// the crop does not cover that part, the draw takes the whole file. Drawn from a crop, an image moved and scaled
/// has the very pixels of the whole file; rotated, pixman's fixed-point rounding, which it centres on the source
/// surface, may differ by one level in some pixels (as it does between any two files cut differently).
enum ImageCrop {
    /// What a draw needs of an image.
    enum Need: Equatable {
        /// Any part (only the file's size is read).
        case any
        /// The whole file (a scaled draw).
        case whole
        /// This part, in file pixels.
        case part(PixelRect)
    }

    /// File pixels kept around the part a layer shows when the store first reads an image, so that transforms
    /// that shrink a card (a stack's cards behind the top one) need no second read.
    static let margin = 64

    /// The part of a file of `size` pixels that `uses` show, if all of them draw it unscaled in layers that mask
    /// to their bounds (the layers' bounds around the image's placement, at `scale` pixels per point, plus
    /// ``margin``); `nil` (keep it whole) when any use scales it, or the part is the whole file.
    static func region(of size: PixelSize, for uses: [ImageUse], scale: Double) -> PixelRect? {
        guard size.width > 0, size.height > 0, !uses.isEmpty,
              uses.allSatisfy({ $0.contentMode.isUnscaled }) else { return nil }
        var union: PixelRect?
        for use in uses {
            let layer = Rect(origin: .zero, size: use.layerSize)
            let target = ImageContent.placement(of: Size(width: Double(size.width) / scale, height: Double(size.height) / scale),
                                                in: layer, mode: use.contentMode)
            let part = PixelRect.enclosing(minX: (layer.minX - target.minX) * scale, minY: (layer.minY - target.minY) * scale,
                                           maxX: (layer.maxX - target.minX) * scale, maxY: (layer.maxY - target.minY) * scale,
                                           margin: Double(margin))
            guard let part else { return nil }
            union = union.map { $0.union(part) } ?? part
        }
        guard let union, let clamped = union.clamped(width: size.width, height: size.height),
              clamped.width < size.width || clamped.height < size.height else { return nil }
        return clamped
    }

    /// What an ``ImageStore`` appends to a path for the whole file of an image that has a crop.
    static let wholeKeySuffix = "\u{0}whole"

    /// Whether a draw that needs `need` can take its pixels from `crop`.
    static func serves(_ need: Need, crop: PixelRect) -> Bool {
        switch need {
        case .any: true
        case .whole: false
        case .part(let part): crop.contains(part)
        }
    }

    /// The part of a file of `fileWidth` x `fileHeight` pixels that drawing it on `cairo` can sample: the clip's
    /// extents in the current user space (file pixels), widened for the filter; `.whole` when the transform is
    /// degenerate or shrinks the image so much that no margin is meaningful.
    ///
    /// `layer` is the bounds of the layer that masks the image to them, in the current user space, if it does:
    /// the clip's extents are a bounding box in device space, larger than the layer's own bounds once a card is
    /// rotated, and the layer's bounds narrow them.
    static func needed(on cairo: OpaquePointer, fileWidth: Int, fileHeight: Int, layer: Rect?) -> Need {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        // The smallest singular value of the linear part: device pixels per file pixel along the most shrunk axis.
        let (a, b, c, d) = (matrix.xx, matrix.yx, matrix.xy, matrix.yy)
        let sum = a * a + b * b + c * c + d * d, determinant = abs(a * d - b * c)
        let smallest = (sum - (sum * sum - 4 * determinant * determinant).squareRoot().nanToZero) / 2
        let singular = smallest.squareRoot()
        guard singular.isFinite, singular > 1.0 / 256 else { return .whole }
        let spread = 2 * (1 / singular).rounded(.up) + 2
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        if let layer {
            x1 = max(x1, layer.minX)
            y1 = max(y1, layer.minY)
            x2 = min(x2, layer.maxX)
            y2 = min(y2, layer.maxY)
        }
        guard let part = PixelRect.enclosing(minX: x1, minY: y1, maxX: max(x1, x2), maxY: max(y1, y2), margin: spread) else { return .whole }
        return .part(part.clamped(width: fileWidth, height: fileHeight) ?? PixelRect(x: 0, y: 0, width: 1, height: 1))
    }
}

extension ImageContent.ContentMode {
    /// Whether the mode draws one file pixel per screen pixel (not fitted to the layer).
    var isUnscaled: Bool {
        switch self {
        case .scaleToFill, .aspectFit, .aspectFill: false
        default: true
        }
    }
}

extension PixelRect {
    /// The whole pixels covering `minX...maxX` x `minY...maxY` widened by `margin` on every side; `nil` when a
    /// bound is not finite or beyond ±2^40.
    static func enclosing(minX: Double, minY: Double, maxX: Double, maxY: Double, margin: Double) -> PixelRect? {
        let bounds = [minX - margin, minY - margin, maxX + margin, maxY + margin]
        guard bounds.allSatisfy({ $0.isFinite && abs($0) < 0x1p40 }) else { return nil }
        let left = Int(bounds[0].rounded(.down)), top = Int(bounds[1].rounded(.down))
        let right = Int(bounds[2].rounded(.up)), bottom = Int(bounds[3].rounded(.up))
        return PixelRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The smallest rectangle holding both.
    func union(_ other: PixelRect) -> PixelRect {
        let left = min(x, other.x), top = min(y, other.y)
        let right = max(x + width, other.x + other.width), bottom = max(y + height, other.y + other.height)
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether `other` lies inside.
    func contains(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.x + other.width <= x + width && other.y + other.height <= y + height
    }

    /// The part inside a canvas of `width` x `height`; `nil` when nothing of it is.
    func clamped(width canvasWidth: Int, height canvasHeight: Int) -> PixelRect? {
        let left = max(0, x), top = max(0, y)
        let right = min(canvasWidth, x + width), bottom = min(canvasHeight, y + height)
        guard right > left, bottom > top else { return nil }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

private extension Double {
    /// 0 for NaN (a square root of a value rounded below zero).
    var nanToZero: Double { isNaN ? 0 : self }
}
