// NavSim's lockup check (docs/DEVICE.md "The lockup check"): the decisions of the exported UI
// test, in plain Swift with no imports. `navfuzz export` writes this file verbatim into the
// generated UI test target; NavSim compiles the same file into its NavSimDeviceCheck target
// and unit-tests it against recorded element trees. The UI test only reads the app's
// accessibility tree into a ScreenTree, performs the touches this file chooses and records
// what it decides.

/// An element's frame in whole points (rounded), so that sub-point layout noise is no change.
public struct ScreenFrame: Hashable, Sendable {
  /// Points from the window's left edge.
  public var x: Int
  /// Points from the window's top edge.
  public var y: Int
  /// The width.
  public var width: Int
  /// The height.
  public var height: Int

  /// A frame from points, each rounded to the nearest whole point (a value that is not finite
  /// or beyond a million points counts as 0).
  public init(x: Double, y: Double, width: Double, height: Double) {
    func whole(_ v: Double) -> Int { v.isFinite && abs(v) < 1_000_000 ? Int(v.rounded()) : 0 }
    self.x = whole(x)
    self.y = whole(y)
    self.width = whole(width)
    self.height = whole(height)
  }

  /// Whether some of it lies inside `window` (an element scrolled or pushed off screen does
  /// not).
  public func overlaps(_ window: ScreenFrame) -> Bool {
    width > 0 && height > 0 && x < window.x + window.width && x + width > window.x
      && y < window.y + window.height && y + height > window.y
  }
}

/// One element of the app's accessibility tree, normalised: its kind, identifier, label,
/// value, selection and frame in whole points. Nothing that differs between two reads of an
/// unchanged screen (a memory address, a fraction of a point) is kept.
public struct ScreenElement: Hashable, Sendable {
  /// The element type (`Window`, `NavigationBar`, `Button`, `StaticText`, `Other`).
  public var kind: String
  /// The accessibility identifier (`screen-detail`, `link-detail`, `BackButton`).
  public var identifier: String
  /// The accessibility label.
  public var label: String
  /// The value, when it is text.
  public var value: String
  /// Whether it is selected (a tab bar item).
  public var selected: Bool
  /// Where it is.
  public var frame: ScreenFrame
  /// Its children, in the tree's order.
  public var children: [ScreenElement]

  /// Creates an element.
  public init(
    kind: String, identifier: String = "", label: String = "", value: String = "",
    selected: Bool = false, frame: ScreenFrame, children: [ScreenElement] = []
  ) {
    self.kind = kind
    self.identifier = identifier
    self.label = label
    self.value = value
    self.selected = selected
    self.frame = frame
    self.children = children
  }
}

/// Why a tree's text could not be read.
public struct ScreenTreeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line (from 1).
  public var line: Int
  /// What was wrong.
  public var reason: String

  /// An error at `line`.
  public init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }

  /// The text a user reads.
  public var description: String { "line \(line): \(reason)" }
}

/// What one read of the app's accessibility tree shows.
///
/// Its text form, one element a line, indented two spaces a level:
///
/// ```
/// Window "" "" 0,0,390,844
///   Button "link-detail" "detail" 16,107,160,44
///   Button "tab-home" "home" 0,795,195,49 selected
/// ```
public struct ScreenTree: Hashable, Sendable {
  /// The identifier of the app's touch log (``TouchLog``), which every touch changes: it is
  /// not part of what is on screen.
  public static let touchLogIdentifier = "navsim-touch-log"

  /// The root element (the application or its window).
  public var root: ScreenElement

  /// A tree.
  public init(_ root: ScreenElement) { self.root = root }

  /// The window: the root's frame, or the first child's when the root has none.
  public var window: ScreenFrame {
    if root.frame.width > 0 && root.frame.height > 0 { return root.frame }
    return root.children.first?.frame ?? root.frame
  }

  /// Every element in tree order (depth first), the touch log left out.
  public var elements: [ScreenElement] {
    var out: [ScreenElement] = []
    func visit(_ element: ScreenElement) {
      guard element.identifier != Self.touchLogIdentifier else { return }
      out.append(element)
      for child in element.children { visit(child) }
    }
    visit(root)
    return out
  }

