/// The oracles of MODEL.md §8: they judge a quiescent model by probing copies of it as a user
/// would, never by asking which rules fired.
public enum Oracles {
  /// The most inputs the dead-end search tries (MODEL.md §8).
  public static let deadEndDepth = 6

  /// Every finding about a quiescent `model`.
  /// - Parameter needsAppInput: whether the run that led here used an `app …` input.
  public static func judge(_ model: NavigationModel, needsAppInput: Bool = false) -> [Finding] {
    var model = model
    var scratch = ProbeScratch(model)
    return judge(&model, needsAppInput: needsAppInput, scratch: &scratch)
  }

  /// ``judge(_:needsAppInput:)`` with the probes run in `scratch`, which serves models of
  /// `model`'s configuration. `model` is only read (`inout` passes it without a copy).
  static func judge(
    _ model: inout NavigationModel, needsAppInput: Bool, scratch: inout ProbeScratch
  ) -> [Finding] {
    var findings: [Finding] = []
    let rules = model.state.rulesFired
    let now = model.now
    func add(_ kind: FindingKind, _ cause: String, recoverable: Bool = false) {
      findings.append(
        Finding(
          kind: kind, time: now, rules: rules, cause: cause, recoverable: recoverable,
          needsAppInput: needsAppInput))
    }
    let probing = probe(&model, using: &scratch.probing)
    // A locked-up screen is a dead end by definition; the lockup says more. Searched now, while
    // the probes' buffers hold the probe that worked, which may be the search's first step.
    let deadEnd =
      probing.works
      && isDeadEnd(model, firstProbeRan: probing.workedFirst, buffers: &scratch.probing)
    if !probing.works, startWorks(model, scratch: &scratch) {
      add(.lockup, probing.cause, recoverable: recoverable(model))
    }
    if let cause = corruption(of: &model) { add(.corruption, cause) }
    if let masked = model.maskedStacks.first(where: { model.state[$0].maskRendered }),
      !model.state.levels.contains(where: { $0.phase.isShown })
    {
      add(
        .stuckMask,
        "the mask overlay is rendered with no sheet up "
          + "(enable = \(model.state[masked].maskEnable))")
    }
    if probing.works, let dead = deadStack(&model, live: probing.worked, scratch: &scratch) {
      var finding = Finding(
        kind: .deadStack, time: now, rules: rules, cause: dead.cause,
        needsAppInput: needsAppInput)
      finding.scope = dead.scope
      findings.append(finding)
    }
    if deadEnd {
      let rotation =
        model.setup.isPad && !isDeadEnd(model, rotating: true, buffers: &scratch.probing)
      let home = model.setup.isSplit ? "shows the primary column" : "returns to the root"
      add(
        .deadEnd,
        "no sequence of at most \(deadEndDepth) inputs \(home)"
          + (rotation ? "; a rotation does (recoverable by rotation)" : ""),
        recoverable: rotation)
    }
    return findings
  }

  /// Whether some probe changes what the user sees at the start of `model`'s app (its
  /// configuration's first state), computed once per scratch. A lockup needs something that
  /// worked to stop working (MODEL.md §8): an app whose first screen offers nothing that does
  /// anything (a screen with one `Text`) is not locked up.
  static func startWorks(_ model: NavigationModel, scratch: inout ProbeScratch) -> Bool {
    if let known = scratch.startWorks { return known }
    let works = probe(NavigationModel(model.configuration)).works
    scratch.startWorks = works
    return works
  }

  /// The result of probing a quiescent model.
  package struct Probing {
    /// Some probe changed what the user sees.
    package var works: Bool
    /// Why the probes failed, when none worked.
    var cause: String
    /// The probe of the first round that changed what the user sees, if one did.
    var worked: Touch.Motion? = nil
    /// Whether ``worked`` is the first of the probes' list: then it was the last probe run.
    var workedFirst = false
  }

  /// Delivers every probe the app offers to copies of `model`. A probe that changes hidden state
  /// but nothing visible (a binding toggled, a present dropped) is followed by a second round,
  /// as a user who taps again would.
  package static func probe(_ model: NavigationModel) -> Probing {
    var model = model
    var buffers = ProbeBuffers(model)
    return probe(&model, using: &buffers)
  }

