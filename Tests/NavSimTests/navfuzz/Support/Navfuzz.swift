@testable import navfuzz

/// Runs the command line in this process with `arguments`: its exit code and what it wrote.
func navfuzz(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
  var out = ""
  var err = ""
  let code = Navfuzz.run(arguments: ArraySlice(arguments), stdout: &out, stderr: &err)
  return (code, out, err)
}

/// The seed's lockup as a file for the command line, with absolute times.
let seedLockupText = """
  # the seed
  start: root > detail
  expect: lockup

  @0ms tap show-sheet
  @700ms drag-sheet 0.6 over 200ms velocity 900
  @1150ms swipe-back 0.7 over 100ms velocity 600

  """
