// swift-tools-version:6.2
// A user's package with golden frame tests, depending on CardMotion by path (the repository is two folders up).
// scripts/test-example-package builds and tests a copy of it as a user would.
import PackageDescription

let package = Package(
    name: "CardsExample",
    // CardMotion's own minimum (its Package.swift); ignored on Linux.
    platforms: [.macOS(.v13)],
    dependencies: [
        // A path dependency's identity is its folder's name, whatever that is on this machine: `name:` fixes it to
        // "CardMotion", the name `.product(name:package:)` uses below. By URL, give the repository's URL to
        // `.package(url:branch:)` instead; the identity is then the URL's last component without `.git`
        // (docs/swift-package.md in the repository).
        .package(name: "CardMotion", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "CardTests",
            dependencies: [.product(name: "CardMotionTesting", package: "CardMotion")],
            // The scripts and goldens are read and written where they are (beside the test files), not as bundle
            // resources; excluded, SwiftPM does not warn that they are unhandled files.
            exclude: ["Scripts", "__Goldens__"]
        ),
    ]
)
