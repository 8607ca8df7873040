// The groups of failing frames that share an explanation (`report.groups`, largest first), shown right after the
// summary's table of scripts, before the scripts' sections that report.js built. Each group is a `section.group`
// whose `data-group` is its index in `report.groups`: its sentence, its frame count, an empty `.group-actions` for
// the buttons another script may add, and its frames by script (the script's name, with its variant) as links; a
// listed failing frame's link carries the `data-i` of its row, so a click selects it in the inspector
// (inspector.js), as the table's links do.
(function groups() {
  if (!report.groups || !report.groups.length) return;
  // The inspector's index of each listed failing frame, by `script:frame`.
  const indexOf = new Map([...document.querySelectorAll('section.script tr.failure')]
    .map(row => [`${row.closest('section.script').id.slice(1)}:${row.dataset.frame}`, row.dataset.i]));
  const part = element('div', { class: 'groups', id: 'groups' }, '\n',
    element('h2', null, `${plural(report.groups.length, 'group')} of matching changes`), '\n');
  report.groups.forEach((group, number) => {
    const byScript = [];
    for (const [script, frame] of group.frames) {
      const last = byScript[byScript.length - 1];
      if (last && last.script === script) last.frames.push(frame); else byScript.push({ script, frames: [frame] });
    }
    const list = element('ul', { class: 'group-frames' }, ...byScript.map(({ script, frames }) => {
      const label = labelOf(report.scripts[script]);
      return element('li', null, element('span', { class: 'group-script' }, label), ' ', ...frames.flatMap(frame => {
        const index = indexOf.get(`${script}:${frame}`), title = `${label} · frame ${frame}`;
        return [index === undefined ? element('span', { class: 'group-frame', title }, `${frame}`)
          : element('a', { class: 'group-frame', href: `#f${index}`, 'data-i': index, title }, `${frame}`), ' '];
      }));
    }));
    part.append(element('section', { class: 'group', 'data-group': number, 'data-kind': group.kind }, '\n',
      element('p', { class: 'group-title' }, element('span', { class: 'group-sentence' }, group.sentence), ' ',
        element('span', { class: 'group-count' }, plural(group.frames.length, 'frame'))), '\n',
      element('div', { class: 'group-actions' }), '\n', list, '\n'), '\n');
  });
  document.getElementById('scripts').after('\n', part);
})();
