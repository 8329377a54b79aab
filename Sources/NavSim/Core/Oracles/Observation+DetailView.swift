extension Observation {
  /// What the user sees of the detail (the screen, its bar, the sheet), without the primary
  /// column. The lockup oracle compares this: a sidebar that still opens and closes is no way
  /// out of a frozen detail column.
  package var detailView: Observation {
    var view = self
    view.sidebarShown = false
    return view
  }
}
