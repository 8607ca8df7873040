// The measurement behind APNGCompression's versions and level (docs/png-settings.md#apng): for a PNG sequence (the
// frames `cardmotion render SCRIPT -o DIR/` writes), the compressed size of every changed frame's rectangle stored
// as each version, with each deflate setting, and the time that compression takes on one thread. The first frame
// is left out (every version stores it whole). The versions are built by the C that cardmotion runs
// (cm_rgba_over_pixels); the rows are RGB, unfiltered, as an RGB file's frames are.
//
//   cc -O2 -o apng-versions Benchmarks/apng-versions.c Sources/System/CPixelSupport/pixel_rows.c
//      -ISources/System/CPixelSupport/include $(pkg-config --cflags --libs libpng libdeflate zlib)   (one command)
//   apng-versions DIR [SETTING...]
//                    SETTING is libdeflate-N (levels 1 to 12) or zlib-N (levels 1 to 9; zlib-9-C limits its hash
//                    chains to C); by default libdeflate-7. Prints per setting and version: bytes, milliseconds.
//
// Versions: "source" (blend SOURCE), "over" (blend OVER, every unchanged pixel the colour key), "flat-runs" (OVER
// keeping the unchanged runs of one colour, what the default stores), "smallest" (per frame the smallest of the
// three, which max approaches), and "flat-runs, or source" (flat-runs, or SOURCE when it fills no pixel: exactly
// the default's choice).
#include <dirent.h>
#include <libdeflate.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_clock.h"
#include <zlib.h>

#include "pixel_rows.h"

static const uint8_t key[4] = {0x01, 0xFE, 0x7F, 0xFF};

/// A decoded frame: RGBA8, `width` x `height`.
typedef struct {
    long width, height;
    uint8_t *pixels;
} image;

static image load(const char *path) {
    png_image png;
    memset(&png, 0, sizeof png);
    png.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&png, path)) {
        fprintf(stderr, "%s: %s\n", path, png.message);
        exit(2);
    }
    png.format = PNG_FORMAT_RGBA;
    image result = {png.width, png.height, malloc(PNG_IMAGE_SIZE(png))};
    if (!result.pixels || !png_image_finish_read(&png, NULL, result.pixels, 0, NULL)) {
        fprintf(stderr, "%s: cannot decode\n", path);
        exit(2);
    }
    return result;
}

/// A deflate setting: libdeflate at a level, or zlib at a level with an optional hash chain limit.
typedef struct {
    char name[32];
    int zlib, level, chain;
    struct libdeflate_compressor *compressor;
} setting;

static size_t compress_rows(setting *s, const uint8_t *rows, size_t size, uint8_t *out, size_t capacity) {
    if (!s->zlib) return libdeflate_zlib_compress(s->compressor, rows, size, out, capacity);
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (deflateInit2(&stream, s->level, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY) != Z_OK) exit(3);
    if (s->chain) deflateTune(&stream, 32, 258, 258, s->chain);
    stream.next_in = (uint8_t *)rows;
    stream.avail_in = (uInt)size;
    stream.next_out = out;
    stream.avail_out = (uInt)capacity;
    if (deflate(&stream, Z_FINISH) != Z_STREAM_END) exit(3);
    size_t written = stream.total_out;
    deflateEnd(&stream);
    return written;
}

