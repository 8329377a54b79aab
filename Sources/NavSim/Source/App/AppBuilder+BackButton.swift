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

  /// The app file's back-button style: the first custom one read on a screen that is pushed
  /// (a link's destination), with a note for another; a root's, a tab's or a presentation's
  /// content's hidden bar hides no back button, and is not the app's style.
  mutating func chooseBackButton() {
    var pushed: Set<String> = []
    for screen in app.screens {
      for item in screen.items {
        if case .link(let target) = item.kind { pushed.insert(target) }
      }
    }
    for screen in app.screens {
      let style = screen.backButton
      guard style != .system, let site = screen.backButtonSite else { continue }
      guard pushed.contains(screen.name) else {
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
      if app.backButton == .system {
        app.backButton = style
        app.backButtonSite = site
      } else if app.backButton != style {
        notes.append(
          ScanDiagnostic(
            .note, at: site,
            "another custom back button (\(style.rawValue)) than the first one read "
              + "(\(app.backButton.rawValue)): the app file gives every pushed screen one style, "
              + "the first (each presentation is judged with its own screen's)"))
      }
    }
  }
}