  /// ``probe(_:)`` in `buffers`; `model` is only read.
  static func probe(_ model: inout NavigationModel, using buffers: inout ProbeBuffers) -> Probing {
    switch working(&model, using: &buffers, collect: Probe.collect) {
    case .first(let motion, let index):
      Probing(works: true, cause: "", worked: motion, workedFirst: index == 0)
    case .second: Probing(works: true, cause: "")
    case .none: Probing(works: false, cause: summarize(buffers.outcomes, in: model))
    }
  }

  /// Which round of probes changed what the user sees, if one did.
  private enum Working {
    /// None did.
    case none
    /// This probe of the first round did, the `index`th of the list.
    case first(Touch.Motion, index: Int)
    /// A probe of the second round did (after one of the first that changed hidden state).
    case second
  }

  /// Runs the probes `collect` lists for `model`, each on a copy, until one changes what the
  /// user sees; then, if none did, the second round from the copies whose hidden state the
  /// first changed. When none works, `buffers.outcomes` holds the first round's, in the list's
  /// order.
  ///
  /// The visible touchables are tried before the hidden ones (a hidden back button at a root,
  /// say), which seldom work: whether some probe works does not depend on the order, since
  /// every one runs when none does.
  private static func working(
    _ model: inout NavigationModel, using buffers: inout ProbeBuffers,
    collect: (inout NavigationModel, inout [Touchable]) -> Void
  ) -> Working {
    let before = model.observation.detailView
    // Behind a medium undimmed sheet the screen stays in view and live: a probe that changes it
    // changes what the user sees, though not the sheet.
    let behind = model.liveBackground()
    let hold = model.setup.profile.hold
    buffers.outcomes.removeAll(keepingCapacity: true)
    // Moved out for the round (an empty array costs nothing), so that a model of it and the
    // probe's model are two variables; moved back, buffers and all, when it ends.
    var hidden = buffers.hidden
    buffers.hidden = []
    defer { buffers.hidden = hidden }
    var hiddenCount = 0
    collect(&model, &buffers.list)
    var anyHidden = false
    for pass in 0..<2 {
      for i in buffers.list.indices where buffers.list[i].visible == (pass == 0) {
        let touchable = buffers.list[i]
        let motion = Probe.motion(touchable, hold: hold)
        let disposition = Probe.run(motion, on: &model, in: &buffers.after)
        if buffers.after.observation.detailView != before
          || (behind != nil && buffers.after.liveBackground() != behind)
        {
          return .first(motion, index: i)
        }
        if buffers.after.state != model.state {
          if hiddenCount < hidden.count {
            hidden[hiddenCount].assign(from: &buffers.after)
          } else {
            hidden.append(buffers.after)
          }
          hiddenCount += 1
        }
        buffers.outcomes.append((touchable, disposition))
        anyHidden = anyHidden || pass == 1
      }
    }
    if anyHidden { restoreListOrder(&buffers) }
    for j in 0..<hiddenCount {
      collect(&hidden[j], &buffers.list)
      for i in buffers.list.indices {
        Probe.run(Probe.motion(buffers.list[i], hold: hold), on: &hidden[j], in: &buffers.after)
        if buffers.after.observation.detailView != before
          || (behind != nil && buffers.after.liveBackground() != behind)
        {
          return .second
        }
      }
    }
    return .none
  }

  /// Puts `buffers.outcomes`, the visible touchables' then the hidden ones', back in the order
  /// of `buffers.list`.
  private static func restoreListOrder(_ buffers: inout ProbeBuffers) {
    var ordered = buffers.ordered
    buffers.ordered = []
    ordered.removeAll(keepingCapacity: true)
    var visible = 0
    var hidden = buffers.list.reduce(0) { $1.visible ? $0 + 1 : $0 }
    for touchable in buffers.list {
      if touchable.visible {
        ordered.append(buffers.outcomes[visible])
        visible += 1
      } else {
        ordered.append(buffers.outcomes[hidden])
        hidden += 1
      }
    }
    swap(&buffers.outcomes, &ordered)
    buffers.ordered = ordered
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
    Probe.awaitMark(&rotated)
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
    var model = model
    return corruption(of: &model)
  }

  /// ``corruption(_:)``, reading `model` in place.
  static func corruption(of model: inout NavigationModel) -> String? {
    let visible = model.state.visibleRef
    if let cause = corruption(of: &model, visible) { return cause }
    let stacks = model.allStacks
    for i in stacks.indices where stacks[i] != visible {
      if let cause = corruption(of: &model, stacks[i]) { return cause }
    }
    return nil
  }

