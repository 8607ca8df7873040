import CardGeometry
import CardScene
import Testing
@testable import CardRender

/// ``TextMeasureCache``: a text is laid out once, every attribute that changes a measure is part of the key, and the
/// store starts afresh past its limit.
@Suite struct TextMeasureCacheTests {
    static func text(_ string: String = "Sam", kern: Double = 0) -> TextContent {
        TextContent(string: string, fontSize: 28, weight: .bold, color: Color(white: 0), kern: kern)
    }

    @Test func aTextIsMeasuredOnce() {
        var cache = TextMeasureCache()
        var measured = 0
        for _ in 0..<3 {
            let size = cache.size(.init(Self.text(), width: nil)) { measured += 1; return Size(width: 1, height: 2) }
            #expect(size == Size(width: 1, height: 2))
        }
        #expect(measured == 1)
    }

    /// Each attribute that decides the layout makes another key; the colour and alignment do not.
    @Test func everyAttributeOfTheMeasureIsInTheKey() {
        let base = Self.text()
        var variants: [TextContent] = []
        func vary(_ change: (inout TextContent) -> Void) { var text = base; change(&text); variants.append(text) }
        vary { $0.string = "Sam " }
        vary { $0.fontSize = 28.5 }
        vary { $0.fontFamily = "Inter" }
        vary { $0.weight = .regular }
        vary { $0.numberOfLines = 0 }
        vary { $0.lineBreak = .charWrap }
        vary { $0.lineSpacing = 1 }
        vary { $0.kern = 0.38 }
        vary { $0.lineHeight = 34 }
        let keys = Set([TextMeasureCache.Key(base, width: nil), TextMeasureCache.Key(base, width: 100)] + variants.map { TextMeasureCache.Key($0, width: nil) })
        #expect(keys.count == 2 + variants.count)
        var same = base
        same.color = Color(white: 1)
        same.alignment = .right
        #expect(TextMeasureCache.Key(same, width: nil) == TextMeasureCache.Key(base, width: nil))
    }

    /// The measurer's sizes are those of an uncached layout, for texts that differ only in kern too.
    @Test func cachedSizesAreTheLayoutsSizes() throws {
        let measure = PangoIntrinsicMeasure()
        let drawing = TextDrawing(fonts: try FontSet())
        for kern in [0, 0.38, 5, 0.38] {
            let text = Self.text(kern: kern)
            #expect(try measure.textSize(text, width: nil, fontFiles: []) == drawing.intrinsicSize(text, width: nil))
        }
        #expect(try measure.textSize(Self.text(kern: 5), width: nil, fontFiles: []).width
                > measure.textSize(Self.text(kern: 0), width: nil, fontFiles: []).width + 10)
    }

    @Test func theStoreStartsAfreshPastItsLimit() {
        var cache = TextMeasureCache()
        var measured = 0
        for index in 0...TextMeasureCache.entryLimit {
            _ = cache.size(.init(Self.text(String(index)), width: nil)) { measured += 1; return Size(width: 0, height: 0) }
        }
        _ = cache.size(.init(Self.text("0"), width: nil)) { measured += 1; return Size(width: 0, height: 0) }
        #expect(measured == TextMeasureCache.entryLimit + 2)
    }
}
