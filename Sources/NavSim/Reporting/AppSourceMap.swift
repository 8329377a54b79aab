import NavSimCore
import NavSimScenario

/// Where the screens and presentations of an app file written by `navfuzz scan` are declared
/// in the Swift sources, read back from the file's comments: `# PATH:LINE:COL` before a
/// `screen:` line (the view), and `#   ITEM: PATH:LINE:COL` for each place one of its
/// presentations is written. A file without such comments gives an empty map.
public struct AppSourceMap: Sendable {
  /// A place in a Swift file.
  public struct Place: Hashable, Sendable {
    /// The path as the scan was given it.
    public var path: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1 (UTF-8 bytes).
    public var column: Int
  }

  /// A screen: where its view is declared, and its presentations' places in file order.
  public struct ScreenPlaces: Sendable {
    /// The screen's name.
    public var name: String
    /// Where its view is declared.
    public var place: Place?
    /// Each presentation's item text (`sheet Editor stack`, `alert`) with a place it is written.
    public var items: [(item: String, place: Place)]
  }

  /// The screens with places, in file order.
  public var screens: [ScreenPlaces] = []

  /// Reads the comments of `text`, an app file.
  public init(text: String) {
    var place: Place?
    var items: [(item: String, place: Place)] = []
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
      if line.hasPrefix("#   "), let colon = line.firstRange(of: ": "),
        let site = Self.place(line[colon.upperBound...])
      {
        items.append(
          (String(line[line.index(line.startIndex, offsetBy: 4)..<colon.lowerBound]), site))
      } else if line.hasPrefix("# "), let site = Self.place(line.dropFirst(2)) {
        place = site
        items = []
      } else if line.hasPrefix("screen:") {
        let rest = line.dropFirst("screen:".count).drop { $0 == " " }
        let name = rest.prefix { $0 != ":" && $0 != " " && $0 != "#" }
        if place != nil || !items.isEmpty {
          screens.append(ScreenPlaces(name: String(name), place: place, items: items))
        }
        place = nil
        items = []
      } else if !line.hasPrefix("#") {
        place = nil
        items = []
      }
    }
  }

  /// `PATH:LINE:COL` (the path may hold colons), or `nil`.
  static func place(_ text: Substring) -> Place? {
    let fields = text.split(separator: ":", omittingEmptySubsequences: false)
    guard fields.count >= 3, let line = Int(fields[fields.count - 2]),
      let column = Int(fields[fields.count - 1]), line > 0, column > 0
    else { return nil }
    let path = fields.dropLast(2).joined(separator: ":")
    guard !path.isEmpty else { return nil }
    return Place(path: path, line: line, column: column)
  }

  /// Where the presentation a finding's scenario shows is written: the last tap on a
  /// presentation's button in `scenario`, on the screen the taps before it lead to (from
  /// `start:`, through `tap tab X` and `tap link X`; the deepest screen of that path that has
  /// such an item), else on the first screen of the map that has one. `nil` when the scenario
  /// taps no presentation or the map does not know where it is written.
  public func presentation(in scenario: Scenario) -> (screen: String, item: String, place: Place)? {
    var path =
      !scenario.start.isEmpty
      ? scenario.start
      : Array((scenario.tabs.isEmpty ? scenario.screens.map(\.name) : scenario.tabs).prefix(1))
    var found: (path: [String], tap: ScenarioTap)?
    for event in scenario.events {
      guard case .tap(let tap) = event.action else { continue }
      switch tap {
      case .link(let name): path.append(name)
      case .tab(let name): path = [name]
      case .showSheet, .present: found = (path, tap)
      default: break
      }
    }
    guard let (screensPath, tap) = found else { return nil }
    func matches(_ item: String) -> Bool {
      let words = item.split(separator: " ")
      switch tap {
      case .showSheet: return item == PresentationItem.textSheet.kind.keyword
      case .present(let kind, let name):
        guard words.first.map(String.init) == kind.keyword else { return false }
        guard let name else { return words.count == 1 }
        return words.count > 1 && words[1] == name
      default: return false
      }
    }
    for name in screensPath.reversed() {
      guard let screen = screens.first(where: { $0.name == name }),
        let hit = screen.items.first(where: { matches($0.item) })
      else { continue }
      return (name, hit.item, hit.place)
    }
    for screen in screens {
      if let hit = screen.items.first(where: { matches($0.item) }) {
        return (screen.name, hit.item, hit.place)
      }
    }
    return nil
  }
}
