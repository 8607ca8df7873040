#ifndef CARDMOTION_PNG_SUPPORT_H
#define CARDMOTION_PNG_SUPPORT_H

// PNG decoding (and encoding for tests and measurements) with libpng behind setjmp: libpng reports errors by
// longjmp, which Swift cannot survive, so every libpng call lives here and errors come back as a status and a
// message.

#include <stddef.h>
#include <stdint.h>

/// A growable byte buffer owned by C; release with cm_png_free.
typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
} cm_png_buffer;

/// Encodes 8-bit rows of `channels` (3 = RGB, 4 = RGBA) samples with libpng and zlib at `compression_level`
/// with libpng's `filters` (PNG_FILTER_* flags); with `opaque`, RGBA rows are written as an RGB image (libpng drops
/// the alpha byte as it goes). Returns 0 on success, or -1 with `message` filled in. CardMotion writes its PNGs
/// with png_scanlines.h; this is the zlib writer Benchmarks/png-settings.c measures it against.
int cm_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int channels, int opaque, size_t row_bytes,
                  int compression_level, int filters, cm_png_buffer *out, char *message, size_t message_size);

/// A PNG being decoded: opened (header read and checked), then read into memory the caller owns.
typedef struct cm_png_reader cm_png_reader;

/// Reads the header of any PNG libpng reads (palette, gray, alpha, 16-bit, tRNS, interlaced) and sets up
/// conversion to straight RGBA8, with no gamma or colour-space conversion. Returns NULL with `message` filled
/// in when the bytes are not a valid PNG header or the image has more than `maximum_pixels` pixels. `bytes`
/// and `message` must outlive the reader.
cm_png_reader *cm_png_reader_open(const uint8_t *bytes, size_t size, uint64_t maximum_pixels, uint32_t *width,
                                  uint32_t *height, char *message, size_t message_size);

/// Decodes the image into `pixels` (width x height x 4 bytes) and releases the reader. Returns 0, or -1 with
/// the message given to cm_png_reader_open filled in.
int cm_png_reader_read(cm_png_reader *reader, uint8_t *pixels);

/// Releases a reader that will not be read.
void cm_png_reader_close(cm_png_reader *reader);

/// Writes rows exactly as given, in any PNG colour type (0 gray, 2 RGB, 3 palette, 4 gray+alpha, 6 RGBA), bit
/// depth and interlace method (0 none, 1 Adam7), with an optional palette (`palette_entries` RGB triples) and
/// tRNS chunk. `row_bytes` is the packed size of one row. For tests and tools that need odd PNGs.
int cm_png_encode_raw(const uint8_t *rows, uint32_t width, uint32_t height, int color_type, int bit_depth,
                      int interlace, size_t row_bytes, const uint8_t *palette, int palette_entries,
                      const uint8_t *trns, int trns_count, cm_png_buffer *out, char *message, size_t message_size);

void cm_png_free(void *pointer);

#endif
