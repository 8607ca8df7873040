#ifndef CARDMOTION_PIXELMATCH_ROWS_H
#define CARDMOTION_PIXELMATCH_ROWS_H

// The per-pixel loops of CardRender's Pixelmatch (pixelmatch v7.2.0, exactly): the YIQ colour delta, the
// anti-aliasing detector and the diff image. They are in C because a debug build (what `swift test` builds)
// compiles Swift without the optimiser, and these loops run for every pixel of every failing frame: C at -O0 is
// many times faster than unoptimised Swift. The arithmetic is pixelmatch's, in the same order, without fused
// multiply-adds, so the counts and diff images are byte for byte those of the Swift it replaced.

#include <stdint.h>

/// A comparison's settings (PixelmatchOptions): colours are 3 bytes (red, green, blue, 0 to 255).
typedef struct {
    /// The largest YIQ delta still counted as equal (35215 · threshold²).
    double maximum_delta;
    /// Opacity of the first image's grey copy under the diff, 0 to 1.
    double alpha;
    /// Count anti-aliased pixels as differences (1) instead of detecting and skipping them (0).
    int include_aa;
    /// Draw only the differing pixels, on a transparent background (1).
    int diff_mask;
    /// Blend semi-transparent pixels against pixelmatch's dark/light pattern (1) or white (0).
    int checkerboard;
    uint8_t aa_color[3];
    uint8_t diff_color[3];
    /// Colour of differing pixels where the second image is darker.
    uint8_t diff_color_alt[3];
} cm_pixelmatch_options;

/// The differing pixels of some rows: how many, and the box holding them (inclusive edges; left > right when
/// there is none).
typedef struct {
    long count;
    long left, top, right, bottom;
} cm_pixelmatch_differences;

/// Compares rows `first_row` up to (not including) `end_row` of two RGBA8 images of `width` × `height` pixels
/// (straight alpha, 4 bytes a pixel) and, when `out` is not NULL, draws those rows of the diff image into it. The
/// anti-aliasing detector reads neighbours in any row. Returns the rows' differing pixels.
cm_pixelmatch_differences cm_pixelmatch_rows(const uint8_t *a, const uint8_t *b, uint8_t *out, long width, long height,
                                             long first_row, long end_row, const cm_pixelmatch_options *options);

/// Draws the diff's grey background of `count` pixels of `image` into `out`: the pixel's luma faded toward white
/// by `alpha` and its own alpha, truncated to 8 bits (the whole diff of two identical images).
void cm_pixelmatch_gray(const uint8_t *image, uint8_t *out, long count, double alpha);

#endif
