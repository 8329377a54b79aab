import NavSimCore
import NavSimScenario

/// How a fuzz run places its inputs in time (CLI.md `--strategy`).
public enum Strategy: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Inputs placed near the model's own upcoming events (animation ends, frame boundaries, the
  /// finalize commit) with small jitter on both sides, mixed with free delays.
  case timed
  /// Uniform random delays: a monkey-like baseline.
  case uniform
  /// Each run enables a random subset of input kinds and generation options, then places
  /// inputs as `timed` or `uniform` (also chosen per run).
  case swarm
  /// Coverage-guided: runs fork from saved model states that reached abstract states
  /// (``NavigationModel/abstract(of:)``) no earlier run had, and extend them, placing inputs as
  /// `timed` or `uniform` (chosen per run); a run that starts afresh is `timed`'s run.
  case coverage

  /// The text a user reads.
  public var description: String { rawValue }
}

/// The kinds of input a run may generate; `swarm` enables a random subset per run.
public struct InputKinds: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public var rawValue: UInt16
  /// Creates a value from its raw bits.
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// `tap back`.
  public static let back = InputKinds(rawValue: 1 << 0)
  /// `tap link NAME`.
  public static let link = InputKinds(rawValue: 1 << 1)
  /// `tap show-sheet`.
  public static let showSheet = InputKinds(rawValue: 1 << 2)
  /// `tap close-sheet`.
  public static let closeSheet = InputKinds(rawValue: 1 << 3)
  /// `tap custom-back`.
  public static let customBack = InputKinds(rawValue: 1 << 4)
  /// The gestures that pop: the edge swipe-back, and where the profile has them the content
  /// swipe (R24) and the zoom dismiss (R26).
  public static let swipeBack = InputKinds(rawValue: 1 << 5)
  /// Pulling the sheet down.
  public static let dragSheet = InputKinds(rawValue: 1 << 6)
  /// `rotate` and `tap sidebar-toggle`.
  public static let device = InputKinds(rawValue: 1 << 7)
  /// Inputs that land nowhere (a tap on a button that is not there).
  public static let stray = InputKinds(rawValue: 1 << 8)
  /// `app push/pop/pop-to-root/dismiss-sheet`.
  public static let app = InputKinds(rawValue: 1 << 9)

  /// Every kind.
  public static let all: InputKinds = [
    .back, .link, .showSheet, .closeSheet, .customBack, .swipeBack, .dragSheet, .device, .stray,
    .app,
  ]

  /// The kinds a swarm run draws from, one bit each, in a fixed order.
  static let swarmable: [InputKinds] = [
    .back, .link, .showSheet, .closeSheet, .customBack, .swipeBack, .dragSheet, .device, .stray,
    .app,
  ]
}
