import NavSimCore

/// A point in the window, in points from the top-left corner.
public struct ExportPoint: Hashable, Sendable, CustomStringConvertible {
  /// Points from the left edge.
  public var x: Double
  /// Points from the top edge.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// `(x, y)` as written in the exported files.
  public var description: String { "(\(x.exportText), \(y.exportText))" }
}

/// Where every control and every stroke of an exported app is, in window points: the default
/// layout of docs/DEVICE.md, one table per device, and the content grid the generated SwiftUI
/// app places its buttons on (so the coordinates of the Appium actions and of the UI test hit
/// them). The model has no touch geometry yet; when it has, this is the one type to switch.
///
/// A control's identifier is the model's name for it (``ExportControl``); a link has one cell
/// of the grid, the same on every screen that shows it.
public struct ExportLayout: Hashable, Sendable {
  /// What a device's window looks like in portrait (UIKit's metrics for a 390 × 844 pt iPhone
  /// with a notch and an 820 × 1180 pt iPad, iOS 16 to 18).
  public struct Metrics: Hashable, Sendable {
    /// The window, portrait.
    public var width: Double
    /// The window, portrait.
    public var height: Double
    /// The status bar (the top safe area).
    public var statusBar: Double
    /// An inline navigation bar.
    public var bar: Double
    /// The home indicator (the bottom safe area).
    public var homeIndicator: Double
    /// A sheet's size when it is not the full width (the iPad's form sheet); 0: a page sheet
    /// as wide as the window, its top `sheetGap` below the status bar.
    public var formSheetWidth: Double
    /// The form sheet's height (0 for a page sheet).
    public var formSheetHeight: Double
    /// The gap above a page sheet.
    public var sheetGap: Double
    /// The primary column's width when it is beside the detail (split view).
    public var primaryWidth: Double
  }

  /// A 390 × 844 pt iPhone with a notch (iPhone 13, 14, 16e).
  public static let iphone = Metrics(
    width: 390, height: 844, statusBar: 47, bar: 44, homeIndicator: 34, formSheetWidth: 0,
    formSheetHeight: 0, sheetGap: 10, primaryWidth: 0)

  /// An 820 × 1180 pt iPad (iPad Air, iPad 10th generation).
  public static let ipad = Metrics(
    width: 820, height: 1180, statusBar: 24, bar: 50, homeIndicator: 20, formSheetWidth: 540,
    formSheetHeight: 620, sheetGap: 0, primaryWidth: 320)

  /// The one table of device metrics (docs/DEVICE.md "Default layout").
  public static let metrics: [Device: Metrics] = [.iphone: iphone, .ipad: ipad]

  /// A content cell: its size and the spacing of the grid.
  public static let cell = (width: 160.0, height: 44.0, columnStep: 180.0, rowStep: 52.0)

  /// The window at the start, in the start orientation.
  public let width: Double
  /// The window at the start, in the start orientation.
  public let height: Double
  /// The left edge of the detail column (the primary column's width when it is beside).
  public let detailX: Double
  /// The vertical centre of the navigation bar.
  public let barY: Double
  /// The top of the content grid.
  public let gridTop: Double
  /// The top of a presented sheet.
  public let sheetTop: Double
  /// The horizontal centre of a presented sheet.
  public let sheetX: Double
  /// The width of a presented sheet.
  public let sheetWidth: Double
  /// The content grid's cells: identifiers, in order (`show-sheet`, then one per link target).
  public let cells: [String]
  /// How many rows a grid column holds.
  public let rows: Int
  /// The bar, tab bar and presentation controls the app has (`back`, `custom-back`,
  /// `sidebar-toggle`, `tab-NAME`, `close-sheet`, `ok`, `cancel`), in that order.
  public let chrome: [String]
  /// Whether some sheet has its own stack (whose bar is at the sheet's top).
  public let sheetStacks: Bool
  /// The tab bar's items, by identifier, left to right.
  public let tabItems: [String]
  /// The bottom of the content (above the tab bar and the home indicator).
  public let contentBottom: Double

  /// The layout of `app` at its start.
  public init(_ app: ExportApp) {
    let c = app.configuration
    let m = Self.metrics[c.device] ?? Self.iphone
    let landscape = c.orientation == .landscape
    width = landscape ? m.height : m.width
    height = landscape ? m.width : m.height
    // A split view in landscape shows the primary beside the detail at launch (R19).
    detailX = app.root == .split && landscape ? m.primaryWidth : 0
    barY = m.statusBar + m.bar / 2
    gridTop = m.statusBar + m.bar + 16
    if m.formSheetHeight > 0 {
      sheetTop = ((height - m.formSheetHeight) / 2).rounded()
    } else {
      sheetTop = m.statusBar + m.sheetGap
    }
    sheetX = (width / 2).rounded()
    sheetWidth = m.formSheetWidth > 0 ? m.formSheetWidth : width
    cells = app.triggers + app.linkTargets.map { "link-\($0)" }
    tabItems = app.tabs.map { "tab-\($0)" }
    sheetStacks = app.screens.contains {
      $0.presentations.contains { $0.kind == .sheet && $0.ownStack }
    }
    contentBottom = height - m.homeIndicator - (app.tabs.isEmpty ? 0 : Self.tabBar)
    rows = max(1, Int((contentBottom - gridTop) / Self.cell.rowStep))
    let style = app.backButton
    let kinds = Set(app.screens.flatMap { $0.presentations.map(\.kind) })
    chrome =
      (style == .hiddenToolbar || style == .hiddenOverlay ? [] : ["back"])
      + (style == .system ? [] : ["custom-back"]) + (app.root == .split ? ["sidebar-toggle"] : [])
      + tabItems
      + PresentationKind.allCases.filter(kinds.contains).map(ExportControl.close).reduce(into: []) {
        if !$0.contains($1) { $0.append($1) }
      }
  }

