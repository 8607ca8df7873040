#include "pixel_rows.h"
#include "pixel_words.h"

#include <string.h>

/// An opaque ARGB32 word as RGBA8 bytes in memory: red and blue trade places.
static uint32_t swap_red_blue(uint32_t pixel) {
    return (pixel & 0xFF00FF00u) | ((pixel >> 16) & 0xFFu) | ((pixel & 0xFFu) << 16);
}

/// Whether every one of the `count` pixels from `row` has alpha 255, alpha being the top byte of each native word
/// (ARGB32 words, and RGBA8 bytes read little-endian): the words ANDed together, a loop the compiler vectorises.
static int row_is_opaque(const uint8_t *row, long count) {
    uint32_t alphas = 0xFFFFFFFFu;
    for (long x = 0; x < count; x++) alphas &= load_word(row + x * 4);
    return alphas >> 24 == 0xFF;
}

void cm_unpremultiply_argb32(const uint8_t *data, long stride, uint8_t *out, long width, long height) {
    for (long y = 0; y < height; y++) {
        const uint8_t *row = data + y * stride;
        uint8_t *target = out + y * width * 4;
        if (row_is_opaque(row, width)) {
            for (long x = 0; x < width; x++) store_word(target + x * 4, swap_red_blue(load_word(row + x * 4)));
            continue;
        }
        for (long x = 0; x < width; x++) {
            uint32_t pixel = load_word(row + x * 4);
            uint32_t a = pixel >> 24;
            uint32_t result;
            if (a == 255) {
                result = swap_red_blue(pixel);
            } else if (a == 0) {
                result = 0;
            } else {
                uint32_t half = a / 2;
                uint32_t r = (((pixel >> 16) & 0xFFu) * 255 + half) / a;
                uint32_t g = (((pixel >> 8) & 0xFFu) * 255 + half) / a;
                uint32_t b = ((pixel & 0xFFu) * 255 + half) / a;
                result = (a << 24) | (b << 16) | (g << 8) | r;
            }
            store_word(target + x * 4, result);
        }
    }
}

int cm_rgba_is_opaque(const uint8_t *pixels, long width, long x, long y, long w, long h) {
    for (long row = y; row < y + h; row++) {
        if (!row_is_opaque(pixels + (row * width + x) * 4, w)) return 0;
    }
    return 1;
}

int cm_rgba_is_opaque_without(const uint8_t *pixels, long width, long x, long y, long w, long h, const uint8_t key[4]) {
    uint32_t unwanted = load_word(key);
    for (long row = y; row < y + h; row++) {
        const uint8_t *start = pixels + (row * width + x) * 4;
        for (long column = 0; column < w; column++) {
            uint32_t pixel = load_word(start + column * 4);
            if (pixel >> 24 != 0xFF || pixel == unwanted) return 0;  // alpha: the top of the little-endian word
        }
    }
    return 1;
}

long cm_rgba_over_pixels(const uint8_t *old, const uint8_t *new, long width, long x, long y, long w, long h,
                         const uint8_t unchanged[4], int keep_flat_runs, uint8_t *out) {
    uint32_t filler = load_word(unchanged);
    long filled = 0;
    for (long row = 0; row < h; row++) {
        const uint8_t *before = old + ((y + row) * width + x) * 4, *after = new + ((y + row) * width + x) * 4;
        uint8_t *target = out + row * w * 4;
        long column = 0;
        while (column < w) {
            uint32_t pixel = load_word(after + column * 4);
            if (pixel != load_word(before + column * 4)) {
                if (pixel >> 24 != 0xFF) return -1;  // alpha, the fourth byte: the top of the little-endian word
                store_word(target + column * 4, pixel);
                column++;
                continue;
            }
            // A run of unchanged pixels: kept when it is one opaque colour, else the filler throughout.
            long end = column + 1;
            int flat = 1;
            while (end < w) {
                uint32_t next = load_word(after + end * 4);
                if (next != load_word(before + end * 4)) break;
                flat &= next == pixel;
                end++;
            }
            int keep = keep_flat_runs && flat && pixel >> 24 == 0xFF;
            uint32_t drawn = keep ? pixel : filler;
            if (!keep) filled += end - column;
            for (long k = column; k < end; k++) store_word(target + k * 4, drawn);
            column = end;
        }
    }
    return filled;
}
