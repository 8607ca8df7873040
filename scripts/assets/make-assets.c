/*
 * make-assets: draws CardMotion's own example images with Cairo. Every shape is ours; nothing is
 * copied from the original demo projects, only their general look is imitated.
 *
 *   sprite-band.png, think-band.png   650 x 240 px (325 x 120 pt @2x): a tinted band, rounded at the
 *                                     top, with the product name large and faint
 *   sprite-logo.png, think-logo.png   236 x 236 px (118 x 118 pt @2x): a white badge with a mark
 *   placeholder-portrait.png          200 x 200 px (100 x 100 pt @2x): a cartoon face in a straw hat
 *   profile-*.png                     480 x 640 px: an illustrated portrait (a figure before hills and a
 *                                     sky), for Examples/profiles.yaml
 *   product-*.png                     480 x 400 px: an object on a soft backdrop (a mug, a lamp, a pair of
 *                                     headphones), for Examples/store.yaml
 *   album-cover.jpg                   600 x 600 px, a JPEG (libjpeg, quality 90, 4:2:0 as a camera or a
 *                                     music service writes them): an album cover of a sunset over the sea, a
 *                                     striped sun and a record, for the music-player example
 *
 * Usage: make-assets [folder]   (default Examples/images); prints the path of each file written.
 * Deterministic: no clock, no randomness, fixed font options, so the same build gives the same bytes.
 */
#include <cairo.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <jpeglib.h>

#define PI 3.14159265358979323846 /* M_PI is not in strict C11 */

/* ---- helpers ------------------------------------------------------------------------------- */

/* Sets the source to a 0xRRGGBB colour. */
static void rgb(cairo_t *cr, unsigned hex) {
    cairo_set_source_rgb(cr, ((hex >> 16) & 255) / 255.0, ((hex >> 8) & 255) / 255.0,
                         (hex & 255) / 255.0);
}

/* Adds a rectangle with corner radius r as a new sub-path (clockwise from the top-right corner). */
static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, PI / 2, PI);
    cairo_arc(cr, x + r, y + r, r, PI, 3 * PI / 2);
    cairo_close_path(cr);
}

/* Adds an axis-aligned ellipse centred on (cx, cy) as a new sub-path. */
static void ellipse(cairo_t *cr, double cx, double cy, double rx, double ry) {
    cairo_save(cr);
    cairo_translate(cr, cx, cy);
    cairo_scale(cr, rx, ry);
    cairo_new_sub_path(cr);
    cairo_arc(cr, 0, 0, 1, 0, 2 * PI);
    cairo_restore(cr);
}

/* A transparent ARGB32 canvas with a context whose font options do not depend on the machine's
 * fontconfig settings (grey antialiasing, no hinting). */
static cairo_t *canvas(int w, int h) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    cairo_t *cr = cairo_create(surface);
    cairo_surface_destroy(surface); /* the context keeps its own reference */
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_set_font_options(cr, options);
    cairo_font_options_destroy(options);
    return cr;
}

/* Writes the canvas to folder/name, prints the path and frees the context. */
static void save(cairo_t *cr, const char *folder, const char *name) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", folder, name);
    if (cairo_surface_write_to_png(cairo_get_target(cr), path) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "make-assets: cannot write %s\n", path);
        exit(1);
    }
    printf("%s\n", path);
    cairo_destroy(cr);
}

/* ---- bands --------------------------------------------------------------------------------- */

/* A 650 x 240 band: a solid fill whose two top corners are rounded by 20 px (transparent outside
 * them, bottom corners square), and the name in bold DejaVu Sans at 150 px, one shade lighter than
 * the fill. The name is centred horizontally on its ink and vertically on its capital height, so
 * only descenders and, for long names, the outer edges of the letters are cropped. */
