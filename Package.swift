// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "NavSim",
  products: [
    .library(name: "NavSim", targets: ["NavSim"]),
    .executable(name: "navfuzz", targets: ["navfuzz"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "NavSim", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    .executableTarget(name: "navfuzz", dependencies: ["NavSim"]),
    .testTarget(name: "NavSimTests", dependencies: ["NavSim"]),
  ],
  swiftLanguageModes: [.v6]
)
