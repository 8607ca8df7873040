#include "pixelmatch_rows.h"

#include <limits.h>
#include <math.h>
#include <string.h>

// Swift never fuses a * b + c into one rounding; neither may this file (clang fuses by default where the target
// has FMA instructions, as arm64 does), or a delta on a threshold's edge could count differently.
#pragma STDC FP_CONTRACT OFF

// YIQ coefficients (pixelmatch's, to the digit).
static const double y_r = 0.29889531, y_g = 0.58662247, y_b = 0.11448223;
static const double i_r = 0.59597799, i_g = -0.27417610, i_b = -0.32180189;
static const double q_r = 0.21147017, q_g = -0.52261711, q_b = 0.31114694;

static uint32_t word_at(const uint8_t *image, long index) {
    uint32_t word;
    memcpy(&word, image + index * 4, 4);
    return word;
}

/// The YIQ distance between the pixels at byte offsets k (first) and m (second); negative when the second is
/// darker. With y_only, the signed brightness difference alone.
static double color_delta(const uint8_t *first, const uint8_t *second, long k, long m, int y_only, int checkerboard) {
    double r1 = first[k], g1 = first[k + 1], b1 = first[k + 2], a1 = first[k + 3];
    double r2 = second[m], g2 = second[m + 1], b2 = second[m + 2], a2 = second[m + 3];
    double dr = r1 - r2, dg = g1 - g2, db = b1 - b2;
    double da = a1 - a2;
    if (dr == 0 && dg == 0 && db == 0 && da == 0) return 0;
    if (a1 < 255 || a2 < 255) {
        // Premultiplied difference against the background at this byte offset.
        double rb = 255.0, gb = 255.0, bb = 255.0;
        if (checkerboard) {
            rb = 48 + 159 * (double)(k % 2);
            gb = 48 + 159 * (double)((long)((double)k / 1.618033988749895) % 2);
            bb = 48 + 159 * (double)((long)((double)k / 2.618033988749895) % 2);
        }
        dr = (r1 * a1 - r2 * a2 - rb * da) / 255;
        dg = (g1 * a1 - g2 * a2 - gb * da) / 255;
        db = (b1 * a1 - b2 * a2 - bb * da) / 255;
    }
    double y = dr * y_r + dg * y_g + db * y_b;
    if (y_only) return y;
    double i = dr * i_r + dg * i_g + db * i_b;
    double q = dr * q_r + dg * q_g + db * q_b;
    double delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q;
    return y > 0 ? -delta : delta;
}

/// Whether at least three neighbours (the image border counts as one) equal the pixel exactly.
static int has_many_siblings(const uint8_t *image, long x1, long y1, long width, long height) {
    long x0 = x1 > 0 ? x1 - 1 : 0, y0 = y1 > 0 ? y1 - 1 : 0;
    long x2 = x1 + 1 < width ? x1 + 1 : width - 1, y2 = y1 + 1 < height ? y1 + 1 : height - 1;
    uint32_t value = word_at(image, y1 * width + x1);
    int zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0;
    for (long x = x0; x <= x2; x++) {
        for (long y = y0; y <= y2; y++) {
            if (x == x1 && y == y1) continue;
            if (value == word_at(image, y * width + x)) zeroes++;
            if (zeroes > 2) return 1;
        }
    }
    return 0;
}

/// Whether the pixel at (x1, y1) of `image` looks like anti-aliasing: neither flat (more than two equal
/// neighbours) nor lacking a darker or a brighter neighbour, and the darkest or brightest neighbour lies in a
/// flat area of both images (`image` and `other`).
static int antialiased(const uint8_t *image, const uint8_t *other, long x1, long y1, long width, long height,
                       int checkerboard) {
    long x0 = x1 > 0 ? x1 - 1 : 0, y0 = y1 > 0 ? y1 - 1 : 0;
    long x2 = x1 + 1 < width ? x1 + 1 : width - 1, y2 = y1 + 1 < height ? y1 + 1 : height - 1;
    long position = (y1 * width + x1) * 4;
    int zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0;
    double darkest = 0, brightest = 0;
    long darkest_x = 0, darkest_y = 0, brightest_x = 0, brightest_y = 0;
    uint32_t center = word_at(image, y1 * width + x1);
    for (long x = x0; x <= x2; x++) {
        for (long y = y0; y <= y2; y++) {
            if (x == x1 && y == y1) continue;
            // An equal word has a zero delta; only a different neighbour needs the colour arithmetic.
            long neighbour = y * width + x;
            double delta = word_at(image, neighbour) == center
                ? 0 : color_delta(image, image, position, neighbour * 4, 1, checkerboard);
            if (delta == 0) {
                zeroes++;
                if (zeroes > 2) return 0;
            } else if (delta < darkest) {
                darkest = delta;
                darkest_x = x;
                darkest_y = y;
            } else if (delta > brightest) {
                brightest = delta;
                brightest_x = x;
                brightest_y = y;
            }
        }
    }
    if (darkest == 0 || brightest == 0) return 0;
    return (has_many_siblings(image, darkest_x, darkest_y, width, height)
            && has_many_siblings(other, darkest_x, darkest_y, width, height))
        || (has_many_siblings(image, brightest_x, brightest_y, width, height)
            && has_many_siblings(other, brightest_x, brightest_y, width, height));
}

