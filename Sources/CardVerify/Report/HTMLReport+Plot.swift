import CardRender
import Foundation

extension HTMLReport {
    /// A script's frames as an inline SVG plot, frame by frame from left to right: the differing pixels of each
    /// frame on a log scale (red bars for failing frames, grey ones for frames within the budget), the number of
    /// nodes whose geometry changed (a blue step line, right axis) and amber ticks over passing frames whose geometry
    /// changed. A click selects the nearest failing frame.
    ///
    /// Size: one short path command per bar and per step of the line, so about 16 bytes per failing frame.
    struct Plot {
        let svg: String

        static let width = 800.0, height = 172.0
        /// The plotting area inside the picture, in its units (left and right leave room for the axes' labels).
        static let left = 44.0, right = 756.0, top = 12.0, bottom = 148.0
        /// Height of a one-pixel bar, so that a single differing pixel still shows.
        static let floor = 6.0

        init(_ result: ScriptVerification, indexOfFrame: [Int: Int]) {
            let frames = result.frames
            let count = max(1, frames.map(\.frame).max().map { $0 + 1 } ?? 1)
            let step = (Self.right - Self.left) / Double(count)
            func x(_ frame: Int) -> String { Self.number(Self.left + (Double(frame) + 0.5) * step) }
            // Decades up to the frame's pixel count: 10^decades is the top of the axis.
            let decades = max(1, Int(log10(Double(max(result.totalPixels, 10))).rounded(.up)))
            func y(_ pixels: Int) -> String {
                Self.number(Self.bottom - Self.floor - (Self.bottom - Self.top - Self.floor) * log10(Double(max(pixels, 1))) / Double(decades))
            }
            var failing = "", within = "", ticks = ""
            for frame in frames {
                if frame.isFailure {
                    failing += "M\(x(frame.frame)) \(Self.number(Self.bottom))V\(y(frame.differentPixels))"
                } else if frame.differentPixels > 0 {
                    within += "M\(x(frame.frame)) \(Self.number(Self.bottom))V\(y(frame.differentPixels))"
                }
                if !frame.isFailure, frame.geometry != nil { ticks += "M\(x(frame.frame)) \(Self.number(Self.top))v6" }
            }
            // The changed nodes as a step line drawn only where the count changes.
            let nodes = frames.map { $0.geometry?.changes.count ?? 0 }
            let most = max(1, nodes.max() ?? 0)
            func nodeY(_ count: Int) -> String { Self.number(Self.bottom - (Self.bottom - Self.top) * Double(count) / Double(most)) }
            var line = ""
            if nodes.contains(where: { $0 > 0 }) {
                var last = -1
                for (frame, count) in zip(frames.map(\.frame), nodes) where count != last {
                    let start = Self.number(Self.left + Double(frame) * step)
                    line += last < 0 ? "M\(start) \(nodeY(count))" : "H\(start)V\(nodeY(count))"
                    last = count
                }
                line += "H\(Self.number(Self.right))"
            }
            var grid = ""
            for decade in 0...decades {
                let level = y(Int(pow(10, Double(decade))))
                grid += "<path class=\"grid\" d=\"M\(Self.number(Self.left)) \(level)H\(Self.number(Self.right))\"/>"
                grid += "<text x=\"\(Self.number(Self.left - 4))\" y=\"\(level)\" class=\"axis\" text-anchor=\"end\">\(Self.label(decade))</text>"
            }
            let lastFrame = count - 1
            svg = """
            <svg class="plot" viewBox="0 0 \(Self.number(Self.width)) \(Self.number(Self.height))" role="img" \
            aria-label="different pixels and changed nodes per frame" data-frames="\(count)" \
            data-left="\(Self.number(Self.left))" data-right="\(Self.number(Self.right))">\
            \(grid)\
            <path class="bars within" d="\(within)" stroke-width="\(Self.number(max(1, step * 0.8)))"/>\
            <path class="bars failing" d="\(failing)" stroke-width="\(Self.number(max(1, step * 0.8)))"/>\
            \(ticks.isEmpty ? "" : "<path class=\"ticks\" d=\"\(ticks)\"/>")\
            \(line.isEmpty ? "" : "<path class=\"nodes\" d=\"\(line)\"/><text x=\"\(Self.number(Self.right + 4))\" y=\"\(nodeY(most))\" class=\"axis nodes-axis\">\(most) node\(most == 1 ? "" : "s")</text><text x=\"\(Self.number(Self.right + 4))\" y=\"\(nodeY(0))\" class=\"axis nodes-axis\">0</text>")\
            <text x="\(Self.number(Self.left))" y="\(Self.number(Self.height - 6))" class="axis">frame 0</text>\
            <text x="\(Self.number(Self.right))" y="\(Self.number(Self.height - 6))" class="axis" text-anchor="end">frame \(lastFrame)</text>\
            </svg>
            <p class="legend"><span class="key failing"></span>different pixels of failing frames (log scale) \
            <span class="key within"></span>within the budget \
            <span class="key nodes"></span>nodes whose geometry changed \
            <span class="key ticks"></span>passed with changed geometry</p>

            """
        }

        /// `1`, `10`, `100`, `1k` … for the decade `power`.
        static func label(_ power: Int) -> String {
            let units = ["", "k", "M", "G"]
            let unit = min(power / 3, units.count - 1)
            return "1" + String(repeating: "0", count: power - unit * 3) + units[unit]
        }

        /// A coordinate to one decimal, without a trailing `.0`.
        static func number(_ value: Double) -> String {
            let tenths = Int((value * 10).rounded())
            return tenths % 10 == 0 ? String(tenths / 10) : String(format: "%.1f", Double(tenths) / 10)
        }
    }
}
