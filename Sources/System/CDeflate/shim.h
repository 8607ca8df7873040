// libdeflate: whole-buffer DEFLATE, zlib and gzip compression (the PNG writer's deflate stream).
#include <libdeflate.h>
