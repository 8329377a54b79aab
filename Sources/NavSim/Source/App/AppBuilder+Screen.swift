import NavSimCore
import NavSimScenario

/// A screen of the app from its view's content: its links and presentations, each with the
/// places it is written, and the facts of each presentation joined with its screen's.
extension AppBuilder {
  /// The screen `name` with its items.
  mutating func screen(_ name: String, key: Key, content: ScreenContent) -> ScannedApp.Screen {
    let fallback = content.items.first.map { location(of: $0) } ?? unknownLocation
    var screen = ScannedApp.Screen(name: name, location: location(of: key, fallback: fallback))
    var items: [ScannedApp.Item] = []
    func add(_ kind: ScannedApp.Kind, _ site: SourceLocation) {
      var i = items.firstIndex { $0.kind == kind } ?? items.count
      if i == items.count, case .presentation(let p) = kind, p.content != nil,
        let same = items.firstIndex(where: {
          guard case .presentation(let q) = $0.kind else { return false }
          return q.kind == p.kind && q.content == p.content
        }), case .presentation(var merged) = items[same].kind
      {
        // One view shown by two presentations of a kind (a create sheet and an edit sheet):
        // one item with both places, as a scenario names a presentation by its content.
        merged.ownStack = merged.ownStack || p.ownStack
        merged.isItem = merged.isItem || p.isItem
        items[same].kind = .presentation(merged)
        i = same
      }
      if i == items.count { items.append(ScannedApp.Item(kind, sites: [])) }
      if !items[i].sites.contains(site) { items[i].sites.append(site) }
      if let call = content.via[site], !items[i].via.contains(call) { items[i].via.append(call) }
    }
    var plainSheet = false
    for item in content.items {
      switch item {
      case .link(let destination, let wrapping, let at):
        for target in names(for: destination, parent: name, kind: "link", at: at) {
          add(.link(target), at)
          if wrapping.zoom { zoomed.insert(target) }
        }
      case .valueLink, .packageRoute:
        for (destination, wrapping) in pushTargets(of: item) {
          for target in names(for: destination, parent: name, kind: "link", at: item.location) {
            add(.link(target), item.location)
            if wrapping.zoom { zoomed.insert(target) }
          }
        }
      case .message(let kind, let at): add(.presentation(ScannedApp.Presentation(kind)), at)
      case .presentation(let kind, let isItem, let popover, let destination, let wrapping, let at):
        // The seed's unnamed sheet: a plain sheet showing a leaf, once per screen.
        if case .leaf = destination, kind == PresentationItem.textSheet.kind, !isItem,
          wrapping.isPlain, !plainSheet
        {
          plainSheet = true
          add(.presentation(ScannedApp.Presentation(kind)), at)
          continue
        }
        for target in names(for: destination, parent: name, kind: kind.keyword, at: at) {
          let p = presentation(
            kind, of: target, isItem: isItem, wrapping: wrapping, at: at, popover: popover)
          add(.presentation(p), at)
        }
      }
    }
    // A screen holds at most `Screen.maximumPresentations` presentations (the scenario format's
    // limit): the app file keeps the first ones in source order (``ScannedApp/text(comments:)``)
    // and the others are noted here. Each is still judged: its focused app holds it alone.
    screen.items = items
    for item in screen.itemsPastLimit {
      notes.append(
        ScanDiagnostic(
          .note, at: item.sites.first ?? screen.location,
          "'\(item.text)' is left out of \(name) in the app file: a screen holds at most "
            + "\(Screen.maximumPresentations) presentations in a scenario (it is judged on its "
            + "own all the same)"
            + item.sites.dropFirst().map { "; also written at \($0)" }.joined()))
    }
    screen.zoom = content.zoom
    if let (style, site) = backButton(content) {
      screen.backButton = style
      screen.backButtonSite = site
    }
    return screen
  }

  /// The presentation of `kind` showing the screen `target`: the facts written around the
  /// presentation (`wrapping`) joined with those written in the screen itself (its own stack,
  /// its detents, no pull, no dimming). A `popover` is a sheet on iPhone, unless its content
  /// keeps it a popover (`.presentationCompactAdaptation(.popover)`): then a tap outside closes
  /// it and nothing pulls it down, a sheet that cannot be pulled (docs/SCAN.md).
  mutating func presentation(
    _ kind: PresentationKind, of target: String, isItem: Bool, wrapping: ScreenContent.Wrapping,
    at: SourceLocation, popover: Bool = false
  ) -> ScannedApp.Presentation {
    var facts = wrapping
    if let key = names.first(where: { $0.value == target })?.key {
      let inner = screenContent(of: key)
      facts.stack = facts.stack || inner.hostsStack
      facts.detents = facts.detents ?? inner.detents
      facts.noPull = facts.noPull || inner.noPull
      facts.undimmed = facts.undimmed || inner.undimmed
      facts.keptPopover = facts.keptPopover ?? inner.keptPopover
    }
    if popover, let keptAt = facts.keptPopover {
      facts.noPull = true
      noteOnce(
        ScanDiagnostic(
          .note, at: at,
          "a popover its content keeps a popover on iPhone (presentationCompactAdaptation at "
            + "\(keptAt)): a tap outside closes it and nothing pulls it down, so it is written "
            + "as a sheet that cannot be pulled (no-pull)"))
    } else if popover {
      noteOnce(
        ScanDiagnostic(
          .note, at: at, "a popover: on iPhone SwiftUI shows it as a sheet; written as one"))
    }
    var p = ScannedApp.Presentation(kind, content: target, ownStack: facts.stack, isItem: isItem)
    if kind.isPullable, let detents = facts.detents {
      p.medium = true
      p.large = detents == "medium+large"
    }
    if kind.isPullable {
      // The screen behind stays live only beside a medium sheet: a sheet at its full height
      // covers it (SCENARIOS.md writes `undimmed` with `detents` only).
      p.undimmed = facts.undimmed && p.medium
      p.noPull = facts.noPull
      if facts.undimmed, !p.medium {
        notes.append(
          ScanDiagnostic(
            .note, at: at,
            "presentationBackgroundInteraction without a medium detent: the sheet covers the "
              + "screen at full height, so it is written without undimmed"))
      }
    }
    return p
  }

}