static void band(const char *folder, const char *name, const char *text, unsigned fill, unsigned ink) {
    const double w = 650, h = 240, corner = 20;
    cairo_t *cr = canvas((int)w, (int)h);

    cairo_move_to(cr, 0, h);
    cairo_arc(cr, corner, corner, corner, PI, 3 * PI / 2);  /* top-left corner */
    cairo_arc(cr, w - corner, corner, corner, -PI / 2, 0);     /* top-right corner */
    cairo_line_to(cr, w, h);
    cairo_close_path(cr);
    rgb(cr, fill);
    cairo_fill_preserve(cr);
    cairo_clip(cr); /* keep the text inside the rounded corners */

    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size(cr, 150);
    cairo_text_extents_t cap, ink_box;
    cairo_text_extents(cr, "H", &cap);       /* -cap.y_bearing is the capital height */
    cairo_text_extents(cr, text, &ink_box);
    double x = (w - ink_box.width) / 2 - ink_box.x_bearing;
    double baseline = (h - cap.y_bearing) / 2; /* capitals span [baseline - cap, baseline] */
    cairo_move_to(cr, x, baseline);
    cairo_text_path(cr, text);
    rgb(cr, ink);
    cairo_fill(cr);

    save(cr, folder, name);
}

/* ---- logos --------------------------------------------------------------------------------- */

#define LOGO 236.0 /* logo side in px; the centre is (LOGO / 2, LOGO / 2) */

/* The badge under each logo: a white disc filling the canvas, edged by a 2 px light-grey ring that
 * lies just inside the canvas (circle of radius LOGO/2 - 1 stroked 2 px wide). */
static cairo_t *badge(void) {
    cairo_t *cr = canvas((int)LOGO, (int)LOGO);
    cairo_arc(cr, LOGO / 2, LOGO / 2, LOGO / 2 - 1, 0, 2 * PI);
    rgb(cr, 0xFFFFFF);
    cairo_fill_preserve(cr);
    cairo_set_line_width(cr, 2);
    rgb(cr, 0xE2E2E2);
    cairo_stroke(cr);
    return cr;
}

/* SpriteJS: a friendly green robot head. Everything is symmetric about x = 118; from top to
 * bottom: an antenna ball (y 35..57) on a stalk, the head (a 120 x 106 rounded square, y 80..186),
 * ears on both sides of it, two white eyes with dark pupils glancing right, and a small smile. The
 * whole figure spans y 35..186, centred a little above the badge centre like a portrait. */
static void sprite_logo(const char *folder) {
    const double cx = LOGO / 2;
    const unsigned green = 0x3FD5A0, dark = 0x1E5E49;
    cairo_t *cr = badge();
    rgb(cr, green);

    /* antenna: a stalk from the head up to a ball */
    cairo_set_line_width(cr, 6);
    cairo_move_to(cr, cx, 84);
    cairo_line_to(cr, cx, 54);
    cairo_stroke(cr);
    cairo_arc(cr, cx, 46, 11, 0, 2 * PI);
    cairo_fill(cr);

    /* ears: 16 x 42 rounded bars, 4 px away from the head */
    rounded_rect(cr, cx - 60 - 4 - 16, 112, 16, 42, 7);
    rounded_rect(cr, cx + 60 + 4, 112, 16, 42, 7);
    /* head: 120 x 106 with 28 px corners */
    rounded_rect(cr, cx - 60, 80, 120, 106, 28);
    cairo_fill(cr);

    /* eyes: white discs 30 px either side of the centre line, pupils offset to the right */
    for (int side = -1; side <= 1; side += 2) {
        double ex = cx + side * 30, ey = 125;
        cairo_arc(cr, ex, ey, 17, 0, 2 * PI);
        rgb(cr, 0xFFFFFF);
        cairo_fill(cr);
        cairo_arc(cr, ex + 3, ey + 2, 8, 0, 2 * PI);
        rgb(cr, dark);
        cairo_fill(cr);
    }

    /* smile: the lower part of a circle of radius 20 */
    cairo_set_line_width(cr, 6);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_arc(cr, cx, 148, 20, 0.2 * PI, 0.8 * PI);
    rgb(cr, 0xFFFFFF);
    cairo_stroke(cr);

    save(cr, folder, "sprite-logo.png");
}

/* ThinkJS: a blue regular hexagon (circumradius 80, a vertex at the top and at the bottom) with a
 * bold white "T" built from two rounded bars: an 84 x 20 top bar and a 22 x 90 stem, the letter
 * (90 px tall) centred on the badge. */
