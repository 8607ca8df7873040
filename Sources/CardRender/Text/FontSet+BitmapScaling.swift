import CPangoFT2

extension FontSet {
    /// Fontconfig rules that scale a bitmap font's glyphs to the size asked for (Noto Color Emoji holds one strike
    /// of 109-pixel colour bitmaps): the font's matrix is multiplied by the pattern's pixel size over the strike's.
    /// Debian's /etc/fonts/conf.d/10-scale-bitmap-fonts.conf does the same for the system's configuration, which
    /// the private configuration does not read; without it an emoji is drawn 109 pixels tall at any size.
    static let bitmapScalingRules = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name>
                <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

    /// Loads ``bitmapScalingRules`` into `config`; `false` when fontconfig refuses them.
    static func addBitmapScaling(to config: OpaquePointer) -> Bool {
        bitmapScalingRules.withCString { FcConfigParseAndLoadFromMemory(config, UnsafePointer<FcChar8>(OpaquePointer($0)), 1) } != 0
    }
}
