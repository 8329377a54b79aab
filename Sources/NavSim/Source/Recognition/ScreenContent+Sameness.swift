/// Whether two readings of one view make the same screen: a pushed view read for its construction
/// (``Recognizer/reading(atConstruction:of:)``) is a screen of its own only when what it
/// holds differs from the view read whole, or from another construction's reading.
extension ScreenContent {
  /// Whether `other` makes the same screen as this content: the same items, value destinations,
  /// tabs and facts (its stack, split, bars, dismiss calls, detents, notifications, overlay).
  func makesSameScreen(as other: ScreenContent) -> Bool {
    items == other.items
      && valueDestinations.map(\.location) == other.valueDestinations.map(\.location)
      && valueDestinations.map(\.destination) == other.valueDestinations.map(\.destination)
      && tabs.map(\.1) == other.tabs.map(\.1) && tabViewSite == other.tabViewSite
      && hostsStack == other.hostsStack && split == other.split
      && backHidden == other.backHidden && barHidden == other.barHidden
      && toolbarDismiss == other.toolbarDismiss && contentDismiss == other.contentDismiss
      && zoom == other.zoom && detents == other.detents && noPull == other.noPull
      && undimmed == other.undimmed && keptPopover == other.keptPopover
      && receivesNotification == other.receivesNotification
      && switchedOverlay == other.switchedOverlay && overlayCondition == other.overlayCondition
      && notificationSets == other.notificationSets && countedOverlay == other.countedOverlay
      && postsNotification == other.postsNotification
  }
}