/// The diff's grey background, with the grey of the last pixel kept: a flat area costs one computation.
typedef struct {
    double alpha;
    uint32_t source;
    uint8_t grey;
    int drawn;
} gray_cache;

static void draw_gray(gray_cache *cache, const uint8_t *image, long index, uint8_t *out) {
    uint32_t word = word_at(image, index);
    if (!cache->drawn || word != cache->source) {
        const uint8_t *pixel = image + index * 4;
        double luma = (double)pixel[0] * y_r + (double)pixel[1] * y_g + (double)pixel[2] * y_b;
        double value = trunc(255 + (luma - 255) * cache->alpha * (double)pixel[3] / 255);
        if (value > 255) value = 255;
        if (value < 0) value = 0;
        cache->grey = (uint8_t)value;
        cache->source = word;
        cache->drawn = 1;
    }
    uint8_t *target = out + index * 4;
    target[0] = target[1] = target[2] = cache->grey;
    target[3] = 255;
}

static void draw_color(uint8_t *out, long position, const uint8_t *color) {
    out[position] = color[0];
    out[position + 1] = color[1];
    out[position + 2] = color[2];
    out[position + 3] = 255;
}

void cm_pixelmatch_gray(const uint8_t *image, uint8_t *out, long count, double alpha) {
    gray_cache cache = {alpha, 0, 0, 0};
    for (long index = 0; index < count; index++) draw_gray(&cache, image, index, out);
}

cm_pixelmatch_differences cm_pixelmatch_rows(const uint8_t *a, const uint8_t *b, uint8_t *out, long width, long height,
                                             long first_row, long end_row, const cm_pixelmatch_options *options) {
    cm_pixelmatch_differences different = {0, LONG_MAX, LONG_MAX, -1, -1};
    gray_cache cache = {options->alpha, 0, 0, 0};
    int draws_gray = out != NULL && !options->diff_mask;
    for (long y = first_row; y < end_row; y++) {
        long x = 0;
        while (x < width) {
            long index = y * width + x;
            // Runs of equal pixels: nothing to count, at most the grey background to draw; eight at a time.
            if (x + 8 <= width && memcmp(a + index * 4, b + index * 4, 32) == 0) {
                if (draws_gray) {
                    for (long offset = 0; offset < 8; offset++) draw_gray(&cache, a, index + offset, out);
                }
                x += 8;
                continue;
            }
            long position = index * 4;
            double delta = word_at(a, index) == word_at(b, index)
                ? 0 : color_delta(a, b, position, position, 0, options->checkerboard);
            if (fabs(delta) > options->maximum_delta) {
                int skipped = !options->include_aa
                    && (antialiased(a, b, x, y, width, height, options->checkerboard)
                        || antialiased(b, a, x, y, width, height, options->checkerboard));
                if (skipped) {
                    if (draws_gray) draw_color(out, position, options->aa_color);
                } else {
                    if (out != NULL) draw_color(out, position, delta < 0 ? options->diff_color_alt : options->diff_color);
                    different.count++;
                    if (x < different.left) different.left = x;
                    if (x > different.right) different.right = x;
                    if (y < different.top) different.top = y;
                    if (y > different.bottom) different.bottom = y;
                }
            } else if (draws_gray) {
                draw_gray(&cache, a, index, out);
            }
            x++;
        }
    }
    return different;
}
