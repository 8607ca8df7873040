/// The JavaScript that draws tracks over time on a canvas (`Pages/track-plot.js`), shared by verify's report
/// (recorded against new, per changed node) and the studio's curves (every node, the selected one highlighted): both
/// pages include ``source`` inline.
///
/// `drawTrackPlot(canvas, plot)` clears the canvas and draws, top to bottom, one panel per property of
/// `plot.properties` (`{key, label, span}`, as `MotionTracks.Property` encodes; `span`, when present, is a
/// `[low, high]` the panel always shows, such as alpha's 0 to 1, so that a constant opacity reads 1 against 0), each
/// `plot.panelHeight` canvas pixels high with its label and its highest and lowest value at the left (`plot.left`
/// pixels wide; `plot.right` pixels kept free at the right). Frames run left to right, frame 0 to `plot.frames - 1`.
/// First the bands (`{from, to, fill, label, labelColor}`, in frames, across every panel: gestures, failing frames),
/// then each series of `plot.series` in order (`{values, color, width, dash, frames}`: `values[key]` is an array by
/// frame, `null` where unknown, or, with `frames`, the values at those frames, in order; `dash` a canvas line dash,
/// none when absent), every series of a panel on one scale, then the cursor (`{frame, color}`, a one-pixel line
/// across the panels). It returns `{xOf, panels}`: the frame-to-pixel function and, per drawn panel, its `{key, top,
/// height, low, high}`. `trackPlotRange(series, key, span)` is a panel's `{low, high}` (`null` when it has no value):
/// the values' extent, widened to `span`, and to one unit either side of a value that never changes.
public enum TrackPlotScript {
    /// The script's text, as built into the module.
    public static let source = String(decoding: PackageResources.track_plot_js, as: UTF8.self)
}