  /// The tab bar's height.
  public static let tabBar = 49.0

  // MARK: - Taps

  /// The centre of the control `identifier` (`back`, `link-detail`, `close-sheet`), or `nil`
  /// when the app has no such control.
  public func point(_ identifier: String) -> ExportPoint? {
    point(identifier, inSheet: false)
  }

  /// The centre of `identifier` when the visible stack is a sheet's own stack (`inSheet`: its
  /// bar is the sheet's, at the sheet's top) or not.
  public func point(_ identifier: String, inSheet: Bool) -> ExportPoint? {
    let fixed = ["back", "custom-back", "sidebar-toggle", "close-sheet", "ok", "cancel"]
    if (fixed.contains(identifier) || identifier.hasPrefix("tab-")) && !chrome.contains(identifier)
    {
      return nil
    }
    if let tab = tabItems.firstIndex(of: identifier) {
      let step = width / Double(tabItems.count)
      return ExportPoint(
        x: (step * (Double(tab) + 0.5)).rounded(),
        y: (contentBottom + Self.tabBar / 2 - 4).rounded())
    }
    switch identifier {
    case "back", "custom-back":
      return inSheet
        ? ExportPoint(x: sheetX - sheetWidth / 2 + 24, y: sheetTop + 28)
        : ExportPoint(x: detailX + 24, y: barY)
    case "sidebar-toggle": return ExportPoint(x: 24, y: barY)
    case "close-sheet": return ExportPoint(x: sheetX + 135, y: sheetTop + 76)
    case "ok": return ExportPoint(x: sheetX, y: (height / 2).rounded() + 44)
    case "cancel": return ExportPoint(x: sheetX, y: contentBottom - 36)
    default:
      guard let index = cells.firstIndex(of: identifier) else { return nil }
      let column = Double(index / rows)
      let row = Double(index % rows)
      return ExportPoint(
        x: detailX + 16 + Self.cell.width / 2 + column * Self.cell.columnStep,
        y: gridTop + Self.cell.height / 2 + row * Self.cell.rowStep)
    }
  }

  /// Every control of the layout with its centre, in the order ``control(at:)`` prefers:
  /// the bar, the sheet, the content grid. Controls that share a point are one physical
  /// control on the device (the clear-tint image over the system back button; the split
  /// view's sidebar toggle in the detail's leading bar item).
  public var controls: [(identifier: String, point: ExportPoint)] {
    let sheetBar = sheetStacks ? chrome.filter { $0 == "back" || $0 == "custom-back" } : []
    return (chrome + cells).compactMap { name in point(name).map { (name, $0) } }
      + sheetBar.compactMap { name in point(name, inSheet: true).map { (name, $0) } }
  }

  /// The control whose cell holds `point` (the first of ``controls`` within half a cell).
  public func control(at point: ExportPoint) -> String? {
    controls.first { abs($0.point.x - point.x) <= 22 && abs($0.point.y - point.y) <= 22 }?
      .identifier
  }

  // MARK: - Strokes

  /// Where a finger goes down for a stroke of `kind` (its ``GestureDescriptor/deviceStart``):
  /// on the window right of a split view's primary column, or from the sheet's top middle.
  public func strokeStart(_ kind: GestureKind) -> ExportPoint {
    let start = kind.descriptor.deviceStart
    let (x, y, w, h) =
      start.onSheet ? (sheetX, sheetTop, 0, 0) : (detailX, 0, width - detailX, height)
    return ExportPoint(
      x: (x + start.x * w).rounded() + start.dx, y: (y + start.y * h).rounded() + start.dy)
  }

  /// The unit direction of a stroke of `kind` (right for the swipes, down for the others).
  public func direction(_ kind: GestureKind) -> (dx: Double, dy: Double) {
    switch kind.traits.direction {
    case .right: (1, 0)
    case .down: (0, 1)
    }
  }

  /// How far a finger can travel from ``strokeStart(_:)`` and stay inside the window: to a
  /// point short of its last edge (x = width or y = height lies outside the window, where a
  /// touch does not land on it).
  public func room(_ kind: GestureKind) -> Double {
    let start = strokeStart(kind)
    return (kind.isHorizontal ? width - start.x : height - start.y) - Self.edgeInset
  }

  /// How far short of the window's far edge a stroke stops, points.
  public static let edgeInset = 1.0

  /// The stroke that starts at `point`, if one does.
  public func stroke(startingAt point: ExportPoint) -> GestureKind? {
    GestureKind.allCases.first {
      let s = strokeStart($0)
      return abs(s.x - point.x) < 1 && abs(s.y - point.y) < 1
    }
  }
}

extension Double {
  /// The shortest text for a coordinate or a speed: `195`, `69.5`.
  var exportText: String {
    if self == rounded() && abs(self) < 1e15 { return String(Int64(self)) }
    return String(self)
  }
}
