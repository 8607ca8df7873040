// The fuzz driver for the targets of CardMotionFuzzing.
//
// Built by scripts/fuzz with `--sanitize fuzzer -D CARDMOTION_FUZZER`, it is libFuzzer's target, and libFuzzer's
// main takes its own arguments (a corpus folder, -max_total_time=SECONDS, ...); the target is chosen by the
// environment variable CARDMOTION_FUZZ_TARGET (default: script). Built plainly (as `swift build` does), it replays
// the files named on its command line and prints each outcome: a way to re-run a finding
// (`cardmotion-fuzz [--target NAME] FILE...`; the option wins over the variable).
//
// Image paths in the inputs resolve in CARDMOTION_FUZZ_IMAGES (default: Examples), so that inputs seeded from
// the examples reach the simulation.
import CardMotionFuzzing
import CardPlatform
import CardRender
import Foundation

/// Where image paths in the inputs resolve.
let imageFolder = ProcessInfo.processInfo.environment["CARDMOTION_FUZZ_IMAGES"] ?? "Examples"

/// Each target by name: what it does with one input, described.
let targets: [String: @Sendable ([UInt8]) -> String] = [
    // Any bytes through the script decoder and the whole simulation.
    "script": { bytes in
        switch ScriptFuzzTarget.exercise(bytes, baseDirectory: imageFolder, fonts: FontFamilies.declared(byFontAt:)) {
        case .rejected(let message): "rejected: \(message)"
        case .played(let frames): "played, \(frames) frames checked"
        }
    },
    // Frame expressions, alone and as a layer's width.
    "expression": { ExpressionFuzzTarget.exercise($0).description },
    // Node globs against the definition.
    "glob": { GlobFuzzTarget.exercise($0).description },
    // Card fields bound into a text, against the text limits.
    "boundText": { BoundTextFuzzTarget.exercise($0).description },
    // approve's manifest.json parser: what it accepts stays inside its folders and reads back the same.
    "manifest": { ManifestFuzzTarget.exercise($0).description },
    // SVG path data, alone and as a layer's path.
    "pathData": { PathDataFuzzTarget.exercise($0).description },
    // The EXIF orientation reader, alone and inside a JPEG that is decoded.
    "exif": { ExifFuzzTarget.exercise($0).description },
    // Any bytes through the image decoding of image.source (PNG, JPEG with its EXIF orientation).
    "jpeg": { JPEGFuzzTarget.exercise($0).description },
    // Stacks, size to fit and the card's motion in one design, bound at rest and at extreme motion.
    "layout": { LayoutFuzzTarget.exercise($0).description },
    // The studio's request parser: any bytes as a request head, against the limits it enforces.
    "httpRequest": { HTTPRequestFuzzTarget.exercise($0).description },
]

/// The target `name` names, or exit 2 listing the targets.
func target(named name: String) -> @Sendable ([UInt8]) -> String {
    guard let target = targets[name] else {
        StandardStreams.writeError("cardmotion-fuzz: unknown target '\(name)'; the targets are \(targets.keys.sorted().joined(separator: ", "))\n")
        exit(2)
    }
    return target
}

let targetFromEnvironment = ProcessInfo.processInfo.environment["CARDMOTION_FUZZ_TARGET"] ?? "script"

#if CARDMOTION_FUZZER
/// Chosen once, before the first input.
let fuzzedTarget = target(named: targetFromEnvironment)

// SwiftPM builds fuzz products as a library; libFuzzer's own main calls this for every input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = fuzzedTarget(bytes)
    return 0
}
#else
/// Replays the files named on the command line and prints what each did; exit 2 when one cannot be read.
@main
enum FuzzReplay {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var name = targetFromEnvironment
        if arguments.first == "--target", arguments.count >= 2 {
            name = arguments[1]
            arguments.removeFirst(2)
        }
        let exercise = target(named: name)
        var failed = false
        for path in arguments {
            let bytes: [UInt8]
            do {
                bytes = try FileBytes.read(path)
            } catch {
                print("\(path): \(error.reason)")
                failed = true
                continue
            }
            print("\(path): \(exercise(bytes))")
        }
        exit(failed ? 2 : 0)
    }
}
#endif
