// The fuzz binary's libFuzzer entry. Scripts/fuzz-build.sh compiles the files of this folder
// with the sources of the layers the targets read (Core, Scenario, Source) as one module, once
// for every target: `NAVSIM_FUZZ_TARGET` picks the target a run fuzzes (Scripts/fuzz-parser.sh
// and Scripts/fuzz-scan.sh set it).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The targets by the name `NAVSIM_FUZZ_TARGET` gives, each called once per input.
let fuzzTargets: [(name: String, run: @Sendable ([UInt8]) -> Void)] = [
  ("parser", fuzzScenarioParser),
  ("scan", fuzzSourceScan),
]

/// The target of this run, read once.
let fuzzTarget: @Sendable ([UInt8]) -> Void = {
  let name = getenv("NAVSIM_FUZZ_TARGET").map { String(cString: $0) } ?? ""
  guard let target = fuzzTargets.first(where: { $0.name == name }) else {
    fuzzFailure(
      "NAVSIM_FUZZ_TARGET is '\(name)': one of "
        + fuzzTargets.map(\.name).joined(separator: ", "))
  }
  return target.run
}()

/// Stops the run with a message libFuzzer shows next to the crash input.
func fuzzFailure(_ message: String) -> Never {
  preconditionFailure(message)
}

/// libFuzzer calls this once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  fuzzTarget(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}
