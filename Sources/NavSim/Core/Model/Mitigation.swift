/// One of the workarounds NavSim compares (MODEL.md §6).
public enum Mitigation: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Nothing: the control.
  case none
  /// The seed's `NavigationViewGestureMaskModifier`: a boolean overlay switch (R15).
  case gestureMask = "gesture-mask"
  /// The mask with a counter instead of a boolean.
  case gestureMaskCounted = "gesture-mask-counted"
  /// Edge-pan guard `count > 1 && presentedViewController == nil`.
  case guardPresented = "guard-presented"
  /// Edge-pan guard `count > 1 && transitionCoordinator == nil`.
  case guardCoordinator = "guard-coordinator"
  /// The recogniser's delegate set to nil: no guard at all.
  case guardNone = "guard-none"
  /// A full-screen cover instead of a sheet: no pull-down.
  case fullScreenCover = "full-screen-cover"
  /// The back button hidden behind a custom one: no edge swipe.
  case backHidden = "back-hidden"
  /// `interactiveContentPopGestureRecognizer.isEnabled = false`: no content swipe (R24).
  case contentSwipeOff = "content-swipe-off"
  /// `isExclusiveTouch` on the app's buttons and links (docs/MODEL.md §12): such a control gets no
  /// touch-down while another touch is down, and while it tracks one no other is delivered.
  case exclusiveTouch = "exclusive-touch"

  /// When a campaign compares it by default (`all`): the mitigation's row of the table (the
  /// cases' order is MODEL.md §6's, and a case's place gives its ``bit``).
  var comparison: Comparison {
    switch self {
    case .none, .gestureMask, .gestureMaskCounted, .guardPresented, .guardCoordinator,
      .fullScreenCover, .backHidden, .exclusiveTouch:
      .always
    case .guardNone: .onRequest
    case .contentSwipeOff: .withContentSwipe
    }
  }

  /// When the default matrix compares a mitigation.
  enum Comparison: Hashable, Sendable {
    /// In every campaign's matrix.
    case always
    /// When a profile of the run has R24's content swipe (MODEL.md §11): a single-profile run
    /// before iOS 26 compares exactly what it always did.
    case withContentSwipe
    /// Only when asked for by name.
    case onRequest
  }

  /// The mitigations a campaign compares by default (`all`), in MODEL.md §6 order.
  public static let matrix: [Mitigation] = allCases.filter { $0.comparison == .always }

  /// The matrix for a run over `profiles`: ``matrix``, plus `content-swipe-off` when one of
  /// them has R24's content swipe (MODEL.md §11), so that a single-profile run before iOS 26
  /// compares exactly what it always did.
  public static func matrix(for profiles: [Profile]) -> [Mitigation] {
    guard profiles.contains(where: \.contentSwipe) else { return matrix }
    return matrix + allCases.filter { $0.comparison == .withContentSwipe }
  }

  /// The text a user reads.
  public var description: String { rawValue }

  /// Every mitigation in declaration order, stored once (``bit`` reads it).
  private static let order: [Mitigation] = allCases

  /// The bit of this mitigation in a ``Mitigations`` set: its place in the declaration order
  /// (`none`, first, has none).
  var bit: UInt16 {
    guard let i = Self.order.firstIndex(of: self), i > 0 else { return 0 }
    return 1 << (i - 1)
  }
}

/// A combination of mitigations, as a scenario's `mitigation:` list gives it.
public struct Mitigations: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The bits of the set.
  public var rawValue: UInt16
  /// Creates a value from its raw bits.
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// A set holding the given mitigations (`none` adds nothing).
  public init(_ list: [Mitigation]) {
    self.init(rawValue: list.reduce(0) { $0 | $1.bit })
  }

  /// Whether `m` is in the set; `.none` is in the empty set only.
  public func has(_ m: Mitigation) -> Bool {
    m == .none ? rawValue == 0 : rawValue & m.bit != 0
  }

  /// The members in MODEL.md order.
  public var members: [Mitigation] {
    Mitigation.allCases.filter { $0 != .none && has($0) }
  }

  /// `none`, or the members joined by `,` (as scenario files write them).
  public var description: String {
    rawValue == 0 ? "none" : members.map(\.rawValue).joined(separator: ",")
  }
}