  /// The corruption of stack `c` of `model`, if its bar is out of step.
  private static func corruption(of model: inout NavigationModel, _ c: StackRef) -> String? {
    let inStep = model.state.readStack(c) { s in
      s.transition != .none || s.stack.count == 0
        || (s.barScreen == s.stack.top && Int(s.barDepth) == s.stack.count - 1)
    }
    if inStep { return nil }
    let state = model.state
    let s = state[c]
    let nested = state.rulesFired.has(.r9) ? " after a nested transition (R9)" : ""
    let depth = s.stack.count - 1
    let relation =
      Int(s.barDepth) < depth
      ? "a shallower bar" : Int(s.barDepth) > depth ? "a deeper bar" : "another screen's bar"
    let whose = c == state.visibleRef ? "" : " of \(model.stackName(c))"
    return "the bar\(whose) is out of step with the stack\(nested): it shows the bar of "
      + "\(model.name(s.barScreen)) over \(model.name(s.stack.top)) (\(relation))"
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
    _ model: inout NavigationModel, live: Touch.Motion? = nil, scratch: inout ProbeScratch
  ) -> (scope: String, cause: String)? {
    if let cause = stackIsDead(&model, live: live, using: &scratch.probing) {
      return describeDead(model, cause)
    }
    guard model.setup.tabRoots.count > 1, !model.coveredAbove(model.state.rootRef) else {
      return nil
    }
    let hold = model.setup.profile.hold
    for i in model.setup.tabRoots.indices where i != Int(model.state.window.selectedTab) {
      Probe.run(.tap(.tab(UInt8(i)), hold: hold), on: &model, in: &scratch.switched)
      guard Int(scratch.switched.state.window.selectedTab) == i,
        let cause = stackIsDead(&scratch.switched, using: &scratch.probing)
      else { continue }
      return describeDead(scratch.switched, cause)
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
  static func stackIsDead(
    _ model: inout NavigationModel, live: Touch.Motion? = nil, using buffers: inout ProbeBuffers
  ) -> String? {
    Probe.collectStack(&model, into: &buffers.list)
    guard !buffers.list.isEmpty else { return nil }
    // A probe of the stack's own that works: the rounds below would stop at it (or sooner).
    let hold = model.setup.profile.hold
    if let live, buffers.list.contains(where: { Probe.motion($0, hold: hold) == live }) {
      return nil
    }
    switch working(&model, using: &buffers, collect: Probe.collectStack) {
    case .first, .second: return nil
    case .none: return summarize(buffers.outcomes, in: model)
    }
  }

  /// Whether the model is at its home (MODEL.md §8): the root; in a split view, the primary
  /// column shown (the detail column's root with the primary hidden is not home).
  @inline(__always)
  static func isHome(_ model: NavigationModel) -> Bool {
    if model.setup.isSplit { return model.state.window.sidebarShown }
    return model.state.levels.isEmpty && model.state.root.stack.count == 1
      && model.state.root.transition == .none
  }

  /// How far from home a model is: each presentation level counts more than any stack depth.
  @inline(__always)
  static func homeDistance(_ model: NavigationModel) -> Int {
    model.state.levels.count * (ScreenStack.capacity + 1) + model.state.root.stack.count
  }

  /// Whether `model` is a step towards home from a model `depth` away (``homeDistance(_:)``):
  /// home, or nearer.
  @inline(__always)
  static func isCloser(_ model: NavigationModel, than depth: Int) -> Bool {
    isHome(model) || homeDistance(model) < depth
  }

  /// No sequence of at most ``deadEndDepth`` of the probes gets home — or, on a stack deeper
  /// than that budget, gets one step closer (a shallower committed stack) from every screen on
  /// the way back. (MODEL.md §8 counts only the 6 inputs; read literally, any stack more than
  /// seven screens deep would be a "dead end" although the back button works.) A rotation is not
  /// an in-app way back: it joins the search only with `rotating` (on iPad), which decides
  /// whether a dead end is recoverable by rotation, as for a lockup.
  package static func isDeadEnd(_ model: NavigationModel, rotating: Bool = false) -> Bool {
    var buffers = ProbeBuffers(model)
    return isDeadEnd(model, rotating: rotating, buffers: &buffers)
  }

  /// ``isDeadEnd(_:rotating:)`` with the probes run in `buffers`.
  /// - Parameter firstProbeRan: `buffers.after` holds `model` after the first probe of its
  ///   list (``Probe/collect(_:into:)``): the first the search's first round tries, so that when
  ///   it gets closer to home it is that round's answer, and need not run again.
  static func isDeadEnd(
    _ model: NavigationModel, rotating: Bool = false, firstProbeRan: Bool = false,
    buffers: inout ProbeBuffers
  ) -> Bool {
    var current = model
    var first = 0
    if firstProbeRan, !rotating, !isHome(current),
      isCloser(buffers.after, than: homeDistance(current))
    {
      current.assign(from: &buffers.after)
      first = 1
    }
    for _ in first...ScreenStack.capacity {
      if isHome(current) { return false }
      guard stepTowardsHome(&current, rotating: rotating, buffers: &buffers) else { return true }
    }
    return true
  }

  /// Breadth-first over at most ``deadEndDepth`` probes: makes `model` the first state reached
  /// that is home or has a shallower committed stack than it, if any.
  /// - Returns: whether one was reached (else `model` is as it was).
  static func stepTowardsHome(
    _ model: inout NavigationModel, rotating: Bool, buffers: inout ProbeBuffers
  ) -> Bool {
    let depth = homeDistance(model)
    let hold = model.setup.profile.hold
    let rotates = rotating && model.setup.isPad
    /// The `i`th probe of the list collected last (the rotation after the list's).
    func motion(_ i: Int, _ list: [Touchable]) -> Touch.Motion {
      i < list.count ? Probe.motion(list[i], hold: hold) : Probe.rotation.motion
    }
    // The first round alone (most states get closer with one probe, mostly the first): the
    // set of states seen is built only when the search goes on.
    var next: [NavigationModel] = []
    Probe.collect(&model, into: &buffers.list)
    for i in 0..<buffers.list.count + (rotates ? 1 : 0) {
      Probe.run(motion(i, buffers.list), on: &model, in: &buffers.after)
      if isCloser(buffers.after, than: depth) {
        model.assign(from: &buffers.after)
        return true
      }
      next.append(buffers.after)
    }
    var seen: Set<UInt64> = [model.state.fingerprint]
    var frontier: [NavigationModel] = []
    for after in next where seen.insert(after.state.fingerprint).inserted { frontier.append(after) }
    for _ in 1..<deadEndDepth {
      if frontier.isEmpty { break }
      next.removeAll(keepingCapacity: true)
      for f in frontier.indices {
        Probe.collect(&frontier[f], into: &buffers.list)
        for i in 0..<buffers.list.count + (rotates ? 1 : 0) {
          Probe.run(motion(i, buffers.list), on: &frontier[f], in: &buffers.after)
          if isCloser(buffers.after, than: depth) {
            model.assign(from: &buffers.after)
            return true
          }
          if seen.insert(buffers.after.state.fingerprint).inserted { next.append(buffers.after) }
        }
      }
      swap(&frontier, &next)
    }
    return false
  }

  /// Informational: the configuration has no working swipe-back. From a screen pushed on the
  /// root, each swipe a person can use to go back is probed, a full stroke from a settled
  /// screen: the edge swipe, and where the profile has one the content swipe (R24). The cost is
  /// there only when none of them pops the screen.
  public static func lostSwipe(_ configuration: Configuration) -> Finding? {
    let screens = configuration.app.screens
    guard screens.count > 1 else { return nil }
    let pushed = screens[0].links.first ?? 1
    var config = configuration
    config.start = [0, pushed]
    let start = NavigationModel(config)
    var kinds: [GestureKind] = [.swipeBack]
    if config.profile.contentSwipe { kinds.append(.contentSwipe) }
    var tried: [(gesture: String, disposition: String)] = []
    for kind in kinds {
      let probe = Probe(name: kind.keyword, motion: Probe.stroke(kind))
      let (after, disposition) = probe.run(on: start)
      guard after.state.root.stack.count > 1 else { return nil }
      tried.append((kind.keyword, "\(disposition)"))
    }
    let name = start.name(pushed)
    let cause =
      tried.count == 1
      ? "a full \(tried[0].gesture) on \(name) does not pop it (\(tried[0].disposition))"
      : "no full swipe pops \(name): "
        + tried.map { "\($0.gesture) (\($0.disposition))" }.joined(separator: ", ")
    return Finding(kind: .lostSwipe, time: .zero, rules: [], cause: cause)
  }
}
