#include "jpeg_support.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jerror.h>
#include <jpeglib.h>

/// libjpeg's error manager, extended with where to jump back to and where to leave the message.
typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *message;
    size_t message_size;
} error_sink;

/// Writes libjpeg's current message, in our words where we have them, into the sink.
static void keep_message(j_common_ptr cinfo) {
    error_sink *sink = (error_sink *)cinfo->err;
    if (!sink->message || !sink->message_size) return;
    if (sink->base.msg_code == JWRN_JPEG_EOF || sink->base.msg_code == JERR_INPUT_EOF) {
        snprintf(sink->message, sink->message_size, "the file is truncated");
        return;
    }
    char text[JMSG_LENGTH_MAX];
    sink->base.format_message(cinfo, text);
    snprintf(sink->message, sink->message_size, "damaged JPEG (%s)", text);
}

static void on_error(j_common_ptr cinfo) {
    keep_message(cinfo);
    longjmp(((error_sink *)cinfo->err)->jump, 1);
}

/// Level -1 is a warning: the data is damaged and libjpeg would go on with made-up pixels. An error here.
/// Higher levels are trace messages, which are ignored.
static void on_message(j_common_ptr cinfo, int level) {
    if (level < 0) on_error(cinfo);
}

/// Stops a progressive file with more than CM_JPEG_MAXIMUM_SCANS scans.
static void check_scans(j_common_ptr cinfo) {
    if (!cinfo->is_decompressor) return;
    j_decompress_ptr decompress = (j_decompress_ptr)cinfo;
    error_sink *sink = (error_sink *)cinfo->err;
    if (decompress->input_scan_number > CM_JPEG_MAXIMUM_SCANS) {
        snprintf(sink->message, sink->message_size, "the JPEG has more than %d scans", CM_JPEG_MAXIMUM_SCANS);
        longjmp(sink->jump, 1);
    }
}

static void install_errors(error_sink *sink, char *message, size_t message_size) {
    jpeg_std_error(&sink->base);
    sink->base.error_exit = on_error;
    sink->base.emit_message = on_message;
    sink->message = message;
    sink->message_size = message_size;
}

int cm_jpeg_has_signature(const uint8_t *bytes, size_t size) {
    return size >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF;
}

struct cm_jpeg_reader {
    struct jpeg_decompress_struct cinfo;
    struct jpeg_progress_mgr progress;
    error_sink sink;
};

static void close_reader(cm_jpeg_reader *reader) {
    jpeg_destroy_decompress(&reader->cinfo);
    free(reader);
}

