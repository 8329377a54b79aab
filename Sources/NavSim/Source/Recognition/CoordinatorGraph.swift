import NavSimCore

/// The navigation an app's own coordinators make (docs/SCAN.md, "Coordinators"): classes that
/// build each screen (`func toPresentable() -> AnyView { AnyView(RoomScreen(…)) }`) and show
/// them through a coordinator stack (`navigationStackCoordinator.push(coordinator)`,
/// `setSheetCoordinator(stack)`, ``CoordinatorVerb``), triggered by a screen's actions
/// (`coordinator.actions.sink { … }`) directly, through the flow's own methods or through its
/// state machine's events (`stateMachine.tryEvent(.presentDetails)` and the `case` that
/// handles that event).
///
/// Each call is read as a link or a presentation on the screens whose actions lead to it, or
/// as a root; a call whose screen or destination cannot be traced is a note with the reason.
struct CoordinatorGraph: Sendable {
  /// The items each screen gets from coordinators' calls, by view name, in source order.
  var items: [String: [ScreenContent.Item]] = [:]
  /// The views a screen coordinator makes and hands to the screen it shows (`let toolbar =
  /// ComposerToolbar(…)` before `AnyView(RoomScreen(…, composerToolbar: toolbar))`): embedded
  /// in that screen, by the screen's name.
  var embedded: [String: [String]] = [:]
  /// The screens set as a stack's root by a flow (the App's root when its WindowGroup shows a
  /// coordinator), in source order, each once.
  var roots: [(name: String, at: SourceLocation)] = []
  /// The calls read (the others are noted by the scan).
  var read: Set<SourceLocation> = []
  /// The presentations written in the views the coordinator stacks show (`.sheet(item:
  /// $coordinator.sheetModule)`): the mechanism the calls present through, read at each call.
  var mechanismSites: Set<SourceLocation> = []
  /// What a warning says of a call read on a screen only as a guess (a coordinator that shows
  /// one of two screens handles its actions for both), by screen, then call.
  var guesses: [String: [SourceLocation: String]] = [:]
  /// The calls not read for a reason the graph knows, with the reason.
  var untraced: [(at: SourceLocation, reason: String)] = []

  /// Whether the sources navigate through coordinators the graph reads.
  var isEmpty: Bool { items.isEmpty && roots.isEmpty && embedded.isEmpty }

  /// The most facts (a unit, a screen it runs for, the cases its names hold) the values are
  /// followed to; past it every `case` of a `switch` on a parameter runs for every screen.
  static let maximumFacts = 200_000
  /// The most coordinators followed one inside another to find what a stack shows.
  static let maximumDepth = 4
}

extension CoordinatorGraph {
  /// The graph of `index`'s sources, the files of `skipped` aside (test code).
  init(index: SourceIndex, skipped: Set<Int> = []) {
    var reader = CoordinatorReader(index: index, skipped: skipped)
    reader.collect()
    guard !reader.calls.isEmpty else { return }
    reader.propagate()
    self = reader.graph()
    embedded = reader.embedded
  }
}
