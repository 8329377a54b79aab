/// The decisions of the lockup check.
public enum LockupCheck {
  /// The next probe to make on `screen`, after `outcomes`; `nil` when the verdict is reached.
  ///
  /// First the visible container's probes (those whose controls are on screen), one after the
  /// other until one responds; when none does, the window's own controls (the tab bar), until
  /// one responds. Each probe is tried at most once per container.
  public static func next(
    _ candidates: [ProbeCandidate], after outcomes: [ProbeOutcome], on screen: ObservedScreen
  ) -> ProbeCandidate? {
    let container = screen.container
    func tried(_ c: ProbeCandidate, in name: String) -> Bool {
      outcomes.contains { $0.name == c.name && $0.container == name }
    }
    func applies(_ c: ProbeCandidate) -> Bool { c.needs.contains { screen.controls.contains($0) } }
    if outcomes.contains(where: { $0.responded }) { return nil }
    if let probe = candidates.first(where: {
      !$0.window && applies($0) && !tried($0, in: container)
    }) {
      return probe
    }
    return candidates.first { $0.window && applies($0) && !tried($0, in: "window") }
  }

  /// The container `candidate` is judged for on `screen`.
  public static func container(of candidate: ProbeCandidate, on screen: ObservedScreen) -> String {
    candidate.window ? "window" : screen.container
  }

  /// Whether a probe responded: the tree after it (settled) differs from the tree before.
  public static func responded(before: ScreenTree, after: ScreenTree) -> Bool {
    after.differs(from: before)
  }

  /// The verdict on `outcomes`, per container.
  public static func verdict(_ outcomes: [ProbeOutcome]) -> LockupVerdict {
    var containers: [ContainerVerdict] = []
    for outcome in outcomes {
      if let i = containers.firstIndex(where: { $0.container == outcome.container }) {
        containers[i].probes.append(outcome.name)
        containers[i].responded = containers[i].responded || outcome.responded
      } else {
        containers.append(
          ContainerVerdict(
            container: outcome.container, probes: [outcome.name], responded: outcome.responded))
      }
    }
    return LockupVerdict(containers: containers)
  }

  /// Runs the whole check: `read` reads the settled tree, `perform` makes a probe's touch.
  /// The UI test calls this; the tests call it with recorded trees.
  public static func run(
    _ candidates: [ProbeCandidate], limit: Int = 64, read: () -> ScreenTree,
    perform: (ProbeCandidate.Motion) -> Void
  ) -> (outcomes: [ProbeOutcome], verdict: LockupVerdict) {
    var outcomes: [ProbeOutcome] = []
    var before = read()
    while outcomes.count < limit {
      let screen = ObservedScreen(before)
      guard let probe = next(candidates, after: outcomes, on: screen) else { break }
      perform(probe.motion(on: screen))
      let after = read()
      outcomes.append(
        ProbeOutcome(
          name: probe.name, container: container(of: probe, on: screen),
          responded: responded(before: before, after: after)))
      before = after
    }
    return (outcomes, verdict(outcomes))
  }
}