static void think_logo(const char *folder) {
    const double c = LOGO / 2, r = 80;
    cairo_t *cr = badge();

    for (int i = 0; i < 6; i++) {
        double angle = -PI / 2 + i * PI / 3; /* start at the top vertex, go clockwise */
        cairo_line_to(cr, c + r * cos(angle), c + r * sin(angle));
    }
    cairo_close_path(cr);
    rgb(cr, 0x3CC1FC);
    cairo_fill(cr);

    rounded_rect(cr, c - 42, c - 45, 84, 20, 3); /* top bar */
    rounded_rect(cr, c - 11, c - 45, 22, 90, 3); /* stem */
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING); /* the overlap fills once, as one shape */
    rgb(cr, 0xFFFFFF);
    cairo_fill(cr);

    save(cr, folder, "think-logo.png");
}

/* ---- placeholder portrait ------------------------------------------------------------------ */

/* A 200 x 200 cartoon placeholder: a pale-blue disc (transparent corners) framing a round smiling
 * face that wears a straw hat. Layers, back to front:
 *   face    skin disc, centre (100, 122), radius 50 (so it spans y 72..172)
 *   hair    a dark fringe, clipped to the face, whose lower edge is a zigzag of locks
 *   eyes    dark ovals at x 82 / 118, y 124; pink cheeks; a smile arc below
 *   hat     a yellow dome crown (half ellipse 40 x 42 on y 80) with a red band across its base,
 *           then the brim, a wide flat yellow ellipse (74 x 15) centred on y 82 in front of it. */
static void placeholder_portrait(const char *folder) {
    const double s = 200, c = s / 2;
    const unsigned sky = 0xDCEFFB, skin = 0xFFD9B0, outline = 0x4A3324, hair = 0x2B2B2B,
                   cheek = 0xFFB0A0, straw = 0xF6CF4A, brim = 0xEFC238, band_red = 0xD8433B;
    cairo_t *cr = canvas((int)s, (int)s);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);

    /* background disc */
    cairo_arc(cr, c, c, c, 0, 2 * PI);
    rgb(cr, sky);
    cairo_fill(cr);

    /* face: a skin disc; the fringe is painted inside it (clipped), then the outline on top */
    cairo_arc(cr, c, 122, 50, 0, 2 * PI);
    rgb(cr, skin);
    cairo_fill_preserve(cr);
    cairo_save(cr);
    cairo_clip(cr);
    /* fringe: dark hair over the top of the face, its lower edge a zigzag of locks (tips at
     * y 106, notches at y 94), slightly longer at the temples */
    cairo_move_to(cr, c - 52, 60);
    cairo_line_to(cr, c - 52, 112);
    const double tips[] = {-36, -18, 0, 18, 36};
    for (int i = 0; i < 5; i++) {
        cairo_line_to(cr, c + tips[i] - 9, 94);
        cairo_line_to(cr, c + tips[i], 106);
    }
    cairo_line_to(cr, c + 45, 94);
    cairo_line_to(cr, c + 52, 112);
    cairo_line_to(cr, c + 52, 60);
    cairo_close_path(cr);
    rgb(cr, hair);
    cairo_fill(cr);
    cairo_restore(cr);
    cairo_arc(cr, c, 122, 50, 0, 2 * PI);
    cairo_set_line_width(cr, 3);
    rgb(cr, outline);
    cairo_stroke(cr);

    /* eyes, cheeks, smile */
    ellipse(cr, c - 18, 124, 5, 7);
    ellipse(cr, c + 18, 124, 5, 7);
    rgb(cr, outline);
    cairo_fill(cr);
    ellipse(cr, c - 32, 140, 8, 5);
    ellipse(cr, c + 32, 140, 8, 5);
    rgb(cr, cheek);
    cairo_fill(cr);
    cairo_arc(cr, c, 134, 20, 0.2 * PI, 0.8 * PI);
    cairo_set_line_width(cr, 4);
    rgb(cr, outline);
    cairo_stroke(cr);

    /* hat crown: the upper half of an ellipse, base on y 80; the red band is its lowest 12 px */
    cairo_save(cr);
    cairo_new_path(cr);
    cairo_translate(cr, c, 80);
    cairo_scale(cr, 40, 42);
    cairo_arc(cr, 0, 0, 1, PI, 2 * PI);
    cairo_restore(cr);
    cairo_close_path(cr);
    rgb(cr, straw);
    cairo_fill_preserve(cr);
    cairo_save(cr);
    cairo_clip(cr);
    cairo_rectangle(cr, 0, 68, s, 14);
    rgb(cr, band_red);
    cairo_fill(cr);
    cairo_restore(cr);

    /* hat brim in front of the crown, with a thin darker edge */
    ellipse(cr, c, 82, 74, 15);
    rgb(cr, brim);
    cairo_fill_preserve(cr);
    cairo_set_line_width(cr, 2);
    rgb(cr, 0xC99A1E);
    cairo_stroke(cr);

    save(cr, folder, "placeholder-portrait.png");
}


