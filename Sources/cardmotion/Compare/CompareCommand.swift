import ArgumentParser
import CardPlatform
import CardRender
import CardVerify
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

    /// `255,0,0`, as the option is written (help shows it as the default).
    var defaultValueDescription: String { components.map(String.init).joined(separator: ",") }
}

/// `cardmotion compare`: a pixelmatch-compatible comparison of two PNG files, or of every PNG of the same name in
/// two folders (``FolderComparison``).
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two PNG images, or two folders of them, exactly as pixelmatch v7.2.0 does.",
        discussion: """
        Two files: prints 'different pixels: N'. Exit status 0 when no pixel differs, 1 when some do (or the sizes \
        differ), 2 for bad input. The diff image shows the first image faded to grey, differences in red (or \
        --diff-color-alt where the second image is darker) and skipped anti-aliasing in yellow.

        Two folders: compares every PNG file directly in A (names ending in .png, any case; sub-folders are ignored) \
        with the file of the same name in B, pairs in parallel on --jobs workers. Files with the same bytes are equal \
        without being decoded. Prints, in byte order of the names, a line per name that differs \
        ('frame-00012.png: 2424 different pixels', 'frame-00013.png: the sizes differ: 750 x 1334 in A, 640 x 480 \
        in B', 'frame-00099.png: only in A'), then 'compared N pairs: D differ (S in size), E equal (I byte-identical); \
        X only in A, Y only in B' (the part in brackets after D only when S is not 0). Exit status 1 when any pair \
        differs or a file is on one side only. --output DIR receives one diff per differing pair, named as the pair's \
        files, and loses the diffs of an earlier run for names that no longer differ; --output is refused when it is a \
        compared file or folder on disk (any path, link or bind mount to it); --json FILE receives a status \
        and a pixel count per name and the totals. A broken or unreadable PNG exits 2, naming it, and writes no diff \
        and no JSON. The output does not depend on --jobs.
        """
    )

    @Argument(help: ArgumentHelp("The first (expected) image, or folder of images.", valueName: "A"))
    var first: String

    @Argument(help: ArgumentHelp("The second (actual) image, or folder of images.", valueName: "B"))
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

    @Option(name: .shortAndLong, help: ArgumentHelp("Two files: write the diff image to this PNG file. Two folders: write a diff per differing pair into this folder.", valueName: "DIFF.png|DIR"))
    var output: String?

    @Option(help: ArgumentHelp("Two folders only: also write the results as JSON to FILE, a status and a pixel count per name and the totals.", valueName: "FILE"))
    var json: String?

    @OptionGroup var threads: JobsOption<Threads>

    func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else { throw ValidationError("--threshold must be from 0 to 1, got \(threshold)") }
        guard alpha.isFinite, (0...1).contains(alpha) else { throw ValidationError("--alpha must be from 0 to 1, got \(alpha)") }
        guard !foldersGiven else { return }
        if let output, !output.lowercased().hasSuffix(".png") { throw ValidationError("--output must name a .png file, got '\(output)'") }
        if json != nil { throw ValidationError("--json needs two folders; '\(first)' and '\(second)' are not both folders") }
    }

    /// Whether both arguments name folders (links followed): the comparison of every pair of files they hold.
    var foldersGiven: Bool { FilePath.kind(of: first) == .folder && FilePath.kind(of: second) == .folder }

    /// The comparison's settings, from the options.
    var pixelmatchOptions: PixelmatchOptions {
        var options = PixelmatchOptions()
        options.threshold = threshold
        options.includeAA = includeAA
        options.alpha = alpha
        options.aaColor = aaColor.components
        options.diffColor = diffColor.components
        options.diffColorAlt = diffColorAlt?.components
        options.diffMask = diffMask
        return options
    }

    func run() throws {
        if foldersGiven {
            let comparison = FolderCompareRun(a: first, b: second, options: pixelmatchOptions, diffFolder: output,
                                              json: json, jobs: threads.jobs)
            let differs = try comparison.run()
            if differs { throw ExitCode(CommandFailure.differences) }
            return
        }
        for (path, other) in [(first, second), (second, first)] where FilePath.kind(of: path) == .folder {
            throw CommandFailure("\(path) is a folder and \(other) is not: compare takes two PNG files or two folders")
        }
        try compareFiles()
    }

    /// Refuses an `--output` that is one of the compared `inputs` on disk, whatever the spelling: the same device and
    /// inode, so a symbolic link, a hard link or a bind mount of an input is refused too. Its images would be replaced
    /// by diffs.
    static func refuseInput(asOutput output: String, inputs: [String]) throws {
        for input in inputs where FilePath.isSame(output, as: input) {
            let (what, fate) = FilePath.kind(of: input) == .folder
                ? ("folder", "its images would be replaced by diffs; choose another folder")
                : ("file", "it would be replaced by the diff; choose another file")
            throw CommandFailure("--output \(output) is the compared \(what) \(input) (the same \(what) on disk): \(fate)")
        }
    }

    /// `compare A.png B.png`: ``FileComparison`` on `jobs` threads, its count printed and its diff written.
    private func compareFiles() throws {
        if let output { try Self.refuseInput(asOutput: output, inputs: [first, second]) }
        let result: Pixelmatch.Result
        switch try FileComparison.compare(first, second, options: pixelmatchOptions, drawDiff: output != nil, threads: threads.jobs) {
        case .sizesDiffer(let a, let b):
            FileHandle.standardError.write(Data("cardmotion: the sizes differ: \(first) is \(a.width) x \(a.height), \(second) is \(b.width) x \(b.height)\n".utf8))
            try StandardStreams.line("different pixels: \(max(a.width * a.height, b.width * b.height))")
            throw ExitCode(CommandFailure.differences)
        case .compared(let compared):
            result = compared
        }
        if let output, let diff = result.diffImage {
            try Folders.make(FilePath.folder(of: output))
            try PNGOutput.write(diff, to: output, options: .diffs)
        }
        try StandardStreams.line("different pixels: \(result.differentPixels)")
        if result.differentPixels > 0 { throw ExitCode(CommandFailure.differences) }
    }
}
