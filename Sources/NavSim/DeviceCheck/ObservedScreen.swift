/// Which screen, presentation and controls a tree shows: read from the tree, never from the
/// model's prediction.
public struct ObservedScreen: Hashable, Sendable {
  /// The screens on screen (`screen-NAME` elements inside the window), in tree order.
  public var screens: [String]
  /// What is presented on top: `sheet` (a sheet or a cover), `alert`, `dialog`, or nothing.
  public var presented: String?
  /// The selected tab's name.
  public var tab: String?
  /// The controls on screen, by the model's identifiers (`back` for UIKit's `BackButton`,
  /// `tab-NAME` for a tab bar item, the app's own identifiers for the rest), in tree order.
  public var controls: [String]

  /// The frame of the sheet or cover on top (the last `sheet` element on screen), if any.
  public var sheetFrame: ScreenFrame?
  /// The app's own buttons inside that sheet (`close-sheet`, a link of the sheet's screen),
  /// each with its frame as the tree shows it, in tree order.
  public var sheetControls: [SheetControl]

  /// A control inside the sheet on top, where the tree shows it.
  public struct SheetControl: Hashable, Sendable {
    /// The model's identifier (`close-sheet`, `link-detail`).
    public var identifier: String
    /// Its frame.
    public var frame: ScreenFrame
  }

  /// The screen on top: the last screen in tree order (a sheet's content comes after the
  /// screen it covers).
  public var screen: String? { screens.last }

  /// The container the user sees: `sheet` while one is up, else `tab NAME`, else `stack`.
  public var container: String {
    if presented == "sheet" { return "sheet" }
    if let tab { return "tab " + tab }
    return "stack"
  }

  /// What `tree` shows.
  public init(_ tree: ScreenTree) {
    let window = tree.window
    var screens: [String] = []
    var controls: [String] = []
    var presented: String?
    var tab: String?
    var sheetFrame: ScreenFrame?
    var sheetControls: [SheetControl] = []
    func add(_ id: String) { if !controls.contains(id) { controls.append(id) } }
    func visit(_ e: ScreenElement, inTabBar: Bool, inBar: Bool, inSheet: Bool) {
      guard e.identifier != ScreenTree.touchLogIdentifier else { return }
      let shown = e.frame.overlaps(window)
      var inSheet = inSheet
      if shown {
        if e.identifier.hasPrefix("screen-") {
          screens.append(String(e.identifier.dropFirst("screen-".count)))
        } else if e.identifier == "sheet" {
          presented = "sheet"
          // A later sheet is on top of an earlier one: only its controls are the sheet's.
          sheetFrame = e.frame
          sheetControls = []
          inSheet = true
        } else if e.identifier == "ok" {
          presented = "alert"
        } else if e.identifier == "cancel" {
          presented = "dialog"
        }
        if inTabBar && e.kind == "Button" && !e.label.isEmpty {
          add("tab-" + e.label)
          if e.selected { tab = e.label }
        } else if e.identifier == "BackButton" || (inBar && e.kind == "Button" && e.label == "Back")
        {
          add("back")
        } else if inBar && e.kind == "Button" && e.label.hasSuffix("Sidebar") {
          add("sidebar-toggle")
        } else if !e.identifier.isEmpty && !e.identifier.hasPrefix("screen-") {
          add(e.identifier)
          if inSheet && e.kind == "Button"
            && !sheetControls.contains(where: { $0.identifier == e.identifier })
          {
            sheetControls.append(SheetControl(identifier: e.identifier, frame: e.frame))
          }
        }
      }
      for child in e.children {
        visit(
          child, inTabBar: inTabBar || e.kind == "TabBar",
          inBar: inBar || e.kind == "NavigationBar", inSheet: inSheet)
      }
    }
    visit(tree.root, inTabBar: false, inBar: false, inSheet: false)
    self.screens = screens
    self.presented = presented
    self.tab = tab
    self.controls = controls
    self.sheetFrame = sheetFrame
    self.sheetControls = sheetControls
  }

  /// Where to tap control `identifier`, planned at window point (`x`, `y`): inside the sheet
  /// on top, the centre of its frame as the tree shows it; anywhere else, the planned point.
  ///
  /// The generated app places each control with SwiftUI's `.global` coordinate space, which
  /// inside a sheet is the sheet's own space, not the window's: there a control sits lower by
  /// the sheet's frame origin than the layout's window point says (and on an iPad's form
  /// sheet, to the right too). The tree's frame is in window points whatever placed it, so
  /// the finger goes where the control is.
  public func aim(_ identifier: String, x: Double, y: Double) -> (x: Double, y: Double) {
    guard let placed = sheetControls.first(where: { $0.identifier == identifier }),
      placed.frame.width > 0, placed.frame.height > 0
    else { return (x, y) }
    return (
      Double(placed.frame.x) + Double(placed.frame.width) / 2,
      Double(placed.frame.y) + Double(placed.frame.height) / 2
    )
  }
}