/* ---- profiles: illustrated portraits --------------------------------------------------------- */

/* A figure (shoulders, neck, head, hair) before layered hills under a two-tone sky with a sun. */
static void profile(const char *folder, const char *name, unsigned sky_top, unsigned sky_bottom, unsigned sun,
                    unsigned hill_far, unsigned hill_near, unsigned skin, unsigned hair, unsigned shirt, int long_hair) {
    const int w = 480, h = 640;
    cairo_t *cr = canvas(w, h);
    cairo_pattern_t *sky = cairo_pattern_create_linear(0, 0, 0, h * 0.7);
    cairo_pattern_add_color_stop_rgb(sky, 0, ((sky_top >> 16) & 255) / 255.0, ((sky_top >> 8) & 255) / 255.0,
                                     (sky_top & 255) / 255.0);
    cairo_pattern_add_color_stop_rgb(sky, 1, ((sky_bottom >> 16) & 255) / 255.0, ((sky_bottom >> 8) & 255) / 255.0,
                                     (sky_bottom & 255) / 255.0);
    cairo_set_source(cr, sky);
    cairo_paint(cr);
    cairo_pattern_destroy(sky);

    ellipse(cr, w * 0.78, h * 0.22, 46, 46);
    rgb(cr, sun);
    cairo_fill(cr);

    /* two rows of hills, drawn as smooth curves across the picture */
    unsigned hills[2] = {hill_far, hill_near};
    for (int row = 0; row < 2; row++) {
        double base = h * (0.55 + 0.1 * row);
        cairo_move_to(cr, 0, base);
        for (int i = 0; i < 4; i++) {
            double x0 = w * i / 4.0, x1 = w * (i + 1) / 4.0;
            double lift = (i + row) % 2 ? 50 : -30;
            cairo_curve_to(cr, x0 + (x1 - x0) / 3, base - lift, x0 + 2 * (x1 - x0) / 3, base - lift, x1, base);
        }
        cairo_line_to(cr, w, h);
        cairo_line_to(cr, 0, h);
        cairo_close_path(cr);
        rgb(cr, hills[row]);
        cairo_fill(cr);
    }

    double cx = w / 2.0;
    /* long hair falls behind the shoulders */
    if (long_hair) {
        rounded_rect(cr, cx - 92, 250, 184, 260, 80);
        rgb(cr, hair);
        cairo_fill(cr);
    }
    /* shoulders */
    cairo_move_to(cr, cx - 190, h);
    cairo_curve_to(cr, cx - 180, 500, cx - 120, 470, cx, 468);
    cairo_curve_to(cr, cx + 120, 470, cx + 180, 500, cx + 190, h);
    cairo_close_path(cr);
    rgb(cr, shirt);
    cairo_fill(cr);
    /* neck and head */
    rounded_rect(cr, cx - 28, 380, 56, 100, 20);
    rgb(cr, skin);
    cairo_fill(cr);
    ellipse(cr, cx, 330, 78, 96);
    rgb(cr, skin);
    cairo_fill(cr);
    /* hair: a cap over the top of the head */
    cairo_save(cr);
    ellipse(cr, cx, 312, 86, 96);
    cairo_clip(cr);
    cairo_rectangle(cr, 0, 200, w, 85);
    rgb(cr, hair);
    cairo_fill(cr);
    cairo_restore(cr);
    /* a calm face: eyes and a smile */
    rgb(cr, 0x3A2A22);
    ellipse(cr, cx - 28, 338, 7, 8);
    cairo_fill(cr);
    ellipse(cr, cx + 28, 338, 7, 8);
    cairo_fill(cr);
    cairo_set_line_width(cr, 5);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_arc(cr, cx, 366, 26, 0.2 * PI, 0.8 * PI);
    cairo_stroke(cr);
    save(cr, folder, name);
}

