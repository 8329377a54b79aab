import Foundation
import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

/// `navfuzz bench --quick` end to end: the `NAME VALUE UNIT` format and positive values only,
/// never a timing threshold (CLI.md `bench`: never part of the pass/fail tests).
@Suite struct NavfuzzBenchTests {
  @Test func quickBenchPrintsNameValueUnitLines() throws {
    let r = navfuzz(["bench", "--quick"])
    #expect(r.code == .success)
    #expect(r.out.hasSuffix("\n"))
    let lines = r.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(!lines.isEmpty)
    var names: [String] = []
    for line in lines {
      let fields = line.split(separator: " ", omittingEmptySubsequences: false)
      #expect(fields.count == 3, "\(line)")
      guard fields.count == 3 else { continue }
      let name = String(fields[0])
      #expect(
        !name.isEmpty
          && name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "_" || $0 == "." }, "\(line)")
      let value = Double(fields[1])
      // A count of seeds (the `search` workload's misses) may be zero; every other figure is
      // positive.
      let least = fields[2] == "seeds" ? 0.0 : Double.leastNonzeroMagnitude
      #expect(value != nil && value!.isFinite && value! >= least, "\(line)")
      #expect(!fields[2].isEmpty, "\(line)")
      names.append(name)
    }
    #expect(Set(names).count == names.count)
    #expect(names.contains("fuzz.runs_per_s.1core"))
    #expect(names.contains("explore.distinct_states_per_s"))
    #expect(names.contains("explore.chain8_app_events.depth2_states"))
    #expect(names.contains("explore.chain8_app_events.growth"))
    #expect(names.contains("search.chain12.coverage.median"))
    #expect(names.contains("search.chain12.timed.misses"))
  }
}
