/// A point on the screen, in points from the top-left corner.
public struct TouchPoint: Hashable, Sendable {
  /// Points from the left edge.
  public var x: Double
  /// Points from the top edge.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The distance to `other`, points.
  public func distance(to other: TouchPoint) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }
}

/// A rectangle on the screen, in points: where a touchable takes touches (docs/MODEL.md §10.7).
public struct TouchRect: Hashable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The middle of the rectangle.
  public var center: TouchPoint { TouchPoint(x: x + width / 2, y: y + height / 2) }

  /// The point of the rectangle nearest to `p` (`p` itself when it is inside).
  public func nearest(to p: TouchPoint) -> TouchPoint {
    TouchPoint(x: min(max(p.x, x), x + width), y: min(max(p.y, y), y + height))
  }

  /// The length of the chord through `p` (a point of the rectangle) along the direction
  /// `(ux, uy)` (a unit vector): the target's width along the movement (MacKenzie and Buxton's
  /// W′, S26). With no direction, the smaller dimension.
  func chord(through p: TouchPoint, ux: Double, uy: Double) -> Double {
    var forward = Double.infinity
    var backward = Double.infinity
    if ux != 0 {
      let toRight = (x + width - p.x) / ux
      let toLeft = (x - p.x) / ux
      forward = min(forward, max(toRight, toLeft))
      backward = min(backward, -min(toRight, toLeft))
    }
    if uy != 0 {
      let toBottom = (y + height - p.y) / uy
      let toTop = (y - p.y) / uy
      forward = min(forward, max(toBottom, toTop))
      backward = min(backward, -min(toBottom, toTop))
    }
    guard forward.isFinite, backward.isFinite else { return min(width, height) }
    return max(0, forward) + max(0, backward)
  }
}

/// Where a touchable sits on the screen: the key of the geometry table (docs/MODEL.md §10.7).
/// Each tap target and pan maps to one place (``TouchGeometry/place(_:)``); the places of the
/// tab bar, alerts, dialogs and deeper sheets are here so that the touchables that use them need
/// one line in that mapping.
public enum ControlPlace: Hashable, Sendable {
  /// The navigation bar's leading item: the system back button, `hidden-toolbar`'s custom back
  /// button, `clear-tint`'s custom image over the back button.
  case backButton
  /// `hidden-overlay`'s custom back button, at the top of the content (the bar is hidden).
  case overlayBackButton
  /// The split view's sidebar toggle (the detail root's leading bar item, R20).
  case sidebarToggle
  /// The `row`-th link of the visible screen (a list row, from 0).
  case link(row: Int)
  /// The visible screen's "Show Sheet" button, in the middle of its content.
  case showSheet
  /// The close button of the sheet at presentation `level` (1: the first sheet).
  case sheetClose(level: Int)
  /// The top of the sheet at presentation `level`, where the pull-down starts (its grabber).
  case sheetGrabber(level: Int)
  /// The left-edge strip that feeds the edge swipe (`edgeWidth` wide).
  case edgeStrip
  /// The visible screen's content below the bar (the content swipe, the zoom dismiss).
  case content
  /// Item `index` (from 0) of a tab bar of `count` items.
  case tabItem(index: Int, count: Int)
  /// An alert's single button (OK).
  case alertOK
  /// Action `index` (from 0, top first) of a confirmation dialog with `count` actions besides
  /// Cancel.
  case dialogAction(index: Int, count: Int)
  /// A confirmation dialog's Cancel button.
  case dialogCancel
}

/// The screen's layout metrics for one device and orientation (docs/MODEL.md §10.7, with the
/// source of each value).
public struct ScreenMetrics: Hashable, Sendable {
  /// The screen's width, points.
  public var width: Double
  /// The screen's height, points.
  public var height: Double
  /// The status bar's height (0 when hidden: an iPhone in landscape).
  public var statusBar: Double
  /// The navigation bar's height.
  public var navigationBar: Double
  /// The safe area's inset at the left (the sensor housing in landscape).
  public var leftInset: Double
  /// The safe area's inset at the right.
  public var rightInset: Double
  /// The safe area's inset at the bottom (the home indicator).
  public var bottomInset: Double
  /// UIKit's default layout margin at the leading and trailing edges.
  public var margin: Double
  /// The tab bar's height above the bottom inset.
  public var tabBar: Double