/* ---- store: products --------------------------------------------------------------------------- */

/* A soft vertical gradient backdrop with a floor shadow under the object. */
static cairo_t *product_canvas(unsigned top, unsigned bottom) {
    const int w = 480, h = 400;
    cairo_t *cr = canvas(w, h);
    cairo_pattern_t *backdrop = cairo_pattern_create_linear(0, 0, 0, h);
    cairo_pattern_add_color_stop_rgb(backdrop, 0, ((top >> 16) & 255) / 255.0, ((top >> 8) & 255) / 255.0, (top & 255) / 255.0);
    cairo_pattern_add_color_stop_rgb(backdrop, 1, ((bottom >> 16) & 255) / 255.0, ((bottom >> 8) & 255) / 255.0,
                                     (bottom & 255) / 255.0);
    cairo_set_source(cr, backdrop);
    cairo_paint(cr);
    cairo_pattern_destroy(backdrop);
    ellipse(cr, w / 2.0, 340, 130, 18);
    cairo_set_source_rgba(cr, 0, 0, 0, 0.12);
    cairo_fill(cr);
    return cr;
}

static void product_mug(const char *folder) {
    cairo_t *cr = product_canvas(0xFFE8D6, 0xF6C9A8);
    cairo_set_line_width(cr, 26);
    rgb(cr, 0xD9534F);
    cairo_arc(cr, 318, 210, 52, -PI / 2, PI / 2);
    cairo_stroke(cr);
    rounded_rect(cr, 150, 110, 170, 230, 24);
    rgb(cr, 0xD9534F);
    cairo_fill(cr);
    ellipse(cr, 235, 112, 85, 16);
    rgb(cr, 0x6B3A2A);
    cairo_fill(cr);
    rounded_rect(cr, 180, 190, 110, 70, 12);
    cairo_set_source_rgba(cr, 1, 1, 1, 0.85);
    cairo_fill(cr);
    save(cr, folder, "product-mug.png");
}

static void product_lamp(const char *folder) {
    cairo_t *cr = product_canvas(0xE3F2FD, 0xB3D4F0);
    /* base, arm and shade */
    ellipse(cr, 240, 330, 80, 16);
    rgb(cr, 0x37474F);
    cairo_fill(cr);
    cairo_set_line_width(cr, 14);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_move_to(cr, 240, 326);
    cairo_line_to(cr, 200, 190);
    cairo_line_to(cr, 290, 120);
    cairo_stroke(cr);
    cairo_move_to(cr, 250, 80);
    cairo_line_to(cr, 360, 120);
    cairo_line_to(cr, 320, 190);
    cairo_close_path(cr);
    rgb(cr, 0xFFB300);
    cairo_fill(cr);
    ellipse(cr, 335, 175, 22, 12);
    cairo_set_source_rgba(cr, 1, 0.95, 0.7, 0.9);
    cairo_fill(cr);
    save(cr, folder, "product-lamp.png");
}

