import NavSimCore

/// The graph the reader's calls make: items on the screens they are called for, roots, and the
/// calls it could not trace with the reason.
extension CoordinatorReader {
  /// The graph of the collected calls, once ``propagate()`` has run.
  func graph() -> CoordinatorGraph {
    var graph = CoordinatorGraph()
    var rootNames: Set<String> = []
    // In source order: the items of a screen, and the roots, as they are written.
    let ordered = calls.sorted { (units[$0.unit].file, $0.dot) < (units[$1.unit].file, $1.dot) }
    for call in ordered {
      let unit = units[call.unit]
      let member = unit.function
      let file = files[unit.file]
      let at = file.location(ofCode: call.dot)
      if file.isWord(call.dot + 3, "nil") {
        // `setSheetCoordinator(nil)`: a dismissal, nothing shown.
        graph.read.insert(at)
        continue
      }
      switch call.verb.effect {
      case .unread:
        continue
      case .root:
        if onAStackMadeThere(call) {
          // A stack made here: its root is what the presentation of the stack shows.
          graph.read.insert(at)
          continue
        }
        let given = forwardingCalls(of: call).compactMap {
          shown(byCallAt: $0.dot, in: units[$0.unit].function)
        }
        let traced = (shown(byCallAt: call.dot, in: member).map { [$0] } ?? []) + given
        guard !traced.isEmpty else {
          graph.untraced.append((at, "the coordinator it is given is not traced to a screen"))
          continue
        }
        graph.read.insert(at)
        for view in traced.flatMap(\.views) where rootNames.insert(view).inserted {
          graph.roots.append((view, at))
        }
      case .push, .present:
        guard let shown = shown(byCallAt: call.dot, in: member) else {
          if forwarded(call, at: at, into: &graph) { continue }
          graph.untraced.append((at, "the coordinator it is given is not traced to a screen"))
          continue
        }
        guard !presenters[call.unit].isEmpty else {
          graph.untraced.append(
            (
              at,
              "it shows \(shown.views.joined(separator: " or ")), but no screen's actions are traced to it, so the screen it "
                + "is shown from is not known"
            ))
          continue
        }
        graph.read.insert(at)
        for view in shown.views {
          let item = self.item(call.verb.effect, view: view, stack: shown.stack, at: at)
          for screen in presenters[call.unit].sorted() {
            graph.items[screen, default: []].append(item)
          }
        }
        noteGuesses(of: call.unit, at: at, into: &graph)
      }
    }
    if !graph.read.isEmpty { graph.mechanismSites = mechanismSites() }
    return graph
  }

  /// Records, for each screen unit `u` runs for only through guesses (every fact of that screen
  /// carries one), what a warning at `at` there says.
  func noteGuesses(of u: Int, at: SourceLocation, into graph: inout CoordinatorGraph) {
    guard u < facts.count else { return }
    var guesses: [String: [String]] = [:]
    var sure: Set<String> = []
    for fact in facts[u] {
      if let through = fact.through {
        guesses[fact.screen, default: []].append(through)
      } else {
        sure.insert(fact.screen)
      }
    }
    for (screen, said) in guesses where !sure.contains(screen) {
      graph.guesses[screen, default: [:]][at] = said.min()
    }
  }

  /// The presentation sites written in the views the container coordinators show.
  func mechanismSites() -> Set<SourceLocation> {
    var sites: Set<SourceLocation> = []
    let words = Set(PresentationKind.modifiers)
    for container in containers.sorted() {
      for member in functions[container] ?? [] where member.returnsView && member.name != "body" {
        for view in shownViews(in: member) {
          for declaration in declarations[view] ?? [] {
            let file = files[declaration.file]
            var k = declaration.open + 1
            while k + 2 < declaration.close {
              if file.isPunctuation(k, ASCII.dot), file.isPunctuation(k + 2, ASCII.openParen),
                words.contains(file.text(k + 1))
              {
                sites.insert(file.location(ofCode: k))
              }
              k += 1
            }
          }
        }
      }
    }
    return sites
  }

  /// The link or presentation a call makes.
  func item(_ effect: CoordinatorVerb.Effect, view: String, stack: Bool, at: SourceLocation)
    -> ScreenContent.Item
  {
    var wrapping = ScreenContent.Wrapping(ScreenContent())
    wrapping.stack = stack
    if case .present(let kind) = effect {
      return .presentation(kind, item: false, popover: false, .type(view, at: at), wrapping, at: at)
    }
    return .link(.type(view, at: at), wrapping, at: at)
  }

  /// A push or presentation of a helper's parameter (``forwardingCalls(of:)``): what each call
  /// of the helper gives it, on that call's screens, into `graph`; `false` when no call's
  /// value is traced to a screen.
  func forwarded(_ call: Call, at: SourceLocation, into graph: inout CoordinatorGraph) -> Bool {
    var traced = false
    for caller in forwardingCalls(of: call) {
      guard let shown = shown(byCallAt: caller.dot, in: units[caller.unit].function),
        !presenters[caller.unit].isEmpty
      else { continue }
      traced = true
      for view in shown.views {
        let item = self.item(call.verb.effect, view: view, stack: shown.stack, at: at)
        for screen in presenters[caller.unit].sorted() {
          graph.items[screen, default: []].append(item)
        }
      }
      noteGuesses(of: caller.unit, at: at, into: &graph)
    }
    if traced { graph.read.insert(at) }
    return traced
  }
}
