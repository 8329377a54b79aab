// Thin by design: everything, usage errors included, is handled and tested in `Navfuzz.run`.
// The signal handlers come first, so a signal at any time ends navfuzz with 128 + its number.
Interrupt.install()
var standardOutput = StandardOutput()
var standardError = StandardError()
let code = Navfuzz.run(
  arguments: CommandLine.arguments.dropFirst(), context: .detect(),
  stdout: &standardOutput, stderr: &standardError)
Platform.exit(StandardOutput.checked(code, stderr: &standardError).rawValue)
