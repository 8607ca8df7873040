import CardRender
extension HTMLReport {
    /// The report's fixed parts: its style sheet, the inspector and the script that drives it.
    enum Page {
        static let style = """
        body { font: 14px -apple-system, "DejaVu Sans", sans-serif; margin: 0; color: #222; }
        main { margin-right: 44%; padding: 16px 24px; }
        #inspector { position: fixed; top: 0; right: 0; bottom: 0; width: 44%; overflow: auto; box-sizing: border-box; padding: 16px; background: #f6f7f9; border-left: 1px solid #ddd; }
        .summary { font-size: 16px; }
        table { border-collapse: collapse; margin: 8px 0 16px; } td, th { border: 1px solid #ddd; padding: 3px 8px; text-align: left; vertical-align: top; }
        .keys, .meta, .legend { color: #666; }
        .script { border-top: 1px solid #ccc; margin-top: 16px; }
        .timing { color: #b00; }
        code { background: #eef; padding: 1px 4px; word-break: break-all; }
        svg.plot { width: 100%; max-width: 800px; display: block; cursor: pointer; }
        .plot .grid { stroke: #e4e4e4; } .plot .axis { font-size: 10px; fill: #777; dominant-baseline: middle; }
        .plot .bars { fill: none; } .plot .failing { stroke: #d22; } .plot .within { stroke: #aaa; }
        .plot .nodes { fill: none; stroke: #27d; stroke-width: 1.5; } .plot .nodes-axis { fill: #27d; }
        .plot .ticks { stroke: #e90; stroke-width: 2; }
        .legend .key { display: inline-block; width: 10px; height: 10px; margin: 0 4px 0 12px; vertical-align: middle; }
        .key.failing { background: #d22; } .key.within { background: #aaa; } .key.nodes { background: #27d; } .key.ticks { background: #e90; }
        .filmstrip { display: flex; gap: 3px; overflow-x: auto; padding: 4px 0 8px; align-items: stretch; }
        .cell { flex: none; font-size: 11px; border: 2px solid transparent; border-radius: 3px; display: flex; flex-direction: column; align-items: center; justify-content: center; color: #555; text-decoration: none; }
        .cell.pass { background: #eee; padding: 0 6px; min-height: 40px; }
        .cell.warn { background: #fde8c0; padding: 0 6px; }
        .cell.fail { border-color: #d22; background: #fee; }
        .cell.fail img { height: 72px; width: auto; display: block; }
        .cell.current, tr.failure.current { outline: 3px solid #48f; }
        tr.failure { cursor: pointer; }
        #inspector h2 { margin-top: 0; font-size: 16px; }
        #inspector .modes button { margin: 0 4px 4px 0; }
        #inspector[data-mode] .modes button[data-mode] { opacity: 0.6; }
        #inspector .view { display: none; margin-top: 8px; }
        #inspector[data-mode="three"] .view.three, #inspector[data-mode="side"] .view.side, #inspector[data-mode="slider"] .view.slider,
        #inspector[data-mode="onion"] .view.onion, #inspector[data-mode="strobe"] .view.strobe, #inspector[data-mode="zoom"] .view.zoom { display: block; }
        #inspector img { image-rendering: pixelated; }
        .three .row { display: flex; gap: 8px; } .three figure { margin: 0; flex: 1; } .three img { width: 100%; border: 1px solid #ccc; }
        figcaption { font-weight: bold; margin-bottom: 4px; }
        .side .pair { display: flex; } .side img { width: 50%; }
        .stack { position: relative; line-height: 0; max-width: 360px; }
        .stack > img { width: 100%; display: block; }
        .stack .over { position: absolute; inset: 0; width: var(--split, 50%); overflow: hidden; border-right: 2px solid #e22; }
        .stack .over img { width: auto; height: 100%; max-width: none; }
        .stack .top { position: absolute; left: 0; top: 0; width: 100%; }
        input[type=range] { display: block; width: 100%; max-width: 360px; }
        .zoom .boxes { display: flex; gap: 8px; }
        .zoom .box { position: relative; width: 200px; height: 200px; overflow: hidden; border: 1px solid #ccc; background: #fff; }
        .zoom .box img { position: absolute; max-width: none; }
        \(playerStyle)
        """