  /// The metrics of `device` in `orientation`.
  public static func of(_ device: Device, _ orientation: Orientation) -> ScreenMetrics {
    switch (device, orientation) {
    case (.iphone, .portrait):
      ScreenMetrics(
        width: 390, height: 844, statusBar: 47, navigationBar: 44, leftInset: 0, rightInset: 0,
        bottomInset: 34, margin: 16, tabBar: 49)
    case (.iphone, .landscape):
      ScreenMetrics(
        width: 844, height: 390, statusBar: 0, navigationBar: 32, leftInset: 47, rightInset: 47,
        bottomInset: 21, margin: 16, tabBar: 32)
    case (.ipad, .portrait):
      ScreenMetrics(
        width: 820, height: 1180, statusBar: 24, navigationBar: 50, leftInset: 0, rightInset: 0,
        bottomInset: 20, margin: 20, tabBar: 50)
    case (.ipad, .landscape):
      ScreenMetrics(
        width: 1180, height: 820, statusBar: 24, navigationBar: 50, leftInset: 0, rightInset: 0,
        bottomInset: 20, margin: 20, tabBar: 50)
    }
  }

  /// The bottom of the navigation bar: where the content begins.
  var contentTop: Double { statusBar + navigationBar }
  /// The bottom of the content (above the home indicator).
  var contentBottom: Double { height - bottomInset }
}

/// The positions and sizes of every touchable for one configuration, in both orientations
/// (docs/MODEL.md §10.7), computed once per configuration (``TouchPhysics`` keeps one; copies of
/// a physics share it).
///
/// ```swift
/// let geometry = TouchGeometry(Configuration())
/// let back = geometry.rect(.backButton, landscape: false)  // 44 × 44 at (8, 47)
/// ```
public final class TouchGeometry: Sendable {
  /// The least size of a tap target on each side, points (Apple's Human Interface Guidelines,
  /// S25).
  public static let minimumTarget = 44.0
  /// A list row's height, points (S25).
  public static let rowHeight = 44.0
  /// The "Show Sheet" button's width, points (its title at the body font plus padding).
  public static let buttonWidth = 100.0
  /// An alert's width, points (UIKit's alert).
  public static let alertWidth = 270.0
  /// An alert's height with a title, a one-line message and one button row, points.
  public static let alertHeight = 140.0
  /// A confirmation dialog's button height on iPhone, points.
  public static let dialogRow = 57.0
  /// The gap above a confirmation dialog's Cancel button and at its sides, points.
  public static let dialogGap = 8.0
  /// An iPad form sheet's size, points (UIKit's `formSheet` default).
  public static let formSheet = (width: 540.0, height: 620.0)
  /// How far below the status bar a sheet's top sits, and how much lower each sheet stacked on
  /// another sits, points.
  public static let sheetTop = 10.0

  /// The layout the table is computed from.
  let layout: Layout
  /// The app's screen names (for the touches' names in messages).
  let screenNames: [String]
  /// Each tab's name (its root screen's), as `tap tab X` names it.
  let tabNames: [String]
  /// The rectangle of every tap target and pan (``kindIndex(_:)``), portrait then landscape:
  /// the hot path reads it instead of laying out again.
  let table: [TouchRect]

  /// The geometry of `configuration`: its device, its back-button style and its app's links.
  public init(_ configuration: Configuration) {
    let layout = Layout(configuration)
    self.layout = layout
    let names = configuration.app.screens.map(\.name)
    screenNames = names
    tabNames = configuration.app.rootScreens.map {
      Int($0) < names.count ? names[Int($0)] : "#\($0)"
    }
    var table: [TouchRect] = []
    table.reserveCapacity(2 * (Self.fixedKinds.count + layout.linkRows.count))
    for landscape in [false, true] {
      for kind in Self.fixedKinds {
        table.append(layout.rect(layout.place(kind), landscape: landscape))
      }
      for s in layout.linkRows.indices {
        let link = Touchable.Kind.tap(.link(ScreenID(truncatingIfNeeded: s)))
        table.append(layout.rect(layout.place(link), landscape: landscape))
      }
    }
    self.table = table
  }

  /// The tap targets whose place is fixed for a configuration (a link's depends on its row,
  /// the others' on the presentation or tab they belong to), in the order of ``table``.
  static let fixedTaps: [TapTarget] = [.back, .customBack, .showSheet, .closeSheet, .sidebarToggle]

  /// The kinds of touchable other than links, in the order of ``table``: every gesture by raw
  /// value, then ``fixedTaps``.
  static let fixedKinds: [Touchable.Kind] =
    GestureKind.all.map(Touchable.Kind.gesture) + fixedTaps.map(Touchable.Kind.tap)

