// The inspector's player: it plays the selected frame's script's failing frames as a flip-book of the images already
// written (expected, actual and diff together, in whichever view is chosen), each failing frame shown for one frame
// of the script's frame rate at the chosen speed (0.25x to 2x). Failing frames that are not consecutive are
// stepped: the gap is skipped, not waited through (nothing was written for the passing frames in it), and the
// readout's frame number and time show the jump. It loops; space plays and pauses; the scrubber goes through the
// failing frames; the next images are loaded ahead so playback does not flash. Disabled until a frame is selected
// (the inspector shows a placeholder instead of empty images until then).
//
// It also draws each script's track plots (track-plot.js): recorded dashed, new solid, failing frames as red bands,
// the selected frame as a cursor that follows the player; a click on a plot selects the nearest failing frame.
const player = { playing: false, start: 0, from: 0, ahead: [] };
// Each section's tracks (report.js), by the `data-tracks` of its plots, and the properties plotted.
const trackData = new Map(report.scripts.flatMap((script, number) => script.tracks ? [[`t${number}`, script.tracks]] : []));
const trackProperties = report.properties;
function scriptRows(script) { const first = Number(script.dataset.first); return rows.slice(first, first + Number(script.dataset.count)); }
function framesPerSecond(script) { return Number(script.dataset.fps) || 0; }
// A script's plots, the cursor at `frame` (none when null).
function drawTracks(script, frame) {
  const holder = script.querySelector('.track-plots'); if (!holder) return;
  const data = trackData.get(holder.dataset.tracks), bands = [];
  for (const failing of data.failing) {
    const last = bands[bands.length - 1];
    if (last && last.last === failing - 1) last.last = failing; else bands.push({ first: failing, last: failing });
  }
  const fill = bands.map(run => ({ from: Math.max(0, run.first - 0.5), to: Math.min(data.frames - 1, run.last + 0.5), fill: 'rgba(221, 34, 34, 0.16)' }));
  for (const canvas of holder.querySelectorAll('canvas.track')) {
    const node = data.nodes[Number(canvas.dataset.node)];
    const drawn = drawTrackPlot(canvas, { frames: data.frames, panelHeight: trackPanelHeight, left: 70, right: 10, properties: trackProperties, bands: fill,
      series: [{ values: node.recorded, color: '#e07000', width: 1.5, dash: [5, 4] }, { values: node.actual, color: '#1a66d9', width: 1.5 }],
      cursor: frame === null ? null : { frame, color: '#222' } });
    // What is drawn, for a reader of the page's data: the cursor's frame, and each panel's range as labelled.
    canvas.dataset.cursor = frame === null ? '' : frame;
    canvas.dataset.ranges = drawn.panels.map(panel => panel.key + ' ' + +panel.low.toFixed(2) + ' to ' + +panel.high.toFixed(2)).join(', ');
  }
}
for (const script of document.querySelectorAll('.script')) drawTracks(script, null);
// The failing frame of `script` nearest `frame` (a frame number, fractions allowed).
function selectNearest(script, frame) {
  const first = Number(script.dataset.first), count = Number(script.dataset.count);
  if (!count) return;
  let best = first;
  for (let i = first; i < first + count; i++) {
    if (Math.abs(rows[i].dataset.frame - frame) < Math.abs(rows[best].dataset.frame - frame)) best = i;
  }
  select(best);
}
document.addEventListener('click', event => {
  const canvas = event.target.closest('canvas.track'); if (!canvas) return;
  const script = canvas.closest('.script'), data = trackData.get(canvas.closest('.track-plots').dataset.tracks);
  const box = canvas.getBoundingClientRect(), x = (event.clientX - box.left) * canvas.width / box.width;
  selectNearest(script, (x - 70) / (canvas.width - 80) * Math.max(1, data.frames - 1));
});
// Called by select: the player, the time and the plots follow the selected row.
function showInPlayer(index) {
  const row = rows[index], script = row.closest('.script'), list = scriptRows(script), fps = framesPerSecond(script);
  const position = index - Number(script.dataset.first), frame = Number(row.dataset.frame);
  for (const id of ['i-play', 'i-scrub', 'i-speed']) $(id).disabled = false;
  $('i-scrub').max = list.length - 1; $('i-scrub').value = position;
  $('i-time').textContent = fps ? (frame / fps).toFixed(2) + ' s' : '';
  $('i-position').textContent = `frame ${frame}: ${position + 1} of ${list.length} failing`;
  for (const other of document.querySelectorAll('.script')) if (other !== script && other.dataset.cursor) { drawTracks(other, null); delete other.dataset.cursor; }
  script.dataset.cursor = frame;
  drawTracks(script, frame);
  // The next frames' images, loaded ahead so that playing does not flash.
  player.ahead = [];
  for (let step = 1; step <= 3 && step < list.length; step++) {
    const next = list[(position + step) % list.length].dataset;
    for (const source of [next.e, next.a, next.d]) if (source) { const image = new Image(); image.src = source; player.ahead.push(image); }
  }
}
function pause() {
  player.playing = false; $('i-play').textContent = 'Play'; delete inspector.dataset.playing;
}
function play() {
  if (current < 0) return;
  const script = rows[current].closest('.script');
  player.playing = true; player.start = performance.now(); player.from = current - Number(script.dataset.first);
  $('i-play').textContent = 'Pause'; inspector.dataset.playing = '';
  requestAnimationFrame(tick);
}
// Each failing frame for one frame of the script's rate at the chosen speed, gaps stepped over, looping.
function tick(now) {
  if (!player.playing || current < 0) return;
  const script = rows[current].closest('.script'), count = Number(script.dataset.count);
  const rate = (framesPerSecond(script) || 30) * Number($('i-speed').value);
  const index = Number(script.dataset.first) + (player.from + Math.floor((now - player.start) / 1000 * rate)) % count;
  if (index !== current) select(index, true);
  requestAnimationFrame(tick);
}
$('i-play').addEventListener('click', () => player.playing ? pause() : play());
$('i-scrub').addEventListener('input', event => {
  if (current < 0) return;
  pause(); select(Number(rows[current].closest('.script').dataset.first) + Number(event.target.value), true);
});
$('i-speed').addEventListener('change', () => { if (player.playing) play(); });
document.addEventListener('keydown', event => {
  if (event.key !== ' ' || event.target instanceof HTMLButtonElement || event.target instanceof HTMLSelectElement) return;
  event.preventDefault();
  player.playing ? pause() : play();
});
if (location.hash.startsWith('#f')) select(Number(location.hash.slice(2)));
