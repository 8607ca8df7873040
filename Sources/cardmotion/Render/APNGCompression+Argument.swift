import ArgumentParser
import CardRender

/// `--compression default|max` on the command line (``APNGCompression``'s raw values).
extension APNGCompression: ExpressibleByArgument {}