        static let inspector = """
        <aside id="inspector" data-mode="three" data-empty="">
        <h2><span id="i-title">No frame selected</span> <span id="i-time" class="time"></span></h2>
        <div id="i-placeholder" class="placeholder">Select a failing frame in a filmstrip, plot or table, or press ↓: it shows here as expected, actual and diff, and its script's failing frames play from here.</div>
        <p id="i-detail"></p>
        <p id="i-geometry" class="geometry"></p>
        <p class="approve-line">Approve it: <code id="i-approve"></code></p>
        \(player)
        <div class="modes"><button data-mode="three">1 expected / actual / diff</button><button data-mode="side">2 side by side</button><button data-mode="slider">3 slider</button><button data-mode="onion">4 onion skin</button><button data-mode="strobe">5 strobe</button><button data-mode="zoom">6 zoom</button></div>
        <div class="views">
        <div class="view three"><div class="row"><figure><figcaption>Expected</figcaption><img alt="expected" data-src="e"></figure><figure><figcaption>Actual</figcaption><img alt="actual" data-src="a"></figure><figure><figcaption>Diff</figcaption><img alt="diff" data-src="d"></figure></div></div>
        <div class="view side"><div class="pair"><img alt="expected" data-src="e"><img alt="actual" data-src="a"></div></div>
        <div class="view slider"><p>Expected ◀ ▶ actual</p><div class="stack" id="i-wipe"><img alt="actual" data-src="a"><div class="over"><img alt="expected" data-src="e"></div></div>
        <input id="i-split" type="range" min="0" max="100" value="50" aria-label="wipe between expected and actual"></div>
        <div class="view onion"><p>Actual over expected</p><div class="stack"><img alt="expected" data-src="e"><img class="top" id="i-top" alt="actual" data-src="a" style="opacity: 0.5"></div>
        <input id="i-opacity" type="range" min="0" max="100" value="50" aria-label="opacity of actual over expected"></div>
        <div class="view strobe"><p><button id="i-strobe" type="button">Strobe expected / actual</button> <span id="i-showing">expected</span></p><div class="stack"><img id="i-strobe-img" alt="strobe" data-src="e"></div></div>
        <div class="view zoom"><p id="i-zoom-note">The changed area.</p><div class="boxes"><div class="box"><img alt="expected" data-src="e"></div><div class="box"><img alt="actual" data-src="a"></div><div class="box"><img alt="diff" data-src="d"></div></div></div>
        </div>
        </aside>
        """

