import CardVerify
import Foundation
import Testing

/// `same-frames.txt`, the index of a reference folder's repeated frames, is untrusted input: every rule broken is a
/// failure naming the file and the line.
@Suite struct SameFramesTests {
    /// The failure for `text`, in a folder whose stored frame files are `stored`.
    func refusal(_ text: String, stored: Set<Int> = [0, 1, 3]) -> String? {
        do {
            _ = try SameFrames(parsing: Array(text.utf8), path: "ref/same-frames.txt", stored: stored)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func whatIsWrittenReadsBack() throws {
        let index = SameFrames(earlier: [2: 0, 4: 3, 5: 0])
        let text = String(decoding: index.contents, as: UTF8.self)
        #expect(text == """
            # Frames stored once: each line names a frame, then the earlier frame whose PNG it repeats.
            frame-00002.png = frame-00000.png
            frame-00004.png = frame-00003.png
            frame-00005.png = frame-00000.png

            """)
        #expect(try SameFrames(parsing: index.contents, path: "i", stored: [0, 1, 3]) == index)
        // Blank lines, comments, spaces and CRLF line ends are read too.
        #expect(try SameFrames(parsing: Array("\r\n# note\n  frame-00002.png=frame-00001.png \r\n".utf8), path: "i", stored: [0, 1]).earlier == [2: 1])
    }

    @Test func pathsOutsideTheFolderAreRefused() {
        #expect(refusal("frame-00002.png = ../frame-00001.png\n")
                == "ref/same-frames.txt:1: '../frame-00001.png' is not a frame file name of this folder (frame-NNNNN.png)")
        #expect(refusal("# one\nframe-00002.png = /etc/passwd\n")
                == "ref/same-frames.txt:2: '/etc/passwd' is not a frame file name of this folder (frame-NNNNN.png)")
        #expect(refusal("sub/frame-00002.png = frame-00001.png\n")
                == "ref/same-frames.txt:1: 'sub/frame-00002.png' is not a frame file name of this folder (frame-NNNNN.png)")
        #expect(refusal("frame-00002.png = frame-0001.png\n")
                == "ref/same-frames.txt:1: 'frame-0001.png' is not a frame file name of this folder (frame-NNNNN.png)")
        #expect(refusal("frame-00002.png frame-00001.png\n")
                == "ref/same-frames.txt:1: is not 'frame-NNNNN.png = frame-MMMMM.png' (a frame, then the earlier frame it repeats)")
    }

    @Test func cyclesChainsAndLaterFramesAreRefused() {
        // A cycle needs an entry naming a later frame, or one naming another entry: both are refused.
        #expect(refusal("frame-00002.png = frame-00004.png\nframe-00004.png = frame-00002.png\n")
                == "ref/same-frames.txt:1: frame-00002.png names frame-00004.png, which is not an earlier frame")
        #expect(refusal("frame-00001.png = frame-00001.png\n")
                == "ref/same-frames.txt:1: frame-00001.png names frame-00001.png, which is not an earlier frame")
        #expect(refusal("frame-00002.png = frame-00001.png\nframe-00004.png = frame-00002.png\n", stored: [0, 1, 2])
                == "ref/same-frames.txt:2: frame-00004.png names frame-00002.png, which is itself listed on line 1; an entry names a stored frame, never another entry")
        #expect(refusal("frame-00002.png = frame-00001.png\n\nframe-00002.png = frame-00000.png\n")
                == "ref/same-frames.txt:3: frame-00002.png is listed already on line 1")
    }

    @Test func aMissingTargetIsRefused() {
        #expect(refusal("frame-00004.png = frame-00003.png\nframe-00005.png = frame-00002.png\n")
                == "ref/same-frames.txt:2: frame-00005.png names frame-00002.png, which is not in the folder")
    }

    @Test func tooLongLinesAndFilesAreRefused() {
        let long = "frame-00002.png = frame-00001.png" + String(repeating: " ", count: 70)
        #expect(refusal("\n" + long + "\n") == "ref/same-frames.txt:2: is 103 bytes long, more than the limit of 100")
        let huge = String(repeating: "#\n", count: SameFrames.maximumFileSize / 2 + 1)
        #expect(refusal(huge) == "ref/same-frames.txt: is 4194306 bytes, more than the limit of 4194304 bytes")
        #expect(refusal("frame-00002.png = frame-0000\u{FF}.png\n")
                == "ref/same-frames.txt:1: 'frame-0000ÿ.png' is not a frame file name of this folder (frame-NNNNN.png)")
    }
}
