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

/// Whether some pixel of the `w` × `h` rectangle at (`x`, `y`) of an RGBA8 image `width` pixels wide has the four
/// bytes of `pixel` (R, G, B, A in memory order).
int cm_rgba_contains(const uint8_t *pixels, long width, long x, long y, long w, long h, const uint8_t pixel[4]);

/// Counts, over the `w` × `h` rectangle at (`x`, `y`) of two RGBA8 images `width` pixels wide (`old` shown, `new`
/// to show), the pixels that start a run (differ from the pixel to their left; the first of each row always does)
/// in `new`'s pixels as they are (`source_starts`) and with the pixels equal in both replaced by `fill`
/// (`over_starts`): an estimate of which of APNG's blends SOURCE and OVER compresses smaller, without compressing.
void cm_rgba_run_starts(const uint8_t *old, const uint8_t *new, long width, long x, long y, long w, long h,
                        const uint8_t fill[4], long *source_starts, long *over_starts);

#endif
