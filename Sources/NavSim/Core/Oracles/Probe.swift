/// An input a user might try on a quiescent screen, and the oracles' way of trying it.
public struct Probe: Hashable, Sendable, CustomStringConvertible {
  /// The probe's name in reports (`back`, `link detail`, `swipe-back`).
  public var name: String
  /// The first input of the probe (a tap, or a gesture's `begin`).
  package var input: Input
  /// The gesture a probe drives, if it is one.
  package var gesture: GestureKind?

  /// The text a user reads.
  public var description: String { name }

  /// The probes the app offers in `model`'s situation (MODEL.md §8): tap back, each visible
  /// link, "Show Sheet", close the sheet, custom back, the sidebar toggle, a full swipe-back
  /// and a full pull-down; on `ios26` a full content swipe, and on a zoomed screen from
  /// `ios18` on a full zoom dismiss (MODEL.md §11).
  package static func menu(for model: NavigationModel) -> [Probe] {
    let setup = model.setup
    let state = model.state
    var probes: [Probe] = []
    if setup.systemBackButton { probes.append(Probe(name: "back", input: .tap(.back))) }
    if setup.customBackZone != nil {
      probes.append(Probe(name: "custom-back", input: .tap(.customBack)))
    }
    let top = Int(state.stack.top)
    if top < setup.links.count {
      for link in setup.links[top] {
        probes.append(Probe(name: "link \(model.name(link))", input: .tap(.link(link))))
      }
    }
    if top < setup.hasSheet.count && setup.hasSheet[top] {
      probes.append(Probe(name: "show-sheet", input: .tap(.showSheet)))
    }
    if state.presentation.isShown {
      probes.append(Probe(name: "close-sheet", input: .tap(.closeSheet)))
      probes.append(Probe(name: "pull-down", input: .dragSheet(.begin), gesture: .dragSheet))
    }
    if setup.isSplit {
      probes.append(Probe(name: "sidebar-toggle", input: .tap(.sidebarToggle)))
    }
    probes.append(Probe(name: "swipe-back", input: .swipeBack(.begin), gesture: .swipeBack))
    // Only where the profile has them (MODEL.md §11): the content swipe on ios26 (the hand can
    // make it even where the app disabled it), the zoom dismiss on a zoomed screen.
    if setup.profile.contentSwipe {
      probes.append(
        Probe(name: "content-swipe", input: .contentSwipe(.begin), gesture: .contentSwipe))
    }
    if state.stack.count > 1 && top < setup.zoomDismissible.count && setup.zoomDismissible[top] {
      probes.append(
        Probe(name: "zoom-dismiss", input: .zoomDismiss(.begin), gesture: .zoomDismiss))
    }
    return probes
  }

  /// How long after its last input a probe may take to settle before it counts as hung.
  static let settleLimit: Int64 = 10_000_000

  /// Runs the probe on a copy of `model` to quiescence.
  /// - Returns: the model after the probe and what happened to the probe's first input.
  func run(on model: NavigationModel) -> (model: NavigationModel, disposition: Disposition) {
    var copy = model
    copy.trace = nil
    let start = copy.now
    let disposition: Disposition
    if let gesture {
      // A full gesture: 1.0 over 200ms, velocity 1000 (MODEL.md §8).
      let steps = TimedInput.stroke(
        gesture, progress: 1, over: .milliseconds(200), velocity: 1000, start: start,
        frames: copy.setup.frames, extent: 1)
      disposition = copy.apply(steps[0].input)
      for step in steps.dropFirst() {
        copy.advance(to: step.time)
        copy.apply(step.input)
      }
    } else {
      disposition = copy.apply(input)
    }
    _ = copy.runUntilQuiescent(limit: copy.now + VirtualDuration(microseconds: Self.settleLimit))
    return (copy, disposition)
  }
}
