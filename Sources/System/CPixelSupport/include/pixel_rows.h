#ifndef CARDMOTION_PIXEL_ROWS_H
#define CARDMOTION_PIXEL_ROWS_H

// Per-pixel loops run on every drawn frame, in C for the same reason as pixelmatch_rows.h: a debug build compiles
// Swift without the optimiser, and these loops would dominate a debug `swift test` run.

#include <stdint.h>

/// Converts `height` rows of Cairo ARGB32 pixels (premultiplied, native-endian words, `stride` bytes a row) into
/// straight-alpha RGBA8 in `out` (`width` × 4 bytes a row): each channel × 255 / alpha, rounded half up; alpha 0
/// gives transparent black.
void cm_unpremultiply_argb32(const uint8_t *data, long stride, uint8_t *out, long width, long height);

/// Whether every pixel of the `w` × `h` rectangle at (`x`, `y`) of an RGBA8 image `width` pixels wide has alpha 255.
int cm_rgba_is_opaque(const uint8_t *pixels, long width, long x, long y, long w, long h);

/// Whether every pixel of the `w` × `h` rectangle at (`x`, `y`) of an RGBA8 image `width` pixels wide has alpha 255
/// and none has the four bytes of `key` (R, G, B, A in memory order): one pass for both of an RGB file's conditions.
int cm_rgba_is_opaque_without(const uint8_t *pixels, long width, long x, long y, long w, long h, const uint8_t key[4]);

/// Writes into `out` (`w` × `h` RGBA8 pixels) what APNG's blend OVER draws over the `w` × `h` rectangle at (`x`, `y`)
/// of a canvas showing `old` so that it shows `new` (both RGBA8 images `width` pixels wide): every changed pixel as
/// `new` has it, and along each row every maximal run of unchanged pixels either as `unchanged` (a pixel OVER leaves
/// the canvas under, such as transparent black) or, when `keep_flat_runs` is set and the run is one opaque colour,
/// as that colour, which OVER draws over itself (so a flat stretch stays one run with the pixels beside it, while a
/// stretch of text or noise becomes one run of `unchanged`). Returns how many pixels are `unchanged` (0: `out`
/// holds `new`'s pixels, which SOURCE draws alike), or -1, with `out` partly written, when a changed pixel is not
/// fully opaque (OVER would mix it with the pixel under it).
long cm_rgba_over_pixels(const uint8_t *old, const uint8_t *new, long width, long x, long y, long w, long h,
                         const uint8_t unchanged[4], int keep_flat_runs, uint8_t *out);

#endif
