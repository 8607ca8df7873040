#include "png_scanlines.h"

#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// The palette search: open addressing on the 32-bit pixel, 1024 slots for at most 256 colours, and the last
/// pixel seen, so that a run of one colour (the usual case in flat UI) skips the table.
typedef struct {
    uint32_t keys[1024];
    int16_t values[1024];
    int count;
    uint32_t last;
    uint8_t last_index;
    int have_last;
    /// 256 x 4 bytes, RGBA, in order of first appearance.
    uint8_t *palette;
} palette_search;

static void palette_start(palette_search *search, uint8_t *palette) {
    for (int slot = 0; slot < 1024; slot++) search->values[slot] = -1;
    search->count = 0;
    search->have_last = 0;
    search->palette = palette;
}

/// The indices of one row of `width` RGBA8 pixels into `out`: copied from `above_indices` when the row equals the
/// row above (`above`, NULL for the first row). -1 as soon as a 257th colour is seen.
static int palette_row(palette_search *search, const uint8_t *row, const uint8_t *above, const uint8_t *above_indices,
                       uint32_t width, uint8_t *out) {
    if (above && memcmp(row, above, (size_t)width * 4) == 0) {
        memcpy(out, above_indices, width);
        return 0;
    }
    for (uint32_t x = 0; x < width; x++) {
        uint32_t pixel;
        memcpy(&pixel, row + (size_t)x * 4, 4);
        if (search->have_last && pixel == search->last) {
            // The rest of a run of the last colour, eight pixels to a comparison where it is that long.
            uint64_t pair = (uint64_t)pixel << 32 | pixel, words[4];
            out[x++] = search->last_index;
            while (x + 8 <= width) {
                memcpy(words, row + (size_t)x * 4, 32);
                if (((words[0] ^ pair) | (words[1] ^ pair) | (words[2] ^ pair) | (words[3] ^ pair)) != 0) break;
                memset(out + x, search->last_index, 8);
                x += 8;
            }
            x--;
            continue;
        }
        uint32_t slot = (pixel * 2654435761u) >> 22;
        while (search->values[slot] >= 0 && search->keys[slot] != pixel) slot = (slot + 1) & 1023;
        if (search->values[slot] < 0) {
            if (search->count == 256) return -1;
            search->keys[slot] = pixel;
            search->values[slot] = (int16_t)search->count;
            memcpy(search->palette + (size_t)search->count * 4, &pixel, 4);
            search->count++;
        }
        search->last = pixel;
        search->last_index = (uint8_t)search->values[slot];
        search->have_last = 1;
        out[x] = search->last_index;
    }
    return 0;
}

int cm_png_palette(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, uint8_t *palette,
                   uint8_t *indices) {
    palette_search search;
    palette_start(&search, palette);
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = pixels + (size_t)y * stride;
        uint8_t *out = indices + (size_t)y * width;
        if (palette_row(&search, row, y ? row - stride : NULL, out - width, width, out) != 0) return -1;
    }
    return search.count;
}

/// One row of RGBA8 pixels, packed: copied as RGBA, or RGB with every fourth byte dropped.
static void pack_row(const uint8_t *source, int channels, uint32_t width, uint8_t *out) {
    if (channels == 4) {
        memcpy(out, source, (size_t)width * (size_t)channels);
        return;
    }
    if (width == 0) return;
    // A whole 4-byte pixel stored 3 bytes on: its alpha byte lands where the next pixel's red goes and is
    // overwritten by it (one load and one store a pixel); the last pixel is copied as 3 bytes.
    for (uint32_t x = 0; x + 1 < width; x++, source += 4, out += 3) memcpy(out, source, 4);
    memcpy(out, source, 3);
}

static uint8_t paeth_predictor(uint8_t left, uint8_t up, uint8_t up_left) {
    int estimate = left + up - up_left;
    int distance_left = abs(estimate - left), distance_up = abs(estimate - up), distance_up_left = abs(estimate - up_left);
    if (distance_left <= distance_up && distance_left <= distance_up_left) return left;
    return distance_up <= distance_up_left ? up : up_left;
}

