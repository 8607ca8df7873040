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

#endif
