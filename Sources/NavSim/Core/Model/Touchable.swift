/// One thing a user can touch on a given model state: the single list that the probes, the
/// fuzzer and the explorer filter (each for its own purpose) instead of keeping three menus.
public struct Touchable: Hashable, Sendable {
  /// What a finger does with it.
  public enum Kind: Hashable, Sendable {
    /// A control, tapped.
    case tap(TapTarget)
    /// A pan recogniser, dragged.
    case gesture(GestureKind)
  }

  /// The control or recogniser.
  public var kind: Kind
  /// Whether it is on screen and reachable now (MODEL.md §4: the sheet's controls while it
  /// covers the screen, else the bar, the content and the left edge); the probes try the app's
  /// every control whatever it shows, the fuzzer and the explorer mostly what is visible.
  public var visible: Bool

  /// The probe's name in reports (`back`, `link detail`, `swipe-back`).
  func name(_ model: NavigationModel) -> String {
    switch kind {
    case .tap(let target):
      let roots = model.setup.tabRoots
      return target.name(
        screen: model.name, tab: { model.name(Int($0) < roots.count ? roots[Int($0)] : 0) })
    case .gesture(let kind): return kind.targetName
    }
  }
}

extension TapTarget {
  /// The target as a scenario file's `tap` line names it (`back`, `link detail`, `sheet
  /// editor`, `tab feed`): the probes' names and the travel messages' (one spelling).
  /// - Parameters:
  ///   - screen: a screen's name.
  ///   - tab: a tab's name, by index.
  func name(screen: (ScreenID) -> String, tab: (UInt8) -> String) -> String {
    switch self {
    case .back: "back"
    case .customBack: "custom-back"
    case .link(let s): "link \(screen(s))"
    case .showSheet: "show-sheet"
    case .closeSheet: "close-sheet"
    case .sidebarToggle: "sidebar-toggle"
    case .present(let key): key.kind.keyword + (key.content.map { " \(screen($0))" } ?? "")
    case .ok: "ok"
    case .cancel: "cancel"
    case .tab(let i): "tab \(tab(i))"
    }
  }
}

extension NavigationModel {
  /// Everything the app offers a finger in this state, in a fixed order: back, custom back,
  /// the visible screen's links, "Show Sheet", the sheet's close button and pull-down (while a
  /// sheet is shown), the sidebar toggle (split view), the edge swipe; on `ios26` the content
  /// swipe (the hand can make it even where the app disabled its recogniser), and from `ios18`
  /// on a zoomed pushed screen the zoom dismiss and the rightward pan that is its sideways form
  /// (MODEL.md §11).
  public var touchables: [Touchable] {
    var out: [Touchable] = []
    out.reserveCapacity(8)
    appendTouchables(to: &out)
    return out
  }

  /// Appends ``touchables`` to `out` (no allocation when `out` has room).
  package func appendTouchables(to out: inout [Touchable]) {
    var model = self
    model.collectTouchables(into: &out)
  }

  /// Appends the ``touchables`` of `model` to `out`, reading the model in place: the fuzzer
  /// and the explorer ask on every action, and a method called on the live model copies it
  /// first (a `memcpy` per call), where a mutating one is passed it by reference.
  package static func appendTouchables(of model: inout NavigationModel, to out: inout [Touchable]) {
    model.collectTouchables(into: &out)
  }

  // The ones below are mutating only so that `self` is passed by reference: they change
  // nothing.

  private mutating func collectTouchables(into out: inout [Touchable]) {
    let edge = edgeStack
    let covered = coveredAbove(edge)
    let (barDepth, count) = state.readStack(edge) { ($0.barDepth, $0.stack.count) }
    if setup.systemBackButton {
      out.append(Touchable(kind: .tap(.back), visible: !covered && barDepth > 0))
    }
    if setup.customBackZone != nil {
      out.append(Touchable(kind: .tap(.customBack), visible: !covered && count > 1))
    }
    appendContentTouchables(to: &out)
    if let k = topLevelShown, let item = presentationItem(level: k) {
      out.append(
        Touchable(kind: .tap(item.kind.dismissControl), visible: state.levelPhase(k).coversScreen))
    }
    appendGestures(onSheet: true, edge: edge, covered: covered, to: &out)
    if setup.isSplit {
      out.append(Touchable(kind: .tap(.sidebarToggle), visible: !coveredAbove(.tab(0))))
    }
    if setup.tabRoots.count > 1 {
      let tabBar = !coveredAbove(state.rootRef)
      for i in setup.tabRoots.indices {
        out.append(Touchable(kind: .tap(.tab(UInt8(i))), visible: tabBar))
      }
    }
    appendGestures(onSheet: false, edge: edge, covered: covered, to: &out)
  }

  /// The gestures the app offers (``GestureKind/offer(_:_:_:)``), in the table's order: those
  /// on the top presentation (`onSheet`) or those on the screen.
  private mutating func appendGestures(
    onSheet: Bool, edge: StackRef, covered: Bool, to out: inout [Touchable]
  ) {
    // By raw value: the kinds' array (a global) is retained and released at every read.
    var raw: UInt8 = 0
    while let kind = GestureKind(rawValue: raw) {
      raw += 1
      guard kind.traits.onSheet == onSheet, let visible = kind.offer(&self, edge, covered)
      else { continue }
      out.append(Touchable(kind: .gesture(kind), visible: visible))
    }
  }

  /// The links and presentation buttons of the screens whose content the user sees.
  private mutating func appendContentTouchables(to out: inout [Touchable]) {
    if state.levels.isEmpty {
      appendScreenTouchables(of: state.rootRef, visible: true, to: &out)
      return
    }
    let stacks = contentStacks
    // By index: an enumeration or a slice of the list goes through unspecialised generic code.
    for i in stacks.indices {
      let c = stacks[i]
      let (count, top) = state.readStack(c) { ($0.stack.count, $0.stack.top) }
      guard count > 0 else { continue }
      // A screen seen twice (the same screen behind a medium sheet) offers its controls once.
      var seen = false
      for j in 0..<i where state.readStack(stacks[j], { $0.stack.top }) == top {
        seen = true
        break
      }
      if seen { continue }
      appendScreenTouchables(of: c, visible: !coveredAbove(c), to: &out)
    }
  }

  /// The links and presentation buttons of the top screen of stack `c`.
  private mutating func appendScreenTouchables(
    of c: StackRef, visible: Bool, to out: inout [Touchable]
  ) {
    let (count, top) = state.readStack(c) { ($0.stack.count, Int($0.stack.top)) }
    guard count > 0 else { return }
    if top < setup.links.count {
      for link in setup.links[top] {
        out.append(Touchable(kind: .tap(.link(link)), visible: visible))
      }
    }
    if top < setup.presentations.count {
      for item in setup.presentations[top] {
        let target: TapTarget = item == .textSheet ? .showSheet : .present(item.key)
        out.append(Touchable(kind: .tap(target), visible: visible))
      }
    }
  }

  /// The top presentation level still on screen in any phase (its controls exist while it
  /// animates out, though they take no touches then).
  @inline(__always)
  var topLevelShown: Int? {
    var k = state.levels.count
    while k >= 1 {
      if state.levelPhase(k).isShown { return k }
      k -= 1
    }
    return nil
  }
}
