// The review's part of the report: only on the page `cardmotion review` serves (the document's `review` member),
// never in the report a verify run leaves. It adds Accept buttons per failing frame (its table row and the
// inspector), per script, per variant and per group of matching changes, and a count of the failing frames left.
// An accept is a POST to the server that served the page, carrying the token the page was opened with (the
// address's fragment, `#token=...`, which is never sent to a server); the answer lists every frame accepted so far,
// and the page marks them without a reload. With --read-only the page says so and shows no button.
"use strict";
(function review() {
  const state = report.review;
  if (!state) return;
  // The fragment is `#token=SECRET`; `&f=N` selects failing frame N in the inspector (as `#fN` does in the report),
  // the page staying at its top, where the count and the groups are.
  const fragment = new URLSearchParams(location.hash.slice(1));
  const token = fragment.get('token') || '';
  const keyOf = (folder, frame) => `${folder}\n${frame}`;
  // Every failing frame the page can accept: its script's number and name, its reference folder and number.
  const acceptable = [];
  report.scripts.forEach((script, number) => {
    if (script.referenceFolder === undefined) return;
    for (const frame of script.frames) {
      if (frame.failed && frame.images) acceptable.push({ number, script: script.name, folder: script.referenceFolder, frame: frame.frame });
    }
  });
  const accepted = new Set();
  const buttons = [];
  const bar = element('div', { class: 'review', id: 'review' });
  const left = element('strong', { id: 'review-left' });
  const status = element('span', { id: 'review-status', role: 'status' });
  bar.append(left, ' ', status);
  document.getElementById('summary').after(bar);

  // The frames `frames` (acceptable entries) as the request's picks: one per script and folder.
  function picks(frames) {
    const byScript = new Map();
    for (const frame of frames) {
      const key = `${frame.script}\n${frame.folder}`;
      if (!byScript.has(key)) byScript.set(key, { script: frame.script, folder: frame.folder, frames: [] });
      byScript.get(key).frames.push(frame.frame);
    }
    return [...byScript.values()];
  }

  function show() {
    const count = acceptable.filter(frame => !accepted.has(keyOf(frame.folder, frame.frame))).length;
    left.textContent = state.readOnly ? `${count} failing frame${count === 1 ? '' : 's'} (read-only: accept with cardmotion review without --read-only)`
      : `${count} failing frame${count === 1 ? '' : 's'} left to accept`;
    for (const { button, frames, label } of buttons) {
      const done = frames.every(frame => accepted.has(keyOf(frame.folder, frame.frame)));
      button.disabled = done;
      button.classList.toggle('done', done);
      const waiting = frames.filter(frame => !accepted.has(keyOf(frame.folder, frame.frame))).length;
      button.textContent = done ? 'Accepted' : label(waiting);
    }
    document.querySelectorAll('tr.failure').forEach(row => {
      const section = row.closest('section.script');
      const script = report.scripts[Number(section.id.slice(1))];
      row.classList.toggle('accepted', accepted.has(keyOf(script.referenceFolder, Number(row.dataset.frame))));
    });
  }

  async function accept(frames, button) {
    status.textContent = 'Accepting…';
    for (const entry of buttons) entry.button.disabled = true;
    try {
      const response = await fetch('/api/accept', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CardMotion-Token': token },
        body: JSON.stringify({ picks: picks(frames) }) });
      const answer = await response.json();
      if (!response.ok) throw new Error(answer.error || `status ${response.status}`);
      answer.accepted.forEach(([folder, frame]) => accepted.add(keyOf(folder, frame)));
      status.textContent = `Accepted ${answer.approved} frame${answer.approved === 1 ? '' : 's'}` + (answer.already ? `, ${answer.already} accepted already.` : '.');
      status.className = '';
    } catch (error) {
      status.textContent = `Not accepted: ${error.message}`;
      status.className = 'error';
    }
    show();
  }

  // A button accepting `frames` (acceptable entries), put in `place`; `label` gives its text for the number of
  // them not accepted yet.
  function button(label, frames, place, id) {
    if (state.readOnly || !frames.length) return;
    const made = element('button', { type: 'button', class: 'accept', id }, label(frames.length));
    made.addEventListener('click', event => { event.stopPropagation(); accept(frames, made); });
    buttons.push({ button: made, frames, label });
    place.append(made);
  }
  const framesOf = number => acceptable.filter(frame => frame.number === number);
  const plural = count => `${count} frame${count === 1 ? '' : 's'}`;

  // Per script: beside its heading; per frame: a cell in its row.
  document.querySelectorAll('section.script').forEach(section => {
    const number = Number(section.id.slice(1)), frames = framesOf(number);
    button(count => `Accept ${plural(count)} of ${section.dataset.name}`, frames, section.querySelector('h2'), `accept-s${number}`);
    section.querySelectorAll('tr.failure').forEach(row => {
      const cell = element('td', { class: 'accept-cell' });
      button(() => 'Accept', frames.filter(frame => frame.frame === Number(row.dataset.frame)), cell, `accept-${row.id}`);
      row.append(cell);
    });
  });
  // Per variant: a line of buttons under the summary.
  const variants = [...new Set(report.scripts.filter(script => script.variant !== undefined).map(script => script.variant))];
  if (variants.length) {
    const line = element('p', { class: 'review-variants' }, 'Variants: ');
    for (const variant of variants) {
      const frames = acceptable.filter(frame => report.scripts[frame.number].variant === variant);
      button(count => `Accept ${variant} (${plural(count)})`, frames, line, `accept-v-${variant}`);
    }
    bar.after(line);
  }
  // Per group of matching changes: in the group's own place.
  (report.groups || []).forEach((group, index) => {
    const place = document.querySelector(`section.group[data-group="${index}"] .group-actions`);
    if (!place) return;
    const members = new Set(group.frames.map(([number, frame]) => `${number}\n${frame}`));
    const frames = acceptable.filter(frame => members.has(`${frame.number}\n${frame.frame}`));
    button(count => `Accept the group (${plural(count)})`, frames, place, `accept-g${index}`);
  });
  // The inspector's frame.
  const inspectorButton = element('button', { type: 'button', class: 'accept', id: 'i-accept', disabled: '' }, 'Accept this frame');
  if (!state.readOnly) {
    document.querySelector('#inspector .approve-line').append(' ', inspectorButton);
    inspectorButton.addEventListener('click', () => {
      const row = document.querySelector('tr.failure.current');
      if (row) document.getElementById(`accept-${row.id}`)?.click();
    });
    new MutationObserver(() => {
      const row = document.querySelector('tr.failure.current');
      const done = !row || row.classList.contains('accepted') || !document.getElementById(`accept-${row.id}`);
      inspectorButton.disabled = done;
    }).observe(document.querySelector('main'), { subtree: true, attributes: true, attributeFilter: ['class'] });
  }

  if (/^\d+$/.test(fragment.get('f') || '')) { select(Number(fragment.get('f'))); window.scrollTo(0, 0); }
  fetch('/api/review').then(response => response.json()).then(answer => {
    answer.accepted.forEach(([folder, frame]) => accepted.add(keyOf(folder, frame)));
    show();
  }).catch(error => { status.textContent = `The review's state did not load: ${error.message}`; status.className = 'error'; });
  show();
})();
