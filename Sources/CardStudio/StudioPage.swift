import CardRender
import CardScene
import CardVerify

/// The studio's page: one HTML document with its style and script inline, so it needs nothing from the network
/// (docs/studio.md describes what it shows and its keys).
enum StudioPage {
    /// Only this document's own inline style and script, frames and API calls from the studio itself.
    static let contentSecurityPolicy = "default-src 'self'; img-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'"

    /// The frame the page opens with: its picture is part of the document, so it is drawn when the page's load event
    /// fires (a screenshot taken then shows it), not fetched later by the page's script.
    struct FirstFrame {
        var script: String
        var revision: Int
        var frame: Int

        /// The picture's URL as the page's script writes it (`encodeURIComponent` of the name), so it is not asked
        /// for again.
        var source: String {
            let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()".utf8)
            let name = script.utf8.map { unreserved.contains($0) ? String(UnicodeScalar($0)) : String(format: "%%%02X", $0) }.joined()
            return "/frames/\(frame).png?script=\(name)&revision=\(revision)"
        }
    }

    /// The document, opening at `first` (none when the first script has no frames).
    static func html(firstFrame first: FirstFrame?) -> String {
        let picture = first.map { " src=\"\($0.source.replacingOccurrences(of: "&", with: "&amp;"))\" data-requested=\"\($0.frame)\"" } ?? ""
        return """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>CardMotion studio</title>
    <style>
    body { margin: 0; font: 13px system-ui, sans-serif; color: #222; background: #f4f4f6; display: flex; min-height: 100vh; }
    #sidebar { width: 160px; background: #e8e8ec; padding: 8px; box-sizing: border-box; }
    #sidebar[hidden] { display: none; }
    #sidebar button { display: block; width: 100%; text-align: left; margin: 2px 0; padding: 4px 6px; border: 0; background: none; cursor: pointer; border-radius: 4px; }
    #sidebar button.current { background: #fff; font-weight: 600; }
    main { flex: 1; padding: 10px 14px; }
    #banner { background: #fdecea; color: #8a1c12; border: 1px solid #e6a29b; padding: 6px 10px; border-radius: 4px; white-space: pre-wrap; font-family: ui-monospace, monospace; margin-bottom: 8px; }
    #banner[hidden] { display: none; }
    #stage { display: flex; gap: 14px; align-items: flex-start; }
    #picture { max-height: 60vh; border: 1px solid #ccc; background: #fff; }
    #controls { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; margin: 8px 0; }
    #scrubber { width: 420px; }
    #readout { font-variant-numeric: tabular-nums; min-width: 150px; }
    #curves { border: 1px solid #ccc; background: #fff; cursor: crosshair; display: block; }
    #selection { margin: 4px 0; color: #555; }
    #stage figure { margin: 0; }
    #stage figcaption { color: #555; margin-bottom: 2px; }
    #stage figure[hidden] { display: none; }
    #picture-box { position: relative; line-height: 0; }
    #touches { position: absolute; left: 1px; top: 1px; pointer-events: none; }
    #stage figure img { max-height: 60vh; border: 1px solid #ccc; background: #fff; }
    #marks { display: block; width: 420px; height: 6px; }
    #marks[hidden] { display: none; }
    #verdict.failed { color: #b3261e; font-weight: 600; }
    </style>
    </head>
    <body>
    <nav id="sidebar" hidden></nav>
    <main>
    <div id="banner" hidden></div>
    <div id="stage"><figure id="expected-view" hidden><figcaption>Expected</figcaption><img id="expected" alt="expected"></figure><figure id="actual-view"><figcaption id="actual-caption" hidden>Actual</figcaption><div id="picture-box"><img id="picture" alt="frame"\(picture)><canvas id="touches"></canvas></div></figure><figure id="diff-view" hidden><figcaption>Diff</figcaption><img id="diff" alt="diff"></figure></div>
    <div id="controls">
      <button id="play" title="space">Play</button>
      <button id="back" title="left (shift: 10 frames)">&#9664;</button>
      <button id="forward" title="right (shift: 10 frames)">&#9654;</button>
      <input id="scrubber" type="range" min="0" max="0" value="0">
      <span id="readout"></span>
      <span id="verdict"></span>
      <label><input id="loop" type="checkbox" checked> loop</label>
      <label><input id="show-touches" type="checkbox" checked> touches</label>
      <label>speed <select id="speed"><option>0.25</option><option>0.5</option><option selected>1</option><option>1.5</option><option>2</option></select>x</label>
    </div>
    <canvas id="marks" width="420" height="6" hidden></canvas>
    <div id="selection"></div>
    <canvas id="curves" width="900" height="400"></canvas>
    </main>
    <script>
    "use strict";
    const studio = { scripts: [], script: null, state: null, frame: 0, playing: false, selected: null, start: 0, startFrame: 0 };
    window.studio = studio;
    const $ = (id) => document.getElementById(id);
    const properties = \(TrackPlotScript.plotProperties(MotionTracks.properties));

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
      const source = "/frames/" + studio.frame + ".png?script=" + encodeURIComponent(studio.script) + "&revision=" + state.revision;
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
    // them, as with --show-touches, or when the box is unticked).
    function drawTouches() {
      const canvas = $("touches"), picture = $("picture"), state = studio.state;
      canvas.width = picture.clientWidth;
      canvas.height = picture.clientHeight;
      const context = canvas.getContext("2d");
      context.clearRect(0, 0, canvas.width, canvas.height);
      const motion = currentMotion();
      if (!state || !state.frames || !state.screen || state.touchesInFrames || !$("show-touches").checked || !motion) { document.body.dataset.touches = 0; return; }
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
    \(TrackPlotScript.source)
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
    \(referenceScript)
    loadScripts();
    </script>
    </body>
    </html>
    """
    }
}
