// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "CardMotion",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "CardGeometry", targets: ["CardGeometry"]),
        .library(name: "CardMotion", targets: ["CardMotion"]),
        .library(name: "CardRender", targets: ["CardRender"]),
        .library(name: "CardVerify", targets: ["CardVerify"]),
        .library(name: "CardMotionTesting", targets: ["CardMotionTesting"]),
        .executable(name: "cardmotion", targets: ["cardmotion"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // Property tests only (random inputs with shrinking, on Swift Testing); not linked into any product.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        // Pure value types and physics: points, transforms, colours, curves, springs, decay.
        .target(name: "CardGeometry"),
        // The one place that calls the C library: file reading, atomic writing, standard streams, signals, errno words.
        .target(name: "CardPlatform", dependencies: ["CChildProcess", "CCrashCleanup"]),
        // fork + PR_SET_PDEATHSIG + exec for helper programs (ChildProcess): the code between fork and exec.
        .target(name: "CChildProcess", path: "Sources/System/CChildProcess"),
        // The registry a fatal signal's handler removes the run's temporary and lock files from (CrashCleanup).
        .target(name: "CCrashCleanup", path: "Sources/System/CCrashCleanup"),
        // The display list: a Scene of nodes and their content layers, plain values for any time (no behaviour).
        .target(name: "CardScene", dependencies: ["CardGeometry"]),
        // Script model, virtual clock, touches, recognizers, animator, widgets -> Scene. No Cairo.
        .target(name: "CardMotion", dependencies: ["CardGeometry", "CardScene", "CardPlatform", "Yams"], resources: [
            // The controls' demo cells, in the layer language of a script's `cell:`.
            .embedInCode("Widgets/Stack/stack-cell.yaml"),
            .embedInCode("Widgets/Deck/deck-cell.yaml"),
            .embedInCode("Widgets/Switcher/switcher-cell.yaml"),
        ]),
        // The only module that touches Cairo, Pango, libpng, libdeflate, libwebp and libjpeg.
        .systemLibrary(name: "CCairo", path: "Sources/System/CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(name: "CPangoCairo", path: "Sources/System/CPangoCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
        .systemLibrary(name: "CPangoFT2", path: "Sources/System/CPangoFT2", pkgConfig: "pangoft2",
                       providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
        .systemLibrary(name: "CPNG", path: "Sources/System/CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // The PNG writer's deflate stream (faster and smaller than zlib's at equal settings: docs/png-settings.md).
        .systemLibrary(name: "CDeflate", path: "Sources/System/CDeflate", pkgConfig: "libdeflate",
                       providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        .target(name: "CPNGSupport", dependencies: ["CPNG", "CDeflate"], path: "Sources/System/CPNGSupport"),
        // Animated WebP: libwebpmux's WebPAnimEncoder over libwebp's encoder.
        .systemLibrary(name: "CWebP", path: "Sources/System/CWebP", pkgConfig: "libwebpmux",
                       providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
        // JPEG decoding (image.source) with libjpeg-turbo; its error manager longjmps, so every call is in C.
        .systemLibrary(name: "CJPEG", path: "Sources/System/CJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
        .target(name: "CJPEGSupport", dependencies: ["CJPEG"], path: "Sources/System/CJPEGSupport"),
        // Per-pixel loops (pixelmatch, unpremultiplying, opacity, a 3D layer's projective drawing), in C so that a debug build (unoptimised Swift) checks frames quickly.
        .target(name: "CPixelSupport", path: "Sources/System/CPixelSupport"),
        .target(name: "CardRender", dependencies: [
            "CardGeometry", "CardScene", "CardMotion", "CardPlatform", "CCairo", "CPangoCairo", "CPangoFT2", "CPNGSupport", "CDeflate", "CWebP",
            "CJPEGSupport", "CPixelSupport",
        ]),
        // Verification: references, pixel comparison, motion explanations, reports and approval, over CardRender's frames.
        .target(name: "CardVerify", dependencies: [
            "CardGeometry", "CardScene", "CardMotion", "CardPlatform", "CardRender", "CPixelSupport",
        ], resources: [
            // The report's page (WebPage, HTMLReport), and the track plots' script the studio shares (TrackPlotScript).
            .embedInCode("Pages/report.html"),
            .embedInCode("Pages/report.css"),
            .embedInCode("Pages/report.js"),
            .embedInCode("Pages/groups.js"),
            .embedInCode("Pages/inspector.js"),
            .embedInCode("Pages/player.js"),
            .embedInCode("Pages/track-plot.js"),
            .embedInCode("Pages/review.js"),
        ]),
        .executableTarget(name: "cardmotion", dependencies: [
            "CardMotion", "CardRender", "CardVerify", "CardPlatform", "CardStudio",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The fuzz target: any bytes through the script decoder and the whole simulation (scripts/fuzz).
        .target(name: "CardMotionFuzzing", dependencies: ["CardMotion", "CardRender", "CardVerify", "CardPlatform"]),
        .executableTarget(name: "cardmotion-fuzz", dependencies: ["CardMotionFuzzing", "CardPlatform", "CardRender"]),
        // The studio (cardmotion studio): scripts read again on change, their state and frames over a loopback HTTP API, and its page.
        .target(name: "CardStudio", dependencies: ["CardMotion", "CardRender", "CardVerify", "CardPlatform", "CardScene"], resources: [
            // The studio's page (StudioPage).
            .embedInCode("Pages/studio.html"),
            .embedInCode("Pages/studio.css"),
            .embedInCode("Pages/studio.js"),
            .embedInCode("Pages/studio-reference.js"),
        ]),
        // Golden assertions for users' own test suites (XCTest or Swift Testing).
        .target(name: "CardMotionTesting", dependencies: ["CardMotion", "CardRender", "CardVerify", "CardPlatform"]),
        // Helpers the test targets share (running the built binary, temporary folders, demo scripts, PNG bytes...),
        // so that no suite serves as another's fixture. Not part of any product.
        .target(name: "CardMotionTestSupport", dependencies: ["CardMotion", "CardPlatform"], path: "Tests/CardMotionTestSupport"),
        .testTarget(name: "CardGeometryTests", dependencies: [
            "CardGeometry", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "CardMotionTests", dependencies: [
            "CardMotion", "CardMotionFuzzing", "CardMotionTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
        ], exclude: ["FuzzFindings"]),
        .testTarget(name: "CardMotionCLITests", dependencies: ["cardmotion", "CardRender", "CardVerify", "CardMotionTestSupport", "CardMotionTesting", "Yams"]),
        .testTarget(name: "CardRenderTests", dependencies: [
            "CardRender", "CardVerify", "CardMotion", "CPNGSupport", "CardMotionTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "CardVerifyTests", dependencies: [
            "CardVerify", "CardRender", "CardMotion", "CardMotionTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "CardMotionTestingTests", dependencies: ["CardMotionTesting", "CardRender", "CardVerify", "CardMotionTestSupport"],
                    exclude: ["__Goldens__"]),
    ]
)

// Warnings are errors for the project's own Swift targets when CARDMOTION_WARNINGS_AS_ERRORS=1 (scripts/test sets
// it). Only through the environment, and only here: `swift build -Xswiftc -warnings-as-errors` would reach the
// dependencies too, whose warnings SwiftPM suppresses ("conflicting options '-warnings-as-errors' and
// '-suppress-warnings'"), and a package that depends on CardMotion builds it with warnings suppressed as well.
if Context.environment["CARDMOTION_WARNINGS_AS_ERRORS"] == "1" {
    for target in package.targets where target.type != .system && target.path?.hasPrefix("Sources/System") != true {
        target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
    }
}
