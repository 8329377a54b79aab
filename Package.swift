// swift-tools-version:6.2
import PackageDescription

// Layers are targets, so the compiler keeps them; arrows only point down:
//
//   navfuzz (executable: parsing, help, streams, signals, exit codes, file output)
//     └─ NavSim (umbrella library: re-exports the layers below as one public API)
//          └─ NavSimExport (device reproductions: SwiftUI app, XCUITest, Appium; confirm)
//               └─ NavSimReporting (text, JSON, traces, timelines, JUnit, tables)
//                    └─ NavSimSearch (fuzzing, shrinking, exploration, comparison, bench, scan verdicts)
//                         └─ NavSimSource (SwiftUI source: tokens, navigation recogniser, app file)
//                              └─ NavSimScenario (the .nav format: parse, print, replay)
//                                   └─ NavSimCore (time, random, scheduler, model, oracles, simulation)
//
// Cross-layer needs use `package` access; only the real library API is `public`.

// The simulation layers are compiled optimised in debug builds too: the test suite is mostly
// property sweeps (seeds, campaigns, explorations) through them, which unoptimised code runs
// ten to thirty times slower. `NAVSIM_ONONE=1 swift build` (or `swift test`) keeps them
// unoptimised for a debugger. The flag is an unsafe flag: from tools version 6.2 SwiftPM accepts
// it in a package another package depends on by version (before, it refused the dependency),
// so the package needs Swift 6.2 and makes no guess about where it is checked out.
let optimisedInDebug: [SwiftSetting] =
  Context.environment["NAVSIM_ONONE"] == nil
  ? [.unsafeFlags(["-O"], .when(configuration: .debug))] : []

// The model's internal invariant checks (`NavigationModel.checkInvariants()`, after every event
// and input) are compiled into every debug build, so the whole test suite and a debug
// `navfuzz` run with them; release builds leave them out (they cost time on the hot path).
let internalChecks: [SwiftSetting] = [
  .define("NAVSIM_INTERNAL_CHECKS", .when(configuration: .debug))
]

