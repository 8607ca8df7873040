/*
 * The benchmark's reference: a plain, single-threaded C program that draws a frame comparable to CardMotion's
 * stack example (Examples/stack.yaml at scale 2, 750 x 1334 pixels) with Cairo and Pango and saves each frame with
 * cairo_surface_write_to_png, the way a straightforward tool would. It is the yardstick scripts/bench measures
 * CardMotion against; nothing in CardMotion uses it.
 *
 * Every frame: a white background, the stack's light-gray container, three back cards drawn as groups at alpha
 * 0.475, 0.725 and 0.975, and a top card that moves and turns as a drag does. Each card has the demo cell's image
 * band, round logo, three labels laid out with Pango (title, brief, wrapped description) and an orange button.
 *
 * With `tab-bar` after FRAMES, every frame also gets a frosted tab bar (Benchmarks/blur-tab-bar.yaml's scenario): the
 * bottom 83 points blurred as UIVisualEffectView's chrome material is drawn (a Gaussian of 20 points made of three
 * box blurs per direction, the frame's edge pixels repeated beyond it, saturation 1.8, a tint of #F7F7F7 at 0.8),
 * a hairline and three labels over it. The blur is written as CardMotion's BoxBlur is: a running sum per box along
 * each row and channel, then down the wanted columns a whole row at a time, dividing by a multiply and a shift.
 *
 * Usage: reference-frame IMAGES_DIR OUTPUT_DIR FRAMES [tab-bar]
 * Prints: frames, seconds, frames per second, average bytes per file.
 */
#include <cairo.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

static const double scale = 2, width = 375, height = 667;

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

static void label(cairo_t *cr, const char *text, double x, double y, double w, double h, double size, double gray,
                  int wrap) {
    PangoLayout *layout = pango_cairo_create_layout(cr);
    char font[64];
    snprintf(font, sizeof font, "Inter, Noto Sans CJK SC, Noto Color Emoji, DejaVu Sans %gpx", size);
    PangoFontDescription *description = pango_font_description_from_string(font);
    pango_layout_set_font_description(layout, description);
    pango_font_description_free(description);
    pango_layout_set_text(layout, text, -1);
    pango_layout_set_width(layout, (int)(w * PANGO_SCALE));
    pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER);
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
    if (wrap) {
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
        pango_layout_set_height(layout, (int)(h * PANGO_SCALE));
    }
    int text_width, text_height;
    pango_layout_get_size(layout, &text_width, &text_height);
    cairo_set_source_rgb(cr, gray, gray, gray);
    cairo_move_to(cr, x, y + (h - (double)text_height / PANGO_SCALE) / 2);
    pango_cairo_show_layout(cr, layout);
    g_object_unref(layout);
}

static void image(cairo_t *cr, cairo_surface_t *picture, double x, double y, double w, double h) {
    cairo_save(cr);
    cairo_rectangle(cr, x, y, w, h);
    cairo_clip(cr);
    cairo_translate(cr, x, y);
    cairo_scale(cr, w / cairo_image_surface_get_width(picture), h / cairo_image_surface_get_height(picture));
    cairo_set_source_surface(cr, picture, 0, 0);
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
    cairo_paint(cr);
    cairo_restore(cr);
}

/* One card of w x h points in its own coordinates, as the demo cell draws it. */
static void card(cairo_t *cr, double w, double h, cairo_surface_t *band, cairo_surface_t *logo, int index) {
    cairo_save(cr);
    rounded_rect(cr, 0, 0, w, h, 10);
    cairo_clip(cr);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_save(cr);
    rounded_rect(cr, 0, 0, w, 120, 5);
    cairo_clip(cr);
    image(cr, band, 0, 0, w, 120);
    cairo_restore(cr);
    image(cr, logo, w / 2 - 52, 62, 104, 104);
    label(cr, index % 2 ? "ThinkJS" : "SpriteJS", 0, 186, w, 25, 18, 0, 0);
    label(cr, index % 2 ? "面向未来的 Node.js 框架" : "跨终端的 Canvas 绘图框架", 0, 221, w, 22, 16, 0.5, 0);
    label(cr, index % 2 ? "整合大量项目的最佳实践，让企业级 Node.js 开发简单而高效。"
                        : "用操作 DOM 的方式绘制 Canvas 图形，支持动画、事件与多种渲染环境。",
          20, 253, w - 40, h - 339, 14, 2.0 / 3, 1);
    cairo_set_source_rgb(cr, 1, 0.5, 0);
    rounded_rect(cr, w / 2 - 80, h - 76, 160, 46, 23);
    cairo_fill(cr);
    cairo_set_source_rgb(cr, 1, 1, 1);
    label(cr, "点击查看", w / 2 - 80, h - 76, 160, 46, 16, 1, 0);
    cairo_restore(cr);
}

/* n / size for sums of bytes, as a multiply and a shift (exact for these sizes), as CardMotion divides. */
#define DIVIDE(n, multiplier) ((unsigned char)(((unsigned long long)(n) * (multiplier)) >> 32))
#define MULTIPLIER(size) ((1ULL << 32) / (unsigned long long)(size) + 1)

