import NavSimCore
import NavSimScenario

/// The comparison of back-button styles in docs/GUIDE.md: for each style, on iPhone
/// and on an iPad split view, whether the seed app can lock up, whether swipe-back is kept,
/// and whether the user can reach a dead end — each computed by running the model, never typed
/// by hand.
///
/// ```swift
/// print(BackButtonComparison.markdownTable())
/// ```
package enum BackButtonComparison {
  /// A back-button style, possibly with the mitigation apps pair it with.
  package struct Variant: Hashable, Sendable {
    /// The row's label.
    package var name: String
    /// The back-button style.
    package var backButton: BackButtonStyle
    /// The mitigations in force with it.
    package var mitigations: Mitigations

    /// Creates a variant.
    package init(name: String, backButton: BackButtonStyle, mitigations: Mitigations = []) {
      self.name = name
      self.backButton = backButton
      self.mitigations = mitigations
    }
  }

  /// A device and container to compare on.
  package struct Platform: Hashable, Sendable {
    /// The column group's label.
    package var name: String
    /// The device.
    package var device: Device
    /// The container.
    package var container: Container
    /// The orientation at the start.
    package var orientation: Orientation

    /// Creates a platform.
    package init(name: String, device: Device, container: Container, orientation: Orientation) {
      self.name = name
      self.device = device
      self.container = container
      self.orientation = orientation
    }
  }

  /// Whether a finding is reachable.
  package enum Outcome: String, Hashable, Sendable {
    /// Not within the search's bounds.
    case no
    /// Reachable, and a rotation does not bring the app back.
    case yes
    /// Reachable, and only a rotation brings the app back (iPad, R8 and R19).
    case recoverable = "yes (rotation recovers)"
  }

  /// One cell group of the table.
  package struct Verdict: Hashable, Sendable {
    /// Whether some input sequence ends in a lockup.
    package var lockup: Outcome
    /// Whether a full swipe-back pops a pushed screen (no `lost-swipe`).
    package var swipeKept: Bool
    /// Whether some input sequence ends in a dead end.
    package var deadEnd: Outcome
  }

  /// The rows: the four styles, and `hidden-toolbar` with `guard-none` (the usual way back to
  /// swipe-back under a custom button).
  package static let variants: [Variant] = [
    Variant(name: "`system`", backButton: .system),
    Variant(name: "`hidden-toolbar`", backButton: .hiddenToolbar),
    Variant(name: "`hidden-overlay`", backButton: .hiddenOverlay),
    Variant(name: "`clear-tint`", backButton: .clearTint),
    Variant(
      name: "`hidden-toolbar` + `guard-none`", backButton: .hiddenToolbar,
      mitigations: Mitigations([.guardNone])),
  ]

  /// The column groups: an iPhone stack, and an iPad split view in portrait.
  package static let platforms: [Platform] = [
    Platform(name: "iPhone", device: .iphone, container: .stack, orientation: .portrait),
    Platform(name: "iPad split", device: .ipad, container: .split, orientation: .portrait),
  ]

  /// The waits tried before each input, µs: one frame, 250 ms, 600 ms.
  package static let gaps: [Int64] = [16_667, 250_000, 600_000]

  /// The verdict for `variant` on `platform`, with the seed app started at `root > detail`.
  ///
  /// The search tries every sequence of at most `depth` user inputs (each tap the app offers,
  /// a full swipe-back, a full pull-down: the probes of MODEL.md §8), each after one of
  /// ``gaps``, and judges every distinct quiescent state it passes with the oracles.
  /// - Complexity: O((m × g)^depth) model runs for a menu of m inputs and g gaps, fewer as
  ///   equal states are merged.
  package static func verdict(
    _ variant: Variant, on platform: Platform, profile: Profile = .ios17, depth: Int = 3
  ) -> Verdict {
    var config = Configuration()
    config.profile = profile
    config.backButton = variant.backButton
    config.mitigations = variant.mitigations
    config.device = platform.device
    config.container = platform.container
    config.orientation = platform.orientation
    config.start = [0, 1]
    var search = Search()
    search.run(from: NavigationModel(config), depth: depth)
    return Verdict(
      lockup: search.lockup, swipeKept: Oracles.lostSwipe(config) == nil,
      deadEnd: search.deadEnd)
  }

  /// A breadth-first search over input sequences, merging equal states.
  struct Search {
    var lockup = Outcome.no
    var deadEnd = Outcome.no
    var judged: Set<UInt64> = []

    mutating func run(from start: NavigationModel, depth: Int) {
      judge(start)
      var seen: Set<UInt64> = [start.state.fingerprint]
      var frontier = [start]
      for _ in 0..<depth {
        var next: [NavigationModel] = []
        for model in frontier {
          for gap in BackButtonComparison.gaps {
            var waited = model
            waited.advance(to: waited.now + VirtualDuration(microseconds: gap))
            for probe in Probe.menu(for: waited) {
              var child = waited
              BackButtonComparison.deliver(probe, to: &child)
              guard seen.insert(child.state.fingerprint).inserted else { continue }
              judge(child)
              next.append(child)
            }
          }
        }
        frontier = next
      }
    }

    /// Runs a copy of `model` to quiescence and judges it once per distinct quiescent state.
    mutating func judge(_ model: NavigationModel) {
      var settled = model
      let limit = settled.now + Simulator.hangLimit
      guard settled.runUntilQuiescent(limit: limit) else { return }
      guard judged.insert(settled.state.fingerprint).inserted else { return }
      if Oracles.probe(settled).works {
        guard deadEnd != .yes, Oracles.isDeadEnd(settled) else { return }
        let rotation = settled.setup.isPad && !Oracles.isDeadEnd(settled, rotating: true)
        deadEnd = rotation ? .recoverable : .yes
      } else if lockup != .yes {
        lockup = Oracles.recoverable(settled) ? .recoverable : .yes
      }
    }
  }

  /// Delivers a probe's input (a tap, or a whole gesture: 1.0 over 200 ms, velocity 1000)
  /// without waiting for the model to settle.
  static func deliver(_ probe: Probe, to model: inout NavigationModel) {
    probe.deliver(to: &model)
  }
}
