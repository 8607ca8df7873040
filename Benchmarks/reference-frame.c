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
 * Usage: reference-frame IMAGES_DIR OUTPUT_DIR FRAMES
 * Prints: frames, seconds, frames per second, average bytes per file.
 */
#include <cairo.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
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

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: %s IMAGES_DIR OUTPUT_DIR FRAMES\n", argv[0]);
        return 2;
    }
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
