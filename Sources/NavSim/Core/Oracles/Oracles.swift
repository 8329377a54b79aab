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
    if let masked = model.maskedStacks.first(where: { state[$0].maskRendered }),
      !state.levels.contains(where: { $0.phase.isShown })
    {
      add(
        .stuckMask,
        "the mask overlay is rendered with no sheet up (enable = \(state[masked].maskEnable))")
    }
    if probing.works, let dead = deadStack(model, live: probing.worked) {
      var finding = Finding(
        kind: .deadStack, time: model.now, rules: rules, cause: dead.cause,
        needsAppInput: needsAppInput)
      finding.scope = dead.scope
      findings.append(finding)
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
    /// The probe of the first round that changed what the user sees, if one did.
    var worked: Touch.Motion? = nil
  }

  /// Delivers every probe the app offers to copies of `model`. A probe that changes hidden state
  /// but nothing visible (a binding toggled, a present dropped) is followed by a second round,
  /// as a user who taps again would.
  package static func probe(_ model: NavigationModel) -> Probing {
    let before = model.observation.detailView
    var outcomes: [(Touchable, Disposition)] = []
    var hidden: [NavigationModel] = []
    for probe in Probe.motions(for: model) {
      let (after, disposition) = Probe.run(probe.motion, on: model)
      if after.observation.detailView != before {
        return Probing(works: true, cause: "", worked: probe.motion)
      }
      if after.state != model.state { hidden.append(after) }
      outcomes.append((probe.touchable, disposition))
    }
    for changed in hidden {
      for probe in Probe.motions(for: changed)
      where Probe.run(probe.motion, on: changed).model.observation.detailView != before {
        return Probing(works: true, cause: "")
      }
    }
    return Probing(works: false, cause: summarize(outcomes, in: model))
  }

  /// One line grouping the probes by what stopped them, in menu order (the probes named as
  /// `model`'s app names them).
  static func summarize(_ outcomes: [(Touchable, Disposition)], in model: NavigationModel)
    -> String
  {
    var groups: [(reason: String, probes: [String])] = []
    for (touchable, disposition) in outcomes {
      let reason = disposition == .acted ? "had no visible effect" : disposition.description
      let name = touchable.name(model)
      if let i = groups.firstIndex(where: { $0.reason == reason }) {
        groups[i].probes.append(name)
      } else {
        groups.append((reason, [name]))
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

  /// At quiescence with no transition in flight, a stack's bar does not belong to its
  /// committed top. (While a transition is orphaned the bar is part of that transition, which
  /// the lockup oracle judges.) Every stack of the window is judged, the visible one first.
  static func corruption(_ model: NavigationModel) -> String? {
    let state = model.state
    var refs = [state.visibleRef]
    for c in model.allStacks where c != refs[0] { refs.append(c) }
    for c in refs {
      let s = state[c]
      guard s.transition == .none, s.stack.count > 0 else { continue }
      guard s.barScreen != s.stack.top || Int(s.barDepth) != s.stack.count - 1 else { continue }
      let nested = state.rulesFired.has(.r9) ? " after a nested transition (R9)" : ""
      let depth = s.stack.count - 1
      let relation =
        Int(s.barDepth) < depth
        ? "a shallower bar" : Int(s.barDepth) > depth ? "a deeper bar" : "another screen's bar"
      let whose = c == state.visibleRef ? "" : " of \(model.stackName(c))"
      return "the bar\(whose) is out of step with the stack\(nested): it shows the bar of "
        + "\(model.name(s.barScreen)) over \(model.name(s.stack.top)) (\(relation))"
    }
    return nil
  }

  /// The dead-stack oracle (MODEL.md §8): the stack the user sees, and in a tab app each
  /// other tab's stack after a tap on its tab, has controls (links, presentation buttons, the
  /// back button and swipe-back of a pushed screen), and no probe among them changes what the
  /// user sees (a second round after probes that changed hidden state), while the window
  /// still responds.
  /// - Parameter live: a probe already seen to change what the user sees in `model` (from
  ///   ``probe(_:)``): when it is one of the stack's own, the stack is not dead, and its probes
  ///   need not run again.
  static func deadStack(
    _ model: NavigationModel, live: Touch.Motion? = nil
  ) -> (scope: String, cause: String)? {
    if let cause = stackIsDead(model, live: live) { return describeDead(model, cause) }
    guard model.setup.tabRoots.count > 1, !model.coveredAbove(model.state.rootRef) else {
      return nil
    }
    for i in model.setup.tabRoots.indices where i != Int(model.state.selectedTab) {
      let probe = Probe(name: "tab", motion: .tap(.tab(UInt8(i)), hold: model.setup.profile.hold))
      let switched = probe.run(on: model).model
      guard Int(switched.state.selectedTab) == i, let cause = stackIsDead(switched) else {
        continue
      }
      return describeDead(switched, cause)
    }
    return nil
  }

  /// The scope of a dead stack and a cause that says what still responds.
  static func describeDead(_ model: NavigationModel, _ cause: String) -> (String, String) {
    let edge = model.edgeStack
    let scope = model.stackName(edge)
    let escape =
      edge.isTab ? "the tab bar still responds" : "its presentation can still be dismissed"
    return (scope, "\(scope) is dead while \(escape): \(cause)")
  }

  /// Why the stack the user sees in `model` is dead, or `nil` when a control on it works (or
  /// it has none).
  static func stackIsDead(_ model: NavigationModel, live: Touch.Motion? = nil) -> String? {
    let probes = Probe.stackMotions(for: model)
    guard !probes.isEmpty else { return nil }
    // A probe of the stack's own that works: the loop below would stop at it (or sooner).
    if let live, probes.contains(where: { $0.motion == live }) { return nil }
    let before = model.observation.detailView
    var outcomes: [(Touchable, Disposition)] = []
    var hidden: [NavigationModel] = []
    for probe in probes {
      let (after, disposition) = Probe.run(probe.motion, on: model)
      if after.observation.detailView != before { return nil }
      if after.state != model.state { hidden.append(after) }
      outcomes.append((probe.touchable, disposition))
    }
    for changed in hidden {
      for probe in Probe.stackMotions(for: changed)
      where Probe.run(probe.motion, on: changed).model.observation.detailView != before {
        return nil
      }
    }
    return summarize(outcomes, in: model)
  }

  /// Whether the model is at its home (MODEL.md §8): the root; in a split view, the primary
  /// column shown (the detail column's root with the primary hidden is not home).
  static func isHome(_ model: NavigationModel) -> Bool {
    if model.setup.isSplit { return model.state.sidebarShown }
    return model.state.levels.isEmpty && model.state.root.stack.count == 1
      && model.state.root.transition == .none
  }

  /// How far from home a model is: each presentation level counts more than any stack depth.
  static func homeDistance(_ model: NavigationModel) -> Int {
    model.state.levels.count * (ScreenStack.capacity + 1) + model.state.root.stack.count
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
    let depth = homeDistance(start)
    func probes(_ m: NavigationModel) -> [Touch.Motion] {
      var probes = Probe.motions(for: m).map(\.motion)
      if rotating && m.setup.isPad { probes.append(Probe.rotation.motion) }
      return probes
    }
    // The first round alone (most states get closer with one probe, mostly the first): the
    // set of states seen is built only when the search goes on.
    var next: [NavigationModel] = []
    for probe in probes(start) {
      let after = Probe.run(probe, on: start).model
      if isHome(after) || homeDistance(after) < depth { return after }
      next.append(after)
    }
    var seen: Set<UInt64> = [start.state.fingerprint]
    var frontier: [NavigationModel] = []
    for after in next where seen.insert(after.state.fingerprint).inserted { frontier.append(after) }
    for _ in 1..<deadEndDepth {
      if frontier.isEmpty { break }
      next.removeAll(keepingCapacity: true)
      for m in frontier {
        for probe in probes(m) {
          let after = Probe.run(probe, on: m).model
          if isHome(after) || homeDistance(after) < depth { return after }
          if seen.insert(after.state.fingerprint).inserted { next.append(after) }
        }
      }
      swap(&frontier, &next)
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
    let probe = Probe(name: GestureKind.swipeBack.keyword, motion: Probe.swipeStroke)
    let (after, disposition) = probe.run(on: model)
    model = after
    guard model.state.root.stack.count > 1 else { return nil }
    return Finding(
      kind: .lostSwipe, time: .zero, rules: [],
      cause: "a full swipe-back on \(model.name(pushed)) does not pop it (\(disposition))")
  }
}
