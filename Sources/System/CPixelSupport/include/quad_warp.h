#ifndef CARDMOTION_QUAD_WARP_H
#define CARDMOTION_QUAD_WARP_H

// A layer turned in 3D, drawn pixel by pixel: in C for the same reason as pixel_rows.h (a debug build compiles Swift
// without the optimiser, and this loop covers a whole card on every frame).

#include <stdint.h>

/// Draws the premultiplied ARGB32 image `src` (`src_width` × `src_height` pixels, `src_stride` bytes a row) with
/// the operator OVER onto the premultiplied ARGB32 image `dst` (`dst_width` × `dst_height`, `dst_stride`), through
/// a projective mapping, within the convex quadrilateral `quad` (x0, y0, … x3, y3 in `dst`'s pixels, either
/// winding), at `opacity` (0…1).
///
/// For each pixel of `dst` the quad touches, `inverse` (3 × 3, row by row, acting on the column (x, y, 1) of the
/// pixel's centre) gives the point of `src` it shows (u/q, v/q in `src`'s pixels), sampled bilinearly between
/// `src`'s pixel centres (clamped at its edges); the sample is weighted by the exact area of the pixel the quad
/// covers (a polygon clip for the pixels an edge crosses) and by `opacity`, rounded to 8 bits, and put OVER the
/// pixel as pixman does (d = s + d × (255 − sa) / 255, rounded). Deterministic: no state, no threads.
void cm_warp_argb32_over(const uint8_t *src, long src_width, long src_height, long src_stride,
                         uint8_t *dst, long dst_width, long dst_height, long dst_stride,
                         const double inverse[9], const double quad[8], double opacity);

/// The area (0…1) of the pixel square [x, x + 1] × [y, y + 1] inside the convex quadrilateral `quad` (as above).
double cm_quad_pixel_coverage(const double quad[8], double x, double y);

#endif
