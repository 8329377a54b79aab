import NavSimCore

/// The action of an event line, in the file's terms: screens by name, gestures as written.
public enum ScenarioAction: Hashable, Sendable {
  /// `tap …`.
  case tap(ScenarioTap)
  /// A gesture's line (`swipe-back …`, `drag-sheet …`, `content-swipe …`, `zoom-dismiss …`,
  /// ``GestureKind/keyword``): a step or a shorthand.
  case gesture(GestureKind, ScenarioGesture)
  /// `rotate`.
  case rotate
  /// `app …`: the app changing state by itself.
  case app(ScenarioAppAction)

  /// The pan of `kind`, written as `gesture`.
  package init(_ kind: GestureKind, _ gesture: ScenarioGesture) {
    self = .gesture(kind, gesture)
  }

  /// The action's first word.
  public var keyword: String {
    switch self {
    case .tap: "tap"
    case .gesture(let kind, _): kind.keyword
    case .rotate: "rotate"
    case .app: "app"
    }
  }

  /// The gesture and how the line writes it, for a gesture's line; `nil` for any other action.
  public var gestureLine: (kind: GestureKind, gesture: ScenarioGesture)? {
    switch self {
    case .gesture(let kind, let gesture): (kind, gesture)
    case .tap, .rotate, .app: nil
    }
  }

  /// The action words event lines may start with (the pans' from ``GestureKind/keyword``).
  static let keywords = ["tap"] + GestureKind.allCases.map(\.keyword) + ["rotate", "app"]
}

/// What a `tap` lands on.
public enum ScenarioTap: Hashable, Sendable {
  /// `tap link NAME`.
  case link(String)
  /// `tap back`.
  case back
  /// `tap custom-back`.
  case customBack
  /// `tap show-sheet`.
  case showSheet
  /// `tap close-sheet`.
  case closeSheet
  /// `tap sidebar-toggle`.
  case sidebarToggle
  /// `tap sheet NAME`, `tap cover NAME`, `tap alert`, `tap dialog`: the button that sets that
  /// presentation's binding on the visible screen.
  case present(PresentationKind, String?)
  /// `tap ok`: the alert's button.
  case ok
  /// `tap cancel`: the dialog's Cancel.
  case cancel
  /// `tap tab NAME`.
  case tab(String)

  /// The words after `tap `.
  public var text: String {
    switch self {
    case .link(let name): "link \(name)"
    case .present(let kind, let name): kind.keyword + (name.map { " \($0)" } ?? "")
    case .ok: "ok"
    case .cancel: "cancel"
    case .tab(let name): "tab \(name)"
    case .back: "back"
    case .customBack: "custom-back"
    case .showSheet: "show-sheet"
    case .closeSheet: "close-sheet"
    case .sidebarToggle: "sidebar-toggle"
    }
  }

  /// The targets without an argument, by keyword.
  static let simple: [(String, ScenarioTap)] = [
    ("back", .back), ("custom-back", .customBack), ("show-sheet", .showSheet),
    ("close-sheet", .closeSheet), ("sidebar-toggle", .sidebarToggle), ("ok", .ok),
    ("cancel", .cancel),
  ]
}

/// A gesture as an event line writes it: one step, or a whole stroke.
public enum ScenarioGesture: Hashable, Sendable {
  /// `begin`, `move P`, `end [velocity V]` or `cancel`.
  case step(GesturePhase)
  /// `P over D [velocity V]`, expanded by
  /// ``TimedInput/stroke(_:progress:over:velocity:start:frames:extent:)``; a `nil` velocity is
  /// the mean speed.
  case stroke(progress: Double, duration: VirtualDuration, velocity: Double?)
}

/// An `app …` action.
public enum ScenarioAppAction: Hashable, Sendable {
  /// `app push NAME`.
  case push(String)
  /// `app pop`.
  case pop
  /// `app pop-to-root`.
  case popToRoot
  /// `app dismiss` (also `app dismiss-sheet`): the top presentation's binding set to false.
  case dismissSheet
  /// `app present NAME`: the binding of the presentation that shows `NAME`.
  case present(String)
  /// `app select NAME`: the tab.
  case select(String)
  /// `app show-primary`.
  case showPrimary
  /// `app hide-primary`.
  case hidePrimary
  /// `app push NAME in TAB`, `app pop in TAB`, `app pop-to-root in TAB`: the change made to the
  /// stack of the tab rooted at `TAB`, selected or not.
  indirect case inTab(ScenarioAppAction, String)

  /// The words after `app `.
  public var text: String {
    switch self {
    case .inTab(let change, let tab): "\(change.text) in \(tab)"
    case .push(let name): "push \(name)"
    case .pop: "pop"
    case .popToRoot: "pop-to-root"
    case .dismissSheet: "dismiss-sheet"
    case .present(let name): "present \(name)"
    case .select(let name): "select \(name)"
    case .showPrimary: "show-primary"
    case .hidePrimary: "hide-primary"
    }
  }

  /// The file form of `action`, screens and tabs named from `app`.
  public init(_ action: AppAction, app: App) {
    switch action {
    case .push(let id): self = .push(app.name(of: id))
    case .pop: self = .pop
    case .popToRoot: self = .popToRoot
    case .dismissSheet: self = .dismissSheet
    case .present(let id): self = .present(app.name(of: id))
    case .select(let i): self = .select(app.name(of: app.tabRoot(Int(i))))
    case .showPrimary: self = .showPrimary
    case .hidePrimary: self = .hidePrimary
    case .inTab(let i, let change):
      self = .inTab(ScenarioAppAction(change.plain, app: app), app.name(of: app.tabRoot(Int(i))))
    }
  }

  /// The model's action, screens and tabs named in `app` (`nil` for a name it does not have, or
  /// a tab's change that is not a push or a pop).
  public func resolved(in app: App) -> AppAction? {
    switch self {
    case .push(let name): app.screenID(named: name).map { .push($0) }
    case .present(let name): app.screenID(named: name).map { .present($0) }
    case .select(let name):
      app.screenID(named: name).flatMap { app.tabIndex(of: $0) }.map { .select(UInt8($0)) }
    case .pop: .pop
    case .popToRoot: .popToRoot
    case .dismissSheet: .dismissSheet
    case .showPrimary: .showPrimary
    case .hidePrimary: .hidePrimary
    case .inTab(let change, let tab):
      app.screenID(named: tab).flatMap { app.tabIndex(of: $0) }.flatMap { i in
        switch change.resolved(in: app) {
        case .push(let s)?: .inTab(UInt8(i), .push(s))
        case .pop?: .inTab(UInt8(i), .pop)
        case .popToRoot?: .inTab(UInt8(i), .popToRoot)
        default: nil
        }
      }
    }
  }

  /// Whether `action` may name a tab (`push NAME in TAB`, `pop in TAB`, `pop-to-root in TAB`).
  static func changesTabs(_ action: ScenarioAppAction) -> Bool {
    switch action {
    case .push, .pop, .popToRoot: true
    default: false
    }
  }

  /// The actions without an argument, by keyword.
  static let simple: [(String, ScenarioAppAction)] = [
    ("pop", .pop), ("pop-to-root", .popToRoot), ("dismiss-sheet", .dismissSheet),
    ("dismiss", .dismissSheet),
    ("show-primary", .showPrimary), ("hide-primary", .hidePrimary),
  ]
}
