#ifndef CARDMOTION_PNG_SCANLINES_H
#define CARDMOTION_PNG_SCANLINES_H

// PNG image data without libpng: straight RGBA8 pixels packed into PNG scanlines (RGB, RGBA or palette
// indices), each row filtered and prefixed with its filter-type byte, then compressed into one zlib stream
// with libdeflate. The caller writes the chunks around the stream.

#include <stddef.h>
#include <stdint.h>

#include "png_support.h"

/// Row filters (PNG filter types 0 to 4), and `cm_scanline_filter_adaptive`: per row, the filter whose output has
/// the smallest sum of absolute values as signed bytes (the heuristic libpng and most encoders use).
typedef enum {
    cm_scanline_filter_none = 0,
    cm_scanline_filter_sub = 1,
    cm_scanline_filter_up = 2,
    cm_scanline_filter_average = 3,
    cm_scanline_filter_paeth = 4,
    cm_scanline_filter_adaptive = 5,
} cm_scanline_filter;

/// The distinct colours of `width` x `height` RGBA8 pixels (rows `stride` bytes apart) if there are at most 256:
/// fills `palette` (256 x 4 bytes, RGBA, in order of first appearance, left to right, top to bottom) and
/// `indices` (width x height bytes, one row after another) and returns the colour count. Returns -1 as soon as a
/// 257th colour is seen (then `palette` and `indices` hold nothing useful).
int cm_png_palette(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, uint8_t *palette,
                   uint8_t *indices);

/// The zlib stream of a PNG's image data: `height` rows of `width` pixels from `pixels` (rows `stride` bytes
/// apart, `source_channels` bytes per pixel: 4 for RGBA8, 1 for palette indices) written with `channels` bytes
/// per pixel (4 RGBA, 3 RGB: the fourth byte of each source pixel is dropped, 1 indices), every row filtered with
/// `filter` and compressed by libdeflate at `level` (0 stores, 1 fastest to 12 smallest). Returns 0 with the
/// stream in `out` (release it with cm_png_free), or -1 with `message` filled in.
int cm_png_scanlines_deflate(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                             int source_channels, int channels, cm_scanline_filter filter, int level,
                             cm_png_buffer *out, char *message, size_t message_size);

#endif
