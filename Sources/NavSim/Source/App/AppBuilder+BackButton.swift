import NavSimCore
import NavSimScenario

/// The back-button style: each screen's, and the app file's.
extension AppBuilder {
  /// The back-button style a screen's content shows, with where it hides the system one;
  /// the first one read is also the app file's (with a note for another).
  mutating func backButton(_ content: ScreenContent) -> (BackButtonStyle, SourceLocation)? {
    let dismisses = content.toolbarDismiss || content.contentDismiss
    var style: BackButtonStyle? = nil
    var site: SourceLocation? = nil
    if let at = content.barHidden {
      style = .hiddenOverlay
      site = at
    } else if let at = content.backHidden {
      style = .hiddenToolbar
      site = at
    }
    guard let style, let site else { return nil }
    if !dismisses {
      notes.append(
        ScanDiagnostic(
          .note, at: site,
          "the back button is hidden and no button here calls dismiss(): written as "
            + "back-button: \(style.rawValue) (the model's custom button calls dismiss())"))
    }
    return (style, site)
  }

  /// The app file's back-button style: the one most of the pushed screens (links'
  /// destinations) show, the system's when as many show it, else the first read, with a note
  /// naming the pushed screens that show another (each presentation is judged with its own
  /// screen's style); a root's, a tab's or a presentation's content's hidden bar hides no back
  /// button, and is not the app's style.
  mutating func chooseBackButton() {
    var pushed: Set<String> = []
    for screen in app.screens {
      for item in screen.items {
        if case .link(let target) = item.kind { pushed.insert(target) }
      }
    }
    // The pushed screens of each style, in screen order; the system's first.
    var styles: [BackButtonStyle] = [.system]
    var screens: [BackButtonStyle: [(name: String, site: SourceLocation)]] = [:]
    for screen in app.screens {
      let style = screen.backButton
      if style != .system, let site = screen.backButtonSite, !pushed.contains(screen.name) {
        notes.removeAll {
          $0.location == site && $0.message.hasPrefix("the back button is hidden and no button")
        }
        notes.append(
          ScanDiagnostic(
            .note, at: site,
            "\(screen.name) hides its bar or back button but is never pushed (a root, a tab or "
              + "a presentation's content): it has no back button to hide, so this is not the "
              + "app's back-button style"))
        continue
      }
      guard pushed.contains(screen.name) else { continue }
      if !styles.contains(style) { styles.append(style) }
      // A screen that keeps the system button is named at its declaration.
      screens[style, default: []].append((screen.name, screen.backButtonSite ?? screen.location))
    }
    var chosen = BackButtonStyle.system
    for style in styles where (screens[style]?.count ?? 0) > (screens[chosen]?.count ?? 0) {
      chosen = style
    }
    if chosen != .system, let first = screens[chosen]?.first {
      app.backButton = chosen
      app.backButtonSite = first.site
    }
    for style in styles where style != chosen {
      guard let others = screens[style], let site = others.first?.site else { continue }
      let names = others.map(\.name)
      notes.append(
        ScanDiagnostic(
          .note, at: site,
          "\(names.count) pushed screen\(names.count == 1 ? "" : "s") with another back button "
            + "(\(style.rawValue): \(names.prefix(4).joined(separator: ", "))"
            + (names.count > 4 ? ", +\(names.count - 4)" : "") + ") than most pushed screens' "
            + "(\(chosen.rawValue), \(screens[chosen]?.count ?? 0)): the app file gives every "
            + "pushed screen one style, the most common; each presentation is judged with its "
            + "own screen's"))
    }
  }
}
