import CardRender
import Foundation

/// JUnit XML for CI systems: one test case per script; a failure names each failing frame, its pixel count and ratio,
/// the box of its differing pixels in points and what changed in its geometry, after what happened to each changed
/// node's motion (``MotionChange``).
public enum JUnitReport {
    public static func xml(for results: [ScriptVerification], seconds: Double) -> String {
        let failures = results.filter(\.isFailing).count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"cardmotion verify\" tests=\"\(results.count)\" failures=\"\(failures)\" time=\"\(format(seconds))\">\n"
        xml += "  <testsuite name=\"cardmotion verify\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(format(seconds))\">\n"
        for result in results {
            xml += "    <testcase classname=\"cardmotion.verify\" name=\"\(escape(result.script + (result.variant.map { " [\($0)]" } ?? "")))\" time=\"\(format(result.seconds))\""
            let failing = result.failures
            if let mismatch = result.timingMismatch {
                xml += ">\n      <failure message=\"\(escape("\(result.references): \(mismatch)"))\" type=\"TimingMismatch\"/>\n    </testcase>\n"
                continue
            }
            if failing.isEmpty {
                xml += "/>\n"
                continue
            }
            let first = failing[0]
            xml += ">\n      <failure message=\"\(escape("\(failing.count) of \(result.frames.count) frames differ; first: \(first.name): \(first.detail(in: result))"))\" type=\"FrameMismatch\">"
            xml += escape((MotionChange.sentences(result.motion) + failing.map { "\($0.name): \($0.detail(in: result))"
                + ($0.artifacts.map { " (actual: \($0.actual))" } ?? "") }).joined(separator: "\n"))
            xml += "</failure>\n    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    static func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case _ where character.value < 0x20 && character != "\n" && character != "\t": out += " "
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
