extension FFmpegEncoder {
    /// The formats ``FFmpegEncoder`` writes, and the ffmpeg arguments, filters and settings each is made with.
    ///
    /// Measured on the frames of `Examples/stack.yaml` (223 frames, 750 x 1334 pixels, 60 fps; flat colours, text,
    /// shadows) and `Examples/profiles.yaml` (310 frames, 750 x 1624; gradients, photos drawn as vectors, text), with
    /// ffmpeg 5.1 on Debian 12. Times are wall seconds on the shared 2-core build machine, so only roughly comparable.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// An animated GIF with one 256-colour palette made from every frame of the animation, dithered for UI
        /// frames.
        ///
        /// **Palette and dithering**: `split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=
        /// floyd_steinberg:diff_mode=rectangle`. Measured at 60 fps (bytes; PSNR of the decoded frames against the
        /// originals, average over frames, in dB):
        ///
        /// | dither                 | stack.yaml            | profiles.yaml          |
        /// |------------------------|-----------------------|------------------------|
        /// | none                   | 4.35 MB, 63.3 dB      | 6.89 MB, 43.9 dB       |
        /// | bayer, bayer_scale=5   | 4.58 MB, 50.9 dB      | 8.23 MB, 43.2 dB       |
        /// | bayer, bayer_scale=4   | 4.85 MB, 46.9 dB      | 8.66 MB, 42.6 dB       |
        /// | bayer, bayer_scale=3   | 5.11 MB, 42.1 dB      | 10.60 MB, 40.4 dB      |
        /// | bayer, bayer_scale=2   | 5.35 MB, 37.0 dB      | 11.35 MB, 35.7 dB      |
        /// | sierra2_4a (default)   | 4.49 MB, 62.8 dB      | 14.23 MB, 41.7 dB      |
        /// | **floyd_steinberg**    | **4.43 MB, 63.0 dB**  | **11.38 MB, 42.4 dB**  |
        ///
        /// Without dithering the gradients of profiles.yaml (the header, the sky and the shading of the card's
        /// photo) break into bands 6 to 8 pixels tall, plainly visible; bayer at scale 5 still bands, and every
        /// bayer scale lays its grid over flat colours too (the white of stack.yaml's cards turns into a light grey
        /// pattern: 42 dB at scale 3, where flat frames without dithering reach 63 dB). Error diffusion keeps every
        /// colour the palette holds exactly (flat fills and text as sharp as without dithering) and smooths the
        /// gradients; Floyd–Steinberg is smaller than ffmpeg's default sierra2_4a on gradients (11.4 against 14.2 MB).
        /// `diff_mode=rectangle` dithers only the rectangle that changed since the previous frame, so the still
        /// parts of the screen keep the very same dots instead of crawling from frame to frame.
        ///
        /// **Timing**: GIF delays are whole centiseconds, and browsers (Chrome, Firefox, Safari) show a frame with
        /// a delay of 0 or 1 cs for 10 cs. ffmpeg keeps 60 fps in total by alternating delays of 2, 2 and 1 cs
        /// (Pillow reads 20, 10, 20, 20, 10, ... ms), which browsers then play a third of the frames ten times too
        /// long: 3.7 s of stack.yaml would last 10.4 s. So a GIF keeps every *n*-th frame, *n* the smallest step
        /// that brings the rate to 50 fps or less (60 fps gives 30 fps, 120 gives 40, 50
        /// stays 50); each kept frame lasts *n* frame intervals, and ffmpeg rounds each frame's start to the
        /// centisecond, so the delays (3, 4, 3, 3, 4, 3 cs at 30 fps) add up without drift; only the last frame,
        /// which has no next start, takes the delay of the one before, so the whole can end up to 1 cs late.
        /// Evenly spaced frames keep the motion even, where resampling 60 to 50 fps would skip one frame in six.
        /// At 30 fps the GIFs are about half the sizes above.
        ///
        /// **Transparency**: GIF has one fully transparent palette entry and no partial alpha. Pixels with alpha
        /// 128 or more are drawn opaque in their own (straight) colour, the others are transparent (ffmpeg's
        /// `alpha_threshold`, 128), so a screen with a transparent background stays transparent around the cards;
        /// soft edges and shadows lose their fade (a shadow below half opacity vanishes). Opaque frames, the usual
        /// ones, are unaffected.
        ///
        /// **Looping**: `-loop 0` (for ever), or `-loop -1` (no loop block: played once).
        ///
        /// **Two passes, for memory**: palettegen sees every frame before paletteuse can draw the first, so one
        /// ffmpeg running `split`, `palettegen` and `paletteuse` in one graph holds every kept frame until the input
        /// ends, about 8 MB for each frame of 750 x 1334 (twice its pixels): 0.98 GB at its peak for stack.yaml (112
        /// frames kept at 30 fps), 4.5 GB for five times as many, some 80 GB for 10,000. So the GIF is made in two
        /// passes, with the same filters and options and the very same bytes (checked on stack.yaml, profiles.yaml,
        /// and in the tests, with transparency and rates such as 30000/1001):
        ///
        /// 1. The ffmpeg that reads the frames from the pipe runs `split[frames][all];[all]palettegen=stats_mode=full
        ///    [palette]` and writes the palette (a PNG) and, unchanged, every frame to a spool file in the encoder's
        ///    temporary folder.
        /// 2. ``FFmpegEncoder/finish()`` then runs a second ffmpeg that reads the spool and the palette back and
        ///    writes the GIF with `paletteuse` as above (`-f nut -i frames.nut -i palette.png -filter_complex
        ///    [0:v][1:v]paletteuse=...`).
        ///
        /// Peak memory of each ffmpeg, rendering stack.yaml (the frames from the pipe): one graph 0.98 GB; pass 1
        /// 0.15 GB, pass 2 0.12 GB; with five times the frames (560), one graph 4.5 GB, the passes the same 0.15 and
        /// 0.12 GB. profiles.yaml: one graph 1.59 GB; the passes 0.16 and 0.13 GB. The whole render takes 13 %
        /// (stack.yaml, 3.09 against 3.49 s) to 18 % (profiles.yaml, 6.36 against 7.51 s) longer, since the frames
        /// are encoded and decoded once more.
        ///
        /// **The spool** must be lossless for RGBA, alpha included (GIF's transparency comes from alpha): PNG frames
        /// (`-c:v png -compression_level 1 -threads 1`) in NUT, ffmpeg's own container, which keeps the stream's time
        /// base (1/30, 1001/30000) exactly. Measured on the frames kept at 30 fps, read from a file (spool size;
        /// ffmpeg's peak in pass 1 / pass 2; CPU seconds of both passes, where one graph takes 2.5 and 5.0 s):
        ///
        /// | spool                        | stack.yaml (112 frames)     | profiles.yaml (155 frames)   |
        /// |------------------------------|-----------------------------|------------------------------|
        /// | raw RGBA (`rawvideo`)        | 448 MB; 0.11/0.14 GB; 2.3 s | 755 MB; 0.18/0.16 GB; 5.1 s  |
        /// | FFV1                         | 5.2 MB; 0.24/0.10 GB; 5.2 s | 19.4 MB; 0.27/0.12 GB; 10.9 s |
        /// | PNG, zlib level 6 (default)  | 6.5 MB; 0.13/0.11 GB; 4.3 s | 18.6 MB; 0.12/0.13 GB; 8.3 s |
        /// | **PNG, zlib level 1**        | **9.0 MB; 0.09/0.11 GB; 3.2 s** | **27.6 MB; 0.12/0.13 GB; 6.7 s** |
        ///
        /// Raw frames would take 4 MB of disk each (40 GB for 10,000 frames); FFV1 is the smallest but the slowest
        /// and needs the most memory; PNG at level 1 is the fastest of the compressed ones, for 80 KB (stack) to
        /// 180 KB (profiles) of disk a frame. One encoding thread keeps pass 1's peak steady (0.15 GB from the
        /// pipe; 0.12 to 0.31 GB with ffmpeg's automatic frame threads) at no measurable cost in time, since the
        /// rendering already keeps both cores busy. The spool and the palette are removed with the temporary folder.
        /// CardMotion's own memory stays at one frame.
        case gif
        /// An H.264 MP4 that plays in browsers and QuickTime: `-c:v libx264 -preset medium -crf 20 -pix_fmt yuv420p
        /// -movflags +faststart` (the index first, so that playback starts before the download ends).
        ///
        /// **Quality**: CRF 20, measured against the same frames encoded losslessly in yuv420p (so that only the
        /// encoder's loss counts, not that of halving the colour resolution). PSNR average / worst frame, dB:
        ///
        /// | preset, CRF       | stack.yaml                  | profiles.yaml               |
        /// |-------------------|-----------------------------|-----------------------------|
        /// | veryfast, 18      | 505 KB, 50.3 / 46.3         | 561 KB, 50.3 / 46.5         |
        /// | medium, 18        | 527 KB, 52.4 / 47.0         | 582 KB, 52.6 / 47.6         |
        /// | **medium, 20**    | **441 KB, 50.8 / 45.7**     | **491 KB, 51.3 / 46.6**     |
        /// | medium, 23 (x264's default) | 337 KB, 48.4 / 43.6 | 382 KB, 49.3 / 45.1         |
        /// | slow, 20          | 433 KB, 50.9 / 45.8         | 472 KB, 51.4 / 46.6         |
        ///
        /// CRF 20 keeps every frame above 45 dB (text edges clean) for 84 % of CRF 18's bytes; CRF 23 lets the
        /// fastest motion fall to 43.6 dB. Preset slow saves 2 to 4 % for about 40 % more time; medium is x264's
        /// default.
        ///
        /// **Size**: 4:2:0 needs even sides; an odd width or height gets one more column or row, a copy of the
        /// last (`pad=ceil(iw/2)*2:ceil(ih/2)*2` then `fillborders=...:mode=smear`), so no black line shows. A 375 x
        /// 667 animation is a 376 x 668 video.
        ///
        /// **Colour**: RGB becomes limited-range BT.709 YUV (`scale=out_color_matrix=bt709:out_range=tv`), tagged
        /// so (`-colorspace bt709 -color_primaries bt709 -color_trc iec61966-2-1 -color_range tv`: sRGB's own
        /// primaries and transfer), so that browsers convert back with the matrix it was made with instead of
        /// guessing.
        ///
        /// **Transparency**: H.264 has no alpha; frames with transparent pixels are drawn over white first (the
        /// light iOS window background), since leaving it to ffmpeg would drop the alpha and show whatever colour
        /// the transparent pixels hold (black, from Cairo). Opaque frames pass unchanged.
        ///
        /// **Memory**: x264 keeps its look-ahead frames: ffmpeg peaked at 0.31 GB on stack.yaml.
        case mp4

