// The studio's page (docs/studio.md): the scripts in a sidebar, the current frame with the timeline's touches over
// it, the player (play, step, scrub, loop, speed) and every node's curves over time, read from the studio's API and
// read again on `reload` events. The studio writes the page's data into <script id="studio-data">.
"use strict";
const studio = { scripts: [], script: null, state: null, frame: 0, playing: false, selected: null, start: 0, startFrame: 0 };
window.studio = studio;
const $ = (id) => document.getElementById(id);
// What the studio wrote into the page: the properties the curves plot, and the frame the page opens with.
const page = JSON.parse($("studio-data").textContent);
const properties = page.properties;

// The address of a frame's picture under `path` (/frames/, /actuals/, /references/, /diffs/), with the revision it
// belongs to.
function pictureSource(path, script, frame, revision) {
  return path + frame + ".png?script=" + encodeURIComponent(script) + "&revision=" + revision;
}
// The player's picture: with --reference it is the Actual, drawn as it is compared (never with the fingers).
function frameSource(script, frame, revision) {
  return pictureSource(page.reference ? "/actuals/" : "/frames/", script, frame, revision);
}
// The frame the page opens with (none when the first script has no frames): its picture (and with --reference its
// expected and diff) is asked for while the document loads, so the load event waits for it (a screenshot taken
// then shows it).
if (page.firstFrame) {
  const first = page.firstFrame;
  $("picture").setAttribute("src", frameSource(first.script, first.frame, first.revision));
  $("picture").dataset.requested = first.frame;
  if (page.reference) showFirstReference(first);
}
// --review: the Accept buttons.
if (page.review) setUpReview();
// The Actual is compared without the fingers: no overlay on it.
if (page.reference) {
  $("show-touches").disabled = true;
  $("show-touches").parentElement.title = "the Actual picture is compared as verify draws it, without the fingers";
}

async function getJSON(url) {
  const response = await fetch(url, { cache: "no-store" });
  return response.json();
}

async function loadScripts() {
  studio.scripts = await getJSON("/api/scripts");
  const sidebar = $("sidebar");
  sidebar.hidden = studio.scripts.length < 2;
  sidebar.replaceChildren(...studio.scripts.map((name) => {
    const button = document.createElement("button");
    button.textContent = name;
    button.onclick = () => choose(name, 0);
    return button;
  }));
  // The frame the document opened with (?frame=N, checked by the studio), its picture already loaded.
  await choose(studio.scripts[0], Number($("picture").dataset.requested || 0));
}

async function choose(name, frame) {
  studio.script = name;
  for (const button of $("sidebar").children) button.classList.toggle("current", button.textContent === name);
  await refresh(frame);
}

/// Reads the state again, keeping the current time (the frame showing it in the new timing); the first time,
/// shows `frame`.
async function refresh(frame) {
  const state = await getJSON("/api/state?script=" + encodeURIComponent(studio.script));
  const time = studio.state ? frame / studio.state.fps : frame / (state.fps || 1);
  studio.state = state;
  studio.series = seriesOf(state);
  const banner = $("banner");
  if (state.error) {
    const e = state.error;
    banner.textContent = e.file + (e.line === null ? "" : ":" + e.line + ":" + e.column) + ": " + e.message;
    banner.hidden = false;
  } else {
    banner.hidden = true;
    banner.textContent = "";
  }
  document.body.dataset.revision = state.revision;
  $("scrubber").max = Math.max(0, state.frames - 1);
  const ids = Object.keys(state.tracks);
  if (!ids.includes(studio.selected)) studio.selected = ids[0] || null;
  show(state.frames ? Math.min(state.frames - 1, Math.round(time * (state.fps || 0))) : 0);
  await loadVerdicts();
}

function show(frame) {
  const state = studio.state;
  if (!state || !state.frames) { drawCurves(); return; }
  studio.frame = Math.max(0, Math.min(state.frames - 1, frame));
  const picture = $("picture");
  const source = frameSource(studio.script, studio.frame, state.revision);
  if (picture.getAttribute("src") !== source) {
    picture.dataset.requested = studio.frame;
    picture.setAttribute("src", source);
  }
  $("scrubber").value = studio.frame;
  $("readout").textContent = "frame " + studio.frame + " / " + (state.frames - 1) + "  " + (studio.frame / state.fps).toFixed(3) + " s";
  drawCurves();
  drawTouches();
  showReference();
  loadFrameMotion();
}

// Each id's runs of samples (the state's tracks) as one series for drawTrackPlot: the samples' frames and values,
// a null between runs (a gap in the curve).
function seriesOf(state) {
  const series = {};
  for (const [id, runs] of Object.entries(state.tracks)) {
    const frames = [], values = {};
    for (const { key } of properties) values[key] = [];
    runs.forEach((run, index) => {
      if (index > 0) { frames.push(frames[frames.length - 1]); for (const { key } of properties) values[key].push(null); }
      for (let k = 0; k < run[properties[0].key].length; k++) frames.push(state.samples[run.from + k]);
      for (const { key } of properties) for (const value of run[key]) values[key].push(value);
    });
    series[id] = { frames, values };
  }
  return series;
}

