// Fontconfig and Pango's fontconfig font map: a private font configuration for the fixed font set.
#include <fontconfig/fontconfig.h>
#include <pango/pangofc-fontmap.h>
