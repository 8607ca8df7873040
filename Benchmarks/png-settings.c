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
// only for images of at most 256 colours; "runs" and "palette-runs" are those two with zlib's run-length strategy
// (Z_RLE, no level: reported as 0) instead of libdeflate, over unfiltered and up-filtered rows. Times are the fastest of N runs (3 by default; 1 for a setting whose
// first run takes over half a second), in milliseconds.
#include <png.h>
#include <zlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_clock.h"

#include "png_scanlines.h"
#include "png_support.h"

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
typedef enum { zlib, libdeflate, palette, runs, palette_runs } encoder;

static const char *const zlib_filter_names[] = {"none", "sub", "up", "paeth", "all"};
static const char *const scanline_filter_names[] = {"none", "sub", "up", "average", "paeth", "adaptive"};

/// The bytes of PNG framing around a stream of `stream` bytes: signature, IHDR, IDAT, IEND, and for a palette
/// of `colours` entries PLTE and (when `translucent`) a full tRNS.
static size_t framed(size_t stream, int colours, int translucent) {
    size_t size = 8 + 25 + 12 + stream + 12;
    if (colours > 0) size += 12 + 3 * (size_t)colours + (translucent ? 12 + (size_t)colours : 0);
    return size;
}

/// A candidate CardMotion does not ship: the rows (RGB or RGBA, or with `indices` one palette index a pixel), with
/// filter none or up, compressed by zlib's run-length strategy (Z_RLE: only repeats of the byte before); the size of
/// the zlib stream, or 0.
static size_t deflate_runs(const image *picture, const uint8_t *indices, int filter) {
    size_t channels = indices ? 1 : picture->opaque ? 3 : 4, length = (size_t)picture->width * channels;
    size_t raw_size = (size_t)picture->height * (length + 1);
    uint8_t *raw = malloc(raw_size), *row = malloc(length), *above = calloc(1, length);
    for (uint32_t y = 0; y < picture->height; y++) {
        for (uint32_t x = 0; x < picture->width; x++) {
            const uint8_t *pixel = picture->pixels + ((size_t)y * picture->width + x) * 4;
            if (indices) row[x] = indices[(size_t)y * picture->width + x];
            else memcpy(row + x * channels, pixel, channels);
        }
        uint8_t *line = raw + (size_t)y * (length + 1);
        line[0] = (uint8_t)filter;
        for (size_t i = 0; i < length; i++) line[1 + i] = (uint8_t)(row[i] - (filter == cm_scanline_filter_up ? above[i] : 0));
        memcpy(above, row, length);
    }
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    deflateInit2(&stream, 1, Z_DEFLATED, 15, 8, Z_RLE);
    size_t capacity = deflateBound(&stream, raw_size);
    uint8_t *out = malloc(capacity);
    stream.next_in = raw;
    stream.avail_in = (uInt)raw_size;
    stream.next_out = out;
    stream.avail_out = (uInt)capacity;
    size_t size = deflate(&stream, Z_FINISH) == Z_STREAM_END ? stream.total_out : 0;
    deflateEnd(&stream);
    free(out);
    free(raw);
    free(row);
    free(above);
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
        if (cm_png_scanlines_deflate(picture->pixels, picture->width, picture->height, (size_t)picture->width * 4,
                                     picture->opaque ? 3 : 4, filter, level, &buffer, message, sizeof message) == 0)
            size = framed(buffer.size, 0, 0);
    } else if (kind == palette) {
        // The palette search made as the rows are built, as PNGCodec does.
        uint8_t colours[256 * 4];
        int count = cm_png_palette_deflate(picture->pixels, picture->width, picture->height, (size_t)picture->width * 4,
                                           colours, filter, level, &buffer, message, sizeof message);
        if (count > 0) size = framed(buffer.size, count, !picture->opaque);
    } else {
        uint8_t colours[256 * 4];
        int count = kind == palette_runs ? cm_png_palette(picture->pixels, picture->width, picture->height,
                                                          (size_t)picture->width * 4, colours, indices) : 0;
        if (kind == runs || count > 0) size = framed(deflate_runs(picture, kind == palette_runs ? indices : NULL, filter), count, !picture->opaque && count > 0);
    }
    cm_png_free(buffer.data);
    return size;
}

static const char *const encoders[] = {"zlib", "libdeflate", "palette", "runs", "palette-runs"};

/// The setting --only names, or any when `only` is NULL.
static int wanted(const char *only, encoder kind, int level, const char *filter) {
    if (!only) return 1;
    char name[64];
    snprintf(name, sizeof name, "%s,%d,%s", encoders[kind], level, filter);
    return strcmp(name, only) == 0;
}

static void measure(const char *kind_name, const char *path, const image *picture, encoder kind, int level,
                    int filter, int repeats, uint8_t *indices, const char *only) {
    const char *filter_name = kind == zlib ? zlib_filter_names[filter] : scanline_filter_names[filter];
    if (!wanted(only, kind, level, filter_name)) return;
    double best = 1e300;
    size_t size = 0;
    for (int run = 0; run < repeats; run++) {
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
    int repeats = 3, first = 1;
    const char *only = NULL;
    while (argc - first >= 2 && (strcmp(argv[first], "--runs") == 0 || strcmp(argv[first], "--only") == 0)) {
        if (strcmp(argv[first], "--runs") == 0) repeats = atoi(argv[first + 1]);
        else only = argv[first + 1];
        first += 2;
    }
    if (argc - first < 2 || repeats < 1) {
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
                measure(kind_name, argv[index], &picture, zlib, level, filter, repeats, indices, only);
        for (size_t level = 0; level < sizeof deflate_levels / sizeof *deflate_levels; level++)
            for (int filter = 0; filter <= cm_scanline_filter_adaptive; filter++) {
                measure(kind_name, argv[index], &picture, libdeflate, deflate_levels[level], filter, repeats, indices, only);
                if (count > 0)
                    measure(kind_name, argv[index], &picture, palette, deflate_levels[level], filter, repeats, indices, only);
            }
        // zlib's run-length strategy (no level), over unfiltered and up-filtered rows.
        for (int filter = cm_scanline_filter_none; filter <= cm_scanline_filter_up; filter += 2) {
            measure(kind_name, argv[index], &picture, runs, 0, filter, repeats, indices, only);
            if (count > 0) measure(kind_name, argv[index], &picture, palette_runs, 0, filter, repeats, indices, only);
        }
        free(indices);
        free(picture.pixels);
    }
    return 0;
}
