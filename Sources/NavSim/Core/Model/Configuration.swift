/// The device the app runs on.
public enum Device: String, Hashable, Sendable, CaseIterable {
  case iphone, ipad
}

/// The device's orientation.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
  case portrait, landscape
}

/// How the app lays out its navigation.
public enum Container: String, Hashable, Sendable, CaseIterable {
  /// A NavigationStack (or a stack-style NavigationView).
  case stack
  /// An iPad split view: a primary column (sidebar) and a detail column holding a stack.
  case split
}

/// How the app draws its back button (SCENARIOS.md `back-button`).
public enum BackButtonStyle: String, Hashable, Sendable, CaseIterable {
  /// The system back button.
  case system
  /// `navigationBarBackButtonHidden(true)` plus a toolbar button that calls `dismiss()`.
  case hiddenToolbar = "hidden-toolbar"
  /// `navigationBarHidden(true)` plus a button in a ZStack at the top calling `dismiss()`.
  case hiddenOverlay = "hidden-overlay"
  /// The system button made transparent with a custom image over it.
  case clearTint = "clear-tint"
}

/// Everything that decides how a run behaves besides its inputs.
///
/// ```swift
/// var config = Configuration()
/// config.mitigations = [.gestureMask]
/// config.start = [0, 1]  // root > detail
/// ```
public struct Configuration: Hashable, Sendable {
  /// The app's screens.
  public var app: App = .seed
  /// Timing and behaviour values.
  public var profile: Profile = .ios17
  /// The mitigations in force.
  public var mitigations: Mitigations = []
  /// The back-button style of every pushed screen.
  public var backButton: BackButtonStyle = .system
  /// The device.
  public var device: Device = .iphone
  /// The orientation at the start.
  public var orientation: Orientation = .portrait
  /// Stack or split view.
  public var container: Container = .stack
  /// The committed stack at the start, bottom first (the root alone by default).
  public var start: [ScreenID] = [0]
  /// A seed that shuffles events due at the same instant; `nil` keeps MODEL.md §1's order.
  public var tieBreakSeed: UInt64? = nil

  /// Creates the default configuration: the seed app on an iPhone under `ios17`, no mitigation.
  public init() {}

  /// The screen size in points, portrait (MODEL.md §7).
  public var screenSize: (width: Double, height: Double) {
    let (w, h) = device == .ipad ? (820.0, 1180.0) : (390.0, 844.0)
    return orientation == .portrait ? (w, h) : (h, w)
  }
}
