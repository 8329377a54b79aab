extension AppAction {
  /// The action's verb (`push`, `pop-to-root`, `select`, …; a tab's path change by its own).
  package var keyword: String {
    switch self {
    case .push: "push"
    case .pop: "pop"
    case .popToRoot: "pop-to-root"
    case .dismissSheet: "dismiss-sheet"
    case .present: "present"
    case .select: "select"
    case .showPrimary: "show-primary"
    case .hidePrimary: "hide-primary"
    case .inTab(_, let change): change.plain.keyword
    }
  }

  /// The words after `app ` as a scenario line writes them (`push Detail`, `pop in Inbox`),
  /// screens and tabs named from `app`.
  package func words(in app: App) -> String {
    switch self {
    case .push(let s), .present(let s): "\(keyword) \(app.name(of: s))"
    case .select(let i): "select \(app.name(of: app.tabRoot(Int(i))))"
    case .inTab(let i, let change):
      change.plain.words(in: app) + " in \(app.name(of: app.tabRoot(Int(i))))"
    case .pop, .popToRoot, .dismissSheet, .showPrimary, .hidePrimary: keyword
    }
  }
}

extension TabPathChange {
  /// The same change made to the stack the user sees (`app push X` for `app push X in TAB`).
  package var plain: AppAction {
    switch self {
    case .push(let s): .push(s)
    case .pop: .pop
    case .popToRoot: .popToRoot
    }
  }
}
