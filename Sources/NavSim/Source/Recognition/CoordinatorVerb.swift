import NavSimCore

/// A coordinator's navigation call (`navigationStackCoordinator.push(c)`, `setSheetCoordinator(s)`,
/// …): what it does to the screen on top, one row per method name (docs/SCAN.md,
/// "Coordinators").
enum CoordinatorVerb: String, CaseIterable, Sendable {
  /// Pushes the coordinator's screen on the stack.
  case push
  /// Makes the coordinator's screen the stack's root.
  case setRootCoordinator
  /// Shows the coordinator's screen (or stack) in a sheet.
  case setSheetCoordinator
  /// Shows it in a full-screen cover.
  case setFullScreenCoverCoordinator
  /// A split view's detail: on iPhone, pushed on the compact stack over the sidebar.
  case setDetailCoordinator
  /// A split view's sidebar: on iPhone, the compact stack's root.
  case setSidebarCoordinator
  /// A presentation whose style the call does not say: not read.
  case presentCoordinator

  /// The verbs by method name.
  static let byName: [String: CoordinatorVerb] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

  /// What the verb does on iPhone: a push, a presentation of a kind, a root, or nothing read.
  var effect: Effect {
    switch self {
    case .push, .setDetailCoordinator: .push
    case .setSheetCoordinator: .present(.sheet)
    case .setFullScreenCoverCoordinator: .present(.cover)
    case .setRootCoordinator, .setSidebarCoordinator: .root
    case .presentCoordinator: .unread
    }
  }

  /// What a verb does to the screens (``effect``).
  enum Effect: Equatable, Sendable {
    case push
    case present(PresentationKind)
    case root
    case unread
  }

}