/// `row` (`length` bytes, `bpp` bytes per pixel) filtered with `filter` (0 to 4) against `prior` (the row above,
/// zeros for the first) into `out`.
static void filter_row(int filter, const uint8_t *row, const uint8_t *prior, size_t length, size_t bpp, uint8_t *out) {
    size_t i = 0;
    switch (filter) {
    case cm_scanline_filter_sub:
        for (; i < bpp && i < length; i++) out[i] = row[i];
        for (; i < length; i++) out[i] = (uint8_t)(row[i] - row[i - bpp]);
        break;
    case cm_scanline_filter_up:
        for (; i < length; i++) out[i] = (uint8_t)(row[i] - prior[i]);
        break;
    case cm_scanline_filter_average:
        for (; i < bpp && i < length; i++) out[i] = (uint8_t)(row[i] - (prior[i] >> 1));
        for (; i < length; i++) out[i] = (uint8_t)(row[i] - ((row[i - bpp] + prior[i]) >> 1));
        break;
    case cm_scanline_filter_paeth:
        for (; i < bpp && i < length; i++) out[i] = (uint8_t)(row[i] - prior[i]);
        for (; i < length; i++) out[i] = (uint8_t)(row[i] - paeth_predictor(row[i - bpp], prior[i], prior[i - bpp]));
        break;
    default:
        memcpy(out, row, length);
    }
}

/// The adaptive heuristic's score: the sum of the bytes' distances from zero as signed values.
static uint64_t signed_sum(const uint8_t *bytes, size_t length) {
    uint64_t sum = 0;
    for (size_t i = 0; i < length; i++) sum += bytes[i] < 128 ? bytes[i] : 256 - bytes[i];
    return sum;
}

/// Every row of RGBA8 `pixels` with its filter byte, into `out` (height x (1 + row length) bytes): packed to
/// `channels` bytes a pixel, or with `search` mapped to palette indices as they go (one byte a pixel, no index
/// buffer in between). -1 when out of memory, -2 when `search` meets a 257th colour.
static int build_scanlines(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, int channels,
                           cm_scanline_filter filter, palette_search *search, uint8_t *out) {
    size_t length = (size_t)width * (size_t)channels, bpp = (size_t)channels;
    if (filter == cm_scanline_filter_none) {
        for (uint32_t y = 0; y < height; y++) {
            uint8_t *line = out + (size_t)y * (length + 1);
            const uint8_t *source = pixels + (size_t)y * stride;
            line[0] = 0;
            if (!search) {
                pack_row(source, channels, width, line + 1);
            } else if (palette_row(search, source, y ? source - stride : NULL, line - length, width, line + 1) != 0) {
                return -2;
            }
        }
        return 0;
    }
    // Two packed rows (this one and the one above) and, for the adaptive choice, a trial row per filter.
    uint8_t *scratch = calloc(4, length + 1);
    if (!scratch) return -1;
    uint8_t *prior = scratch, *row = scratch + length + 1, *trial = row + length + 1, *best = trial + length + 1;
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *line = out + (size_t)y * (length + 1);
        const uint8_t *source = pixels + (size_t)y * stride;
        if (!search) {
            pack_row(source, channels, width, row);
        } else if (palette_row(search, source, y ? source - stride : NULL, prior, width, row) != 0) {
            free(scratch);
            return -2;
        }
        if (filter == cm_scanline_filter_adaptive) {
            uint64_t best_sum = UINT64_MAX;
            int best_filter = 0;
            for (int candidate = 0; candidate <= 4; candidate++) {
                filter_row(candidate, row, prior, length, bpp, trial);
                uint64_t sum = signed_sum(trial, length);
                if (sum < best_sum) {
                    best_sum = sum;
                    best_filter = candidate;
                    uint8_t *kept = best;
                    best = trial;
                    trial = kept;
                }
            }
            line[0] = (uint8_t)best_filter;
            memcpy(line + 1, best, length);
        } else {
            line[0] = (uint8_t)filter;
            filter_row(filter, row, prior, length, bpp, line + 1);
        }
        uint8_t *above = prior;
        prior = row;
        row = above;
    }
    free(scratch);
    return 0;
}

