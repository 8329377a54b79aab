import NavSim

/// The `navfuzz` program as a library function, so tests run it without a process.
///
/// `main.swift` calls ``run(arguments:context:stdout:stderr:)`` and exits with its result.
/// Each command has one function taking its options; they are where the commands are wired to
/// the simulation, the fuzzer and the explorer.
///
/// ```swift
/// var out = "", err = ""
/// let code = Navfuzz.run(arguments: ["--version"], stdout: &out, stderr: &err)
/// // code == .success, out == "navfuzz 0.1.0\n"
/// ```
package enum Navfuzz {
  /// The version `--version` prints; the only place it is written.
  package static let version = "0.1.0"

  /// Parses `arguments` (without the program name) and runs the command.
  ///
  /// A usage error prints its message and the command's usage on `stderr` and returns
  /// ``ExitCode/usage``.
  package static func run(
    arguments: ArraySlice<String>, context: ConsoleContext = .plain,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) -> ExitCode {
    let command: Command
    do {
      command = try Command.parse(arguments)
    } catch {
      stderr.write("\(error)\n\(error.usage)\n")
      return .usage
    }
    return main(command, context: context, stdout: &stdout, stderr: &stderr)
  }

  /// Runs `command`: help and version print on `stdout`; a command's failure prints on
  /// `stderr` and gives its exit status.
  ///
  /// Before the command runs, its paths are checked once (``CommandPaths``): an output that
  /// would replace an input, or two outputs on one file, is a usage error and nothing runs.
  package static func main(
    _ command: Command, context: ConsoleContext = .plain,
    stdout: inout some TextOutputStream, stderr: inout some TextOutputStream
  ) -> ExitCode {
    var context = context
    do throws(NavfuzzError) {
      do throws(UsageError) {
        context.paths = try CommandPaths(checking: command.declaredPaths, command: command.name)
      } catch {
        throw .usage(error)
      }
      return try command.run(context: context, stdout: &stdout, stderr: &stderr)
    } catch {
      stderr.write("\(error)\n")
      return error.exitCode
    }
  }

  // MARK: - Commands

}