  /// A kind's index in ``table`` (portrait; landscape adds half the table), `-1` for a kind not
  /// in it: its index in ``fixedKinds`` (a gesture's raw value, a fixed tap's
  /// ``fixedTapIndex(_:)`` after the gestures), then the links by screen id.
  @inline(__always)
  func kindIndex(_ kind: Touchable.Kind) -> Int {
    switch kind {
    case .gesture(let g): return Int(g.rawValue)
    case .tap(.link(let s)):
      return Int(s) < layout.linkRows.count ? Self.fixedKinds.count + Int(s) : -1
    case .tap(let target):
      let i = Self.fixedTapIndex(target)
      return i < 0 ? -1 : GestureKind.all.count + i
    }
  }

  /// The place of `target` in ``fixedTaps``, `-1` when it is not there (a switch, for the hot
  /// path; `TouchGeometryTests` checks it against the list).
  @inline(__always)
  static func fixedTapIndex(_ target: TapTarget) -> Int {
    switch target {
    case .back: 0
    case .customBack: 1
    case .showSheet: 2
    case .closeSheet: 3
    case .sidebarToggle: 4
    case .link, .present, .ok, .cancel, .tab: -1
    }
  }

  /// The rectangle of a touchable, from the precomputed table.
  @inline(__always)
  public func rect(for kind: Touchable.Kind, landscape: Bool) -> TouchRect {
    let i = kindIndex(kind)
    let half = table.count / 2
    guard i >= 0, i < half else { return layout.rect(layout.place(kind), landscape: landscape) }
    return table[landscape ? half + i : i]
  }

  /// The metrics in the given orientation.
  public func metrics(landscape: Bool) -> ScreenMetrics { layout.metrics(landscape: landscape) }

  /// Where a touchable sits: one line per kind of tap target and pan.
  public func place(_ kind: Touchable.Kind) -> ControlPlace { layout.place(kind) }

  /// The rectangle of `place` in the given orientation.
  public func rect(_ place: ControlPlace, landscape: Bool) -> TouchRect {
    layout.rect(place, landscape: landscape)
  }

  /// The layout rules of docs/MODEL.md §10.7 for one configuration.
  struct Layout: Sendable {
    let device: Device
    let portrait: ScreenMetrics
    let landscape: ScreenMetrics
    let edgeWidth: Double
    /// Where the custom back button is (`hidden-overlay`: on the content).
    let overlayBack: Bool
    /// Each screen's row among the links of the first screen that links to it.
    let linkRows: [Int]
    /// The tab bar's item count (0: no tab view).
    let tabCount: Int

    init(_ configuration: Configuration) {
      if case .tabs(let tabs) = configuration.app.root {
        tabCount = tabs.count
      } else {
        tabCount = 0
      }
      device = configuration.device
      portrait = .of(configuration.device, .portrait)
      landscape = .of(configuration.device, .landscape)
      edgeWidth = Double(max(1, configuration.profile.edgeWidth))
      overlayBack = configuration.effectiveBackButton == .hiddenOverlay
      var rows = Array(repeating: 0, count: configuration.app.screens.count)
      var seen = Array(repeating: false, count: rows.count)
      for screen in configuration.app.screens {
        for (row, link) in screen.links.enumerated() where Int(link) < rows.count {
          if !seen[Int(link)] {
            seen[Int(link)] = true
            rows[Int(link)] = row
          }
        }
      }
      linkRows = rows
    }

    /// The metrics in the given orientation.
    func metrics(landscape: Bool) -> ScreenMetrics { landscape ? self.landscape : portrait }

    /// Where a touchable sits: one line per kind of tap target and pan.
    func place(_ kind: Touchable.Kind) -> ControlPlace {
      switch kind {
      case .tap(.back): .backButton
      case .tap(.customBack): overlayBack ? .overlayBackButton : .backButton
      case .tap(.link(let s)): .link(row: Int(s) < linkRows.count ? linkRows[Int(s)] : 0)
      case .tap(.showSheet): .showSheet
      case .tap(.closeSheet): .sheetClose(level: 1)
      case .tap(.sidebarToggle): .sidebarToggle
      case .gesture(let g): g.traits.place
      case .tap(.present): .showSheet
      case .tap(.ok): .alertOK
      case .tap(.cancel): .dialogCancel
      case .tap(.tab(let i)): .tabItem(index: Int(i), count: max(tabCount, Int(i) + 1))
      }
    }