/// The scanlines of `pixels` (with `search`: palette indices) compressed into `out`: 0, -1 with `message` filled in,
/// or -2 when `search` met a 257th colour (nothing in `out`).
static int scanlines_deflate(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, int channels,
                             cm_scanline_filter filter, palette_search *search, int level, cm_png_buffer *out,
                             char *message, size_t message_size) {
    out->data = NULL;
    out->size = out->capacity = 0;
    if (filter < cm_scanline_filter_none || filter > cm_scanline_filter_adaptive || level < 0 || level > 12) {
        snprintf(message, message_size, "no filter %d or deflate level %d", (int)filter, level);
        return -1;
    }
    size_t raw_size = (size_t)height * ((size_t)width * (size_t)channels + 1);
    uint8_t *raw = malloc(raw_size ? raw_size : 1);
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    int built = raw && compressor
        ? build_scanlines(pixels, width, height, stride, channels, filter, search, raw) : -1;
    if (built != 0) {
        if (built == -1) snprintf(message, message_size, "out of memory while encoding");
        free(raw);
        libdeflate_free_compressor(compressor);
        return built;
    }
    size_t bound = libdeflate_zlib_compress_bound(compressor, raw_size);
    out->data = malloc(bound);
    size_t written = out->data ? libdeflate_zlib_compress(compressor, raw, raw_size, out->data, bound) : 0;
    free(raw);
    libdeflate_free_compressor(compressor);
    if (written == 0) {
        snprintf(message, message_size, "out of memory while encoding");
        free(out->data);
        out->data = NULL;
        return -1;
    }
    out->size = out->capacity = written;
    return 0;
}

int cm_png_scanlines_deflate(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, int channels,
                             cm_scanline_filter filter, int level, cm_png_buffer *out, char *message,
                             size_t message_size) {
    if (channels != 3 && channels != 4) {
        out->data = NULL;
        out->size = out->capacity = 0;
        snprintf(message, message_size, "cannot write %d-byte pixels", channels);
        return -1;
    }
    return scanlines_deflate(pixels, width, height, stride, channels, filter, NULL, level, out, message, message_size);
}

int cm_png_palette_deflate(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, uint8_t *palette,
                           cm_scanline_filter filter, int level, cm_png_buffer *out, char *message,
                           size_t message_size) {
    palette_search *search = malloc(sizeof *search);
    if (!search) {
        out->data = NULL;
        out->size = out->capacity = 0;
        snprintf(message, message_size, "out of memory while encoding");
        return -1;
    }
    palette_start(search, palette);
    int status = scanlines_deflate(pixels, width, height, stride, 1, filter, search, level, out, message, message_size);
    int count = search->count;
    free(search);
    return status == 0 ? count : status == -2 ? 0 : -1;
}

/// palette_start with the first `count` entries of `palette` already found, at their indices.
static void palette_seed(palette_search *search, uint8_t *palette, int count) {
    palette_start(search, palette);
    for (int index = 0; index < count; index++) {
        uint32_t pixel;
        memcpy(&pixel, palette + (size_t)index * 4, 4);
        uint32_t slot = (pixel * 2654435761u) >> 22;
        while (search->values[slot] >= 0 && search->keys[slot] != pixel) slot = (slot + 1) & 1023;
        if (search->values[slot] >= 0) continue;  // a repeated entry keeps its first index
        search->keys[slot] = pixel;
        search->values[slot] = (int16_t)index;
    }
    search->count = count;
}

int cm_png_palette_extend(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, uint8_t *palette,
                          int count) {
    if (count < 0 || count > 256) return -1;
    palette_search *search = malloc(sizeof *search);
    uint8_t *indices = malloc(width ? width : 1);
    int result = search && indices ? 0 : -1;
    if (result == 0) palette_seed(search, palette, count);
    for (uint32_t y = 0; result == 0 && y < height; y++) {
        const uint8_t *row = pixels + (size_t)y * stride;
        if (y && memcmp(row, row - stride, (size_t)width * 4) == 0) continue;
        if (palette_row(search, row, NULL, NULL, width, indices) != 0) result = -1;
    }
    if (result == 0) result = search->count;
    free(indices);
    free(search);
    return result;
}

