import CardRender
import CardScene
import Foundation

/// The JavaScript that draws tracks over time on a canvas, shared by verify's report (recorded against new, per
/// changed node) and the studio's curves (every node, the selected one highlighted): both pages include
/// ``source`` in their inline script.
///
/// `drawTrackPlot(canvas, plot)` clears the canvas and draws, top to bottom, one panel per property of
/// `plot.properties` (`{key, label, span}`; `span`, when present, is a `[low, high]` the panel always shows, such as
/// alpha's 0 to 1, so that a constant opacity reads 1 against 0), each `plot.panelHeight` canvas pixels high with its label and its highest and
/// lowest value at the left (`plot.left` pixels wide; `plot.right` pixels kept free at the right). Frames run left to
/// right, frame 0 to `plot.frames - 1`. First the bands (`{from, to, fill, label, labelColor}`, in frames, across
/// every panel: gestures, failing frames), then each series of `plot.series` in order (`{values, color, width,
/// dash, frames}`: `values[key]` is an array by frame, `null` where unknown, or, with `frames`, the values at those
/// frames, in order; `dash` a canvas line dash, none when absent),
/// every series of a panel on one scale, then the cursor (`{frame, color}`, a one-pixel line across the panels).
/// It returns `{xOf, panels}`: the frame-to-pixel function and, per drawn panel, its `{key, top, height, low,
/// high}`. `trackPlotRange(series, key, span)` is a panel's `{low, high}` (`null` when it has no value): the values'
/// extent, widened to `span`, and to one unit either side of a value that never changes.
public enum TrackPlotScript {
    /// `properties` as the `plot.properties` array `drawTrackPlot` takes, a JavaScript literal:
    /// `[{"key":"x","label":"x (pt)","span":null}, ...]`, every character past ASCII escaped.
    public static func plotProperties(_ properties: [MotionTracks.Property]) -> String {
        func string(_ text: String) -> String {
            "\"" + text.unicodeScalars.map { $0.isASCII ? String($0) : "\\u" + String(format: "%04x", $0.value) }.joined() + "\""
        }
        return "[" + properties.map { property in
            "{\"key\":\(string(property.key)),\"label\":\(string(property.label)),\"span\":"
                + (property.span.map { "[\($0.lowerBound),\($0.upperBound)]" } ?? "null") + "}"
        }.joined(separator: ",") + "]"
    }

    public static let source = """
    function trackPlotRange(series, key, span) {
      let low = Infinity, high = -Infinity;
      for (const one of series) for (const value of one.values[key]) if (value !== null) { low = Math.min(low, value); high = Math.max(high, value); }
      if (low === Infinity) return null;
      if (span) { low = Math.min(low, span[0]); high = Math.max(high, span[1]); }
      if (high - low < 1e-9) { low -= 1; high += 1; }
      return { low, high };
    }
    function drawTrackPlot(canvas, plot) {
      const context = canvas.getContext("2d");
      context.clearRect(0, 0, canvas.width, canvas.height);
      const width = canvas.width - plot.left - plot.right, total = plot.properties.length * plot.panelHeight;
      const xOf = (frame) => plot.left + (plot.frames > 1 ? frame / (plot.frames - 1) : 0) * width;
      context.font = "11px sans-serif";
      for (const band of plot.bands) {
        const from = xOf(band.from), to = xOf(band.to);
        context.fillStyle = band.fill;
        context.fillRect(from, 0, Math.max(2, to - from), total);
        if (band.label) { context.fillStyle = band.labelColor; context.fillText(band.label, from + 2, 10); }
      }
      const panels = [];
      plot.properties.forEach((property, row) => {
        const top = row * plot.panelHeight + 4, height = plot.panelHeight - 12;
        const range = trackPlotRange(plot.series, property.key, property.span);
        if (!range) return;
        const { low, high } = range;
        const yOf = (value) => top + height - (value - low) / (high - low) * height;
        context.fillStyle = "#444";
        context.fillText(property.label, 4, top + 12);
        context.fillStyle = "#888";
        context.fillText(+high.toFixed(2), 4, top + 26);
        context.fillText(+low.toFixed(2), 4, top + height);
        context.strokeStyle = "#eee";
        context.strokeRect(plot.left, top, width, height);
        for (const one of plot.series) {
          const values = one.values[property.key];
          context.beginPath();
          let drawing = false;
          values.forEach((value, index) => {
            if (value === null) { drawing = false; return; }
            const frame = one.frames ? one.frames[index] : index;
            if (drawing) context.lineTo(xOf(frame), yOf(value)); else context.moveTo(xOf(frame), yOf(value));
            drawing = true;
          });
          context.setLineDash(one.dash || []);
          context.strokeStyle = one.color;
          context.lineWidth = one.width;
          context.stroke();
        }
        context.setLineDash([]);
        panels.push({ key: property.key, top, height, low, high });
      });
      if (plot.cursor) {
        // On a whole pixel column (crisp, not smeared over two).
        const cursor = Math.round(xOf(plot.cursor.frame)) + 0.5;
        context.strokeStyle = plot.cursor.color;
        context.lineWidth = 1;
        context.beginPath();
        context.moveTo(cursor, 0);
        context.lineTo(cursor, total);
        context.stroke();
      }
      return { xOf, panels };
    }
    """
}
