// The studio page's reference mode (`--reference`): expected / actual / diff of the current frame, as the report's
// first view shows them, the verdict in words, and the failing frames marked under the scrubber (red: failed, grey:
// no reference). A studio without references answers `/api/verdicts` with 404 and the page stays as it is.

// The first frame's expected and diff, shown with the document (before the verdicts come): the load event waits
// for them, so a screenshot taken then shows all three pictures.
function showFirstReference(first) {
  for (const id of ["expected-view", "diff-view", "actual-caption"]) $(id).hidden = false;
  if (!first.referenced) return;
  $("expected").setAttribute("src", pictureSource("/references/", first.script, first.frame, first.revision));
  $("diff").setAttribute("src", pictureSource("/diffs/", first.script, first.frame, first.revision));
}

async function loadVerdicts() {
  const response = await fetch("/api/verdicts?script=" + encodeURIComponent(studio.script), { cache: "no-store" });
  studio.verdicts = response.ok ? await response.json() : null;
  const marks = $("marks");
  marks.hidden = !studio.verdicts;
  $("expected-view").hidden = !studio.verdicts;
  $("diff-view").hidden = !studio.verdicts;
  $("actual-caption").hidden = !studio.verdicts;
  if (studio.verdicts) {
    const context = marks.getContext("2d");
    const frames = studio.verdicts.frames;
    context.clearRect(0, 0, marks.width, marks.height);
    frames.forEach((verdict, frame) => {
      if (verdict.verdict === "passed") return;
      context.fillStyle = verdict.verdict === "failed" ? "#d32f2f" : "#9e9e9e";
      const x = Math.floor(frames.length > 1 ? frame * (marks.width - 2) / (frames.length - 1) : 0);
      context.fillRect(x, 0, 2, marks.height);
    });
    document.body.dataset.failedFrames = frames.flatMap((v, i) => v.verdict === "failed" ? [i] : []).join(" ");
  }
  showReference();
}

function showReference() {
  const verdicts = studio.verdicts, state = studio.state;
  const text = $("verdict");
  if (!verdicts || !state || verdicts.revision !== state.revision || !verdicts.frames[studio.frame]) {
    text.textContent = ""; text.className = ""; return;
  }
  const verdict = verdicts.frames[studio.frame];
  const missing = verdict.verdict === "missing";
  for (const [id, path] of [["expected", "/references/"], ["diff", "/diffs/"]]) {
    const image = $(id);
    if (missing) { image.removeAttribute("src"); image.alt = "no reference"; continue; }
    image.alt = id;
    const source = pictureSource(path, studio.script, studio.frame, state.revision);
    if (image.getAttribute("src") !== source) image.setAttribute("src", source);
  }
  text.className = verdict.verdict;
  text.textContent = missing ? "no reference" : verdict.verdict + ": " + verdict.differentPixels + " different pixels";
  showAcceptButtons();
}

// --review: "Accept this frame" (enabled on a failing frame: a frame without a reference is recorded with verify
// --record missing, not accepted) and "Accept every failing frame of SCRIPT". An accept is a POST to the studio
// carrying the token the page was opened with (the address's fragment, `#token=...`, never sent to a server) and the
// revision shown; the studio verifies that revision and approves as cardmotion approve does, then reads the script
// again, and the page shows the new revision's verdicts.
function setUpReview() {
  $("review").hidden = false;
  $("accept-frame").onclick = () => accept(studio.frame);
  $("accept-script").onclick = () => accept(null);
}

function showAcceptButtons() {
  if (!page.review) return;
  const verdicts = studio.verdicts, state = studio.state;
  const current = verdicts && state && verdicts.revision === state.revision && !studio.accepting;
  const verdict = current && verdicts.frames[studio.frame];
  $("accept-frame").disabled = !(verdict && verdict.verdict === "failed");
  $("accept-script").disabled = !(current && verdicts.failed > 0);
  $("accept-script").textContent = "Accept every failing frame of " + studio.script;
}

async function accept(frame) {
  const token = new URLSearchParams(location.hash.slice(1)).get("token") || "";
  const request = { script: studio.script, revision: studio.state.revision };
  if (frame !== null) request.frame = frame;
  const status = $("accept-status");
  studio.accepting = true;
  showAcceptButtons();
  status.className = "";
  status.textContent = "Accepting...";
  try {
    const response = await fetch("/api/accept", { method: "POST", headers: { "Content-Type": "application/json", "X-CardMotion-Token": token },
                                                   body: JSON.stringify(request), cache: "no-store" });
    const answer = await response.json();
    if (response.ok) {
      status.textContent = "Accepted " + answer.approved + " frame" + (answer.approved === 1 ? "" : "s")
        + (answer.already ? ", " + answer.already + " accepted already" : "") + ".";
    } else {
      status.className = "refused";
      status.textContent = answer.error;
    }
  } catch (error) {
    status.className = "refused";
    status.textContent = String(error);
  }
  studio.accepting = false;
  await refresh(studio.frame);
}
