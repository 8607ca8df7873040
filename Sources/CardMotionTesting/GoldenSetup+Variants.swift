import CardMotion
import CardRender
import Foundation

extension GoldenSetup {
    /// The script at `scriptPath`, relative to the context's test file unless absolute.
    static func scriptURL(_ scriptPath: String, context: AssertionContext) -> URL {
        let folder = URL(fileURLWithPath: context.testFile).deletingLastPathComponent()
        return scriptPath.hasPrefix("/") ? URL(fileURLWithPath: scriptPath) : folder.appendingPathComponent(scriptPath)
    }

    /// The script decoded as `cardmotion` decodes it, in the variant named `variant` (`nil`: its top-level settings).
    static func decode(_ scriptPath: String, context: AssertionContext, variant: String?) throws -> Script {
        try ScriptDecoder.decode(contentsOf: scriptURL(scriptPath, context: context).standardizedFileURL.path,
                                 fonts: FontFamilies.declared(byFontAt:), measure: PangoIntrinsicMeasure.shared, variant: variant)
    }

    /// The variants `selection` chooses of the script (`[nil]`: its top-level settings), or the mismatch holding why
    /// they cannot be listed (the script does not read, a pattern matches no variant).
    static func variants(of scriptPath: String, _ selection: VariantSelection,
                         context: AssertionContext) -> Result<[String?], FrameMismatch> {
        guard selection != .scriptDefault else { return .success([nil]) }
        let declared: [ScriptVariant]
        do {
            declared = try decode(scriptPath, context: context, variant: nil).variants
        } catch {
            return .failure(FrameMismatch(script: scriptPath, frames: [], recorded: [], problems: ["\(error)"]))
        }
        do {
            return .success(try selection.chosen(fromEach: [declared])[0].map { $0?.name })
        } catch {
            let message = error.description.replacingOccurrences(of: "--variant ", with: "variants: ")
            return .failure(FrameMismatch(script: scriptPath, frames: [], recorded: [], problems: [message]))
        }
    }
}

extension GoldenSetup.Paths {
    /// These places one folder deeper, in the variant's own folder (references, artefacts and the claim).
    func inVariant(_ variant: String) -> Self {
        var paths = self
        paths.references += "/" + variant
        paths.artifacts += "/" + variant
        paths.claim = claim.map { $0 + "/" + variant }
        return paths
    }
}

extension FrameMismatch {
    /// One diagnostic for the variants that failed (`failing`, in order): the script named with the failing
    /// variants, each frame and recorded reference prefixed with its variant's folder, the problems with its name;
    /// the report, the approve command and the thresholds those of the first.
    static func combining(_ failing: [(variant: String, mismatch: FrameMismatch)], script: String) -> FrameMismatch? {
        guard let first = failing.first?.mismatch else { return nil }
        var combined = first
        combined.script = "\(script) [\(failing.map(\.variant).joined(separator: ", "))]"
        combined.frames = failing.flatMap { variant, mismatch in
            mismatch.frames.map { frame in
                var frame = frame
                frame.name = variant + "/" + frame.name
                return frame
            }
        }
        combined.recorded = failing.flatMap(\.mismatch.recorded)
        combined.problems = failing.flatMap { variant, mismatch in mismatch.problems.map { "[\(variant)] \($0)" } }
        combined.motion = failing.flatMap { variant, mismatch in mismatch.motion.map { "[\(variant)] \($0)" } }
        combined.checkedFrames = failing.reduce(0) { $0 + $1.mismatch.checkedFrames }
        return combined
    }
}
