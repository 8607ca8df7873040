#include "quad_warp.h"
#include "pixel_words.h"

#include <math.h>

/// The quad's four edges as half-planes a·x + b·y + c >= 0 (inside), each scaled so that a² + b² = 1: the value
/// at a point is its distance inside the edge's line, in pixels.
typedef struct {
    double a[4], b[4], c[4];
} half_planes;

static double double_signed_area(const double quad[8]) {
    double sum = 0;
    for (int i = 0; i < 4; i++) {
        int j = (i + 1) % 4;
        sum += quad[2 * i] * quad[2 * j + 1] - quad[2 * j] * quad[2 * i + 1];
    }
    return sum;
}

/// 0 when the quad has no area (nothing to draw).
static int make_half_planes(const double quad[8], half_planes *planes) {
    double area = double_signed_area(quad);
    if (!(fabs(area) > 1e-12)) return 0;
    double orientation = area > 0 ? 1 : -1;
    for (int i = 0; i < 4; i++) {
        int j = (i + 1) % 4;
        double x0 = quad[2 * i], y0 = quad[2 * i + 1], x1 = quad[2 * j], y1 = quad[2 * j + 1];
        double ex = x1 - x0, ey = y1 - y0;
        double length = sqrt(ex * ex + ey * ey);
        if (length == 0) {
            // Two corners at one place: an edge of no length bounds nothing.
            planes->a[i] = 0; planes->b[i] = 0; planes->c[i] = 1;
            continue;
        }
        // Inside is to the left of the edge in y-down coordinates for a positive (clockwise on screen) area:
        // cross(e, p − p0) = ex·(y − y0) − ey·(x − x0) >= 0.
        planes->a[i] = -ey * orientation / length;
        planes->b[i] = ex * orientation / length;
        planes->c[i] = (ey * x0 - ex * y0) * orientation / length;
    }
    return 1;
}

/// The area of the unit pixel at (x, y) inside all four half-planes: Sutherland–Hodgman, then the shoelace formula.
static double clipped_area(const half_planes *planes, double x, double y) {
    double polygon[2][16][2];
    int count = 4;
    double (*current)[2] = polygon[0], (*next)[2] = polygon[1];
    current[0][0] = x; current[0][1] = y;
    current[1][0] = x + 1; current[1][1] = y;
    current[2][0] = x + 1; current[2][1] = y + 1;
    current[3][0] = x; current[3][1] = y + 1;
    for (int edge = 0; edge < 4 && count > 0; edge++) {
        double a = planes->a[edge], b = planes->b[edge], c = planes->c[edge];
        int kept = 0;
        for (int i = 0; i < count; i++) {
            double *p = current[i], *q = current[(i + 1) % count];
            double dp = a * p[0] + b * p[1] + c, dq = a * q[0] + b * q[1] + c;
            if (dp >= 0) { next[kept][0] = p[0]; next[kept][1] = p[1]; kept++; }
            if ((dp >= 0) != (dq >= 0)) {
                double t = dp / (dp - dq);
                next[kept][0] = p[0] + t * (q[0] - p[0]);
                next[kept][1] = p[1] + t * (q[1] - p[1]);
                kept++;
            }
        }
        count = kept;
        double (*swap)[2] = current; current = next; next = swap;
    }
    double sum = 0;
    for (int i = 0; i < count; i++) {
        int j = (i + 1) % count;
        sum += current[i][0] * current[j][1] - current[j][0] * current[i][1];
    }
    return fabs(sum) / 2;
}

/// Half a pixel's diagonal: a pixel whose centre is this far inside every edge is wholly inside.
static const double half_diagonal = 0.70710678118654757;

static double coverage(const half_planes *planes, double x, double y) {
    double cx = x + 0.5, cy = y + 0.5;
    int whole = 1;
    for (int i = 0; i < 4; i++) {
        double distance = planes->a[i] * cx + planes->b[i] * cy + planes->c[i];
        if (distance <= -half_diagonal) return 0;
        if (distance < half_diagonal) whole = 0;
    }
    if (whole) return 1;
    double area = clipped_area(planes, x, y);
    return area > 1 ? 1 : area;
}

double cm_quad_pixel_coverage(const double quad[8], double x, double y) {
    half_planes planes;
    if (!make_half_planes(quad, &planes)) return 0;
    return coverage(&planes, x, y);
}

/// round(a · b / 255) for a, b in 0…255, as pixman's MUL_UN8.
static uint32_t multiply_un8(uint32_t a, uint32_t b) {
    uint32_t t = a * b + 0x80;
    return (t + (t >> 8)) >> 8;
}

