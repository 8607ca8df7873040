/// What `--jobs`'s threads do, in each command's help.
extension RenderCommand {
    enum Threads: JobsOptionHelp {
        static let text = "Rendering threads (default: the number of cores). The frames are identical for any value."
    }
}

extension VerifyCommand {
    enum Threads: JobsOptionHelp {
        static let text = "Rendering threads (default: the number of cores)."
    }
}

extension CompareCommand {
    enum Threads: JobsOptionHelp {
        static let text = """
            Comparison threads (default: the number of cores): pairs compared at once for two folders (lowered, with a \
            line on stderr, so that the decoded images held stay within 1 GiB, sized by the largest PNG header), row \
            bands of the one pair for two files. The results are identical for any value.
            """
    }
}