int cm_png_palette_indices_deflate(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                                   const uint8_t *palette, int count, cm_scanline_filter filter, int level,
                                   cm_png_buffer *out, char *message, size_t message_size) {
    out->data = NULL;
    out->size = out->capacity = 0;
    palette_search *search = malloc(sizeof *search);
    uint8_t *copy = malloc(256 * 4);  // the search writes a colour it does not know into its palette
    if (!search || !copy || count < 1 || count > 256) {
        snprintf(message, message_size, search && copy ? "a palette of %d colours" : "out of memory while encoding", count);
        free(search);
        free(copy);
        return -1;
    }
    memcpy(copy, palette, (size_t)count * 4);
    palette_seed(search, copy, count);
    int status = scanlines_deflate(pixels, width, height, stride, 1, filter, search, level, out, message, message_size);
    int found = search->count;
    free(search);
    free(copy);
    if (status == 0 && found != count) {
        snprintf(message, message_size, "a pixel's colour is not in the palette");
        cm_png_free(out->data);
        out->data = NULL;
        out->size = out->capacity = 0;
        return -1;
    }
    if (status == -2) snprintf(message, message_size, "a pixel's colour is not in the palette");
    return status == 0 ? 0 : -1;
}

// ---- Reading ----

static const uint8_t png_signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};