// The current frame's nodes and fingers, exact (/frames/N.json): the picture's clicks, the selected node's values
// and the touch overlay read them. One request at a time; then the frame showing by then, if another.
async function loadFrameMotion() {
  if (studio.motionLoading) return;
  studio.motionLoading = true;
  try {
    while (studio.state && studio.state.frames) {
      const asked = { frame: studio.frame, revision: studio.state.revision, script: studio.script };
      const last = studio.motion && studio.motion.asked;
      if (last && last.frame === asked.frame && last.revision === asked.revision && last.script === asked.script) break;
      const motion = await getJSON("/frames/" + asked.frame + ".json?script=" + encodeURIComponent(asked.script) + "&revision=" + asked.revision);
      studio.motion = { asked, nodes: motion.nodes || {}, touches: motion.touches || [] };
      drawTouches();
      showSelection();
    }
  } finally {
    studio.motionLoading = false;
  }
}

/// The current frame's motion, or null while it is being fetched.
function currentMotion() {
  const motion = studio.motion;
  return motion && motion.asked.frame === studio.frame && motion.asked.script === studio.script ? motion : null;
}

// The selected node's values at the current frame ("-" where it is not in the scene).
function showSelection() {
  const motion = currentMotion(), chosen = studio.selected && motion ? motion.nodes[studio.selected] : null;
  $("selection").textContent = studio.selected
    ? studio.selected + ": " + properties.map(({ key }) => key + " " + (chosen ? +chosen[key].toFixed(2) : "-")).join("  ")
    : "";
}

// The timeline's fingers over the picture, as iOS screen recordings show them: a translucent grey 44-point disc
// at each touch, fading within 0.2 s of the lift (the state's touches; not drawn when the frames already hold
// them, as with --show-touches, when the box is unticked, or with --reference, where the picture is the Actual).
function drawTouches() {
  const canvas = $("touches"), picture = $("picture"), state = studio.state;
  canvas.width = picture.clientWidth;
  canvas.height = picture.clientHeight;
  const context = canvas.getContext("2d");
  context.clearRect(0, 0, canvas.width, canvas.height);
  const motion = currentMotion();
  if (!state || !state.frames || !state.screen || state.touchesInFrames || page.reference || !$("show-touches").checked || !motion) { document.body.dataset.touches = 0; return; }
  const touches = motion.touches, perPoint = canvas.width / state.screen.width;
  for (const [x, y, opacity] of touches) {
    context.beginPath();
    context.arc(x * perPoint, y * perPoint, 22 * perPoint, 0, 2 * Math.PI);
    context.fillStyle = "rgba(153, 153, 153, " + 0.5 * opacity + ")";
    context.fill();
  }
  document.body.dataset.touches = touches.length;
}
$("show-touches").addEventListener("change", drawTouches);
// The picture is shown at the size the window gives it: the overlay follows it.
new ResizeObserver(() => drawTouches()).observe($("picture"));

$("picture").addEventListener("load", () => { $("picture").dataset.shown = $("picture").dataset.requested; drawTouches(); });
// The document's own first frame may have loaded before this script ran.
if ($("picture").complete && $("picture").naturalWidth > 0) $("picture").dataset.shown = $("picture").dataset.requested;

const panelHeight = 76, left = 70, right = 10;
function drawCurves() {
  const canvas = $("curves"), state = studio.state;
  if (!state || !state.frames) { canvas.getContext("2d").clearRect(0, 0, canvas.width, canvas.height); return; }
  const ids = Object.keys(state.tracks);
  const order = ids.filter((id) => id !== studio.selected).concat(ids.includes(studio.selected) ? [studio.selected] : []);
  // Gestures: a band from touch-down to lift, across every panel; the selected node's curve drawn last, on top.
  drawTrackPlot(canvas, {
    frames: state.frames, panelHeight, left, right,
    properties,
    bands: state.gestures.map((gesture) => ({ from: gesture.at * state.fps, to: (gesture.at + gesture.duration) * state.fps,
                                             fill: "rgba(255, 170, 0, 0.18)", label: gesture.kind, labelColor: "#a06000" })),
    series: order.map((id) => ({ values: studio.series[id].values, frames: studio.series[id].frames,
                                 color: id === studio.selected ? "#1a66d9" : "rgba(0, 0, 0, 0.22)", width: id === studio.selected ? 2 : 1 })),
    cursor: { frame: studio.frame, color: "#d22" },
  });
  document.body.dataset.curves = ids.length;
}

