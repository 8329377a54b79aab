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
    case .present(let key): trigger(key.kind, content: key.content.map { app.name(of: $0) })
    case .ok: "ok"
    case .cancel: "cancel"
    case .tab(let i): "tab-\(app.name(of: app.tabRoot(Int(i))))"
    }
  }

  /// The identifier of the button that presents a `kind` showing `content`: the seed's
  /// `show-sheet` for a text sheet, else `sheet-NAME`, `cover-NAME`, `alert`, `dialog`.
  public static func trigger(_ kind: PresentationKind, content: String?) -> String {
    guard let content else {
      return kind == PresentationItem.textSheet.kind
        ? identifier(.showSheet, in: .seed) : kind.keyword
    }
    return "\(kind.keyword)-\(content)"
  }

  /// The identifier of the button that dismisses a `kind`: `close-sheet`, `ok`, `cancel`.
  public static func close(_ kind: PresentationKind) -> String {
    identifier(kind.dismissControl, in: App.seed)
  }

  /// The tap target called `identifier` in `app`, if there is one.
  public static func target(_ identifier: String, in app: App) -> TapTarget? {
    switch identifier {
    case "back": return .back
    case "custom-back": return .customBack
    case "show-sheet": return .showSheet
    case "close-sheet": return .closeSheet
    case "sidebar-toggle": return .sidebarToggle
    case "ok": return .ok
    case "cancel": return .cancel
    default:
      if let kind = PresentationKind(keyword: identifier), !kind.hasContent {
        return .present(PresentationKey(kind: kind, content: nil))
      }
      typealias Named = (prefix: String, make: (ScreenID) -> TapTarget)
      let link: Named = ("link-", { TapTarget.link($0) })
      let presentations: [Named] = PresentationKind.allCases.filter(\.hasContent).map { kind in
        (kind.keyword + "-", { TapTarget.present(PresentationKey(kind: kind, content: $0)) })
      }
      let tab: Named = (
        "tab-", { s in app.tabIndex(of: s).map { TapTarget.tab(UInt8($0)) } ?? .link(s) }
      )
      for (prefix, make) in [link] + presentations + [tab] where identifier.hasPrefix(prefix) {
        guard let id = app.screenID(named: String(identifier.dropFirst(prefix.count))) else {
          return nil
        }
        let target = make(id)
        if prefix == "tab-", case .link = target { return nil }
        return target
      }
      return nil
    }
  }

  /// The first words of the controls named after a screen (`link`, `sheet`, `cover`, `tab`):
  /// a probe's name `link detail` is the identifier `link-detail`.
  static let namedPrefixes =
    ["link"] + PresentationKind.allCases.filter(\.hasContent).map(\.keyword) + ["tab"]

  /// The identifier of a screen's root view (`screen-detail`), which the UI test reads to
  /// know what is on top.
  public static func screen(_ name: String) -> String { "screen-\(name)" }
}
