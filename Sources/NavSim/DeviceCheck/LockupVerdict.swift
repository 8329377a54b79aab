/// A container's verdict: whether any of its probes changed what is on screen.
public struct ContainerVerdict: Hashable, Sendable {
  /// `stack`, `tab NAME`, `sheet` or `window`.
  public var container: String
  /// The probes tried for it, in order.
  public var probes: [String]
  /// Whether one of them responded.
  public var responded: Bool
}

/// The lockup check's verdict on a run's probes.
public struct LockupVerdict: Hashable, Sendable {
  /// Every container probed, in the order first probed.
  public var containers: [ContainerVerdict]

  /// Some probe changed what is on screen: the window responds.
  public var responsive: Bool { containers.contains { $0.responded } }

  /// The stacks whose every probe went unanswered while the window still responds (the
  /// model's dead-stack); empty when nothing responds (that is a lockup).
  public var deadContainers: [String] {
    guard responsive else { return [] }
    return containers.filter { !$0.responded && $0.container != "window" }.map(\.container)
  }

  /// `lockup`, `dead-stack` or `responsive`, as the model's findings are named.
  public var name: String {
    !responsive ? "lockup" : deadContainers.isEmpty ? "responsive" : "dead-stack"
  }
}
