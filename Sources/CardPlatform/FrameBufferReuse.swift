#if canImport(Glibc)
import Glibc
#endif

/// Keeps freed frame-sized buffers in the process for the next frame.
///
/// Every frame allocates and frees a few buffers of several megabytes (the straight-alpha copy, the PNG bytes, a
/// decoded reference). glibc serves blocks that large with `mmap` and, with its default thresholds, gives freed
/// memory back to the kernel, so the next frame touches fresh pages: a page fault and a zeroed page per 4 KiB. In
/// a profile of `render` (docs/performance.md) that was 0.3 s of system time in 5.7 s of CPU. Raising the thresholds keeps
/// such blocks on the heap for reuse; peak memory is unchanged (the same buffers are alive at the peak).
public enum FrameBufferReuse {
    /// Blocks below this size come from the heap, not from their own mapping (glibc's default starts at 128 KiB).
    public static let mappingThreshold: Int32 = 64 << 20
    /// Free memory at the heap's top kept for reuse before it is returned to the kernel (default 128 KiB).
    public static let trimThreshold: Int32 = 256 << 20

    /// Sets the allocator's thresholds, once at start-up (no effect where the C library is not glibc).
    public static func enable() {
        #if canImport(Glibc)
        // `mallopt` is declared in <malloc.h>, which the Glibc module leaves out: it is looked up by name. The
        // parameter numbers are glibc's M_TRIM_THRESHOLD (-1) and M_MMAP_THRESHOLD (-3).
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(-3, mappingThreshold)
        _ = mallopt(-1, trimThreshold)
        #endif
    }
}
