import CardRender
import CardPlatform

extension RenderFailure {
    /// Runs `body`, a confined folder's opening or reading, with its failure as a ``RenderFailure`` of the same text.
    public static func confined<T>(_ body: () throws(ConfinedFolder.Failure) -> T) throws(RenderFailure) -> T {
        do {
            return try body()
        } catch {
            throw RenderFailure(error.description)
        }
    }
}
