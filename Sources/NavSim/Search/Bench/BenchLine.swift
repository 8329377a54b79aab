import NavSimCore
import NavSimScenario

/// One line of `navfuzz bench`: `NAME VALUE UNIT` (shared by the fuzzing and exploration
/// workloads).
public struct BenchLine: Hashable, Sendable, CustomStringConvertible {
  /// What was measured (`fuzz.runs_per_s.1core`).
  public var name: String
  /// The figure.
  public var value: Double
  /// Its unit (`runs/s`).
  public var unit: String

  /// Creates a line.
  public init(name: String, value: Double, unit: String) {
    self.name = name
    self.value = value
    self.unit = unit
  }

  /// `NAME VALUE UNIT`, the value with at most one decimal.
  public var description: String {
    "\(name) \(NumberText.decimal(value, places: 1)) \(unit)"
  }
}
