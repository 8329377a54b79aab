/// The oracles of MODEL.md §8: they judge a quiescent model by probing copies of it as a user
/// would, never by asking which rules fired.
public enum Oracles {
  /// The most inputs the dead-end search tries (MODEL.md §8).
  public static let deadEndDepth = 6

  /// Every finding about a quiescent `model`.
  /// - Parameter needsAppInput: whether the run that led here used an `app …` input.
  public static func judge(_ model: NavigationModel, needsAppInput: Bool = false) -> [Finding] {
    var findings: [Finding] = []
    let rules = model.state.rulesFired
    func add(_ kind: FindingKind, _ cause: String, recoverable: Bool = false) {
      findings.append(
        Finding(
          kind: kind, time: model.now, rules: rules, cause: cause, recoverable: recoverable,
          needsAppInput: needsAppInput))
    }
    let probing = probe(model)
    if !probing.works {
      add(.lockup, probing.cause, recoverable: recoverable(model))
    }
    if let cause = corruption(model) { add(.corruption, cause) }
    let state = model.state
    if state.maskRendered && !state.presentation.isShown {
      add(
        .stuckMask, "the mask overlay is rendered with no sheet up (enable = \(state.maskEnable))")
    }
    // A locked-up screen is a dead end by definition; the lockup says more.
    if probing.works, isDeadEnd(model) {
      let rotation = model.setup.isPad && !isDeadEnd(model, rotating: true)
      let home = model.setup.isSplit ? "shows the primary column" : "returns to the root"
      add(
        .deadEnd,
        "no sequence of at most \(deadEndDepth) inputs \(home)"
          + (rotation ? "; a rotation does (recoverable by rotation)" : ""),
        recoverable: rotation)
    }
    return findings
  }

  /// The result of probing a quiescent model.
  package struct Probing {
    /// Some probe changed what the user sees.
    package var works: Bool
    /// Why the probes failed, when none worked.
    var cause: String
  }

  /// Delivers every probe the app offers to copies of `model`. A probe that changes hidden state
  /// but nothing visible (a binding toggled, a present dropped) is followed by a second round,
  /// as a user who taps again would.
  package static func probe(_ model: NavigationModel) -> Probing {
    let before = model.observation.detailView
    var outcomes: [(Probe, Disposition)] = []
    var hidden: [NavigationModel] = []
    for probe in Probe.menu(for: model) {
      let (after, disposition) = probe.run(on: model)
      if after.observation.detailView != before { return Probing(works: true, cause: "") }
      if after.state != model.state { hidden.append(after) }
      outcomes.append((probe, disposition))
    }
    for changed in hidden {
      for probe in Probe.menu(for: changed)
      where probe.run(on: changed).model.observation.detailView != before {
        return Probing(works: true, cause: "")
      }
    }
    return Probing(works: false, cause: summarize(outcomes))
  }

  /// One line grouping the probes by what stopped them, in menu order.
  static func summarize(_ outcomes: [(Probe, Disposition)]) -> String {
    var groups: [(reason: String, probes: [String])] = []
    for (probe, disposition) in outcomes {
      let reason = disposition == .acted ? "had no visible effect" : disposition.description
      if let i = groups.firstIndex(where: { $0.reason == reason }) {
        groups[i].probes.append(probe.name)
      } else {
        groups.append((reason, [probe.name]))
      }
    }
    if groups.count == 1, let only = groups.first {
      return only.probes.count == 1
        ? "the only probe (\(only.probes[0])) \(only.reason)" : "every probe \(only.reason)"
    }
    return groups.map { "\($0.probes.joined(separator: ", ")): \($0.reason)" }
      .joined(separator: "; ")
  }

  /// On iPad, whether a rotation (R8) makes some probe work again.
  package static func recoverable(_ model: NavigationModel) -> Bool {
    guard model.setup.isPad else { return false }
    var rotated = model
    rotated.trace = nil
    rotated.apply(.rotate)
    _ = rotated.runUntilQuiescent(
      limit: rotated.now + VirtualDuration(microseconds: Probe.settleLimit))
    if rotated.observation.detailView != model.observation.detailView { return true }
    return probe(rotated).works
  }