static void product_headphones(const char *folder) {
    cairo_t *cr = product_canvas(0xE8F5E9, 0xB9DFBB);
    cairo_set_line_width(cr, 22);
    rgb(cr, 0x263238);
    cairo_arc(cr, 240, 220, 120, PI, 2 * PI);
    cairo_stroke(cr);
    rounded_rect(cr, 98, 190, 60, 120, 26);
    cairo_fill(cr);
    rounded_rect(cr, 322, 190, 60, 120, 26);
    cairo_fill(cr);
    rounded_rect(cr, 110, 205, 36, 90, 16);
    rgb(cr, 0x26A69A);
    cairo_fill(cr);
    rounded_rect(cr, 334, 205, 36, 90, 16);
    cairo_fill(cr);
    save(cr, folder, "product-headphones.png");
}

/* ---- music: an album cover, written as a JPEG -------------------------------------------------- */

/* Writes the canvas (opaque) to folder/name as a baseline JPEG at quality 90 with libjpeg's default 4:2:0
 * sampling, prints the path and frees the context. libjpeg's errors end the program, as any failure here does. */
static void save_jpeg(cairo_t *cr, const char *folder, const char *name) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", folder, name);
    cairo_surface_t *surface = cairo_get_target(cr);
    cairo_surface_flush(surface);
    int w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    const unsigned char *data = cairo_image_surface_get_data(surface);
    FILE *file = fopen(path, "wb");
    unsigned char *row = malloc((size_t)w * 3);
    if (!file || !row) {
        fprintf(stderr, "make-assets: cannot write %s\n", path);
        exit(1);
    }
    struct jpeg_compress_struct jpeg;
    struct jpeg_error_mgr errors;
    jpeg.err = jpeg_std_error(&errors);
    jpeg_create_compress(&jpeg);
    jpeg_stdio_dest(&jpeg, file);
    jpeg.image_width = (JDIMENSION)w;
    jpeg.image_height = (JDIMENSION)h;
    jpeg.input_components = 3;
    jpeg.in_color_space = JCS_RGB;
    jpeg_set_defaults(&jpeg);
    jpeg_set_quality(&jpeg, 90, TRUE);
    jpeg_start_compress(&jpeg, TRUE);
    while (jpeg.next_scanline < jpeg.image_height) {
        /* Cairo's ARGB32 is a native-endian word a pixel; the canvas is opaque, so no alpha to undo. */
        const uint32_t *pixels = (const uint32_t *)(data + (size_t)jpeg.next_scanline * (size_t)stride);
        for (int x = 0; x < w; x++) {
            row[x * 3] = (pixels[x] >> 16) & 255;
            row[x * 3 + 1] = (pixels[x] >> 8) & 255;
            row[x * 3 + 2] = pixels[x] & 255;
        }
        jpeg_write_scanlines(&jpeg, &row, 1);
    }
    jpeg_finish_compress(&jpeg);
    jpeg_destroy_compress(&jpeg);
    free(row);
    if (fclose(file) != 0) {
        fprintf(stderr, "make-assets: cannot write %s\n", path);
        exit(1);
    }
    printf("%s\n", path);
    cairo_destroy(cr);
}