static uint32_t big_endian(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

int cm_png_common_header(const uint8_t *bytes, size_t size, uint32_t *width, uint32_t *height) {
    if (size < 8 + 12 + 13 || memcmp(bytes, png_signature, 8) != 0) return 0;
    const uint8_t *chunk = bytes + 8, *header = chunk + 8;
    if (big_endian(chunk) != 13 || memcmp(chunk + 4, "IHDR", 4) != 0) return 0;
    uint32_t w = big_endian(header), h = big_endian(header + 4);
    uint8_t depth = header[8], color = header[9];
    // PNG's own limit on each side, and no more than 2^32 pixels, so that no size below can overflow.
    if (w == 0 || h == 0 || w > 0x7fffffffu || h > 0x7fffffffu || (uint64_t)w * h > (1ull << 32)) return 0;
    if (depth != 8 || (color != 2 && color != 3 && color != 6) || header[10] != 0 || header[11] != 0 || header[12] != 0)
        return 0;
    *width = w;
    *height = h;
    return 1;
}

/// Undoes the filters of `height` rows of `length` bytes, each after its filter-type byte, in place, against
/// `zeros` (`length` zero bytes) above the first row; 0 when a row has no filter type 0 to 4.
static int unfilter_rows(uint8_t *raw, uint32_t height, size_t length, size_t bpp, const uint8_t *zeros) {
    const uint8_t *prior = zeros;
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *line = raw + (size_t)y * (length + 1), *row = line + 1;
        size_t i = 0;
        switch (line[0]) {
        case cm_scanline_filter_none:
            break;
        case cm_scanline_filter_sub:
            for (i = bpp; i < length; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
            break;
        case cm_scanline_filter_up:
            for (; i < length; i++) row[i] = (uint8_t)(row[i] + prior[i]);
            break;
        case cm_scanline_filter_average:
            for (; i < bpp && i < length; i++) row[i] = (uint8_t)(row[i] + (prior[i] >> 1));
            for (; i < length; i++) row[i] = (uint8_t)(row[i] + ((row[i - bpp] + prior[i]) >> 1));
            break;
        case cm_scanline_filter_paeth:
            for (; i < bpp && i < length; i++) row[i] = (uint8_t)(row[i] + prior[i]);
            for (; i < length; i++) row[i] = (uint8_t)(row[i] + paeth_predictor(row[i - bpp], prior[i], prior[i - bpp]));
            break;
        default:
            return 0;
        }
        prior = row;
    }
    return 1;
}

int cm_png_common_read(const uint8_t *bytes, size_t size, uint8_t *pixels) {
    uint32_t width, height;
    if (!cm_png_common_header(bytes, size, &width, &height)) return 0;
    int color = bytes[8 + 8 + 9];
    size_t channels = color == 2 ? 3 : color == 6 ? 4 : 1;
    size_t length = (size_t)width * channels, raw_size = (size_t)height * (length + 1);
    // The palette as RGBA words in memory order, opaque until tRNS says otherwise.
    uint8_t palette[256 * 4];
    int entries = 0, ok = 0;
    // IDAT: the one chunk's data in place, or the chunks joined when there are several (they must be adjacent).
    const uint8_t *stream = NULL;
    size_t stream_size = 0;
    uint8_t *joined = NULL, *raw = NULL, *zeros = NULL;
    enum { before, inside, after } idat = before;
    struct libdeflate_decompressor *decompressor = NULL;
    size_t offset = 8;
    for (;;) {
        if (size - offset < 12) goto done;
        uint32_t chunk_length = big_endian(bytes + offset);
        if (chunk_length > 0x7fffffffu || chunk_length > size - offset - 12) goto done;
        const uint8_t *type = bytes + offset + 4, *data = type + 4;
        for (int letter = 0; letter < 4; letter++)
            if (!((type[letter] >= 'A' && type[letter] <= 'Z') || (type[letter] >= 'a' && type[letter] <= 'z'))) goto done;
        if (libdeflate_crc32(0, type, (size_t)chunk_length + 4) != big_endian(data + chunk_length)) goto done;
        int first = offset == 8;  // IHDR, already read by cm_png_common_header
        offset += 12 + (size_t)chunk_length;
        if (first) continue;
        if (memcmp(type, "IDAT", 4) == 0) {
            if (idat == after) goto done;
            if (idat == before) {
                stream = data;
                stream_size = chunk_length;
                idat = inside;
                continue;
            }
            if (!joined) {
                if (!(joined = malloc(size))) goto done;
                memcpy(joined, stream, stream_size);
                stream = joined;
            }
            memcpy(joined + stream_size, data, chunk_length);
            stream_size += chunk_length;
            continue;
        }
        if (idat == inside) idat = after;
        if (memcmp(type, "IEND", 4) == 0) break;
        if (memcmp(type, "PLTE", 4) == 0) {
            if (color != 3 || entries || idat != before || chunk_length == 0 || chunk_length % 3 || chunk_length > 768) goto done;
            entries = (int)(chunk_length / 3);
            for (int e = 0; e < entries; e++) {
                memcpy(palette + e * 4, data + e * 3, 3);
                palette[e * 4 + 3] = 255;
            }
        } else if (memcmp(type, "tRNS", 4) == 0) {
            // Alpha for the first palette entries; a colour key (RGB, gray) is left to libpng.
            if (color != 3 || !entries || idat != before || chunk_length > (uint32_t)entries) goto done;
            for (uint32_t e = 0; e < chunk_length; e++) palette[e * 4 + 3] = data[e];
        } else if (memcmp(type, "IHDR", 4) == 0 || !(type[0] & 0x20)) {
            goto done;  // a second header, or a critical chunk this reader does not know
        }
    }
    if (idat != after || (color == 3 && !entries)) goto done;
    raw = malloc(raw_size);
    zeros = calloc(1, length);
    decompressor = libdeflate_alloc_decompressor();
    size_t used = 0;
    if (!raw || !zeros || !decompressor
        || libdeflate_zlib_decompress_ex(decompressor, stream, stream_size, raw, raw_size, &used, NULL) != LIBDEFLATE_SUCCESS
        || used != stream_size || !unfilter_rows(raw, height, length, channels, zeros))
        goto done;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = raw + (size_t)y * (length + 1) + 1;
        uint8_t *out = pixels + (size_t)y * width * 4;
        if (color == 6) {
            memcpy(out, row, length);
        } else if (color == 2) {
            for (uint32_t x = 0; x < width; x++, row += 3, out += 4) {
                out[0] = row[0];
                out[1] = row[1];
                out[2] = row[2];
                out[3] = 255;
            }
        } else {
            for (uint32_t x = 0; x < width; x++, out += 4) {
                if (row[x] >= entries) goto done;
                memcpy(out, palette + row[x] * 4, 4);
            }
        }
    }
    ok = 1;
done:
    libdeflate_free_decompressor(decompressor);
    free(raw);
    free(zeros);
    free(joined);
    return ok;
}