  /// At quiescence with no transition in flight, the bar does not belong to the committed top.
  /// (While a transition is orphaned the bar is part of that transition, which the lockup
  /// oracle judges.)
  static func corruption(_ model: NavigationModel) -> String? {
    let state = model.state
    guard state.transition == .none else { return nil }
    guard state.barScreen != state.stack.top || Int(state.barDepth) != state.stack.count - 1
    else { return nil }
    let nested = state.rulesFired.has(.r9) ? " after a nested transition (R9)" : ""
    return "the bar is out of step with the stack\(nested): it shows the bar of "
      + "\(model.name(state.barScreen)) over \(model.name(state.stack.top)) "
      + "(\(Int(state.barDepth) < state.stack.count - 1 ? "a shallower bar" : Int(state.barDepth) > state.stack.count - 1 ? "a deeper bar" : "another screen's bar"))"
  }

  /// Whether the model is at its home (MODEL.md §8): the root; in a split view, the primary
  /// column shown (the detail column's root with the primary hidden is not home).
  static func isHome(_ model: NavigationModel) -> Bool {
    if model.setup.isSplit { return model.state.sidebarShown }
    return model.state.stack.count == 1 && model.state.transition == .none
  }

  /// No sequence of at most ``deadEndDepth`` of the probes gets home — or, on a stack deeper
  /// than that budget, gets one step closer (a shallower committed stack) from every screen on
  /// the way back. (MODEL.md §8 counts only the 6 inputs; read literally, any stack more than
  /// seven screens deep would be a "dead end" although the back button works.) A rotation is not
  /// an in-app way back: it joins the search only with `rotating` (on iPad), which decides
  /// whether a dead end is recoverable by rotation, as for a lockup.
  package static func isDeadEnd(_ model: NavigationModel, rotating: Bool = false) -> Bool {
    var current = model
    for _ in 0...ScreenStack.capacity {
      if isHome(current) { return false }
      guard let closer = stepTowardsHome(from: current, rotating: rotating) else { return true }
      current = closer
    }
    return true
  }

  /// Breadth-first over at most ``deadEndDepth`` probes: the first state reached that is home
  /// or has a shallower committed stack than `start`, if any.
  static func stepTowardsHome(from start: NavigationModel, rotating: Bool) -> NavigationModel? {
    let depth = start.state.stack.count
    var seen: Set<UInt64> = [start.state.fingerprint]
    var frontier = [start]
    for _ in 0..<deadEndDepth {
      var next: [NavigationModel] = []
      for m in frontier {
        var probes = Probe.menu(for: m)
        if rotating && m.setup.isPad { probes.append(.rotation) }
        for probe in probes {
          let after = probe.run(on: m).model
          if isHome(after) || after.state.stack.count < depth { return after }
          if seen.insert(after.state.fingerprint).inserted { next.append(after) }
        }
      }
      if next.isEmpty { break }
      frontier = next
    }
    return nil
  }

  /// Informational: the configuration has no working swipe-back — from a screen pushed on the
  /// root, a full swipe does not pop it.
  public static func lostSwipe(_ configuration: Configuration) -> Finding? {
    let screens = configuration.app.screens
    guard screens.count > 1 else { return nil }
    let pushed = screens[0].links.first ?? 1
    var config = configuration
    config.start = [0, pushed]
    var model = NavigationModel(config)
    let probe = Probe(name: "swipe-back", motion: Probe.swipeStroke)
    let (after, disposition) = probe.run(on: model)
    model = after
    guard model.state.stack.count > 1 else { return nil }
    return Finding(
      kind: .lostSwipe, time: .zero, rules: [],
      cause: "a full swipe-back on \(model.name(pushed)) does not pop it (\(disposition))")
  }
}
