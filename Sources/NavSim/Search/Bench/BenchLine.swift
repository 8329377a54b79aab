import NavSimCore
import NavSimScenario

/// One line of `navfuzz bench`: `NAME VALUE UNIT` (shared by the fuzzing and exploration
/// workloads).
package struct BenchLine: Hashable, Sendable, CustomStringConvertible {
  /// What was measured (`fuzz.runs_per_s.1core`).
  package var name: String
  /// The figure.
  package var value: Double
  /// Its unit (`runs/s`).
  package var unit: String

  /// Creates a line.
  package init(name: String, value: Double, unit: String) {
    self.name = name
    self.value = value
    self.unit = unit
  }

  /// `NAME VALUE UNIT`, the value with at most one decimal.
  package var description: String {
    "\(name) \(NumberText.decimal(value, places: 1)) \(unit)"
  }
}
