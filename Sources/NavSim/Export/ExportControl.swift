import NavSimCore

/// The accessibility identifiers of an exported app: the model's names for its controls
/// (`back`, `custom-back`, `link-detail`, `show-sheet`, `close-sheet`, `sidebar-toggle`), so
/// that a UI test, an Appium script and a person reading the model's timeline name the same
/// thing the same way.
public enum ExportControl {
  /// The identifier of `target` in `app`.
  public static func identifier(_ target: TapTarget, in app: App) -> String {
    switch target {
    case .link(let screen): "link-\(app.name(of: screen))"
    case .back: "back"
    case .customBack: "custom-back"
    case .showSheet: "show-sheet"
    case .closeSheet: "close-sheet"
    case .sidebarToggle: "sidebar-toggle"
    }
  }

  /// The tap target called `identifier` in `app`, if there is one.
  public static func target(_ identifier: String, in app: App) -> TapTarget? {
    switch identifier {
    case "back": return .back
    case "custom-back": return .customBack
    case "show-sheet": return .showSheet
    case "close-sheet": return .closeSheet
    case "sidebar-toggle": return .sidebarToggle
    default:
      guard identifier.hasPrefix("link-") else { return nil }
      return app.screenID(named: String(identifier.dropFirst(5))).map { .link($0) }
    }
  }

  /// The identifier of a screen's root view (`screen-detail`), which the UI test reads to
  /// know what is on top.
  public static func screen(_ name: String) -> String { "screen-\(name)" }

  /// A probe's name as the model's reports write it (`link detail`, `pull-down`) turned into
  /// the identifier of what it touches, or the stroke it makes.
  public static func probeTarget(_ name: String) -> String {
    name.hasPrefix("link ") ? "link-" + name.dropFirst(5) : name
  }
}
