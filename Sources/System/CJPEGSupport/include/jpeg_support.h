#ifndef CARDMOTION_JPEG_SUPPORT_H
#define CARDMOTION_JPEG_SUPPORT_H

// JPEG decoding (and encoding for tests and tools) with libjpeg-turbo behind setjmp: libjpeg's default error handler
// calls exit(), and an error handler that returns would leave the library in an undefined state, so every libjpeg
// call lives here, its error manager longjmps back, and errors come back as a status and a message. Warnings (a
// truncated file, corrupt entropy data) are errors too: libjpeg would otherwise draw grey where data is missing.

#include <stddef.h>
#include <stdint.h>

/// The most scans a progressive JPEG may have: each scan goes over the whole image again, so a file of many tiny
/// scans costs far more time than its size suggests (any encoder writes about ten).
#define CM_JPEG_MAXIMUM_SCANS 100

/// The most memory libjpeg may allocate for one image besides the decoded pixels (the coefficient buffers of a
/// progressive file: about 6 bytes a pixel at 4:4:4), in bytes; more is an error, never a backing file.
#define CM_JPEG_MAXIMUM_WORKING_MEMORY (1024L * 1024L * 1024L)

/// A JPEG being decoded: opened (header read and checked, markers kept), then read into memory the caller owns.
typedef struct cm_jpeg_reader cm_jpeg_reader;

/// Whether `bytes` start with a JPEG's start-of-image marker followed by another marker (FF D8 FF).
int cm_jpeg_has_signature(const uint8_t *bytes, size_t size);

/// Reads the header of a baseline or progressive JPEG in grayscale, YCbCr or RGB, keeping its APP1 segments, and
/// sets up conversion to straight RGBA8 (alpha 255). Returns NULL with `message` filled in when the bytes are not
/// a JPEG, the header is damaged, the colour space is CMYK, YCCK or unknown, or the image has more than
/// `maximum_pixels` pixels (checked before anything is allocated for the image). `bytes` and `message` must
/// outlive the reader.
cm_jpeg_reader *cm_jpeg_reader_open(const uint8_t *bytes, size_t size, uint64_t maximum_pixels, uint32_t *width,
                                    uint32_t *height, char *message, size_t message_size);

/// The data of the first APP1 segment that starts with "Exif\0\0" (the identifier included), and its length in
/// `size`; NULL when there is none. Owned by the reader.
const uint8_t *cm_jpeg_reader_exif(const cm_jpeg_reader *reader, size_t *size);

/// Decodes the image into `pixels` (width x height x 4 bytes) drawn upright for EXIF `orientation` (1 to 8; any
/// other value is 1): each decoded row goes straight to where the orientation puts it, so for 5 to 8 `pixels`
/// holds a height x width image. Releases the reader. Returns 0, or -1 with the reader's message filled in.
int cm_jpeg_reader_read(cm_jpeg_reader *reader, int orientation, uint8_t *pixels);

/// Releases a reader that will not be read.
void cm_jpeg_reader_close(cm_jpeg_reader *reader);

/// Encodes `width` x `height` samples of `components` bytes a pixel (1 grayscale, 3 RGB, 4 CMYK; rows packed) as a
/// baseline JPEG at `quality` (1 to 100) with 4:4:4 sampling, with `app1` (`app1_size` bytes, at most 65,533;
/// none when NULL) written as an APP1 segment after the JFIF header; with `progressive` 1, as a progressive JPEG
/// of libjpeg's usual scans (about ten), with 2, of 2 + 126 scans a component (each coefficient alone, in two steps).
/// Returns 0 with the file in `out` and its length in `out_size` (release it with cm_jpeg_free), or -1 with
/// `message` filled in. For tests and tools that need particular JPEGs.
int cm_jpeg_encode(const uint8_t *samples, uint32_t width, uint32_t height, int components, int quality,
                   int progressive, const uint8_t *app1, size_t app1_size, uint8_t **out, size_t *out_size,
                   char *message, size_t message_size);

void cm_jpeg_free(void *pointer);

#endif