  /// Whether `other` shows something else: an element added, removed, moved, relabelled or
  /// (de)selected. This is the only test of "the probe changed what is on screen".
  public func differs(from other: ScreenTree) -> Bool {
    func flat(_ tree: ScreenTree) -> [String] {
      var out: [String] = []
      func visit(_ element: ScreenElement, depth: Int) {
        guard element.identifier != Self.touchLogIdentifier else { return }
        out.append(String(depth) + " " + Self.line(element))
        for child in element.children { visit(child, depth: depth + 1) }
      }
      visit(tree.root, depth: 0)
      return out
    }
    return flat(self) != flat(other)
  }

  /// The text form (see the type's summary), with a final newline.
  public var text: String {
    var out = ""
    func visit(_ element: ScreenElement, depth: Int) {
      out += String(repeating: "  ", count: depth) + Self.line(element) + "\n"
      for child in element.children { visit(child, depth: depth + 1) }
    }
    visit(root, depth: 0)
    return out
  }

  static func quoted(_ s: String) -> String {
    var out = "\""
    for c in s {
      switch c {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default: out.append(c)
      }
    }
    return out + "\""
  }

  static func line(_ e: ScreenElement) -> String {
    var s = e.kind + " " + quoted(e.identifier) + " " + quoted(e.label)
    s += " \(e.frame.x),\(e.frame.y),\(e.frame.width),\(e.frame.height)"
    if !e.value.isEmpty { s += " value " + quoted(e.value) }
    if e.selected { s += " selected" }
    return s
  }

  /// Reads the text form.
  /// - Throws: ``ScreenTreeError`` with the line of the first problem.
  public init(text: String) throws(ScreenTreeError) {
    var stack: [(depth: Int, element: ScreenElement)] = []
    var root: ScreenElement?
    func close(to depth: Int) {
      while let last = stack.last, last.depth >= depth {
        stack.removeLast()
        if stack.isEmpty {
          root = last.element
        } else {
          stack[stack.count - 1].element.children.append(last.element)
        }
      }
    }
    var number = 0
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      let spaces = raw.prefix { $0 == " " }.count
      let body = raw.dropFirst(spaces)
      if body.isEmpty { continue }
      guard spaces % 2 == 0 else { throw ScreenTreeError(line: number, reason: "odd indentation") }
      let depth = spaces / 2
      guard depth == 0 ? stack.isEmpty && root == nil : depth <= (stack.last?.depth ?? -1) + 1
      else { throw ScreenTreeError(line: number, reason: "an element out of place") }
      let element = try Self.parseLine(Array(body), line: number)
      close(to: depth)
      stack.append((depth, element))
    }
    close(to: 0)
    guard let root else { throw ScreenTreeError(line: max(1, number), reason: "no element") }
    self.root = root
  }

  static func parseLine(_ c: [Character], line: Int) throws(ScreenTreeError) -> ScreenElement {
    var i = 0
    func fail(_ reason: String) -> ScreenTreeError { ScreenTreeError(line: line, reason: reason) }
    func word() -> String {
      var out = ""
      while i < c.count, c[i] != " " {
        out.append(c[i])
        i += 1
      }
      if i < c.count { i += 1 }
      return out
    }
    func string() throws(ScreenTreeError) -> String {
      guard i < c.count, c[i] == "\"" else { throw fail("expected a quoted string") }
      i += 1
      var out = ""
      while i < c.count, c[i] != "\"" {
        if c[i] == "\\", i + 1 < c.count {
          i += 1
          out.append(c[i] == "n" ? "\n" : c[i])
        } else {
          out.append(c[i])
        }
        i += 1
      }
      guard i < c.count else { throw fail("an unterminated string") }
      i += 1
      if i < c.count, c[i] == " " { i += 1 }
      return out
    }
    let kind = word()
    guard !kind.isEmpty else { throw fail("no element kind") }
    let identifier = try string()
    let label = try string()
    let numbers = word().split(separator: ",").map { Int($0) }
    guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let w = numbers[2],
      let h = numbers[3]
    else { throw fail("expected a frame x,y,width,height in whole points") }
    var element = ScreenElement(
      kind: kind, identifier: identifier, label: label,
      frame: ScreenFrame(x: Double(x), y: Double(y), width: Double(w), height: Double(h)))
    while i < c.count {
      switch word() {
      case "selected": element.selected = true
      case "value": element.value = try string()
      case let other: throw fail("unknown attribute \"\(other)\"")
      }
    }
    return element
  }
}

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

