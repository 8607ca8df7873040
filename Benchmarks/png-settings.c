// The measurement behind PNGEncodingOptions (docs/png-settings.md): encodes PNG files' pixels with every candidate
// setting, on one thread, and prints the time and size of each as CSV. It links the encoder cardmotion ships
// (Sources/System/CPNGSupport) and libpng for zlib: the same C that cardmotion's writes run, without the Swift
// around it (writing the chunks, which `scripts/bench` times as part of whole writes).
//
//   cc -O2 -o png-settings Benchmarks/png-settings.c Sources/System/CPNGSupport/png_support.c
//      Sources/System/CPNGSupport/png_scanlines.c -ISources/System/CPNGSupport/include
//      $(pkg-config --cflags --libs libpng libdeflate)                 (one command)
//   png-settings [--runs N] [--only ENCODER,LEVEL,FILTER] KIND FILE...
//                    prints "kind,file,encoder,level,filter,ms,bytes" per file and setting (or only the one named,
//                    e.g. --only zlib,6,none), and per file a line "kind,file,palette-search,COLOURS,colours,ms,0"
//                    (COLOURS -1 for more than 256)
//
// Encoders: "zlib" is libpng with zlib at a level and libpng's filter choice (a fixed filter, or "all": libpng's
// adaptive heuristic); "libdeflate" filters rows itself (png_scanlines.c) and compresses with libdeflate, as RGB
// or RGBA; "palette" does the same with colour type 3 (one index byte per pixel, the palette search included),
// only for images of at most 256 colours. Times are the fastest of N runs (3 by default; 1 for a setting whose
// first run takes over half a second), in milliseconds.
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "png_scanlines.h"
#include "png_support.h"

static double now_ms(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return time.tv_sec * 1e3 + time.tv_nsec / 1e6;
}

typedef struct {
    uint8_t *pixels;
    uint32_t width, height;
    int opaque;
} image;

static int load(const char *path, image *out) {
    FILE *file = fopen(path, "rb");
    if (!file) return -1;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    uint8_t *bytes = malloc((size_t)size);
    if (!bytes || fread(bytes, 1, (size_t)size, file) != (size_t)size) {
        fclose(file);
        free(bytes);
        return -1;
    }
    fclose(file);
    char message[256];
    cm_png_reader *reader = cm_png_reader_open(bytes, (size_t)size, 1u << 30, &out->width, &out->height, message, sizeof message);
    if (!reader) {
        fprintf(stderr, "%s: %s\n", path, message);
        free(bytes);
        return -1;
    }
    out->pixels = malloc((size_t)out->width * out->height * 4);
    int status = cm_png_reader_read(reader, out->pixels);
    free(bytes);
    if (status != 0) return -1;
    out->opaque = 1;
    for (size_t i = 3; i < (size_t)out->width * out->height * 4; i += 4) out->opaque &= out->pixels[i] == 255;
    return 0;
}

/// A setting's encoder; returns the file's size in bytes (the stream plus the chunks around it), or 0 on failure.
typedef enum { zlib, libdeflate, palette } encoder;

static const char *const zlib_filter_names[] = {"none", "sub", "up", "paeth", "all"};
static const char *const scanline_filter_names[] = {"none", "sub", "up", "average", "paeth", "adaptive"};

/// The bytes of PNG framing around a stream of `stream` bytes: signature, IHDR, IDAT, IEND, and for a palette
/// of `colours` entries PLTE and (when `translucent`) a full tRNS.
static size_t framed(size_t stream, int colours, int translucent) {
    size_t size = 8 + 25 + 12 + stream + 12;
    if (colours > 0) size += 12 + 3 * (size_t)colours + (translucent ? 12 + (size_t)colours : 0);
    return size;
}

