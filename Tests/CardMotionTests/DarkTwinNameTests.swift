import Testing
@testable import CardMotion

/// Where `~dark` goes in an image's path (docs/layers.md#images): before the file name's extension, as UIKit names an
/// image's dark variant.
@Suite struct DarkTwinNameTests {
    @Test func theTwinNameGoesBeforeTheExtension() {
        #expect(AssetLocator.darkTwin(of: "a.png") == "a~dark.png")
        #expect(AssetLocator.darkTwin(of: "img/a@2x.png") == "img/a@2x~dark.png")
        #expect(AssetLocator.darkTwin(of: "v1.2/a") == "v1.2/a~dark")
        #expect(AssetLocator.darkTwin(of: "dir/.hidden") == "dir/.hidden~dark")
        #expect(AssetLocator.darkTwin(of: "dir/") == nil)
    }
}
