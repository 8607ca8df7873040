#include "pixel_rows.h"

#include <string.h>

static uint32_t load_word(const uint8_t *bytes) {
    uint32_t word;
    memcpy(&word, bytes, 4);
    return word;
}

static void store_word(uint8_t *bytes, uint32_t word) {
    memcpy(bytes, &word, 4);
}

/// An opaque ARGB32 word as RGBA8 bytes in memory: red and blue trade places.
static uint32_t swap_red_blue(uint32_t pixel) {
    return (pixel & 0xFF00FF00u) | ((pixel >> 16) & 0xFFu) | ((pixel & 0xFFu) << 16);
}

void cm_unpremultiply_argb32(const uint8_t *data, long stride, uint8_t *out, long width, long height) {
    for (long y = 0; y < height; y++) {
        const uint8_t *row = data + y * stride;
        uint8_t *target = out + y * width * 4;
        uint32_t alphas = 0xFFFFFFFFu;
        for (long x = 0; x < width; x++) alphas &= load_word(row + x * 4);
        if (alphas >> 24 == 0xFF) {
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
        const uint8_t *alpha = pixels + (row * width + x) * 4 + 3;
        for (long column = 0; column < w; column++) {
            if (alpha[column * 4] != 255) return 0;
        }
    }
    return 1;
}

int cm_rgba_contains(const uint8_t *pixels, long width, long x, long y, long w, long h, const uint8_t pixel[4]) {
    uint32_t wanted = load_word(pixel);
    for (long row = y; row < y + h; row++) {
        const uint8_t *start = pixels + (row * width + x) * 4;
        for (long column = 0; column < w; column++) {
            if (load_word(start + column * 4) == wanted) return 1;
        }
    }
    return 0;
}

void cm_rgba_run_starts(const uint8_t *old, const uint8_t *new, long width, long x, long y, long w, long h,
                        const uint8_t fill[4], long *source_starts, long *over_starts) {
    uint32_t filler = load_word(fill);
    long source = 0, over = 0;
    for (long row = y; row < y + h; row++) {
        const uint8_t *before = old + (row * width + x) * 4, *after = new + (row * width + x) * 4;
        uint32_t source_left = 0, over_left = 0;
        for (long column = 0; column < w; column++) {
            uint32_t pixel = load_word(after + column * 4);
            uint32_t drawn = pixel == load_word(before + column * 4) ? filler : pixel;
            source += column == 0 || pixel != source_left;
            over += column == 0 || drawn != over_left;
            source_left = pixel;
            over_left = drawn;
        }
    }
    *source_starts = source;
    *over_starts = over;
}
