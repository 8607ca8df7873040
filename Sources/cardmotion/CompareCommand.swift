import ArgumentParser
import CardPlatform
import CardRender
import Foundation

/// An `R,G,B` colour argument, 0–255 each.
struct RGBArgument: ExpressibleByArgument {
    let components: [UInt8]

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { UInt8($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 3, parts.allSatisfy({ $0 != nil }) else { return nil }
        components = parts.map { $0! }
    }

    static var defaultCompletionKind: CompletionKind { .default }
}

/// `cardmotion compare`: a pixelmatch-compatible comparison of two PNG files.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two PNG images exactly as pixelmatch v7.2.0 does; print 'different pixels: N'.",
        discussion: """
        Exit status 0 when no pixel differs, 1 when some do (or the sizes differ), 2 for bad input. \
        The diff image shows the first image faded to grey, differences in red (or --diff-color-alt where the \
        second image is darker) and skipped anti-aliasing in yellow.
        """
    )

    @Argument(help: ArgumentHelp("The first (expected) image.", valueName: "A.png"))
    var first: String

    @Argument(help: ArgumentHelp("The second (actual) image.", valueName: "B.png"))
    var second: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Colour distance accepted as equal, 0 to 1 (pixelmatch's YIQ threshold).", valueName: "T"))
    var threshold: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences instead of skipping them.")
    var includeAA = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Opacity of the first image's grey copy in the diff, 0 to 1.", valueName: "A"))
    var alpha: Double = 0.1

    @Option(name: .customLong("aa-color"), parsing: .unconditional, help: ArgumentHelp("Colour of skipped anti-aliased pixels in the diff (0-255 each).", valueName: "R,G,B"))
    var aaColor = RGBArgument(argument: "255,255,0")!

    @Option(name: .customLong("diff-color"), parsing: .unconditional, help: ArgumentHelp("Colour of differing pixels in the diff (0-255 each).", valueName: "R,G,B"))
    var diffColor = RGBArgument(argument: "255,0,0")!

    @Option(name: .customLong("diff-color-alt"), parsing: .unconditional, help: ArgumentHelp("Colour of differing pixels where B is darker (default: --diff-color).", valueName: "R,G,B"))
    var diffColorAlt: RGBArgument?

    @Flag(name: .customLong("diff-mask"), help: "Draw only the differing pixels, on a transparent background.")
    var diffMask = false

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the diff image to this PNG file.", valueName: "DIFF.png"))
    var output: String?

    func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else { throw ValidationError("--threshold must be from 0 to 1, got \(threshold)") }
        guard alpha.isFinite, (0...1).contains(alpha) else { throw ValidationError("--alpha must be from 0 to 1, got \(alpha)") }
        if let output, !output.lowercased().hasSuffix(".png") { throw ValidationError("--output must name a .png file, got '\(output)'") }
    }

    func run() throws {
        // The two files decode in parallel.
        let images = ImagePair()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            images.set(index, Result { try Self.load(index == 0 ? first : second) })
        }
        let a = try images.get(0), b = try images.get(1)
        guard a.width == b.width, a.height == b.height else {
            FileHandle.standardError.write(Data("cardmotion: the sizes differ: \(first) is \(a.width) x \(a.height), \(second) is \(b.width) x \(b.height)\n".utf8))
            try StandardStreams.line("different pixels: \(max(a.width * a.height, b.width * b.height))")
            throw ExitCode(CommandFailure.differences)
        }
        var options = PixelmatchOptions()
        options.threshold = threshold
        options.includeAA = includeAA
        options.alpha = alpha
        options.aaColor = aaColor.components
        options.diffColor = diffColor.components
        options.diffColorAlt = diffColorAlt?.components
        options.diffMask = diffMask
        let result = Pixelmatch.compare(a, b, options: options, drawDiff: output != nil,
                                        threads: ProcessInfo.processInfo.activeProcessorCount)
        if let output, let diff = result.diffImage {
            try AtomicFile.makeFolder(AtomicFile.folder(of: output))
            try PNGOutput.write(diff, to: output, options: .diffs)
        }
        try StandardStreams.line("different pixels: \(result.differentPixels)")
        if result.differentPixels > 0 { throw ExitCode(CommandFailure.differences) }
    }

    static func load(_ path: String) throws -> RGBAImage {
        do {
            return try PNGCodec.decode(contentsOf: path)
        } catch {
            throw CommandFailure(error.description)
        }
    }
}

/// The two decoded images (or their errors), filled by two threads.
private final class ImagePair: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<RGBAImage, Error>?] = [nil, nil]

    func set(_ index: Int, _ result: Result<RGBAImage, Error>) { lock.withLock { results[index] = result } }
    func get(_ index: Int) throws -> RGBAImage { try lock.withLock { results[index]! }.get() }
}
