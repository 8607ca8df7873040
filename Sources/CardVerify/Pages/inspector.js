// The report's inspector: the selected failing frame as expected / actual / diff, side by side, a slider, an onion
// skin, a strobe and a zoom on the changed area, with the command that approves it. Clicks (filmstrip, plot, table)
// and keys (down or j, up or k; 1 to 6 the view, s the strobe) select a frame. It reads the page report.js built.
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
