import ArgumentParser
import CardRender
import CardVerify

/// `--shard K/N` on the command line (``Shard/init(parsing:)``).
extension Shard: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(parsing: argument)
    }

    public var defaultValueDescription: String { description }
}

/// `--shard K/N`, shared by `render` and `verify`.
struct ShardOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Handle only part K of N of the scripts (1-based), for a CI matrix: every part computes the same split, balanced by frame count.", valueName: "K/N"))
    var shard: Shard = .whole
}
