#include "png_support.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/// Where libpng's error handler leaves its message before jumping back.
typedef struct {
    char *message;
    size_t message_size;
    char warning[160]; // the latest warning: libpng gives the specific reason for a bad IHDR only as a warning
} error_sink;

static void on_error(png_structp png, png_const_charp text) {
    error_sink *sink = (error_sink *)png_get_error_ptr(png);
    if (sink && sink->message && sink->message_size) {
        if (strcmp(text, "Invalid IHDR data") == 0 && sink->warning[0])
            snprintf(sink->message, sink->message_size, "%s (%s)", text, sink->warning);
        else
            snprintf(sink->message, sink->message_size, "%s", text);
    }
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    // Warnings (unknown chunks, odd profiles) are not errors; the latest is kept to explain a following error.
    error_sink *sink = (error_sink *)png_get_error_ptr(png);
    if (sink) snprintf(sink->warning, sizeof sink->warning, "%s", text);
}

static void write_to_buffer(png_structp png, png_bytep data, png_size_t length) {
    cm_png_buffer *out = (cm_png_buffer *)png_get_io_ptr(png);
    if (out->size + length > out->capacity) {
        size_t capacity = out->capacity ? out->capacity : 65536;
        while (capacity < out->size + length) capacity *= 2;
        uint8_t *grown = realloc(out->data, capacity);
        if (!grown) png_error(png, "out of memory while encoding");
        out->data = grown;
        out->capacity = capacity;
    }
    memcpy(out->data + out->size, data, length);
    out->size += length;
}

static void flush_nothing(png_structp png) { (void)png; }

/// The one PNG writer: rows as given, any colour type, depth and interlace; `compression_level` and `filters`
/// below 0 keep libpng's defaults.
static int write_png(const uint8_t *pixels, uint32_t width, uint32_t height, int color_type, int bit_depth,
                     int interlace, size_t row_bytes, int strip_filler, int compression_level, int filters,
                     const uint8_t *palette,
                     int palette_entries, const uint8_t *trns, int trns_count, cm_png_buffer *out, char *message,
                     size_t message_size) {
    error_sink sink = {message, message_size, {0}};
    out->data = NULL;
    out->size = out->capacity = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
    if (!png) {
        snprintf(message, message_size, "cannot create the PNG writer");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    png_bytep *rows = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        if (!info) snprintf(message, message_size, "cannot create the PNG writer");
        free(rows);
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(out->data);
        out->data = NULL;
        out->size = out->capacity = 0;
        return -1;
    }
    png_set_write_fn(png, out, write_to_buffer, flush_nothing);
    if (compression_level >= 0) png_set_compression_level(png, compression_level);
    if (filters >= 0) png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, width, height, bit_depth, color_type,
                 interlace ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    if (palette && palette_entries > 0) png_set_PLTE(png, info, (png_const_colorp)palette, palette_entries);
    if (trns && trns_count > 0) {
        if (color_type == PNG_COLOR_TYPE_PALETTE) {
            png_set_tRNS(png, info, trns, trns_count, NULL);
        } else {
            png_color_16 color = {0, 0, 0, 0, 0};
            int wide = bit_depth == 16;
            if (color_type == PNG_COLOR_TYPE_GRAY) {
                color.gray = wide ? (png_uint_16)(trns[0] << 8 | trns[1]) : trns[0];
            } else {
                color.red = wide ? (png_uint_16)(trns[0] << 8 | trns[1]) : trns[0];
                color.green = wide ? (png_uint_16)(trns[2] << 8 | trns[3]) : trns[1];
                color.blue = wide ? (png_uint_16)(trns[4] << 8 | trns[5]) : trns[2];
            }
            png_set_tRNS(png, info, NULL, 0, &color);
        }
    }
    png_write_info(png, info);
    if (strip_filler) png_set_filler(png, 0, PNG_FILLER_AFTER);
    rows = malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!rows) png_error(png, "out of memory while encoding");
    for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)(pixels + (size_t)y * row_bytes);
    png_write_image(png, rows);
    png_write_end(png, NULL);
    free(rows);
    png_destroy_write_struct(&png, &info);
    return 0;
}

int cm_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int channels, int opaque, size_t row_bytes,
                  int compression_level, int filters, cm_png_buffer *out, char *message, size_t message_size) {
    int rgb = channels == 3 || opaque;
    return write_png(pixels, width, height, rgb ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, 8, 0, row_bytes,
                     channels == 4 && opaque, compression_level, filters, NULL, 0, NULL, 0, out, message, message_size);
}

int cm_png_encode_raw(const uint8_t *pixels, uint32_t width, uint32_t height, int color_type, int bit_depth,
                      int interlace, size_t row_bytes, const uint8_t *palette, int palette_entries,
                      const uint8_t *trns, int trns_count, cm_png_buffer *out, char *message, size_t message_size) {
    return write_png(pixels, width, height, color_type, bit_depth, interlace, row_bytes, 0, -1, -1, palette,
                     palette_entries, trns, trns_count, out, message, message_size);
}