/// One probe the UI test may make: a touch the model's oracles make (docs/MODEL.md §8), with
/// the controls that must be on screen for it to be tried.
public struct ProbeCandidate: Hashable, Sendable {
  /// A tap or a stroke, in window points.
  public enum Motion: Hashable, Sendable {
    /// A tap held `hold` seconds.
    case tap(x: Double, y: Double, hold: Double)
    /// A stroke from one point to another in `duration` seconds.
    case stroke(fromX: Double, fromY: Double, toX: Double, toY: Double, duration: Double)
  }

  /// The probe's name in the model's reports (`back`, `link detail`, `swipe-back`).
  public var name: String
  /// It is tried when one of these controls is on screen (``ObservedScreen/controls``).
  public var needs: [String]
  /// A control of the window itself (a tab bar item), judged for the window, not a stack.
  public var window: Bool
  /// Where the finger goes.
  public var motion: Motion
  /// Where it goes when the visible stack is a sheet's own (its bar is at the sheet's top).
  public var motionInSheet: Motion

  /// A probe.
  public init(
    name: String, needs: [String], window: Bool = false, motion: Motion, inSheet: Motion? = nil
  ) {
    self.name = name
    self.needs = needs
    self.window = window
    self.motion = motion
    self.motionInSheet = inSheet ?? motion
  }

  /// Where the finger goes on `screen`: a tap on a control inside the sheet on top goes where
  /// the tree shows it (``ObservedScreen/aim(_:x:y:)``).
  public func motion(on screen: ObservedScreen) -> Motion {
    let planned = screen.presented == "sheet" ? motionInSheet : motion
    guard case .tap(let x, let y, let hold) = planned, let control = needs.first else {
      return planned
    }
    let point = screen.aim(control, x: x, y: y)
    return .tap(x: point.x, y: point.y, hold: hold)
  }
}

/// What one probe did.
public struct ProbeOutcome: Hashable, Sendable {
  /// The probe's name.
  public var name: String
  /// The container it was judged for (`stack`, `tab home`, `sheet`, `window`).
  public var container: String
  /// Whether what is on screen changed.
  public var responded: Bool

  /// An outcome.
  public init(name: String, container: String, responded: Bool) {
    self.name = name
    self.container = container
    self.responded = responded
  }
}

/// A container's verdict: whether any of its probes changed what is on screen.
public struct ContainerVerdict: Hashable, Sendable {
  /// `stack`, `tab NAME`, `sheet` or `window`.
  public var container: String
  /// The probes tried for it, in order.
  public var probes: [String]
  /// Whether one of them responded.
  public var responded: Bool
}

/// The lockup check's verdict on a run's probes.
public struct LockupVerdict: Hashable, Sendable {
  /// Every container probed, in the order first probed.
  public var containers: [ContainerVerdict]

  /// Some probe changed what is on screen: the window responds.
  public var responsive: Bool { containers.contains { $0.responded } }

  /// The stacks whose every probe went unanswered while the window still responds (the
  /// model's dead-stack); empty when nothing responds (that is a lockup).
  public var deadContainers: [String] {
    guard responsive else { return [] }
    return containers.filter { !$0.responded && $0.container != "window" }.map(\.container)
  }

  /// `lockup`, `dead-stack` or `responsive`, as the model's findings are named.
  public var name: String {
    !responsive ? "lockup" : deadContainers.isEmpty ? "responsive" : "dead-stack"
  }
}

