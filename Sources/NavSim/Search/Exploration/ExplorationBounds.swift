import NavSimCore
import NavSimScenario

/// The shape of a whole gesture the explorer makes: `progress over duration velocity v`.
public struct GestureShape: Hashable, Sendable {
  /// How far the finger moves, 0…1 (of the screen's width for a swipe, its height for a drag).
  public var progress: Double
  /// From `begin` to the release.
  public var duration: VirtualDuration
  /// The release velocity, pt/s.
  public var velocity: Double

  /// Creates a shape.
  public init(progress: Double, duration: VirtualDuration, velocity: Double) {
    self.progress = progress
    self.duration = duration
    self.velocity = velocity
  }

  /// A completed gesture a finger can make (docs/MODEL.md §10.4): `1.0 over 300ms velocity 1000`. A
  /// swipe completes (R3: velocity ≥ 150) and a drag finishes (R6: progress ≥ 0.3).
  public static let complete = GestureShape(
    progress: 1, duration: .milliseconds(300), velocity: 1000)
  /// A cancelled gesture: `0.2 over 100ms velocity 0`. A swipe settles back (R3: progress < 0.5,
  /// velocity < 150) and a drag returns (R6: progress < 0.3, velocity < 300).
  public static let cancelled = GestureShape(
    progress: 0.2, duration: .milliseconds(100), velocity: 0)
}

/// The bounds and options of an exploration (CLI.md `explore`).
///
/// ```swift
/// var bounds = ExplorationBounds()
/// bounds.depth = 3
/// bounds.horizon = .seconds(1.5)
/// ```
public struct ExplorationBounds: Hashable, Sendable {
  /// The most user (and app) inputs in a counterexample.
  public var depth: Int = 4
  /// The latest virtual time an input may be made at: every step of every input happens at or
  /// before it. The run after the last input goes on to quiescence, as `run` does.
  public var horizon: VirtualDuration = .seconds(3)
  /// Stop once the fingerprint table holds more than this many distinct states.
  public var maxStates: Int = 10_000_000
  /// The most memory the search's own structures may hold, bytes (1 GiB): past it, the search
  /// stops with the depths before the current one fully explored.
  public var maxMemory: Int = 1 << 30
  /// Look for this kind only (`nil`: every kind).
  public var kind: FindingKind? = nil
  /// Whether app-driven inputs (`app pop-to-root`, …) are in the menu (CLI.md `--app-events`).
  public var appEvents: Bool = true
  /// The app inputs the menu may hold when ``appEvents`` is on (`nil`: every kind): those the
  /// app's own code makes, from an app file's `app-inputs:` line (docs/SCENARIOS.md).
  public var appActions: [AppAction]? = nil
  /// Whether the search leaves out what a partial-order reduction shows it need not try
  /// (CLI.md `--no-reduction`): an app path change made after a frame of waiting that it
  /// commutes with (docs/MODEL.md §10.6); the same change one frame earlier reaches every
  /// state it would.
  public var reduction: Bool = true
  /// The completed swipe-back and pull-down.
  public var completeGesture: GestureShape = .complete
  /// The cancelled swipe-back and pull-down.
  public var cancelledGesture: GestureShape = .cancelled
  /// How many fingers may touch at once (docs/MODEL.md §10.1): with 2, a step may also be two
  /// touches whose second goes down while the first is down (``ExplorationAction/together(_:_:afterFrames:)``).
  public var fingers: Int = 1
  /// The fuzz runs made from the frontier when `maxStates` or `maxMemory` stops the search
  /// (``ExplorationHandOff``; CLI.md `--hand-off`): 0 makes none.
  public var handOffRuns: Int = 10_000
  /// The most states the hand-off's runs start from: the frontier's (an even sample when it has
  /// more) and the novel states the runs reach.
  public var handOffStarts: Int = 1 << 16
  /// The seed of the hand-off's runs.
  public var handOffSeed: UInt64 = 1

  /// The default bounds: depth 4, horizon 3 s, at most 10 000 000 states, every kind, app events
  /// on.
  public init() {}

  /// Bounds with the given depth and horizon, other values default.
  public init(depth: Int, horizon: VirtualDuration) {
    self.depth = depth
    self.horizon = horizon
  }
}