static size_t encode_once(const image *picture, encoder kind, int level, int filter, uint8_t *indices) {
    char message[256];
    cm_png_buffer buffer = {0};
    size_t size = 0;
    if (kind == zlib) {
        static const int flags[] = {PNG_FILTER_NONE, PNG_FILTER_SUB, PNG_FILTER_UP, PNG_FILTER_PAETH, PNG_ALL_FILTERS};
        if (cm_png_encode(picture->pixels, picture->width, picture->height, 4, picture->opaque,
                          (size_t)picture->width * 4, level, flags[filter], &buffer, message, sizeof message) == 0)
            size = buffer.size;
    } else if (kind == libdeflate) {
        if (cm_png_scanlines_deflate(picture->pixels, picture->width, picture->height, (size_t)picture->width * 4, 4,
                                     picture->opaque ? 3 : 4, filter, level, &buffer, message, sizeof message) == 0)
            size = framed(buffer.size, 0, 0);
    } else {
        uint8_t colours[256 * 4];
        int count = cm_png_palette(picture->pixels, picture->width, picture->height, (size_t)picture->width * 4,
                                   colours, indices);
        if (count > 0 && cm_png_scanlines_deflate(indices, picture->width, picture->height, picture->width, 1, 1,
                                                  filter, level, &buffer, message, sizeof message) == 0)
            size = framed(buffer.size, count, !picture->opaque);
    }
    cm_png_free(buffer.data);
    return size;
}

static const char *const encoders[] = {"zlib", "libdeflate", "palette"};

/// The setting --only names, or any when `only` is NULL.
static int wanted(const char *only, encoder kind, int level, const char *filter) {
    if (!only) return 1;
    char name[64];
    snprintf(name, sizeof name, "%s,%d,%s", encoders[kind], level, filter);
    return strcmp(name, only) == 0;
}

static void measure(const char *kind_name, const char *path, const image *picture, encoder kind, int level,
                    int filter, int runs, uint8_t *indices, const char *only) {
    const char *filter_name = kind == zlib ? zlib_filter_names[filter] : scanline_filter_names[filter];
    if (!wanted(only, kind, level, filter_name)) return;
    double best = 1e300;
    size_t size = 0;
    for (int run = 0; run < runs; run++) {
        double start = now_ms();
        size = encode_once(picture, kind, level, filter, indices);
        double elapsed = now_ms() - start;
        if (elapsed < best) best = elapsed;
        if (size == 0 || elapsed > 500) break;
    }
    if (size == 0) return;
    printf("%s,%s,%s,%d,%s,%.2f,%zu\n", kind_name, path, encoders[kind], level, filter_name, best, size);
    fflush(stdout);
}

int main(int argc, char **argv) {
    int runs = 3, first = 1;
    const char *only = NULL;
    while (argc - first >= 2 && (strcmp(argv[first], "--runs") == 0 || strcmp(argv[first], "--only") == 0)) {
        if (strcmp(argv[first], "--runs") == 0) runs = atoi(argv[first + 1]);
        else only = argv[first + 1];
        first += 2;
    }
    if (argc - first < 2 || runs < 1) {
        fprintf(stderr, "usage: png-settings [--runs N] [--only ENCODER,LEVEL,FILTER] KIND FILE...\n");
        return 2;
    }
    const char *kind_name = argv[first];
    static const int deflate_levels[] = {1, 3, 4, 5, 6, 7, 8, 9, 12};
    for (int index = first + 1; index < argc; index++) {
        image picture;
        if (load(argv[index], &picture) != 0) {
            fprintf(stderr, "png-settings: cannot read %s\n", argv[index]);
            return 2;
        }
        uint8_t *indices = malloc((size_t)picture.width * picture.height);
        uint8_t colours[256 * 4];
        // The palette search once, timed: what a write with a palette allowed pays, found or not.
        double start = now_ms();
        int count = cm_png_palette(picture.pixels, picture.width, picture.height, (size_t)picture.width * 4, colours, indices);
        if (!only) printf("%s,%s,palette-search,%d,colours,%.2f,0\n", kind_name, argv[index], count, now_ms() - start);
        for (int level = 1; level <= 9; level++)
            for (int filter = 0; filter < 5; filter++)
                measure(kind_name, argv[index], &picture, zlib, level, filter, runs, indices, only);
        for (size_t level = 0; level < sizeof deflate_levels / sizeof *deflate_levels; level++)
            for (int filter = 0; filter <= cm_scanline_filter_adaptive; filter++) {
                measure(kind_name, argv[index], &picture, libdeflate, deflate_levels[level], filter, runs, indices, only);
                if (count > 0)
                    measure(kind_name, argv[index], &picture, palette, deflate_levels[level], filter, runs, indices, only);
            }
        free(indices);
        free(picture.pixels);
    }
    return 0;
}