/* One box of `left + 1 + right` values over `count` values: the rounded mean, 0 outside. */
static void box(const unsigned char *in, unsigned char *out, int count, int left, int right) {
    int size = left + right + 1, sum = size / 2;
    unsigned long long multiplier = MULTIPLIER(size);
    for (int i = 0; i < right && i < count; i++) sum += in[i];
    for (int i = 0; i < count; i++) {
        if (i + right < count) sum += in[i + right];
        if (i - left - 1 >= 0) sum -= in[i - left - 1];
        out[i] = DIVIDE(sum, multiplier);
    }
}

/* One box down the columns of `rows` rows of `row_bytes` bytes: a running sum per byte of a row, row after row. */
static void box_down(const unsigned char *in, int in_stride, unsigned char *out, int out_stride, int rows, int row_bytes,
                     int left, int right, int *sums) {
    int size = left + right + 1;
    unsigned long long multiplier = MULTIPLIER(size);
    for (int x = 0; x < row_bytes; x++) sums[x] = size / 2;
    for (int y = 0; y < right && y < rows; y++)
        for (int x = 0; x < row_bytes; x++) sums[x] += in[(size_t)y * in_stride + x];
    for (int y = 0; y < rows; y++) {
        if (y + right < rows)
            for (int x = 0; x < row_bytes; x++) sums[x] += in[(size_t)(y + right) * in_stride + x];
        if (y - left - 1 >= 0)
            for (int x = 0; x < row_bytes; x++) sums[x] -= in[(size_t)(y - left - 1) * in_stride + x];
        for (int x = 0; x < row_bytes; x++) out[(size_t)y * out_stride + x] = DIVIDE(sums[x], multiplier);
    }
}

/* SVG's three-box approximation of a Gaussian of `deviation` pixels over a `w` x `h` ARGB plane, in place: each row
 * and channel through three boxes, then the columns from `first` on, `columns` of them (those wanted), through three
 * boxes a row at a time. */
static void blur(unsigned char *plane, int w, int h, double deviation, int first, int columns) {
    int d = (int)floor(deviation * 3 * sqrt(2 * M_PI) / 4 + 0.5);
    if (d <= 1) return;
    int lefts[3] = {d / 2, d / 2, d / 2}, rights[3] = {d / 2, d / 2, d / 2};
    if (d % 2 == 0) { rights[0] = d / 2 - 1; lefts[1] = d / 2 - 1; }
    unsigned char *a = malloc(w), *b = malloc(w), *copy = malloc((size_t)columns * h * 4);
    int *sums = malloc(sizeof(int) * w * 4);
    for (int y = 0; y < h; y++) {
        for (int c = 0; c < 4; c++) {
            unsigned char *line = plane + (size_t)y * w * 4 + c;
            for (int i = 0; i < w; i++) a[i] = line[i * 4];
            box(a, b, w, lefts[0], rights[0]);
            box(b, a, w, lefts[1], rights[1]);
            box(a, b, w, lefts[2], rights[2]);
            for (int i = 0; i < w; i++) line[i * 4] = b[i];
        }
    }
    unsigned char *wanted = plane + first * 4;
    box_down(wanted, w * 4, copy, columns * 4, h, columns * 4, lefts[0], rights[0], sums);
    box_down(copy, columns * 4, wanted, w * 4, h, columns * 4, lefts[1], rights[1], sums);
    box_down(wanted, w * 4, copy, columns * 4, h, columns * 4, lefts[2], rights[2], sums);
    for (int y = 0; y < h; y++) memcpy(wanted + (size_t)y * w * 4, copy + (size_t)y * columns * 4, (size_t)columns * 4);
    free(a);
    free(b);
    free(copy);
    free(sums);
}