/// `w` x `h` RGBA pixels as unfiltered RGB rows (a filter byte 0 before each row).
static size_t pack_rgb(const uint8_t *pixels, long w, long h, uint8_t *rows) {
    size_t k = 0;
    for (long i = 0; i < w * h; i++) {
        if (i % w == 0) rows[k++] = 0;
        memcpy(rows + k, pixels + i * 4, 3);
        k += 3;
    }
    return k;
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

enum { versions = 5 };
static const char *version_names[versions] = {"source", "over", "flat-runs", "smallest", "flat-runs, or source"};

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: apng-versions DIR [libdeflate-N | zlib-N | zlib-9-CHAIN]...\n");
        return 2;
    }
    DIR *folder = opendir(argv[1]);
    if (!folder) { perror(argv[1]); return 2; }
    char **names = NULL;
    size_t count = 0;
    for (struct dirent *entry; (entry = readdir(folder));) {
        size_t length = strlen(entry->d_name);
        if (length < 5 || strcmp(entry->d_name + length - 4, ".png") != 0) continue;
        names = realloc(names, (count + 1) * sizeof *names);
        names[count] = malloc(strlen(argv[1]) + length + 2);
        sprintf(names[count++], "%s/%s", argv[1], entry->d_name);
    }
    closedir(folder);
    qsort(names, count, sizeof *names, by_name);

    int settings_count = argc > 2 ? argc - 2 : 1;
    setting *settings = calloc(settings_count, sizeof *settings);
    for (int i = 0; i < settings_count; i++) {
        const char *text = argc > 2 ? argv[i + 2] : "libdeflate-7";
        setting *s = &settings[i];
        snprintf(s->name, sizeof s->name, "%s", text);
        if (sscanf(text, "zlib-%d-%d", &s->level, &s->chain) >= 1) {
            s->zlib = 1;
        } else if (sscanf(text, "libdeflate-%d", &s->level) == 1) {
            s->compressor = libdeflate_alloc_compressor(s->level);
        }
        if ((s->zlib && (s->level < 1 || s->level > 9)) || (!s->zlib && !s->compressor)) {
            fprintf(stderr, "%s: not a setting\n", text);
            return 2;
        }
    }
    size_t bytes[settings_count][versions];
    double ms[settings_count][versions];
    memset(bytes, 0, sizeof bytes);
    memset(ms, 0, sizeof ms);

    image previous = load(names[0]);
    long changed = 0;
    for (size_t n = 1; n < count; n++) {
        image frame = load(names[n]);
        if (frame.width != previous.width || frame.height != previous.height) {
            fprintf(stderr, "%s: not the size of the frames before\n", names[n]);
            return 2;
        }
        long top = -1, bottom = -1, left = frame.width, right = -1;
        for (long y = 0; y < frame.height; y++) {
            for (long x = 0; x < frame.width; x++) {
                if (memcmp(previous.pixels + (y * frame.width + x) * 4, frame.pixels + (y * frame.width + x) * 4, 4)) {
                    if (top < 0) top = y;
                    bottom = y;
                    if (x < left) left = x;
                    if (x > right) right = x;
                }
            }
        }
        if (top >= 0) {
            changed++;
            long w = right - left + 1, h = bottom - top + 1;
            uint8_t *pixels[3], *rows[3];
            size_t sizes[3];
            long filled = 1;
            for (int v = 0; v < 3; v++) {
                pixels[v] = malloc(w * h * 4);
                rows[v] = malloc(w * h * 3 + h);
            }
            for (long y = 0; y < h; y++) memcpy(pixels[0] + y * w * 4, frame.pixels + ((top + y) * frame.width + left) * 4, w * 4);
            if (cm_rgba_over_pixels(previous.pixels, frame.pixels, frame.width, left, top, w, h, key, 0, pixels[1]) < 0
                || (filled = cm_rgba_over_pixels(previous.pixels, frame.pixels, frame.width, left, top, w, h, key, 1, pixels[2])) < 0) {
                fprintf(stderr, "%s: a changed pixel is translucent (the measurement takes opaque frames)\n", names[n]);
                return 2;
            }
            for (int v = 0; v < 3; v++) sizes[v] = pack_rgb(pixels[v], w, h, rows[v]);
            size_t capacity = compressBound(sizes[0]) + 1024;
            uint8_t *out = malloc(capacity);
            for (int i = 0; i < settings_count; i++) {
                size_t version_bytes[3];
                for (int v = 0; v < 3; v++) {
                    double start = now_ms();
                    version_bytes[v] = compress_rows(&settings[i], rows[v], sizes[v], out, capacity);
                    ms[i][v] += now_ms() - start;
                    bytes[i][v] += version_bytes[v];
                }
                size_t smallest = version_bytes[0];
                for (int v = 1; v < 3; v++) if (version_bytes[v] < smallest) smallest = version_bytes[v];
                bytes[i][3] += smallest;
                bytes[i][4] += filled > 0 ? version_bytes[2] : version_bytes[0];
            }
            free(out);
            for (int v = 0; v < 3; v++) { free(pixels[v]); free(rows[v]); }
        }
        free(previous.pixels);
        previous = frame;
    }
    printf("%ld changed frames of %zu (%ld x %ld); frame data without the first frame\n", changed, count,
           previous.width, previous.height);
    printf("%-16s %-22s %12s %10s\n", "setting", "version", "bytes", "ms");
    for (int i = 0; i < settings_count; i++) {
        for (int v = 0; v < versions; v++) {
            if (v == 3) {
                printf("%-16s %-22s %12zu %10s\n", settings[i].name, version_names[v], bytes[i][v], "-");
            } else {
                printf("%-16s %-22s %12zu %10.0f\n", settings[i].name, version_names[v], bytes[i][v], ms[i][v == 4 ? 2 : v]);
            }
        }
    }
    return 0;
}