/// The decisions of the lockup check.
public enum LockupCheck {
  /// The next probe to make on `screen`, after `outcomes`; `nil` when the verdict is reached.
  ///
  /// First the visible container's probes (those whose controls are on screen), one after the
  /// other until one responds; when none does, the window's own controls (the tab bar), until
  /// one responds. Each probe is tried at most once per container.
  public static func next(
    _ candidates: [ProbeCandidate], after outcomes: [ProbeOutcome], on screen: ObservedScreen
  ) -> ProbeCandidate? {
    let container = screen.container
    func tried(_ c: ProbeCandidate, in name: String) -> Bool {
      outcomes.contains { $0.name == c.name && $0.container == name }
    }
    func applies(_ c: ProbeCandidate) -> Bool { c.needs.contains { screen.controls.contains($0) } }
    if outcomes.contains(where: { $0.responded }) { return nil }
    if let probe = candidates.first(where: {
      !$0.window && applies($0) && !tried($0, in: container)
    }) {
      return probe
    }
    return candidates.first { $0.window && applies($0) && !tried($0, in: "window") }
  }

  /// The container `candidate` is judged for on `screen`.
  public static func container(of candidate: ProbeCandidate, on screen: ObservedScreen) -> String {
    candidate.window ? "window" : screen.container
  }

  /// Whether a probe responded: the tree after it (settled) differs from the tree before.
  public static func responded(before: ScreenTree, after: ScreenTree) -> Bool {
    after.differs(from: before)
  }

  /// The verdict on `outcomes`, per container.
  public static func verdict(_ outcomes: [ProbeOutcome]) -> LockupVerdict {
    var containers: [ContainerVerdict] = []
    for outcome in outcomes {
      if let i = containers.firstIndex(where: { $0.container == outcome.container }) {
        containers[i].probes.append(outcome.name)
        containers[i].responded = containers[i].responded || outcome.responded
      } else {
        containers.append(
          ContainerVerdict(
            container: outcome.container, probes: [outcome.name], responded: outcome.responded))
      }
    }
    return LockupVerdict(containers: containers)
  }

  /// Runs the whole check: `read` reads the settled tree, `perform` makes a probe's touch.
  /// The UI test calls this; the tests call it with recorded trees.
  public static func run(
    _ candidates: [ProbeCandidate], limit: Int = 64, read: () -> ScreenTree,
    perform: (ProbeCandidate.Motion) -> Void
  ) -> (outcomes: [ProbeOutcome], verdict: LockupVerdict) {
    var outcomes: [ProbeOutcome] = []
    var before = read()
    while outcomes.count < limit {
      let screen = ObservedScreen(before)
      guard let probe = next(candidates, after: outcomes, on: screen) else { break }
      perform(probe.motion(on: screen))
      let after = read()
      outcomes.append(
        ProbeOutcome(
          name: probe.name, container: container(of: probe, on: screen),
          responded: responded(before: before, after: after)))
      before = after
    }
    return (outcomes, verdict(outcomes))
  }
}

/// The app's touch log: the time each finger went down, as the app's passive recogniser saw it
/// (`UITouch.timestamp`, seconds of system uptime), written `down=12.345678` a touch,
/// separated by spaces, as the accessibility label of the element `navsim-touch-log`.
public enum TouchLog {
  /// The touch-down times in `label`, in order (entries that are not `down=SECONDS` skipped).
  public static func downs(_ label: String) -> [Double] {
    label.split(separator: " ").compactMap { entry in
      guard entry.hasPrefix("down=") else { return nil }
      return Double(entry.dropFirst("down=".count)).flatMap { $0.isFinite ? $0 : nil }
    }
  }

  /// The touch-downs matched to the scenario's touches: the `i`-th down after `origin` is the
  /// `i`-th touch the test performed (in the order made). Returns (touch index, ms from the
  /// origin), and how many downs were left over (more than the touches: a stray touch).
  public static func match(_ downs: [Double], origin: Double, touches: [Int]) -> (
    delivered: [(index: Int, ms: Double)], extra: Int
  ) {
    let after = downs.filter { $0 >= origin - 0.5 }.sorted()
    var delivered: [(index: Int, ms: Double)] = []
    for (i, index) in touches.enumerated() where i < after.count {
      delivered.append((index, ((after[i] - origin) * 1_000_000).rounded() / 1000))
    }
    return (delivered, max(0, after.count - touches.count))
  }
}
