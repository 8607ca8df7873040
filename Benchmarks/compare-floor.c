// The floor under `cardmotion compare`, for scripts/bench: the least any comparison can cost as one process
// that loads the libraries cardmotion is linked with (Cairo, Pango, fontconfig, libpng). It decodes the two PNG
// files with libpng on two threads, as compare does, and only counts the 32-bit pixels that differ: no
// pixelmatch colour delta, no anti-aliasing check, no Swift runtime, no argument parsing.
//
//   cc -O2 -o compare-floor Benchmarks/compare-floor.c $(pkg-config --cflags --libs pangocairo libpng) -lpthread
//   compare-floor A.png B.png        prints "differing words: N"; exit 0 when none differ, 1 otherwise, 2 on error
#include <cairo.h>
#include <pango/pangocairo.h>
#include <png.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    const char *path;
    uint8_t *pixels;
    png_uint_32 width, height;
    int failed;
} decode_job;

static void *decode(void *argument) {
    decode_job *job = argument;
    job->failed = 1;
    FILE *file = fopen(job->path, "rb");
    if (!file) return NULL;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    png_bytep *rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        fclose(file);
        free(rows);
        return NULL;
    }
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON); // as cardmotion does: chunk CRCs are still checked
    png_init_io(png, file);
    png_read_info(png, info);
    job->width = png_get_image_width(png, info);
    job->height = png_get_image_height(png, info);
    if (png_get_color_type(png, info) != PNG_COLOR_TYPE_RGB || png_get_bit_depth(png, info) != 8)
        png_error(png, "the floor reads 8-bit RGB frames only");
    png_set_filler(png, 0xff, PNG_FILLER_AFTER);
    png_read_update_info(png, info);
    job->pixels = malloc((size_t)job->width * job->height * 4);
    rows = malloc(sizeof(png_bytep) * job->height);
    for (png_uint_32 y = 0; y < job->height; y++) rows[y] = job->pixels + (size_t)y * job->width * 4;
    png_read_image(png, rows);
    png_destroy_read_struct(&png, &info, NULL);
    fclose(file);
    free(rows);
    job->failed = 0;
    return NULL;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: compare-floor A.png B.png\n");
        return 2;
    }
    // Referenced so the linker keeps the libraries cardmotion loads at start-up.
    volatile void *render_stack[] = {(void *)cairo_create, (void *)pango_cairo_create_layout};
    (void)render_stack;
    decode_job first = {.path = argv[1]}, second = {.path = argv[2]};
    pthread_t thread;
    pthread_create(&thread, NULL, decode, &first);
    decode(&second);
    pthread_join(thread, NULL);
    if (first.failed || second.failed || first.width != second.width || first.height != second.height) {
        fprintf(stderr, "compare-floor: cannot compare %s and %s\n", argv[1], argv[2]);
        return 2;
    }
    size_t count = (size_t)first.width * first.height, different = 0;
    const uint32_t *a = (const uint32_t *)first.pixels, *b = (const uint32_t *)second.pixels;
    for (size_t index = 0; index < count; index++) different += a[index] != b[index];
    printf("differing words: %zu\n", different);
    return different != 0;
}
