import NavSimCore

/// The app's own inputs in a run: what a deep link, a timer or a router changes.
extension InputGenerator {
  /// An app event: push a screen the visible one links to (or any), pop, pop to root, dismiss
  /// the sheet, in a split view show or hide the primary column, and in a tab app select a tab
  /// or change a tab's own path (``AppAction/inTab(_:_:)``).
  mutating func appInput(_ model: inout NavigationModel) -> Input {
    if let allowed = options.appActions, !allowed.isEmpty {
      return .app(allowed[rng.nextIndex(allowed.count)])
    }
    let setup = model.setup
    // The split view's and the tree's actions join the draw only for an app that has them.
    let split: UInt64 = setup.isSplit ? 2 : 0
    let tree: UInt64 = setup.hasTreeItems ? 2 : 0
    let r = rng.nextBounded(4 + split + tree)
    if r >= 4 + split {
      if r == 4 + split {
        let contents = setup.presentedScreens
        guard !contents.isEmpty else { return .app(.dismissSheet) }
        return .app(.present(contents[rng.nextIndex(contents.count)]))
      }
      let tab = UInt8(truncatingIfNeeded: rng.nextIndex(setup.tabRoots.count))
      guard setup.tabRoots.count > 1, rng.nextBool() else { return .app(.select(tab)) }
      return .app(.inTab(tab, tabChange(model, tab: tab)))
    }
    switch r {
    case 0:
      let top = Int(model.state.stack.top)
      let links = top < setup.links.count ? setup.links[top] : []
      if !links.isEmpty && rng.chance(0.8) { return .app(.push(links[rng.nextIndex(links.count)])) }
      if options.appPushesLinkedOnly {
        let linked = Self.linkedScreens(setup.links)
        guard !linked.isEmpty else { return .app(.pop) }
        return .app(.push(linked[rng.nextIndex(linked.count)]))
      }
      return .app(.push(ScreenID(truncatingIfNeeded: rng.nextIndex(setup.links.count))))
    case 1: return .app(.pop)
    case 2: return .app(.popToRoot)
    case 4: return .app(.showPrimary)
    case 5: return .app(.hidePrimary)
    default: return .app(.dismissSheet)
    }
  }

  /// A change a router makes to tab `tab`'s path, selected or not: a push of a screen its top
  /// links to (or any linked one), a pop, or a pop to the root.
  private mutating func tabChange(_ model: NavigationModel, tab: UInt8) -> TabPathChange {
    let setup = model.setup
    switch rng.nextBounded(4) {
    case 2: return .pop
    case 3: return .popToRoot
    default:
      let top = Int(model.state[.tab(Int(tab))].path.top)
      let links = top < setup.links.count ? setup.links[top] : []
      if !links.isEmpty { return .push(links[rng.nextIndex(links.count)]) }
      let linked = Self.linkedScreens(setup.links)
      guard !linked.isEmpty else { return .pop }
      return .push(linked[rng.nextIndex(linked.count)])
    }
  }

  /// The screens some screen links to, in screen order.
  static func linkedScreens(_ links: [[ScreenID]]) -> [ScreenID] {
    var linked = [Bool](repeating: false, count: links.count)
    for list in links {
      for screen in list where Int(screen) < linked.count { linked[Int(screen)] = true }
    }
    return linked.indices.filter { linked[$0] }.map { ScreenID(truncatingIfNeeded: $0) }
  }
}
