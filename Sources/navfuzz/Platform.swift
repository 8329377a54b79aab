// The one file of the navfuzz target that talks to the operating system directly: file
// descriptors, terminals, the environment and the process's exit. Everything else calls these.
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#endif

/// Operating-system calls the command line needs, named for what they do.
enum Platform {
  /// Whether `descriptor` refers to a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// Whether the environment variable `name` is set (to anything, even the empty string).
  static func environmentHas(_ name: String) -> Bool {
    getenv(name) != nil
  }

  /// The value of the environment variable `name`, or `nil` when it is not set.
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Ends the process with `status`, flushing nothing (navfuzz's streams are unbuffered).
  static func exit(_ status: Int32) -> Never {
    #if canImport(Darwin)
      Darwin.exit(status)
    #elseif canImport(Glibc)
      Glibc.exit(status)
    #elseif canImport(Musl)
      Musl.exit(status)
    #endif
  }
}
