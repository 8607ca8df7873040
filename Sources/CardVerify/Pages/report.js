// verify's report, filled from the JSON document in <script id="report-data"> (HTMLReport writes it): the title, the
// summary and its table of scripts, then per script its section (motion sentences and track plots, the plot of
// differing pixels, the filmstrip and the table of failing frames). Every text goes in as text, never as markup.
// inspector.js and player.js then work on what this builds: the rows `tr.failure` (their data attributes name the
// images), the filmstrip's cells and the sections' data attributes.
"use strict";
const report = JSON.parse(document.getElementById('report-data').textContent);

// An element of `tag` with `attributes` (in this order, skipped when null) and `children` (strings become text;
// null and false are skipped).
function element(tag, attributes, ...children) { return fill(document.createElement(tag), attributes, children); }
function svgElement(tag, attributes, ...children) { return fill(document.createElementNS('http://www.w3.org/2000/svg', tag), attributes, children); }
function fill(node, attributes, children) {
  for (const [name, value] of Object.entries(attributes || {})) if (value !== null && value !== undefined) node.setAttribute(name, value);
  for (const child of children) if (child !== null && child !== false && child !== undefined) node.append(child);
  return node;
}
const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;

// The plot of a script's frames: the differing pixels of each frame on a log scale (red bars for failing frames,
// grey ones within the budget), the number of changed nodes (a blue step line, right axis) and amber ticks over
// passing frames whose geometry changed, in an 800 x 172 picture.
const plotBox = { width: 800, height: 172, left: 44, right: 756, top: 12, bottom: 148, floor: 6 };
// A coordinate to one decimal, without a trailing `.0`.
function plotNumber(value) {
  const tenths = Math.round(value * 10);
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
}
// `1`, `10`, `100`, `1k` … for the decade `power`.
function decadeLabel(power) {
  const units = ['', 'k', 'M', 'G'], unit = Math.min(Math.floor(power / 3), units.length - 1);
  return '1' + '0'.repeat(power - unit * 3) + units[unit];
}
function plot(script, frames) {
  const { left, right, top, bottom, floor } = plotBox, number = plotNumber;
  const count = frames.reduce((most, one) => Math.max(most, one.frame + 1), 1);
  const step = (right - left) / count;
  const x = frame => number(left + (frame + 0.5) * step);
  // Decades up to the frame's pixel count: 10^decades is the top of the axis.
  const decades = Math.max(1, Math.ceil(Math.log10(Math.max(script.totalPixels, 10))));
  const y = pixels => number(bottom - floor - (bottom - top - floor) * Math.log10(Math.max(pixels, 1)) / decades);
  let failing = '', within = '', ticks = '';
  for (const frame of frames) {
    if (frame.failed) failing += `M${x(frame.frame)} ${number(bottom)}V${y(frame.pixels)}`;
    else if (frame.pixels > 0) within += `M${x(frame.frame)} ${number(bottom)}V${y(frame.pixels)}`;
    if (!frame.failed && frame.geometry !== undefined) ticks += `M${x(frame.frame)} ${number(top)}v6`;
  }
  // The changed nodes as a step line drawn only where the count changes.
  const most = frames.reduce((most, frame) => Math.max(most, frame.changes), 1);
  const nodeY = changes => number(bottom - (bottom - top) * changes / most);
  let line = '';
  if (frames.some(frame => frame.changes > 0)) {
    let last = -1;
    for (const frame of frames) {
      if (frame.changes === last) continue;
      const start = number(left + frame.frame * step);
      line += last < 0 ? `M${start} ${nodeY(frame.changes)}` : `H${start}V${nodeY(frame.changes)}`;
      last = frame.changes;
    }
    line += `H${number(right)}`;
  }
  const svg = svgElement('svg', { class: 'plot', viewBox: `0 0 ${number(plotBox.width)} ${number(plotBox.height)}`, role: 'img',
    'aria-label': 'different pixels and changed nodes per frame', 'data-frames': count, 'data-left': number(left), 'data-right': number(right) });
  for (let decade = 0; decade <= decades; decade++) {
    const level = y(10 ** decade);
    svg.append(svgElement('path', { class: 'grid', d: `M${number(left)} ${level}H${number(right)}` }),
      svgElement('text', { x: number(left - 4), y: level, class: 'axis', 'text-anchor': 'end' }, decadeLabel(decade)));
  }
  const width = number(Math.max(1, step * 0.8));
  svg.append(svgElement('path', { class: 'bars within', d: within, 'stroke-width': width }),
    svgElement('path', { class: 'bars failing', d: failing, 'stroke-width': width }));
  if (ticks) svg.append(svgElement('path', { class: 'ticks', d: ticks }));
  if (line) {
    svg.append(svgElement('path', { class: 'nodes', d: line }),
      svgElement('text', { x: number(right + 4), y: nodeY(most), class: 'axis nodes-axis' }, plural(most, 'node')),
      svgElement('text', { x: number(right + 4), y: nodeY(0), class: 'axis nodes-axis' }, '0'));
  }
  svg.append(svgElement('text', { x: number(left), y: number(plotBox.height - 6), class: 'axis' }, 'frame 0'),
    svgElement('text', { x: number(right), y: number(plotBox.height - 6), class: 'axis', 'text-anchor': 'end' }, `frame ${count - 1}`));
  const key = name => element('span', { class: 'key ' + name });
  return [svg, '\n', element('p', { class: 'legend' }, key('failing'), 'different pixels of failing frames (log scale) ',
    key('within'), 'within the budget ', key('nodes'), 'nodes whose geometry changed ', key('ticks'), 'passed with changed geometry'), '\n'];
}

