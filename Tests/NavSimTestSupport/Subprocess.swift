import Foundation

/// Runs `executable` with `arguments` (in `folder` when given, with `environment` when given)
/// and waits: its status and its standard output and error, merged.
package func runProcess(
  _ executable: String, _ arguments: [String], in folder: String? = nil,
  environment: [String: String]? = nil
) throws -> (status: Int32, out: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
  if let environment { process.environment = environment }
  let out = Pipe()
  process.standardOutput = out
  process.standardError = out
  try process.run()
  let data = out.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
