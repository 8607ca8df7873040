#ifndef CARDMOTION_PIXEL_WORDS_H
#define CARDMOTION_PIXEL_WORDS_H

// One pixel's four bytes as a native-endian word, read and written without alignment or aliasing concerns: shared by
// the per-pixel loops of this target (not part of its public headers).

#include <stdint.h>
#include <string.h>

static inline uint32_t load_word(const uint8_t *bytes) {
    uint32_t word;
    memcpy(&word, bytes, 4);
    return word;
}

static inline void store_word(uint8_t *bytes, uint32_t word) {
    memcpy(bytes, &word, 4);
}

#endif