        /// The format's name, for messages.
        var name: String { self == .gif ? "GIF" : "MP4" }

        /// The largest side, in pixels: GIF's 16-bit sizes; for H.264, the largest that libx264's levels describe.
        var maximumSide: Int { self == .gif ? 65_535 : 16_384 }

        /// How many frames make one written frame: for GIF the smallest step that makes the rate 50 fps or less,
        /// so that no delay is under 2 cs (see ``gif``); 1 for MP4.
        func frameStep(forFPS fps: Double) -> Int {
            self == .gif ? max(1, Int((fps / 50).rounded(.up))) : 1
        }

        /// Whether frames must be opaque (composited over white) before ffmpeg gets them.
        var needsOpaqueFrames: Bool { self == .mp4 }

        /// The arguments after the input (`-i -`, the raw frames) of the ffmpeg that reads the frames, the first
        /// pass: for MP4 those that write the file; for GIF those that make the palette (written to
        /// `files.palette`) and keep the frames unchanged in the lossless spool (`files.frames`). The output paths
        /// are `files`'.
        func firstPassArguments(width: Int, height: Int, loops: Bool, files: TemporaryFiles) -> [String] {
            switch self {
            case .gif:
                return [
                    "-filter_complex", "split[frames][all];[all]palettegen=stats_mode=full[palette]",
                    "-map", "[palette]", "-f", "image2", "-update", "1", "-y", files.palette,
                    "-map", "[frames]",
                ] + Self.spoolArguments + ["-f", "nut", "-y", files.frames]
            case .mp4:
                var filters = ["pad=ceil(iw/2)*2:ceil(ih/2)*2"]
                if width % 2 == 1 || height % 2 == 1 {
                    filters.append("fillborders=right=\(width % 2):bottom=\(height % 2):mode=smear")
                }
                filters.append("scale=out_color_matrix=bt709:out_range=tv")
                return [
                    "-vf", filters.joined(separator: ","),
                    "-c:v", "libx264", "-preset", "medium", "-crf", "20", "-pix_fmt", "yuv420p",
                    "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "iec61966-2-1", "-color_range", "tv",
                    "-movflags", "+faststart",
                    "-f", "mp4", "-y", files.output,
                ]
            }
        }

        /// The whole arguments of the ffmpeg that ``FFmpegEncoder/finish()`` starts once the first pass has ended
        /// well: for GIF, the frames read back from the spool and drawn with the palette into `files.output`; `nil`
        /// for MP4, whose first pass writes the file.
        func secondPassArguments(loops: Bool, files: TemporaryFiles) -> [String]? {
            guard self == .gif else { return nil }
            return [
                "-f", "nut", "-i", files.frames, "-i", files.palette,
                "-filter_complex", "[0:v][1:v]paletteuse=dither=floyd_steinberg:diff_mode=rectangle",
                "-loop", loops ? "0" : "-1",
                "-f", "gif", "-y", files.output,
            ]
        }

        /// How the GIF's frames are kept between the passes: PNG at zlib level 1 on one thread, lossless for RGBA,
        /// alpha included (see ``gif``).
        static let spoolArguments = ["-c:v", "png", "-compression_level", "1", "-threads", "1"]
    }
}
