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
