#ifndef CARDMOTION_PNG_SCANLINES_H
#define CARDMOTION_PNG_SCANLINES_H

// PNG image data without libpng: straight RGBA8 pixels packed into PNG scanlines (RGB, RGBA or palette
// indices), each row filtered and prefixed with its filter-type byte, then compressed into one zlib stream
// with libdeflate. The caller writes the chunks around the stream. And the way back for the PNGs written so:
// whole files of the common kind read with libdeflate, everything else left to libpng (png_support.h).

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
/// 257th colour is seen (then `palette` and `indices` hold nothing useful). The search on its own, as
/// Benchmarks/png-settings.c times it; CardMotion's writer makes it as it builds the rows (cm_png_palette_deflate).
int cm_png_palette(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, uint8_t *palette,
                   uint8_t *indices);

/// The zlib stream of a PNG's image data: `height` rows of `width` RGBA8 pixels from `pixels` (rows `stride`
/// bytes apart) written with `channels` bytes per pixel (4 RGBA, or 3 RGB: the alpha byte dropped), every row
/// filtered with `filter` and compressed by libdeflate at `level` (0 stores, 1 fastest to 12 smallest). Returns 0
/// with the stream in `out` (release it with cm_png_free), or -1 with `message` filled in.
int cm_png_scanlines_deflate(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, int channels,
                             cm_scanline_filter filter, int level, cm_png_buffer *out, char *message,
                             size_t message_size);

/// cm_png_scanlines_deflate for a palette image of `width` x `height` RGBA8 pixels: the palette search of
/// cm_png_palette made row by row as the scanlines are built, each row's indices written straight into its
/// scanline (no index buffer in between). Returns the colour count (1 to 256) with the palette in `palette` (256 x 4
/// bytes) and the stream in `out` (release it with cm_png_free); 0 when the image has more than 256 colours
/// (nothing in `out`); -1 with `message` filled in on failure.
int cm_png_palette_deflate(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, uint8_t *palette,
                           cm_scanline_filter filter, int level, cm_png_buffer *out, char *message,
                           size_t message_size);

/// Adds to `palette` (256 x 4 bytes, RGBA; its first `count` entries in use) the colours of `width` x `height`
/// RGBA8 pixels it does not hold yet, in order of first appearance (left to right, top to bottom; a row equal to
/// the row above is skipped). Returns the new count, or -1 as soon as a 257th colour is seen (then `palette` past
/// the first `count` entries holds nothing useful). The APNG encoder's palette for the whole animation.
int cm_png_palette_extend(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, uint8_t *palette,
                          int count);

/// cm_png_palette_deflate with the palette given (`count` entries of `palette`, RGBA) instead of searched: each pixel
/// becomes the index of its colour there. 0 with the stream in `out` (release it with cm_png_free), -1 with
/// `message` filled in on failure or when a pixel's colour is not in the palette.
int cm_png_palette_indices_deflate(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                                   const uint8_t *palette, int count, cm_scanline_filter filter, int level,
                                   cm_png_buffer *out, char *message, size_t message_size);

/// Whether `bytes` start like a PNG of the common kind the fast reader takes: the signature, then IHDR with bit
/// depth 8, colour type 2 (RGB), 3 (palette) or 6 (RGBA), no interlacing. Sets `width` and `height` when it does.
/// Nothing after IHDR is looked at.
int cm_png_common_header(const uint8_t *bytes, size_t size, uint32_t *width, uint32_t *height);

/// Decodes a whole PNG of the common kind into `pixels` (width x height x 4 bytes, straight RGBA8): every chunk's
/// CRC checked, PLTE and tRNS read for palette images, the IDAT stream inflated by libdeflate in one call (its
/// Adler-32 checked, its length exact), the row filters undone and the samples widened. Returns 1 when done.
/// Returns 0 for anything else: another kind of PNG (a tRNS colour key, an unknown critical chunk) or any damage
/// (a CRC, a chunk type that is not four letters, a stream, a filter type, a palette index out of range, a missing
/// IEND); then `pixels` holds nothing useful and the caller decodes with libpng, which reads every PNG and names
/// what is wrong.
int cm_png_common_read(const uint8_t *bytes, size_t size, uint8_t *pixels);

#endif