/// Reads from a memory buffer, failing cleanly at its end.
typedef struct {
    const uint8_t *bytes;
    size_t size;
    size_t offset;
} memory_reader;

static void read_from_memory(png_structp png, png_bytep data, png_size_t length) {
    memory_reader *reader = (memory_reader *)png_get_io_ptr(png);
    if (length > reader->size - reader->offset) png_error(png, "the file is truncated");
    memcpy(data, reader->bytes + reader->offset, length);
    reader->offset += length;
}

struct cm_png_reader {
    png_structp png;
    png_infop info;
    memory_reader source;
    error_sink sink;
    uint32_t height;
};

static void close_reader(cm_png_reader *reader) {
    png_destroy_read_struct(&reader->png, reader->info ? &reader->info : NULL, NULL);
    free(reader);
}

cm_png_reader *cm_png_reader_open(const uint8_t *bytes, size_t size, uint64_t maximum_pixels, uint32_t *width,
                                  uint32_t *height, char *message, size_t message_size) {
    *width = *height = 0;
    if (size < 8 || png_sig_cmp((png_const_bytep)bytes, 0, 8) != 0) {
        snprintf(message, message_size, "not a PNG file (the signature is missing)");
        return NULL;
    }
    cm_png_reader *reader = calloc(1, sizeof(cm_png_reader));
    if (!reader) {
        snprintf(message, message_size, "out of memory while decoding");
        return NULL;
    }
    reader->sink = (error_sink){message, message_size, {0}};
    reader->source = (memory_reader){bytes, size, 0};
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader->sink, on_error, on_warning);
    if (reader->png) reader->info = png_create_info_struct(reader->png);
    if (!reader->png || !reader->info) {
        snprintf(message, message_size, "cannot create the PNG reader");
        close_reader(reader);
        return NULL;
    }
    png_structp png = reader->png;
    png_infop info = reader->info;
    if (setjmp(png_jmpbuf(png))) {
        close_reader(reader);
        return NULL;
    }
    png_set_read_fn(png, &reader->source, read_from_memory);
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    // Every chunk's CRC is still checked, IDAT's included, so skipping zlib's Adler-32 of the inflated stream
    // loses no corruption check (browsers decode this way too) and saves about a third of the decode time.
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
    png_read_info(png, info);
    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    if ((uint64_t)w * (uint64_t)h > maximum_pixels) {
        snprintf(message, message_size, "the image is %u x %u pixels, more than the limit of %llu pixels",
                 (unsigned)w, (unsigned)h, (unsigned long long)maximum_pixels);
        close_reader(reader);
        return NULL;
    }
    int color = png_get_color_type(png, info), depth = png_get_bit_depth(png, info);
    // Straight RGBA8, no gamma: expand palette / low-depth gray / tRNS, scale 16-bit down, add opaque alpha.
    if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (depth == 16) png_set_scale_16(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_filler(png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) png_error(png, "unexpected row layout after conversion");
    reader->height = h;
    *width = w;
    *height = h;
    return reader;
}

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

/// Maps the fresh pages of a large output buffer in one call (huge pages where the kernel allows) instead of one
/// page fault per 4 KiB as the rows arrive; a hint only: kernels without it leave the buffer as it was.
static void prefault(uint8_t *buffer, size_t size) {
    uintptr_t page = 4096, start = ((uintptr_t)buffer + page - 1) & ~(page - 1), end = ((uintptr_t)buffer + size) & ~(page - 1);
    if (size < (1u << 20) || end <= start) return;
    madvise((void *)start, end - start, MADV_HUGEPAGE);
    madvise((void *)start, end - start, MADV_POPULATE_WRITE);
}

int cm_png_reader_read(cm_png_reader *reader, uint8_t *pixels) {
    png_structp png = reader->png;
    size_t row_bytes = png_get_rowbytes(png, reader->info);
    prefault(pixels, row_bytes * reader->height);
    png_bytep *rows = malloc(sizeof(png_bytep) * (reader->height ? reader->height : 1));
    if (!rows) {
        snprintf(reader->sink.message, reader->sink.message_size, "out of memory while decoding");
        close_reader(reader);
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        free(rows);
        close_reader(reader);
        return -1;
    }
    for (uint32_t y = 0; y < reader->height; y++) rows[y] = pixels + (size_t)y * row_bytes;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free(rows);
    close_reader(reader);
    return 0;
}

void cm_png_reader_close(cm_png_reader *reader) {
    if (reader) close_reader(reader);
}

void cm_png_free(void *pointer) { free(pointer); }
