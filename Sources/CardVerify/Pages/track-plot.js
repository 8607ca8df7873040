// Tracks over time on a canvas, shared by verify's report and the studio's curves: drawTrackPlot(canvas, plot) and
// trackPlotRange(series, key, span), described in TrackPlotScript.swift.
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
