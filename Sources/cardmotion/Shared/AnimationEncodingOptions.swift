import ArgumentParser
import CardRender

/// `--quality` (WebP) and `--compression` (APNG), for the commands that write animated files: `render` and
/// `preview --animated` encode alike.
struct AnimationEncodingOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Lossy WebP at this quality, 0 to 100 (default: lossless).", valueName: "Q"))
    var quality: Double?

    @Option(help: ArgumentHelp("APNG only: default (about as fast as writing the PNG sequence) or max (the smallest file, many times slower).", valueName: "LEVEL"))
    var compression: APNGCompression?

    /// Rejects an option that does not apply to `format` (`nil`: PNG frames) or a quality out of range.
    func check(for format: AnimationFormat?) throws {
        if let quality {
            guard format == .webp else { throw ValidationError("--quality applies to WebP output only") }
            guard quality.isFinite, (0...100).contains(quality) else { throw ValidationError("--quality must be from 0 to 100, got \(quality)") }
        }
        if compression != nil && format != .apng { throw ValidationError("--compression applies to APNG output only") }
    }
}

/// `--compression default|max` on the command line (``APNGCompression``'s raw values).
extension APNGCompression: ExpressibleByArgument {}
