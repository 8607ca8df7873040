/// The stack of every thread the project starts to read, bind or draw a script: the simulation's, the studio's
/// connections'. Reading and drawing walk a design's layer tree recursively, at most `ScriptLimits.layerDepth`
/// (32) levels deep, and the frames of a debug build are large (about 23 KB a level while reading), so 1 MiB was
/// once too little for a design at that limit. Only the pages a thread touches are resident.
public enum ThreadStack {
    /// 8 MiB, as the main thread's on Linux.
    public static let size = 8 << 20
}
