// libwebp's encoder (WebPConfig, WebPPicture) and libwebpmux's animation encoder (WebPAnimEncoder).
#include <webp/encode.h>
#include <webp/mux.h>