static void album_cover(const char *folder) {
    const double size = 600;
    cairo_t *cr = canvas((int)size, (int)size);
    /* sky: dusk violet at the top to a warm orange at the horizon */
    cairo_pattern_t *sky = cairo_pattern_create_linear(0, 0, 0, 380);
    cairo_pattern_add_color_stop_rgb(sky, 0, 0.16, 0.10, 0.36);
    cairo_pattern_add_color_stop_rgb(sky, 0.55, 0.85, 0.29, 0.45);
    cairo_pattern_add_color_stop_rgb(sky, 1, 1.00, 0.62, 0.33);
    cairo_rectangle(cr, 0, 0, size, 380);
    cairo_set_source(cr, sky);
    cairo_fill(cr);
    cairo_pattern_destroy(sky);
    /* the sun, cut by widening bands of sky towards the horizon */
    cairo_save(cr);
    cairo_arc(cr, 300, 330, 150, 0, 2 * PI);
    cairo_clip(cr);
    cairo_pattern_t *sun = cairo_pattern_create_linear(0, 180, 0, 380);
    cairo_pattern_add_color_stop_rgb(sun, 0, 1.00, 0.92, 0.45);
    cairo_pattern_add_color_stop_rgb(sun, 1, 1.00, 0.45, 0.35);
    cairo_set_source(cr, sun);
    cairo_paint(cr);
    cairo_pattern_destroy(sun);
    for (int band = 0; band < 6; band++) {
        double y = 262 + band * 20, thickness = 2 + band * 2.2;
        cairo_rectangle(cr, 0, y, size, thickness);
    }
    cairo_set_source_rgb(cr, 0.93, 0.40, 0.40);
    cairo_fill(cr);
    cairo_restore(cr);
    /* sea: deep blue, with lighter ripples reflecting the sun */
    cairo_pattern_t *sea = cairo_pattern_create_linear(0, 380, 0, size);
    cairo_pattern_add_color_stop_rgb(sea, 0, 0.20, 0.18, 0.48);
    cairo_pattern_add_color_stop_rgb(sea, 1, 0.05, 0.07, 0.20);
    cairo_rectangle(cr, 0, 380, size, size - 380);
    cairo_set_source(cr, sea);
    cairo_fill(cr);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    for (int ripple = 0; ripple < 9; ripple++) {
        double y = 398 + ripple * 22, half = 130 - ripple * 11;
        cairo_set_line_width(cr, 5 - ripple * 0.35);
        cairo_move_to(cr, 300 - half, y);
        cairo_line_to(cr, 300 + half, y);
        cairo_set_source_rgba(cr, 1.0, 0.72, 0.45, 0.75 - ripple * 0.07);
        cairo_stroke(cr);
    }
    /* a record in the bottom right corner, half out of its sleeve */
    cairo_arc(cr, 500, 500, 72, 0, 2 * PI);
    rgb(cr, 0x111114);
    cairo_fill(cr);
    cairo_set_line_width(cr, 1.5);
    for (int groove = 0; groove < 5; groove++) {
        cairo_arc(cr, 500, 500, 64 - groove * 8, 0, 2 * PI);
        cairo_set_source_rgba(cr, 1, 1, 1, 0.10);
        cairo_stroke(cr);
    }
    cairo_arc(cr, 500, 500, 22, 0, 2 * PI);
    rgb(cr, 0xFF7A59);
    cairo_fill(cr);
    cairo_arc(cr, 500, 500, 4, 0, 2 * PI);
    rgb(cr, 0x111114);
    cairo_fill(cr);
    /* a thin frame, as printed sleeves have */
    cairo_rectangle(cr, 18, 18, size - 36, size - 36);
    cairo_set_line_width(cr, 3);
    cairo_set_source_rgba(cr, 1, 1, 1, 0.55);
    cairo_stroke(cr);
    save_jpeg(cr, folder, "album-cover.jpg");
}

int main(int argc, char **argv) {
    const char *folder = argc > 1 ? argv[1] : "Examples/images";
    band(folder, "sprite-band.png", "SpriteJS", 0x97F8D6, 0xBCFAE4);
    band(folder, "think-band.png", "ThinkJS", 0xBBEAFF, 0xD3F1FF);
    sprite_logo(folder);
    think_logo(folder);
    placeholder_portrait(folder);
    profile(folder, "profile-ada.png", 0x8EC5FC, 0xE0C3FC, 0xFFF1B5, 0x7A9E7E, 0x4E7D5B, 0xF1C27D, 0x2C1B12, 0x5C6BC0, 1);
    profile(folder, "profile-grace.png", 0xFAD0C4, 0xFFD1FF, 0xFFFFFF, 0xB388EB, 0x8E6CCF, 0xE0AC69, 0x8D5524, 0x26A69A, 1);
    profile(folder, "profile-alan.png", 0x84FAB0, 0x8FD3F4, 0xFFFDE7, 0x5D8AA8, 0x3B6E8F, 0xFFDBAC, 0x4A3728, 0xEF6C00, 0);
    profile(folder, "profile-katherine.png", 0xF6D365, 0xFDA085, 0xFFF8E1, 0xA1887F, 0x795548, 0x8D5524, 0x1B1B1B, 0xAD1457, 1);
    product_mug(folder);
    product_lamp(folder);
    product_headphones(folder);
    album_cover(folder);
    return 0;
}
