// The fuzz driver for ScriptFuzzTarget.
//
// Built by scripts/fuzz with `--sanitize fuzzer -D CARDMOTION_FUZZER`, it is libFuzzer's target, and libFuzzer's
// main takes its own arguments (a corpus folder, -max_total_time=SECONDS, ...). Built plainly (as `swift build`
// does), it replays the files named on its command line and prints each outcome: a way to re-run a finding.
//
// Image paths in the inputs resolve in CARDMOTION_FUZZ_IMAGES (default: Examples), so that inputs seeded from
// the examples reach the simulation.
import CardMotionFuzzing
import CardPlatform
import CardRender
import Foundation

/// Where image paths in the inputs resolve.
let imageFolder = ProcessInfo.processInfo.environment["CARDMOTION_FUZZ_IMAGES"] ?? "Examples"

#if CARDMOTION_FUZZER
// SwiftPM builds fuzz products as a library; libFuzzer's own main calls this for every input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = ScriptFuzzTarget.exercise(bytes, baseDirectory: imageFolder, fonts: FontFamilies.declared(byFontAt:))
    return 0
}
#else
/// Replays the files named on the command line and prints what each did; exit 2 when one cannot be read.
@main
enum FuzzReplay {
    static func main() {
        var failed = false
        for path in CommandLine.arguments.dropFirst() {
            let bytes: [UInt8]
            do {
                bytes = try FileBytes.read(path)
            } catch {
                print("\(path): \(error.reason)")
                failed = true
                continue
            }
            switch ScriptFuzzTarget.exercise(bytes, baseDirectory: imageFolder, fonts: FontFamilies.declared(byFontAt:)) {
            case .rejected(let message): print("\(path): rejected: \(message)")
            case .played(let frames): print("\(path): played, \(frames) frames checked")
            }
        }
        exit(failed ? 2 : 0)
    }
}
#endif
