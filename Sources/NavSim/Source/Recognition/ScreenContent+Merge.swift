/// Adding one content to another: an embedded view's (``merge(_:)``) and a walk's, reused from
/// the memo (``absorb(_:)``). Either adds an item or a reference the content already has once:
/// content reached by two paths is one construct, not two (docs/SCAN.md "Bounds").
extension ScreenContent {
  /// Adds what an embedded view's content has to this one.
  mutating func merge(_ other: ScreenContent) {
    addItems(other.items)
    valueDestinations += other.valueDestinations
    hostsStack = hostsStack || other.hostsStack
    split = split || other.split
    if tabs.isEmpty {
      tabs = other.tabs
      tabViewSite = other.tabViewSite
    }
    backHidden = backHidden ?? other.backHidden
    barHidden = barHidden ?? other.barHidden
    toolbarDismiss = toolbarDismiss || other.toolbarDismiss
    contentDismiss = contentDismiss || other.contentDismiss
    receivesNotification = receivesNotification ?? other.receivesNotification
    switchedOverlay = switchedOverlay || other.switchedOverlay
    overlayCondition.formUnion(other.overlayCondition)
    notificationSets.formUnion(other.notificationSets)
    countedOverlay = countedOverlay || other.countedOverlay
    postsNotification = postsNotification || other.postsNotification
    via.merge(other.via) { mine, _ in mine }
    passedShown.formUnion(other.passedShown)
    toolbarViews.formUnion(other.toolbarViews)
  }

  /// Adds what a walk found to this content as if the walk had been made into it: `delta` was
  /// walked from this content's case label and decoration, so its facts follow this
  /// content's (the first place kept where the walk keeps the first, the last where it keeps
  /// the last).
  mutating func absorb(_ delta: ScreenContent) {
    addItems(delta.items)
    for destination in delta.valueDestinations
    where !valueDestinations.contains(where: {
      $0.location == destination.location && $0.destination == destination.destination
    }) {
      valueDestinations.append(destination)
    }
    hostsStack = hostsStack || delta.hostsStack
    split = split || delta.split
    tabs += delta.tabs
    tabViewSite = tabViewSite ?? delta.tabViewSite
    backHidden = backHidden ?? delta.backHidden
    barHidden = barHidden ?? delta.barHidden
    toolbarDismiss = toolbarDismiss || delta.toolbarDismiss
    contentDismiss = contentDismiss || delta.contentDismiss
    zoom = zoom || delta.zoom
    detents = delta.detents ?? detents
    noPull = noPull || delta.noPull
    undimmed = undimmed || delta.undimmed
    keptPopover = keptPopover ?? delta.keptPopover
    receivesNotification = receivesNotification ?? delta.receivesNotification
    switchedOverlay = switchedOverlay || delta.switchedOverlay
    overlayCondition.formUnion(delta.overlayCondition)
    notificationSets.formUnion(delta.notificationSets)
    countedOverlay = countedOverlay || delta.countedOverlay
    postsNotification = postsNotification || delta.postsNotification
    for reference in delta.references {
      let key = ReferenceKey(
        name: reference.name, depth: reference.depth, at: reference.at, label: reference.label)
      if seenReferences.insert(key).inserted { references.append(reference) }
    }
    decorations.formUnion(delta.decorations)
    toolbarViews.formUnion(delta.toolbarViews)
    via.merge(delta.via) { mine, _ in mine }
    passedShown.formUnion(delta.passedShown)
    caseLabel = delta.caseLabel
    caseBindings = delta.caseBindings
    unreadCall = unreadCall ?? delta.unreadCall
    chooses = chooses || delta.chooses
  }

  /// Appends the items of `added` this content does not have yet.
  private mutating func addItems(_ added: [Item]) {
    // Items the walk appended itself are counted in first.
    if seenPrefix < items.count {
      seenItems.formUnion(items[seenPrefix...])
    }
    for item in added where seenItems.insert(item).inserted { items.append(item) }
    seenPrefix = items.count
  }
}