cm_jpeg_reader *cm_jpeg_reader_open(const uint8_t *bytes, size_t size, uint64_t maximum_pixels, uint32_t *width,
                                    uint32_t *height, char *message, size_t message_size) {
    *width = *height = 0;
    if (!cm_jpeg_has_signature(bytes, size)) {
        snprintf(message, message_size, "not a JPEG file (the start-of-image marker is missing)");
        return NULL;
    }
    cm_jpeg_reader *reader = calloc(1, sizeof(cm_jpeg_reader));
    if (!reader) {
        snprintf(message, message_size, "out of memory while decoding");
        return NULL;
    }
    struct jpeg_decompress_struct *cinfo = &reader->cinfo;
    install_errors(&reader->sink, message, message_size);
    cinfo->err = &reader->sink.base;
    if (setjmp(reader->sink.jump)) {
        close_reader(reader);
        return NULL;
    }
    jpeg_create_decompress(cinfo);
    cinfo->mem->max_memory_to_use = CM_JPEG_MAXIMUM_WORKING_MEMORY;
    reader->progress.progress_monitor = check_scans;
    cinfo->progress = &reader->progress;
    jpeg_mem_src(cinfo, bytes, (unsigned long)size);
    jpeg_save_markers(cinfo, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(cinfo, TRUE);
    if ((uint64_t)cinfo->image_width * (uint64_t)cinfo->image_height > maximum_pixels) {
        snprintf(message, message_size, "the image is %u x %u pixels, more than the limit of %llu pixels",
                 (unsigned)cinfo->image_width, (unsigned)cinfo->image_height, (unsigned long long)maximum_pixels);
        close_reader(reader);
        return NULL;
    }
    switch (cinfo->jpeg_color_space) {
    case JCS_GRAYSCALE:
    case JCS_YCbCr:
    case JCS_RGB:
        break;
    case JCS_CMYK:
    case JCS_YCCK:
        snprintf(message, message_size, "CMYK JPEG is not supported; save as RGB");
        close_reader(reader);
        return NULL;
    default:
        snprintf(message, message_size, "a JPEG of %d colour components in an unknown colour space is not supported",
                 cinfo->num_components);
        close_reader(reader);
        return NULL;
    }
    cinfo->out_color_space = JCS_EXT_RGBA;
    // libjpeg's defaults, spelt out: they fix the pixels (the accurate integer IDCT, smooth chroma upsampling).
    cinfo->dct_method = JDCT_ISLOW;
    cinfo->do_fancy_upsampling = TRUE;
    *width = cinfo->image_width;
    *height = cinfo->image_height;
    return reader;
}

const uint8_t *cm_jpeg_reader_exif(const cm_jpeg_reader *reader, size_t *size) {
    static const uint8_t identifier[6] = {'E', 'x', 'i', 'f', 0, 0};
    for (jpeg_saved_marker_ptr marker = reader->cinfo.marker_list; marker; marker = marker->next) {
        if (marker->marker == JPEG_APP0 + 1 && marker->data_length >= sizeof identifier &&
            memcmp(marker->data, identifier, sizeof identifier) == 0) {
            *size = marker->data_length;
            return marker->data;
        }
    }
    *size = 0;
    return NULL;
}

/// Where the decoded pixel (column x, row y) of a `width` x `height` image goes in the upright image, as
/// `start + x * column_step + y * row_step` pixels (EXIF 2.32, tag 0x0112: 1 as stored, 2 mirrored left to right,
/// 3 turned 180 degrees, 4 mirrored top to bottom, 5 mirrored along the top-left diagonal, 6 turned 90 degrees
/// clockwise, 7 mirrored along the top-right diagonal, 8 turned 90 degrees counter-clockwise).
typedef struct {
    int64_t start, column_step, row_step;
} placement;

static placement place(int orientation, int64_t width, int64_t height) {
    switch (orientation) {
    case 2: return (placement){width - 1, -1, width};
    case 3: return (placement){(height - 1) * width + width - 1, -1, -width};
    case 4: return (placement){(height - 1) * width, 1, -width};
    case 5: return (placement){0, height, 1};
    case 6: return (placement){height - 1, height, -1};
    case 7: return (placement){(width - 1) * height + height - 1, -height, -1};
    case 8: return (placement){(width - 1) * height, -height, 1};
    default: return (placement){0, 1, width};
    }
}

int cm_jpeg_reader_read(cm_jpeg_reader *reader, int orientation, uint8_t *pixels) {
    struct jpeg_decompress_struct *cinfo = &reader->cinfo;
    if (setjmp(reader->sink.jump)) {
        close_reader(reader);
        return -1;
    }
    jpeg_start_decompress(cinfo);
    if (cinfo->output_components != 4 || cinfo->output_width != cinfo->image_width ||
        cinfo->output_height != cinfo->image_height) {
        snprintf(reader->sink.message, reader->sink.message_size, "unexpected row layout after conversion");
        close_reader(reader);
        return -1;
    }
    int64_t width = cinfo->output_width, height = cinfo->output_height;
    placement where = place(orientation, width, height);
    // Rows that are not in place as decoded go through one row of libjpeg's memory (freed with the reader).
    JSAMPARRAY row = orientation > 1 && orientation <= 8
        ? cinfo->mem->alloc_sarray((j_common_ptr)cinfo, JPOOL_IMAGE, (JDIMENSION)(width * 4), 1) : NULL;
    while (cinfo->output_scanline < cinfo->output_height) {
        int64_t y = cinfo->output_scanline;
        if (!row) {
            JSAMPROW target = pixels + y * width * 4;
            jpeg_read_scanlines(cinfo, &target, 1);
            continue;
        }
        jpeg_read_scanlines(cinfo, row, 1);
        int64_t at = where.start + y * where.row_step;
        for (int64_t x = 0; x < width; x++, at += where.column_step) memcpy(pixels + at * 4, row[0] + x * 4, 4);
    }
    jpeg_finish_decompress(cinfo);
    close_reader(reader);
    return 0;
}

void cm_jpeg_reader_close(cm_jpeg_reader *reader) {
    if (reader) close_reader(reader);
}

int cm_jpeg_encode(const uint8_t *samples, uint32_t width, uint32_t height, int components, int quality,
                   int progressive, const uint8_t *app1, size_t app1_size, uint8_t **out, size_t *out_size,
                   char *message, size_t message_size) {
    *out = NULL;
    *out_size = 0;
    if ((components != 1 && components != 3 && components != 4) || width == 0 || height == 0 ||
        (app1 && app1_size > 65533)) {
        snprintf(message, message_size, "cannot encode a JPEG of %u x %u pixels, %d components, APP1 of %zu bytes",
                 (unsigned)width, (unsigned)height, components, app1_size);
        return -1;
    }
    struct jpeg_compress_struct cinfo;
    error_sink sink;
    install_errors(&sink, message, message_size);
    cinfo.err = &sink.base;
    // Written through volatile locals: they must keep their values across the longjmp.
    unsigned char *volatile buffer = NULL;
    unsigned long volatile size = 0;
    if (setjmp(sink.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(buffer);
        return -1;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, (unsigned char **)&buffer, (unsigned long *)&size);
    cinfo.image_width = width;
    cinfo.image_height = height;
    cinfo.input_components = components;
    cinfo.in_color_space = components == 1 ? JCS_GRAYSCALE : components == 3 ? JCS_RGB : JCS_CMYK;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    for (int index = 0; index < cinfo.num_components; index++) {
        cinfo.comp_info[index].h_samp_factor = 1;
        cinfo.comp_info[index].v_samp_factor = 1;
    }
    // Kept until the compressor is destroyed: libjpeg reads the scan script as it writes.
    jpeg_scan_info scans[2 + 2 * 63 * 4];
    if (progressive == 1) jpeg_simple_progression(&cinfo);
    if (progressive == 2) {
        // Every coefficient in scans of its own, each sent in two steps of successive approximation: the DC of all
        // components (first the upper bits, then the last), then each AC coefficient of each component, likewise.
        int count = 0;
        for (int refine = 0; refine < 2; refine++) {
            jpeg_scan_info *dc = &scans[count++];
            memset(dc, 0, sizeof *dc);
            dc->comps_in_scan = components;
            for (int index = 0; index < components; index++) dc->component_index[index] = index;
            dc->Ah = refine;
            dc->Al = 1 - refine;
        }
        for (int index = 0; index < components; index++) {
            for (int coefficient = 1; coefficient <= 63; coefficient++) {
                for (int refine = 0; refine < 2; refine++) {
                    jpeg_scan_info *ac = &scans[count++];
                    memset(ac, 0, sizeof *ac);
                    ac->comps_in_scan = 1;
                    ac->component_index[0] = index;
                    ac->Ss = ac->Se = coefficient;
                    ac->Ah = refine;
                    ac->Al = 1 - refine;
                }
            }
        }
        cinfo.scan_info = scans;
        cinfo.num_scans = count;
    }
    jpeg_start_compress(&cinfo, TRUE);
    if (app1) jpeg_write_marker(&cinfo, JPEG_APP0 + 1, app1, (unsigned)app1_size);
    size_t row_bytes = (size_t)width * (size_t)components;
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(samples + (size_t)cinfo.next_scanline * row_bytes);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    *out = buffer;
    *out_size = size;
    return 0;
}

void cm_jpeg_free(void *pointer) { free(pointer); }
