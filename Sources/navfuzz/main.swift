// Thin by design: everything, usage errors included, is handled and tested in `Navfuzz.run`.
var standardOutput = StandardOutput()
var standardError = StandardError()
let code = Navfuzz.run(
  arguments: CommandLine.arguments.dropFirst(), context: .detect(),
  stdout: &standardOutput, stderr: &standardError)
Platform.exit(StandardOutput.checked(code, stderr: &standardError).rawValue)
