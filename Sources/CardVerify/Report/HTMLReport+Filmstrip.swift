import CardRender
extension HTMLReport {
    /// A script's frames in order as a strip: each failing frame a thumbnail of what was rendered, marked in red;
    /// each passing frame whose geometry changed an amber cell; the passing frames between them one grey cell per
    /// run (`0–20 ✓`). Thumbnails load lazily, so a long strip costs nothing until it is scrolled.
    struct Filmstrip {
        let html: String

        init(_ result: ScriptVerification, indexOfFrame: [Int: Int], folder: String) throws {
            var cells = "", run: (first: Int, last: Int)?
            func closeRun() {
                guard let open = run else { return }
                let label = open.first == open.last ? "\(open.first)" : "\(open.first)–\(open.last)"
                cells += "<span class=\"cell pass\" title=\"frame\(open.first == open.last ? "" : "s") \(label) passed\">\(label) ✓</span>"
                run = nil
            }
            for frame in result.frames {
                if let index = indexOfFrame[frame.frame], let paths = frame.artifacts {
                    closeRun()
                    cells += "<a class=\"cell fail\" href=\"#f\(index)\" data-i=\"\(index)\" title=\"\(frame.name): \(escape(frame.describe))\">"
                        + "<img loading=\"lazy\" alt=\"\(frame.name)\" src=\"\(try link(paths.actual, from: folder))\"><span>\(frame.frame)</span></a>"
                } else if frame.isFailure {
                    closeRun()
                    cells += "<span class=\"cell fail\" title=\"\(frame.name): \(escape(frame.describe))\">\(frame.frame)</span>"
                } else if let note = frame.geometry {
                    closeRun()
                    cells += "<span class=\"cell warn\" title=\"\(frame.name) passed; \(escape(note.description))\">\(frame.frame)</span>"
                } else {
                    run = (run?.first ?? frame.frame, frame.frame)
                }
            }
            closeRun()
            html = "<div class=\"filmstrip\">\(cells)</div>\n"
        }
    }
}