// Clicking a curve selects its node: the one whose value is nearest the click at the clicked frame.
$("curves").addEventListener("click", (event) => {
  const state = studio.state;
  if (!state || !state.frames) return;
  const canvas = $("curves"), box = canvas.getBoundingClientRect();
  const x = (event.clientX - box.left) * canvas.width / box.width, y = (event.clientY - box.top) * canvas.height / box.height;
  const row = Math.floor(y / panelHeight), property = properties[row];
  if (!property) return;
  const frame = Math.round((x - left) / (canvas.width - left - right) * (state.frames - 1));
  if (frame < 0 || frame >= state.frames) return;
  const ids = Object.keys(state.tracks);
  const range = trackPlotRange(ids.map((id) => studio.series[id]), property.key, property.span);
  if (!range) return;
  const { low, high } = range;
  const top = row * panelHeight + 4, height = panelHeight - 12;
  // A sample of the clicked frame: the frame itself when every frame has one, else one of its column.
  const reach = state.samples.length < state.frames ? (state.frames - 1) / (state.samples.length - 1) : 0;
  let best = null, distance = Infinity;
  for (const id of ids) {
    const { frames, values } = studio.series[id];
    let value = null, nearest = Infinity;
    frames.forEach((sample, index) => {
      if (values[property.key][index] !== null && Math.abs(sample - frame) <= reach && Math.abs(sample - frame) < nearest) {
        nearest = Math.abs(sample - frame); value = values[property.key][index];
      }
    });
    if (value === null) continue;
    const d = Math.abs(top + height - (value - low) / (high - low) * height - y);
    if (d < distance) { distance = d; best = id; }
  }
  if (best !== null) { studio.selected = best; drawCurves(); showSelection(); }
});

// Clicking the picture selects the card under the click: of the nodes in the scene at this frame, the one whose
// centre is nearest the click, in screen points (the picture is the screen at its scale, shown at any size).
$("picture").addEventListener("click", (event) => {
  const state = studio.state, motion = currentMotion();
  if (!state || !state.frames || !state.screen || !motion) return;
  const box = $("picture").getBoundingClientRect();
  const x = (event.clientX - box.left) / box.width * state.screen.width;
  const y = (event.clientY - box.top) / box.height * state.screen.height;
  let best = null, distance = Infinity;
  for (const [id, node] of Object.entries(motion.nodes)) {
    if (node.alpha === 0) continue;
    const d = Math.hypot(node.x - x, node.y - y);
    if (d < distance) { distance = d; best = id; }
  }
  if (best !== null) { studio.selected = best; drawCurves(); showSelection(); }
});

function step(count) { pause(); show(studio.frame + count); }
function pause() { studio.playing = false; $("play").textContent = "Play"; }
function play() {
  const state = studio.state;
  if (!state || !state.frames) return;
  if (studio.frame >= state.frames - 1) show(0);
  studio.playing = true;
  studio.start = performance.now();
  studio.startFrame = studio.frame;
  $("play").textContent = "Pause";
  requestAnimationFrame(tick);
}
/// Real speed: the frame is the one showing the time elapsed since play, times the speed.
function tick(now) {
  if (!studio.playing) return;
  const state = studio.state, speed = Number($("speed").value);
  let frame = studio.startFrame + Math.floor((now - studio.start) / 1000 * speed * state.fps);
  if (frame >= state.frames) {
    if (!$("loop").checked) { show(state.frames - 1); pause(); return; }
    studio.start = now;
    studio.startFrame = 0;
    frame = 0;
  }
  if (frame !== studio.frame) show(frame);
  requestAnimationFrame(tick);
}
$("play").onclick = () => (studio.playing ? pause() : play());
$("back").onclick = (event) => step(event.shiftKey ? -10 : -1);
$("forward").onclick = (event) => step(event.shiftKey ? 10 : 1);
$("scrubber").oninput = () => { pause(); show(Number($("scrubber").value)); };
$("speed").onchange = () => { if (studio.playing) { studio.start = performance.now(); studio.startFrame = studio.frame; } };
document.addEventListener("keydown", (event) => {
  if (event.target.tagName === "SELECT") return;
  if (event.key === " ") { event.preventDefault(); studio.playing ? pause() : play(); }
  else if (event.key === "ArrowLeft") { event.preventDefault(); step(event.shiftKey ? -10 : -1); }
  else if (event.key === "ArrowRight") { event.preventDefault(); step(event.shiftKey ? 10 : 1); }
});
studio.seek = (frame) => { pause(); show(frame); };

// A reload on disk: read the state again at the same time.
if (new URLSearchParams(location.search).get("events") !== "off") {
  const events = new EventSource("/api/events");
  events.addEventListener("reload", () => { if (studio.script) refresh(studio.frame); });
}
loadScripts();
