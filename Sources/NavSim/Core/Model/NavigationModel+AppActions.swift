/// The app's own actions (a push, a pop, a presentation, a tab selection, …) and the seed's
/// "Show Sheet" button.
extension NavigationModel {
  mutating func appAction(_ action: AppAction) -> Disposition {
    let c = appStack
    switch action {
    case .push(let screen): return changePath(c, .push(screen))
    case .pop: return changePath(c, .pop)
    case .popToRoot: return changePath(c, .popToRoot)
    case .inTab(let tab, let change):
      guard setup.tabRoots.count > 1, Int(tab) < setup.tabRoots.count else {
        return .nothingThere
      }
      return changePath(.tab(Int(tab)), change)
    case .dismissSheet:
      if let k = state.levels.lastIndex(where: { $0.phase != .none }).map({ $0 + 1 }) {
        let level = state.levels[k - 1]
        let presenter = state.presenterRef(ofLevel: k)
        guard bindingIsSet(presenter, depth: Int(level.presenterDepth), item: Int(level.item))
        else { return .nothingThere }
        dismissLevel(k)
      } else {
        // A binding set whose present has not happened (dropped, waiting).
        guard let (ref, depth, item) = firstSetBinding() else { return .nothingThere }
        setBinding(false, ref, depth: depth, item: item)
      }
    case .present(let screen):
      return appPresent(screen)
    case .select(let index):
      return selectTab(Int(index), byTap: false)
    case .showPrimary, .hidePrimary:
      return splitAppAction(action)
    }
    return .acted
  }

  /// The app changes stack `c`'s path; UIKit sees it at the next render pass (on a tab that is
  /// not selected, R29's off-window rule, ``applyPath(_:)``).
  mutating func changePath(_ c: StackRef, _ change: TabPathChange) -> Disposition {
    switch change {
    case .push(let screen):
      guard Int(screen) < setup.links.count, !state[c].path.isFull, state[c].navigable else {
        return .nothingThere
      }
      state[c].path.push(screen)
    case .pop:
      guard state[c].path.count > 1 else { return .nothingThere }
      state[c].path.pop()
    case .popToRoot:
      guard state[c].path.count > 1 else { return .nothingThere }
      state[c].path = state[c].path.prefix(1)
    }
    requestPathChange(c)
    return .acted
  }

  /// The stack app actions change: the one the user sees (its content's own stack if the top
  /// presentation has one).
  var appStack: StackRef { state.visibleRef }

  /// A set binding of the top screen of the stack app actions change: (stack, depth, item).
  func firstSetBinding() -> (StackRef, Int, Int)? {
    let c = appStack
    let d = state[c].stack.count - 1
    guard d >= 0 else { return nil }
    let bits = state[c].bindings[d]
    return bits == 0 ? nil : (c, d, bits.trailingZeroBitCount)
  }

  /// `app present X`: the app sets the binding of the presentation that shows `X`, on the
  /// highest screen of the visible stacks that declares one (a deep link, a router).
  mutating func appPresent(_ screen: ScreenID) -> Disposition {
    var refs = [state.rootRef]
    for k in 0..<state.levels.count { refs.append(.level(k + 1)) }
    for c in refs.reversed() {
      let s = state[c]
      var d = s.stack.count - 1
      while d >= 0 {
        let id = Int(s.stack[d])
        if id < setup.presentations.count,
          let item = setup.presentations[id].firstIndex(where: { $0.content == screen })
        {
          if setup.presentations[id][item].isItem && bindingIsSet(c, depth: d, item: item),
            let k = levelShowing(from: c, depth: d, item: item)
          {
            // R28 item replaced [E]: a new item while the sheet is up dismisses it and presents
            // it again.
            state.levels[k - 1].replacing = true
            fire(.r28)
            note(.sheet, .r28) { m in "item replaced: the sheet is dismissed and presented again" }
            state.window.pendingBinding = true
            requestRender(.binding)
            return .acted
          }
          setBinding(true, c, depth: d, item: item)
          return .acted
        }
        d -= 1
      }
    }
    return .nothingThere
  }

  /// The level presented from stack `c`'s screen at `depth` by `item`, if it is up.
  func levelShowing(from c: StackRef, depth: Int, item: Int) -> Int? {
    let k = c.isTab ? 1 : c.level + 1
    guard k <= state.levels.count else { return nil }
    let level = state.levels[k - 1]
    guard state.presenterRef(ofLevel: k) == c, Int(level.presenterDepth) == depth,
      Int(level.item) == item, level.phase != .none
    else { return nil }
    return k
  }

  /// `dismiss()` called from a pushed screen of stack `c`: SwiftUI pops it at the next frame.
  mutating func dismissFromScreen(_ c: StackRef) {
    let s = state[c]
    guard !s.pathDirty || s.path.count > 1 else { return }
    if s.path.count > 1 { state[c].path.pop() }
    requestPathChange(c)
  }

  /// The seed's "Show Sheet" action: `disable(true); popUp.toggle()` (R15 keeps the toggle);
  /// the mask's `disable(true)` belongs to the buttons of sheets and covers, whose `onDismiss`
  /// undoes it (docs/MODEL.md §3.1), not to an alert's or a dialog's. A screen declared
  /// `button set` (or every screen that does not say, under `buttonToggles=0`) does
  /// `popUp = true` instead: a binding already true is left as it is, and SwiftUI sees no
  /// change.
  mutating func showSheetAction(_ c: StackRef, depth: Int, item: Int) {
    let screen = Int(state[c].stack[depth])
    if setup.maskMode != .off {
      if screen < setup.presentations.count, item < setup.presentations[screen].count,
        setup.presentations[screen][item].kind.hasContent
          || setup.presentations[screen][item] == .textSheet
      {
        disable(true)
      }
    }
    let isSet = bindingIsSet(c, depth: depth, item: item)
    let toggles =
      screen < setup.buttonToggles.count ? setup.buttonToggles[screen] : true
    if toggles || !isSet {
      setBinding(!isSet, c, depth: depth, item: item)
    } else {
      note(.sheet, nil) { m in "popUp = true: the binding is already true; nothing changes" }
    }
  }
}