/* The frosted tab bar over the bottom `bar` points of the frame. */
static void tab_bar(cairo_surface_t *surface, double bar) {
    cairo_surface_flush(surface);
    int w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    unsigned char *data = cairo_image_surface_get_data(surface);
    double deviation = 20 * scale;
    int d = (int)floor(deviation * 3 * sqrt(2 * M_PI) / 4 + 0.5), pad = 3 * (d / 2);
    int top = (int)(h - bar * scale), rw = w + 2 * pad, rh = h - top + 2 * pad;
    /* The region around the bar, edge pixels repeated. */
    unsigned char *region = malloc((size_t)rw * rh * 4);
    for (int y = 0; y < rh; y++) {
        int sy = top - pad + y;
        sy = sy < 0 ? 0 : sy >= h ? h - 1 : sy;
        for (int x = 0; x < rw; x++) {
            int sx = x - pad;
            sx = sx < 0 ? 0 : sx >= w ? w - 1 : sx;
            memcpy(region + ((size_t)y * rw + x) * 4, data + (size_t)sy * stride + sx * 4, 4);
        }
    }
    blur(region, rw, rh, deviation, pad, w);
    double s = 1.8, m[3][3] = {{0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s},
                               {0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s},
                               {0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s}};
    int tint_alpha = (int)lround(0.8 * 255), tint = (int)lround(247.0 / 255 * 0.8 * 255), keep = 255 - tint_alpha;
    for (int y = top; y < h; y++) {
        for (int x = 0; x < w; x++) {
            const unsigned char *p = region + ((size_t)(y - top + pad) * rw + x + pad) * 4;
            unsigned int word = *(const unsigned int *)p;
            int a = word >> 24, rgb[3] = {(word >> 16) & 255, (word >> 8) & 255, word & 255}, out[3];
            for (int k = 0; k < 3; k++) {
                double v = m[k][0] * rgb[0] + m[k][1] * rgb[1] + m[k][2] * rgb[2];
                int r = v <= 0 ? 0 : (int)(v + 0.5);
                out[k] = tint + ((r > a ? a : r) * keep + 127) / 255;
            }
            a = tint_alpha + (a * keep + 127) / 255;
            *(unsigned int *)(data + (size_t)y * stride + x * 4) =
                (unsigned int)a << 24 | (unsigned int)out[0] << 16 | (unsigned int)out[1] << 8 | (unsigned int)out[2];
        }
    }
    free(region);
    cairo_surface_mark_dirty(surface);
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, scale, scale);
    cairo_set_source_rgba(cr, 0, 0, 0, 0.3);
    cairo_rectangle(cr, 0, height - bar, width, 0.5);
    cairo_fill(cr);
    const char *titles[3] = {"Home", "Search", "Profile"};
    for (int i = 0; i < 3; i++) label(cr, titles[i], i * width / 3, height - bar + 32, width / 3, 16, 11, i ? 0.56 : 0, 0);
    cairo_destroy(cr);
}

int main(int argc, char **argv) {
    if (argc != 4 && !(argc == 5 && strcmp(argv[4], "tab-bar") == 0)) {
        fprintf(stderr, "usage: %s IMAGES_DIR OUTPUT_DIR FRAMES [tab-bar]\n", argv[0]);
        return 2;
    }
    int with_tab_bar = argc == 5;
    char path[4096];
    snprintf(path, sizeof path, "%s/sprite-band.png", argv[1]);
    cairo_surface_t *band = cairo_image_surface_create_from_png(path);
    snprintf(path, sizeof path, "%s/sprite-logo.png", argv[1]);
    cairo_surface_t *logo = cairo_image_surface_create_from_png(path);
    if (cairo_surface_status(band) || cairo_surface_status(logo)) {
        fprintf(stderr, "cannot read the images in %s\n", argv[1]);
        return 2;
    }
    mkdir(argv[2], 0755);
    int frames = atoi(argv[3]);
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    long long bytes = 0;
    for (int frame = 0; frame < frames; frame++) {
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)(width * scale),
                                                              (int)(height * scale));
        cairo_t *cr = cairo_create(surface);
        cairo_scale(cr, scale, scale);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        cairo_set_source_rgb(cr, 2.0 / 3, 2.0 / 3, 2.0 / 3);
        rounded_rect(cr, 25, 150, 325, 420, 10);
        cairo_fill(cr);
        /* Back cards, deepest first: narrower and lower, drawn as translucent groups. */
        const double alphas[3] = {0.475, 0.725, 0.975};
        for (int depth = 3; depth >= 1; depth--) {
            double inset = 15 * depth, w = 295 - 2 * inset, h = 370 - 0;
            cairo_save(cr);
            cairo_translate(cr, 40 + inset, 165 + 10 * depth + 3 * depth);
            cairo_scale(cr, w / 295, 1 - 0.03 * depth);
            cairo_push_group(cr);
            card(cr, 295, h, band, logo, depth);
            cairo_pop_group_to_source(cr);
            cairo_paint_with_alpha(cr, alphas[3 - depth]);
            cairo_restore(cr);
        }
        /* The top card, dragged: it moves right and turns with the frame number. */
        double t = (double)(frame % 60) / 60;
        cairo_save(cr);
        cairo_translate(cr, 187.5 + 120 * t, 365 + 10 * t);
        cairo_rotate(cr, t * 10 * M_PI / 180);
        cairo_translate(cr, -147.5, -185);
        card(cr, 295, 370, band, logo, 0);
        cairo_restore(cr);
        cairo_destroy(cr);
        if (with_tab_bar) tab_bar(surface, 83);
        snprintf(path, sizeof path, "%s/frame-%05d.png", argv[2], frame);
        if (cairo_surface_write_to_png(surface, path) != CAIRO_STATUS_SUCCESS) {
            fprintf(stderr, "cannot write %s\n", path);
            return 2;
        }
        struct stat info;
        if (stat(path, &info) == 0) bytes += info.st_size;
        cairo_surface_destroy(surface);
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double seconds = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
    printf("%d %.4f %.2f %lld\n", frames, seconds, frames / seconds, frames ? bytes / frames : 0);
    cairo_surface_destroy(band);
    cairo_surface_destroy(logo);
    return 0;
}
