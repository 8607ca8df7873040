import CardGeometry

extension Device {
    /// Every device a script may name, smallest iPhone first. Sizes and scales are Apple's (the Human Interface
    /// Guidelines' table of device screen sizes); the safe areas, status bars and corner radii are what UIKit reports
    /// on each device, which Apple does not publish: docs/devices.md gives the source of each.
    public static let all: [Device] = [
        Device(name: "iPhoneSE3", size: Size(width: 375, height: 667), scale: 2,
               safeArea: SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0),
               statusBarHeight: 20, displayCornerRadius: 0, hasHomeIndicator: false),
        Device(name: "iPhone13mini", size: Size(width: 375, height: 812), scale: 3,
               safeArea: SafeAreaInsets(top: 50, left: 0, bottom: 34, right: 0),
               statusBarHeight: 50, displayCornerRadius: 44, hasHomeIndicator: true),
        Device(name: "iPhone15", size: Size(width: 393, height: 852), scale: 3,
               safeArea: SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0),
               statusBarHeight: 54, displayCornerRadius: 55, hasHomeIndicator: true),
        Device(name: "iPhone15ProMax", size: Size(width: 430, height: 932), scale: 3,
               safeArea: SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0),
               statusBarHeight: 54, displayCornerRadius: 55, hasHomeIndicator: true),
        Device(name: "iPhone16Pro", size: Size(width: 402, height: 874), scale: 3,
               safeArea: SafeAreaInsets(top: 62, left: 0, bottom: 34, right: 0),
               statusBarHeight: 62, displayCornerRadius: 62, hasHomeIndicator: true),
        Device(name: "iPadMini6", size: Size(width: 744, height: 1133), scale: 2,
               safeArea: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0),
               statusBarHeight: 24, displayCornerRadius: 21.5, hasHomeIndicator: true),
    ]

    /// The names of ``all``, in its order.
    public static var names: [String] { all.map(\.name) }
}
