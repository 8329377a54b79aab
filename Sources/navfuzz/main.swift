import Glibc
import NavSim

// Thin by design: everything, usage errors included, is handled and tested in the library.
var standardOutput = StandardOutput()
var standardError = StandardError()
let code = Navfuzz.run(
  arguments: CommandLine.arguments.dropFirst(), context: .detect(),
  stdout: &standardOutput, stderr: &standardError)
exit(StandardOutput.checked(code, stderr: &standardError).rawValue)
