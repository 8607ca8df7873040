/*
 * Draws CardMotion's own example images (nothing is copied from the original demos):
 *   sprite-band.png, think-band.png   650 x 240 px (325 x 120 pt @2x): a tinted band with faint large text
 *   sprite-logo.png, think-logo.png   236 x 236 px (118 x 118 pt @2x): a round white badge with a mark
 * Deterministic: the same program gives the same bytes.
 */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void rgb(cairo_t *cr, int hex, double alpha) {
    cairo_set_source_rgba(cr, ((hex >> 16) & 255) / 255.0, ((hex >> 8) & 255) / 255.0, (hex & 255) / 255.0, alpha);
}

/* A rectangle whose top corners are rounded by r (the band's shape). */
static void top_rounded_rect(cairo_t *cr, double w, double h, double r) {
    cairo_new_path(cr);
    cairo_arc(cr, r, r, r, M_PI, 1.5 * M_PI);
    cairo_arc(cr, w - r, r, r, 1.5 * M_PI, 2 * M_PI);
    cairo_line_to(cr, w, h);
    cairo_line_to(cr, 0, h);
    cairo_close_path(cr);
}

static void save(cairo_surface_t *surface, const char *folder, const char *name) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", folder, name);
    if (cairo_surface_write_to_png(surface, path) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "make-assets: cannot write %s\n", path);
        exit(1);
    }
    printf("%s\n", path);
}

/* The band: a solid fill and the product name, large and faint, set slightly below centre. */
static void band(const char *folder, const char *name, const char *text, int fill, int ink) {
    const int w = 650, h = 240;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    cairo_t *cr = cairo_create(surface);
    top_rounded_rect(cr, w, h, 20);
    rgb(cr, fill, 1);
    cairo_fill_preserve(cr);
    cairo_clip(cr);
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size(cr, 150);
    cairo_text_extents_t extents;
    cairo_text_extents(cr, text, &extents);
    rgb(cr, ink, 1);
    cairo_move_to(cr, (w - extents.width) / 2 - extents.x_bearing, h * 0.5 - extents.y_bearing / 2 + 30);
    cairo_show_text(cr, text);
    save(surface, folder, name);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
}

/* The badge every logo sits on: a white disc with a faint grey ring. */
static void badge(cairo_t *cr, double size) {
    cairo_arc(cr, size / 2, size / 2, size / 2 - 1, 0, 2 * M_PI);
    rgb(cr, 0xFFFFFF, 1);
    cairo_fill_preserve(cr);
    cairo_set_line_width(cr, 2);
    rgb(cr, 0xDDDDDD, 1);
    cairo_stroke(cr);
}

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 1.5 * M_PI);
    cairo_close_path(cr);
}

/* A friendly green robot head: antenna, ears, a rounded head, two eyes and a smile. */
static void robot_logo(const char *folder) {
    const double s = 236;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)s, (int)s);
    cairo_t *cr = cairo_create(surface);
    badge(cr, s);
    const int green = 0x3FD5A0, dark = 0x1F6B50;
    cairo_set_line_width(cr, 6);
    rgb(cr, green, 1);
    cairo_move_to(cr, s / 2, 78);
    cairo_line_to(cr, s / 2, 50);
    cairo_stroke(cr);
    cairo_arc(cr, s / 2, 46, 10, 0, 2 * M_PI);
    cairo_fill(cr);
    rounded_rect(cr, 44, 110, 18, 44, 8);
    rounded_rect(cr, s - 62, 110, 18, 44, 8);
    cairo_fill(cr);
    rounded_rect(cr, 58, 76, s - 116, 110, 28);
    cairo_fill(cr);
    for (int side = -1; side <= 1; side += 2) {
        double x = s / 2 + side * 30;
        rgb(cr, 0xFFFFFF, 1);
        cairo_arc(cr, x, 122, 17, 0, 2 * M_PI);
        cairo_fill(cr);
        rgb(cr, dark, 1);
        cairo_arc(cr, x + 3, 124, 8, 0, 2 * M_PI);
        cairo_fill(cr);
    }
    rgb(cr, 0xFFFFFF, 1);
    cairo_set_line_width(cr, 6);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_arc(cr, s / 2, 146, 22, 0.15 * M_PI, 0.85 * M_PI);
    cairo_stroke(cr);
    save(surface, folder, "sprite-logo.png");
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
}

/* A blue regular hexagon with a bold white T. */
static void hexagon_logo(const char *folder) {
    const double s = 236, r = 78;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)s, (int)s);
    cairo_t *cr = cairo_create(surface);
    badge(cr, s);
    rgb(cr, 0x3CC1FC, 1);
    for (int corner = 0; corner < 6; corner++) {
        double angle = M_PI / 6 + corner * M_PI / 3;
        double x = s / 2 + r * cos(angle), y = s / 2 + r * sin(angle);
        if (corner == 0) cairo_move_to(cr, x, y); else cairo_line_to(cr, x, y);
    }
    cairo_close_path(cr);
    cairo_fill(cr);
    rgb(cr, 0xFFFFFF, 1);
    cairo_rectangle(cr, s / 2 - 40, s / 2 - 42, 80, 18);
    cairo_rectangle(cr, s / 2 - 10, s / 2 - 42, 20, 86);
    cairo_fill(cr);
    save(surface, folder, "think-logo.png");
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
}

int main(int argc, char **argv) {
    const char *folder = argc > 1 ? argv[1] : "Examples/images";
    band(folder, "sprite-band.png", "SpriteJS", 0x97F8D6, 0xBCFAE4);
    band(folder, "think-band.png", "ThinkJS", 0xBBEAFF, 0xD3F1FF);
    robot_logo(folder);
    hexagon_logo(folder);
    return 0;
}