// The script's frames in order as a strip: each listed failing frame a thumbnail of what was rendered, other
// failing frames a red cell, each passing frame whose geometry changed an amber cell, the passing frames between
// them one grey cell per run (`0–20 ✓`). Thumbnails load lazily.
function filmstrip(frames, indexOfFrame) {
  const strip = element('div', { class: 'filmstrip' });
  let run = null;
  const closeRun = () => {
    if (!run) return;
    const label = run.first === run.last ? `${run.first}` : `${run.first}–${run.last}`;
    strip.append(element('span', { class: 'cell pass', title: `frame${run.first === run.last ? '' : 's'} ${label} passed` }, `${label} ✓`));
    run = null;
  };
  for (const frame of frames) {
    const index = indexOfFrame.get(frame.frame);
    if (index !== undefined) {
      closeRun();
      strip.append(element('a', { class: 'cell fail', href: `#f${index}`, 'data-i': index, title: `${frame.name}: ${frame.outcome}` },
        element('img', { loading: 'lazy', alt: frame.name, src: frame.images.actual }), element('span', null, `${frame.frame}`)));
    } else if (frame.failed) {
      closeRun();
      strip.append(element('span', { class: 'cell fail', title: `${frame.name}: ${frame.outcome}` }, `${frame.frame}`));
    } else if (frame.geometry !== undefined) {
      closeRun();
      strip.append(element('span', { class: 'cell warn', title: `${frame.name} passed; ${frame.geometry}` }, `${frame.frame}`));
    } else {
      run = { first: run ? run.first : frame.frame, last: frame.frame };
    }
  }
  closeRun();
  return [strip, '\n'];
}

// A failing frame's row: what the inspector shows of it lives in its data attributes (the images, the frame's
// number for the approve command, the differing pixels' box and the image size in pixels).
function failureRow(frame, index) {
  const images = frame.images;
  return element('tr', { class: 'failure', id: `f${index}`, 'data-i': index, 'data-frame': frame.frame, 'data-e': images.expected,
    'data-a': images.actual, 'data-d': images.diff || '', 'data-b': frame.box ? frame.box.join(',') : null },
  element('td', null, element('a', { href: `#f${index}` }, frame.name)),
  element('td', null, frame.outcome + (frame.percent ? ` (${frame.percent})` : '')),
  element('td', null, frame.place || ''), element('td', null, frame.geometry || ''));
}

// The motion part of the `number`th script's section: the sentences that explain its failure in time and, per
// changed node, a canvas for its recorded track against the new one (player.js draws them from `script.tracks`).
function motion(script, number) {
  const parts = [];
  if (script.motion.length) parts.push(element('ul', { class: 'motion' }, ...script.motion.map(sentence => element('li', null, sentence))), '\n');
  const tracks = script.tracks;
  if (tracks) {
    const height = report.properties.length * trackPanelHeight;
    parts.push(element('div', { class: 'track-plots', 'data-tracks': `t${number}` }, ...tracks.nodes.map((node, index) =>
      element('figure', { class: 'track' }, element('figcaption', null, node.id),
        element('canvas', { class: 'track', 'data-node': index, width: 760, height })))), '\n');
    const key = name => element('span', { class: 'key ' + name });
    parts.push(element('p', { class: 'legend' }, key('recorded'), 'recorded (dashed) ', key('actual'), 'new ', key('failing-band'),
      'failing frames ', key('cursor'), 'selected frame' + (tracks.more.length ? `; and ${tracks.more.length} more: ${tracks.more.join(', ')}` : '')), '\n');
  }
  return parts;
}

// Height of one panel (x, y, angle, alpha) of a track plot, in canvas pixels.
const trackPanelHeight = 50;

