import NavSim
import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#endif

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
/// them in one call. A failed write (a full disk, `> /dev/full`) is remembered: `main.swift`
/// asks ``checked(_:stderr:)`` for the final status, which is then 74 (`EX_IOERR`).
package struct StandardOutput: TextOutputStream, Sendable {
  /// The `errno` of the first failed write, 0 while every write succeeded.
  private static let failure = Atomic<Int32>(0)

  /// Creates the stream.
  package init() {}

  /// Writes `string` as UTF-8.
  package mutating func write(_ string: String) {
    if let error = writeAll(string, to: 1) {
      _ = Self.failure.compareExchange(expected: 0, desired: error, ordering: .relaxed)
    }
  }

  /// Why a write to standard output failed, or `nil` if none did.
  package static var failureReason: String? {
    let error = failure.load(ordering: .relaxed)
    return error == 0 ? nil : String(cString: strerror(error))
  }

  /// The status to exit with after a command returned `code`: `code` if every write to
  /// standard output succeeded, else ``ExitCode/ioError`` (74) after a message on `stderr`.
  package static func checked(_ code: ExitCode, stderr: inout some TextOutputStream) -> ExitCode {
    guard let reason = failureReason else { return code }
    stderr.write("error: cannot write standard output: \(reason)\n")
    return .ioError
  }
}

/// Writes every byte of `string` to `descriptor` (``Platform/writeAll(_:to:)``).
/// - Returns: `nil`, or the `errno` of the write that failed (a closed pipe, a full disk).
@discardableResult
private func writeAll(_ string: String, to descriptor: Int32) -> Int32? {
  var string = string
  return string.withUTF8 { Platform.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
}
