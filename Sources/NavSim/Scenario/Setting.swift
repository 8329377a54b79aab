import NavSimCore

extension Scenario {
  /// One `NAME=VALUE` item of a `set:` header, overriding a profile value.
  public struct Setting: Hashable, Sendable {
    /// The value's name, one of ``Profile/settingNames``.
    public var name: String
    /// A duration in µs, or the frame rate for `fps`.
    public var value: Int64

    /// Creates a setting.
    public init(_ name: String, _ value: Int64) {
      self.name = name
      self.value = value
    }

    /// Whether the value is a plain number (a frame rate, points, a 0/1 choice) rather than a
    /// duration.
    public var isFrameRate: Bool { !Profile.isDuration(name) }
  }
}