// Every frame of the script in order: its notable frames as written, the others (passed, no pixel differing, same
// geometry) from its runs of frame numbers.
function framesOf(script) {
  const notable = new Map(script.frames.map(frame => [frame.frame, frame])), frames = [];
  for (const [first, last] of script.frameRuns) {
    for (let number = first; number <= last; number++) frames.push(notable.get(number) || { frame: number, failed: false, pixels: 0, changes: 0 });
  }
  return frames;
}

// The script's name as the page shows it: with its variant in brackets when it is one.
function labelOf(script) {
  return script.variant === undefined ? script.name : `${script.name} [${script.variant}]`;
}

// With variants, a grid of failing frames: a row per script that fails in some variant, a column per variant (the
// top-level settings as "default"), each cell its failing count linking to that section.
function variantGrid() {
  if (!report.scripts.some(script => script.variant !== undefined)) return [];
  const variants = [], names = [];
  for (const script of report.scripts) {
    const variant = script.variant === undefined ? 'default' : script.variant;
    if (!variants.includes(variant)) variants.push(variant);
    if (script.failed > 0 && !names.includes(script.name)) names.push(script.name);
  }
  const grid = element('table', { class: 'variants', id: 'variants' });
  const body = grid.createTBody();
  body.append(element('tr', null, element('th', null, 'failing frames'), ...variants.map(variant => element('th', null, variant))), '\n');
  for (const name of names) {
    body.append(element('tr', null, element('th', null, name), ...variants.map(variant => {
      const number = report.scripts.findIndex(script => script.name === name && (script.variant === undefined ? 'default' : script.variant) === variant);
      if (number < 0) return element('td', { class: 'none' }, '');
      const script = report.scripts[number];
      return element('td', { class: script.failed > 0 ? 'fail' : 'pass' }, element('a', { href: `#s${number}` }, `${script.failed}`));
    })), '\n');
  }
  return names.length ? [grid, '\n'] : [];
}

(function build() {
  const main = document.querySelector('main'), table = document.getElementById('scripts').tBodies[0];
  document.getElementById('scripts').before(...variantGrid());
  let first = 0, total = 0;
  report.scripts.forEach((script, number) => {
    const frames = framesOf(script), listed = script.frames.filter(frame => frame.images), indexOfFrame = new Map();
    listed.forEach((frame, offset) => indexOfFrame.set(frame.frame, first + offset));
    const command = script.approve || script.record;
    let worst = null;
    for (const frame of listed) if (!worst || frame.pixels > worst.pixels) worst = frame;
    table.append(element('tr', null, element('td', null, element('a', { href: `#s${number}` }, labelOf(script))), element('td', null, `${script.frameCount}`),
      element('td', null, `${script.failed}${script.timing === undefined ? '' : ' + timing'}`), element('td', null, `${script.warnings}`),
      element('td', null, ...(worst ? [element('a', { href: `#f${indexOfFrame.get(worst.frame)}`, 'data-i': indexOfFrame.get(worst.frame) }, worst.name),
        ` (${worst.outcome})`] : []))), '\n');
    const section = element('section', { class: 'script', id: `s${number}`, 'data-name': labelOf(script), 'data-first': first, 'data-count': listed.length,
      'data-fps': script.fps === undefined ? '' : script.fps, [script.approve ? 'data-approve' : 'data-record']: command }, '\n');
    section.append(element('h2', null, labelOf(script)), '\n');
    section.append(element('p', { class: 'meta' }, `${script.frameCount} frames against ${script.references}: ${script.failed} failing, `
      + `${script.warnings} passing with changed geometry.`), '\n');
    if (script.timing !== undefined) section.append(element('p', { class: 'timing' }, `${script.references}: ${script.timing}`), '\n');
    if (listed.length) {
      section.append(element('p', { class: 'approve' }, script.approve ? `Approve every failing frame of ${labelOf(script)}: `
        : 'An animated reference is approved whole, by recording it again: ', element('code', null, command)), '\n');
    }
    section.append(...motion(script, number), ...plot(script, frames), ...filmstrip(frames, indexOfFrame));
    if (listed.length) {
      const rows = element('table', { class: 'failures' });
      const body = rows.createTBody();
      body.append(element('tr', null, ...['frame', 'different pixels', 'where (points)', 'geometry'].map(name => element('th', null, name))), '\n');
      listed.forEach((frame, offset) => body.append(failureRow(frame, first + offset), '\n'));
      section.append(rows, '\n');
    }
    main.append(section, '\n');
    first += listed.length;
    total += script.frameCount;
  });
  document.title = `cardmotion verify: ${plural(first, 'failing frame')}`;
  document.getElementById('summary').append(`${total} frames of ${plural(report.scripts.length, 'script')}: `,
    element('strong', null, `${first} failing`), '.');
})();
