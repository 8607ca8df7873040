/// Why a PNG could not be read or written: an ``ImageFileError``, as for every image file.
public typealias PNGError = ImageFileError