    /// The rectangle of `place` in the given orientation.
    func rect(_ place: ControlPlace, landscape: Bool) -> TouchRect {
      let m = metrics(landscape: landscape)
      let side = TouchGeometry.minimumTarget
      let leading = m.leftInset
      let usable = m.width - m.leftInset - m.rightInset
      switch place {
      case .backButton, .sidebarToggle:
        // The bar's leading item, at the bar's 8 pt leading inset, its hit area at least 44 pt
        // tall even in a 32 pt compact bar.
        let y = max(0, m.statusBar + (m.navigationBar - side) / 2)
        return TouchRect(x: leading + 8, y: y, width: side, height: side)
      case .overlayBackButton:
        return TouchRect(x: leading + m.margin, y: m.statusBar, width: side, height: side)
      case .link(let row):
        let visible = max(1, Int((m.contentBottom - m.contentTop) / TouchGeometry.rowHeight))
        let r = Double(min(max(0, row), visible - 1))
        return TouchRect(
          x: leading, y: m.contentTop + r * TouchGeometry.rowHeight, width: usable,
          height: TouchGeometry.rowHeight)
      case .showSheet:
        let middle = (m.contentTop + m.contentBottom) / 2
        return TouchRect(
          x: leading + (usable - TouchGeometry.buttonWidth) / 2, y: middle - side / 2,
          width: TouchGeometry.buttonWidth, height: side)
      case .sheetClose(let level):
        let sheet = sheetRect(level: level, m)
        return TouchRect(
          x: sheet.x + sheet.width - m.margin - side, y: sheet.y + 6, width: side, height: side)
      case .sheetGrabber(let level):
        let sheet = sheetRect(level: level, m)
        return TouchRect(x: sheet.x, y: sheet.y, width: sheet.width, height: side)
      case .edgeStrip:
        return TouchRect(
          x: 0, y: m.contentTop, width: edgeWidth, height: m.contentBottom - m.contentTop)
      case .content:
        return TouchRect(
          x: leading, y: m.contentTop, width: usable, height: m.contentBottom - m.contentTop)
      case .tabItem(let index, let count):
        let n = Double(max(1, count))
        let w = usable / n
        let i = Double(min(max(0, index), max(1, count) - 1))
        return TouchRect(
          x: leading + i * w, y: m.contentBottom - m.tabBar, width: w, height: m.tabBar)
      case .alertOK:
        let top = m.height / 2 + TouchGeometry.alertHeight / 2 - side
        return TouchRect(
          x: (m.width - TouchGeometry.alertWidth) / 2, y: top, width: TouchGeometry.alertWidth,
          height: side)
      case .dialogAction(let index, let count):
        let cancel = dialogCancel(m)
        let n = max(1, count)
        let i = min(max(0, index), n - 1)
        let row = cancel.height
        let y = cancel.y - (device == .ipad ? 0 : TouchGeometry.dialogGap) - Double(n - i) * row
        return TouchRect(x: cancel.x, y: y, width: cancel.width, height: row)
      case .dialogCancel:
        return dialogCancel(m)
      }
    }

    /// The sheet at `level`: on iPhone the page sheet below the status bar, each stacked sheet
    /// 10 pt lower; on iPad the centred form sheet.
    func sheetRect(level: Int, _ m: ScreenMetrics) -> TouchRect {
      let lower = TouchGeometry.sheetTop * Double(max(1, level))
      if device == .ipad {
        let (w, h) = TouchGeometry.formSheet
        return TouchRect(
          x: (m.width - w) / 2, y: (m.height - h) / 2 + lower - TouchGeometry.sheetTop, width: w,
          height: h)
      }
      let top = m.statusBar + lower
      return TouchRect(x: 0, y: top, width: m.width, height: m.height - top)
    }

    /// A dialog's Cancel button: on iPhone the action sheet's bottom button above the home
    /// indicator, 8 pt in from each side; on iPad the last row of a centred list.
    func dialogCancel(_ m: ScreenMetrics) -> TouchRect {
      if device == .ipad {
        return TouchRect(
          x: (m.width - TouchGeometry.alertWidth) / 2,
          y: m.height / 2 + TouchGeometry.alertHeight / 2,
          width: TouchGeometry.alertWidth, height: TouchGeometry.minimumTarget)
      }
      let inset = TouchGeometry.dialogGap + m.leftInset
      return TouchRect(
        x: inset, y: m.contentBottom - TouchGeometry.dialogGap - TouchGeometry.dialogRow,
        width: m.width - inset - TouchGeometry.dialogGap - m.rightInset,
        height: TouchGeometry.dialogRow)
    }
  }
}

extension Configuration {
  /// The back-button style in force: `back-hidden` turns `system` into `hidden-toolbar`.
  package var effectiveBackButton: BackButtonStyle {
    mitigations.has(.backHidden) && backButton == .system ? .hiddenToolbar : backButton
  }
}