void cm_warp_argb32_over(const uint8_t *src, long src_width, long src_height, long src_stride,
                         uint8_t *dst, long dst_width, long dst_height, long dst_stride,
                         const double inverse[9], const double quad[8], double opacity) {
    if (src_width <= 0 || src_height <= 0 || dst_width <= 0 || dst_height <= 0) return;
    if (!(opacity > 0)) return;
    if (opacity > 1) opacity = 1;
    half_planes planes;
    if (!make_half_planes(quad, &planes)) return;
    double min_x = quad[0], max_x = quad[0], min_y = quad[1], max_y = quad[1];
    for (int i = 1; i < 4; i++) {
        min_x = fmin(min_x, quad[2 * i]); max_x = fmax(max_x, quad[2 * i]);
        min_y = fmin(min_y, quad[2 * i + 1]); max_y = fmax(max_y, quad[2 * i + 1]);
    }
    if (!(min_x < (double)dst_width && max_x > 0 && min_y < (double)dst_height && max_y > 0)) return;
    long x_start = min_x > 0 ? (long)floor(min_x) : 0, x_end = max_x < (double)dst_width ? (long)ceil(max_x) : dst_width;
    long y_start = min_y > 0 ? (long)floor(min_y) : 0, y_end = max_y < (double)dst_height ? (long)ceil(max_y) : dst_height;
    for (long y = y_start; y < y_end; y++) {
        uint8_t *row = dst + y * dst_stride;
        double cy = (double)y + 0.5;
        // The row's start, then one step of x: each of u, v and q is affine along a row.
        double first_x = (double)x_start + 0.5;
        double row_u = inverse[1] * cy + inverse[2], row_v = inverse[4] * cy + inverse[5], row_q = inverse[7] * cy + inverse[8];
        for (long x = x_start; x < x_end; x++) {
            double weight = coverage(&planes, (double)x, (double)y);
            if (weight == 0) continue;
            double cx = first_x + (double)(x - x_start);
            double q = inverse[6] * cx + row_q;
            if (!(q > 0)) continue;
            double reciprocal = 1 / q;
            // The source point, then the bilinear sample between pixel centres (at half-integers).
            double u = (inverse[0] * cx + row_u) * reciprocal - 0.5;
            double v = (inverse[3] * cx + row_v) * reciprocal - 0.5;
            if (!(u >= -1)) u = -1;
            if (u > (double)src_width) u = (double)src_width;
            if (!(v >= -1)) v = -1;
            if (v > (double)src_height) v = (double)src_height;
            // u + 1 >= 0, so truncation is the floor.
            long u0 = (long)(u + 1) - 1, v0 = (long)(v + 1) - 1;
            double tu = u - (double)u0, tv = v - (double)v0;
            long u1 = u0 + 1, v1 = v0 + 1;
            if (u0 < 0) u0 = 0;
            if (u1 > src_width - 1) u1 = src_width - 1;
            if (u0 > src_width - 1) u0 = src_width - 1;
            if (v0 < 0) v0 = 0;
            if (v1 > src_height - 1) v1 = src_height - 1;
            if (v0 > src_height - 1) v0 = src_height - 1;
            uint32_t p00 = load_word(src + v0 * src_stride + u0 * 4), p10 = load_word(src + v0 * src_stride + u1 * 4);
            uint32_t p01 = load_word(src + v1 * src_stride + u0 * 4), p11 = load_word(src + v1 * src_stride + u1 * 4);
            double w00 = (1 - tu) * (1 - tv), w10 = tu * (1 - tv), w01 = (1 - tu) * tv, w11 = tu * tv;
            double scale = weight * opacity;
            uint32_t sample = 0;
            for (int shift = 0; shift < 32; shift += 8) {
                double channel = w00 * (double)((p00 >> shift) & 0xFF) + w10 * (double)((p10 >> shift) & 0xFF)
                    + w01 * (double)((p01 >> shift) & 0xFF) + w11 * (double)((p11 >> shift) & 0xFF);
                uint32_t rounded = (uint32_t)(channel * scale + 0.5);
                if (rounded > 255) rounded = 255;
                sample |= rounded << shift;
            }
            uint32_t alpha = sample >> 24;
            if (alpha == 0 && sample == 0) continue;
            uint32_t under = load_word(row + x * 4), result = 0;
            for (int shift = 0; shift < 32; shift += 8) {
                uint32_t value = ((sample >> shift) & 0xFF) + multiply_un8((under >> shift) & 0xFF, 255 - alpha);
                result |= (value > 255 ? 255 : value) << shift;
            }
            store_word(row + x * 4, result);
        }
    }
}