let package = Package(
  name: "NavSim",
  // Synchronization's Mutex and Atomic (the campaign's workers, the interrupt flag) need
  // macOS 15; nothing else in the package needs more than the toolchain's defaults.
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "NavSim", targets: ["NavSim"]),
    .executable(name: "navfuzz", targets: ["navfuzz"]),
    .plugin(name: "NavfuzzScan", targets: ["NavfuzzScan"]),
  ],
  dependencies: [],
  targets: [
    .target(
      name: "NavSimCore", path: "Sources/NavSim/Core",
      swiftSettings: optimisedInDebug + internalChecks),
    .target(
      name: "NavSimScenario", dependencies: ["NavSimCore"], path: "Sources/NavSim/Scenario",
      swiftSettings: optimisedInDebug),
    .target(
      name: "NavSimSource", dependencies: ["NavSimCore", "NavSimScenario"],
      path: "Sources/NavSim/Source"),
    .target(
      name: "NavSimSearch", dependencies: ["NavSimCore", "NavSimScenario", "NavSimSource"],
      path: "Sources/NavSim/Search", swiftSettings: optimisedInDebug),
    .target(
      name: "NavSimReporting", dependencies: ["NavSimCore", "NavSimScenario", "NavSimSearch"],
      path: "Sources/NavSim/Reporting"),
    // The exported UI test's lockup check: one plain Swift file with no imports, which the
    // export writes verbatim into the generated UI test and which is compiled and tested here.
    .target(name: "NavSimDeviceCheck", path: "Sources/NavSim/DeviceCheck"),
    .target(
      name: "NavSimExport",
      dependencies: ["NavSimCore", "NavSimScenario", "NavSimSearch", "NavSimReporting"],
      path: "Sources/NavSim/Export"),
    .target(
      name: "NavSim",
      dependencies: [
        "NavSimCore", "NavSimScenario", "NavSimSource", "NavSimSearch", "NavSimReporting",
        "NavSimExport",
      ],
      path: "Sources/NavSim/Umbrella"),
    // The layers are listed as well as the umbrella so that a change in a layer's types
    // rebuilds the command line (through the umbrella alone SwiftPM left stale objects).
    .executableTarget(
      name: "navfuzz",
      dependencies: [
        "NavSim", "NavSimCore", "NavSimScenario", "NavSimSource", "NavSimSearch", "NavSimReporting",
        "NavSimExport",
      ],
      path: "Sources/navfuzz"),
    // `swift package navfuzz-scan` in a package that depends on this one: `navfuzz scan` on
    // its targets' sources, each warning a diagnostic at the Swift line (docs/SCAN.md, "In
    // Xcode and CI").
    // It builds `navfuzz` when it runs (`packageManager.build`) instead of depending on it: an
    // executable a command plugin depends on is compiled a second time, for the host, by
    // every `swift build` and `swift test` of this package (the whole library twice).
    .plugin(
      name: "NavfuzzScan",
      capability: .command(
        intent: .custom(
          verb: "navfuzz-scan",
          description:
            "Warn where a gesture a person can make freezes the app (navfuzz scan on the targets' SwiftUI sources)"
        )),
      path: "Plugins/NavfuzzScan"),
    // Tests follow the layers: one test target per module, in `Tests/NavSimTests/<Layer>`, each
    // depending on (and importing) only its module, the modules below it and the support
    // targets of those layers (`Scripts/check-imports.sh` fails otherwise); a test lives in the
    // target of the lowest layer it needs (docs/ARCHITECTURE.md, "Tests"). What several test
    // targets share is a plain support target per layer, written once: the core's (the seed's
    // lockup, input and touch builders, temporary folders, subprocesses, the built executable,
    // the repository's scenarios), the scenario layer's (a file's problems, the repository's
    // scenarios parsed), the source layer's (the SwiftUI fixtures), the search layer's (small
    // campaigns, quick explorations) and the reporting layer's (the SARIF and HTML checks).
    // `swift test` runs them all.
    .target(
      name: "NavSimTestSupport", dependencies: ["NavSimCore"], path: "Tests/NavSimTestSupport"),
    .target(
      name: "NavSimScenarioTestSupport",
      dependencies: ["NavSimCore", "NavSimScenario", "NavSimTestSupport"],
      path: "Tests/NavSimScenarioTestSupport"),
    .target(
      name: "NavSimSourceTestSupport", dependencies: ["NavSimSource"],
      path: "Tests/NavSimSourceTestSupport"),
    .target(
      name: "NavSimSearchTestSupport", dependencies: ["NavSimCore", "NavSimSearch"],
      path: "Tests/NavSimSearchTestSupport"),
    .target(
      name: "NavSimReportingTestSupport", dependencies: ["NavSimReporting"],
      path: "Tests/NavSimReportingTestSupport"),
    // The allocation tests' counter (a swift-nio-style count of a workload's mallocs, with no
    // package): a C target whose `malloc` family, linked into the test executable, counts each
    // thread's allocations and forwards to libc's. It counts only on Linux with glibc, where
    // the executable's definitions interpose libc's; elsewhere it says it cannot.
    .target(name: "NavSimAllocationCounter", path: "Tests/NavSimAllocationCounter"),
    .testTarget(
      name: "NavSimCoreTests",
      dependencies: ["NavSimCore", "NavSimTestSupport"],
      path: "Tests/NavSimTests/Core"),
    .testTarget(
      name: "NavSimScenarioTests",
      dependencies: [
        "NavSimCore", "NavSimScenario", "NavSimTestSupport", "NavSimScenarioTestSupport",
      ],
      path: "Tests/NavSimTests/Scenario"),
    .testTarget(
      name: "NavSimSourceTests",
      dependencies: [
        "NavSimCore", "NavSimScenario", "NavSimSource", "NavSimTestSupport",
        "NavSimScenarioTestSupport", "NavSimSourceTestSupport",
      ],
      path: "Tests/NavSimTests/Source",
      // SwiftUI sources the tests read as data (iOS code, not compiled here).
      exclude: ["Fixtures"]),
    .testTarget(
      name: "NavSimSearchTests",
      dependencies: [
        "NavSimCore", "NavSimScenario", "NavSimSource", "NavSimSearch", "NavSimTestSupport",
        "NavSimScenarioTestSupport", "NavSimSourceTestSupport", "NavSimSearchTestSupport",
        "NavSimAllocationCounter",
      ],
      path: "Tests/NavSimTests/Search"),
    .testTarget(
      name: "NavSimReportingTests",
      dependencies: [
        "NavSimCore", "NavSimScenario", "NavSimSource", "NavSimSearch", "NavSimReporting",
        "NavSimTestSupport", "NavSimScenarioTestSupport", "NavSimSourceTestSupport",
        "NavSimSearchTestSupport", "NavSimReportingTestSupport",
      ],
      path: "Tests/NavSimTests/Reporting"),
    // The export writes `NavSimDeviceCheck`'s files verbatim into the UI test it generates, so
    // its tests may compare with that module too.
    .testTarget(
      name: "NavSimExportTests",
      dependencies: [
        "NavSimCore", "NavSimScenario", "NavSimSource", "NavSimSearch", "NavSimReporting",
        "NavSimExport", "NavSimDeviceCheck", "NavSimTestSupport", "NavSimScenarioTestSupport",
        "NavSimSourceTestSupport", "NavSimSearchTestSupport", "NavSimReportingTestSupport",
      ],
      path: "Tests/NavSimTests/Export",
      // The exported seed lockup compared byte for byte (iOS code, not compiled here).
      exclude: ["Golden"]),
    .testTarget(
      name: "NavSimDeviceCheckTests", dependencies: ["NavSimDeviceCheck"],
      path: "Tests/NavSimTests/DeviceCheck",
      // Recorded accessibility trees the check reads as data.
      exclude: ["Trees"]),
    .testTarget(
      name: "navfuzzTests",
      dependencies: [
        "navfuzz", "NavSimCore", "NavSimScenario", "NavSimSource", "NavSimSearch",
        "NavSimReporting", "NavSimExport", "NavSimTestSupport", "NavSimScenarioTestSupport",
        "NavSimSourceTestSupport", "NavSimSearchTestSupport", "NavSimReportingTestSupport",
      ],
      path: "Tests/NavSimTests/navfuzz"),
    // The API tests import only `NavSim`, without `@testable`: what a library user can call.
    // The layers are listed too so that a change in one of them rebuilds the tests (the
    // umbrella's own interface does not change with them).
    .testTarget(
      name: "NavSimAPITests",
      dependencies: [
        "NavSim", "NavSimCore", "NavSimScenario", "NavSimSource", "NavSimSearch",
        "NavSimReporting", "NavSimExport", "NavSimTestSupport",
      ],
      path: "Tests/NavSimAPITests"),
  ],
  swiftLanguageModes: [.v6]
)
