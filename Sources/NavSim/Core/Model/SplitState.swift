/// The split view controller's state besides whether the primary column is shown
/// (``ModelState/sidebarShown``): what the app asked for through the seed's `isHide`, and the
/// `dismiss(animated:completion:)` completions that wait for a sheet (R22, R23).
public struct SplitState: Hashable, Sendable {
  /// `UISplitViewController.preferredDisplayMode`, as the seed's `isHide` sets it.
  public enum DisplayMode: UInt8, Hashable, Sendable {
    /// Never set: landscape shows the primary beside the detail, portrait hides it (R19).
    case automatic
    /// `isHide = true`: the primary is hidden in both orientations.
    case secondaryOnly
    /// `isHide = false`: the primary is shown beside the detail in both orientations.
    case oneBesideSecondary

    /// Whether the layout shows the primary column in the given orientation (R19).
    public func showsPrimary(landscape: Bool) -> Bool {
      switch self {
      case .automatic: landscape
      case .secondaryOnly: false
      case .oneBesideSecondary: true
      }
    }
  }

  /// The preferred display mode.
  public internal(set) var preferred: DisplayMode = .automatic
  /// `dismiss(animated:completion:)` completions waiting for the sheet's dismissal to commit
  /// (a completion due at the next frame is an event on the queue instead).
  public internal(set) var awaitingSheet: UInt8 = 0

  /// Creates the state of a split view whose app has not touched `isHide`.
  public init() {}

  /// The fields as one word (for fingerprints).
  var word: UInt64 { UInt64(preferred.rawValue) | UInt64(awaitingSheet) << 8 }
}