        static let script = """
        const rows = [...document.querySelectorAll('tr.failure')];
        const cells = new Map([...document.querySelectorAll('.filmstrip .cell[data-i]')].map(c => [Number(c.dataset.i), c]));
        const inspector = document.getElementById('inspector'), $ = id => document.getElementById(id);
        let current = -1, timer = null;
        function stopStrobe() {
          if (timer) { clearInterval(timer); timer = null; }
          const row = rows[current];
          if (row) { $('i-strobe-img').src = row.dataset.e; $('i-showing').textContent = 'expected'; }
        }
        function zoom() {
          const row = rows[current]; if (!row) return;
          const img = document.querySelector('.zoom .box img');
          const width = img.naturalWidth, height = img.naturalHeight; if (!width) return;
          let [x, y, w, h] = (row.dataset.b || `0,0,${width},${height}`).split(',').map(Number);
          const pad = Math.max(4, Math.round(Math.max(w, h) / 4));
          x = Math.max(0, x - pad); y = Math.max(0, y - pad);
          w = Math.min(width - x, w + 2 * pad); h = Math.min(height - y, h + 2 * pad);
          const scale = Math.min(200 / w, 200 / h, 32);
          for (const image of document.querySelectorAll('.zoom .box img')) {
            image.style.width = width * scale + 'px'; image.style.height = height * scale + 'px';
            image.style.left = -x * scale + 'px'; image.style.top = -y * scale + 'px';
          }
          $('i-zoom-note').textContent = `${w} x ${h} pixels at (${x}, ${y}), shown at ${scale.toFixed(1)}x.`;
        }
        document.querySelector('.zoom .box img').addEventListener('load', zoom);
        function select(index, quiet) {
          if (!rows.length) return;
          if (!quiet) pause();
          index = Math.max(0, Math.min(rows.length - 1, index));
          if (current >= 0) { rows[current].classList.remove('current'); cells.get(current)?.classList.remove('current'); }
          current = index;
          const row = rows[index], data = row.dataset, script = row.closest('.script'), cell = cells.get(index);
          row.classList.add('current');
          if (cell) { cell.classList.add('current'); if (!quiet) cell.scrollIntoView({block: 'nearest', inline: 'center'}); }
          if (!quiet) row.scrollIntoView({block: 'nearest'});
          inspector.removeAttribute('data-empty');
          inspector.dataset.frame = data.frame;
          $('i-title').textContent = script.dataset.name + ' · ' + row.cells[0].textContent;
          $('i-detail').textContent = row.cells[1].textContent + (row.cells[2].textContent ? ' in ' + row.cells[2].textContent + ' pt' : '');
          $('i-geometry').textContent = row.cells[3].textContent;
          $('i-approve').textContent = script.dataset.approve ? script.dataset.approve + ' --frames ' + data.frame : script.dataset.record;
          for (const img of inspector.querySelectorAll('img[data-src]')) {
            const source = data[img.dataset.src];
            img.style.visibility = source ? 'visible' : 'hidden';
            if (source) img.src = source; else img.removeAttribute('src');
          }
          stopStrobe(); zoom(); showInPlayer(index);
        }
        function mode(name) { inspector.dataset.mode = name; if (name !== 'strobe') stopStrobe(); if (name === 'zoom') zoom(); }
        for (const button of inspector.querySelectorAll('.modes button')) button.addEventListener('click', () => mode(button.dataset.mode));
        $('i-split').addEventListener('input', event => $('i-wipe').style.setProperty('--split', event.target.value + '%'));
        $('i-opacity').addEventListener('input', event => $('i-top').style.opacity = event.target.value / 100);
        $('i-strobe').addEventListener('click', () => {
          if (timer) { stopStrobe(); return; }
          const row = rows[current]; if (!row) return;
          timer = setInterval(() => {
            const showing = $('i-showing').textContent === 'expected' ? 'actual' : 'expected';
            $('i-strobe-img').src = showing === 'actual' ? row.dataset.a : row.dataset.e;
            $('i-showing').textContent = showing;
          }, 500);
        });
        document.addEventListener('click', event => {
          const target = event.target.closest('[data-i]');
          if (target) { event.preventDefault(); select(Number(target.dataset.i)); return; }
          const plot = event.target.closest('svg.plot');
          if (!plot) return;
          const box = plot.getBoundingClientRect(), view = plot.viewBox.baseVal;
          const unit = (event.clientX - box.left) / box.width * view.width;
          selectNearest(plot.closest('.script'), (unit - plot.dataset.left) / (plot.dataset.right - plot.dataset.left) * plot.dataset.frames);
        });
        document.addEventListener('keydown', event => {
          if (event.target instanceof HTMLInputElement) return;
          const step = ['ArrowDown', 'j'].includes(event.key) ? 1 : ['ArrowUp', 'k'].includes(event.key) ? -1 : 0;
          const modes = ['three', 'side', 'slider', 'onion', 'strobe', 'zoom'];
          if (step) { event.preventDefault(); select(current < 0 && step < 0 ? 0 : current + step); }
          else if (event.key >= '1' && event.key <= '6') mode(modes[Number(event.key) - 1]);
          else if (event.key === 's') { mode('strobe'); $('i-strobe').click(); }
        });
        """
    }
}
