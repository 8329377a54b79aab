import Glibc
import NavSim

/// A text stream writing straight to the process's standard error (file descriptor 2).
///
/// Unbuffered: each `write` is one or more `write(2)` calls, so progress lines appear at once
/// and nothing is lost if the process exits. Holds no state, so it is `Sendable` and safe
/// from any thread under Swift 6 strict concurrency (it never touches the C `stderr` global).
///
/// ```swift
/// var standardError = StandardError()
/// print("warning: the control found nothing", to: &standardError)
/// ```
package struct StandardError: TextOutputStream, Sendable {
  /// Creates the stream.
  package init() {}

  /// Writes `string` as UTF-8.
  package mutating func write(_ string: String) {
    writeAll(string, to: 2)
  }
}

/// A text stream writing straight to the process's standard output (file descriptor 1).
///
/// Unbuffered like ``StandardError``: build large outputs into a `String` first and write
/// them in one call.
package struct StandardOutput: TextOutputStream, Sendable {
  /// Creates the stream.
  package init() {}

  /// Writes `string` as UTF-8.
  package mutating func write(_ string: String) {
    writeAll(string, to: 1)
  }
}

/// Writes every byte of `string` to `descriptor`, retrying after signals and partial writes.
/// A closed pipe or a full disk ends the write silently: there is nowhere to report it.
private func writeAll(_ string: String, to descriptor: Int32) {
  var string = string
  string.withUTF8 { buffer in
    guard var address = buffer.baseAddress else { return }
    var left = buffer.count
    while left > 0 {
      let written = write(descriptor, address, left)
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      address += written
      left -= written
    }
  }
}
