// The one file of NavSimSearch that talks to the operating system (Scripts/check-imports.sh):
// CPU clocks, the processor count and peak memory, for the bench and the campaign's default
// worker count.
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#endif

/// Process facts the search layer measures itself by.
package enum Platform {
  /// The number of online processors (at least 1).
  package static var processorCount: Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }

  /// CPU seconds used by the whole process so far.
  package static func processCPUSeconds() -> Double {
    cpuSeconds(CLOCK_PROCESS_CPUTIME_ID)
  }

  /// CPU seconds used by the calling thread so far.
  package static func threadCPUSeconds() -> Double {
    cpuSeconds(CLOCK_THREAD_CPUTIME_ID)
  }

  /// The process's peak resident memory, KB (0 if the system does not say).
  package static func peakMemoryKB() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
      let who = __rusage_who_t(RUSAGE_SELF.rawValue)
    #else
      let who = RUSAGE_SELF
    #endif
    guard getrusage(who, &usage) == 0 else { return 0 }
    #if canImport(Darwin)
      return Int(usage.ru_maxrss) / 1024  // bytes on Darwin
    #else
      return Int(usage.ru_maxrss)  // kilobytes on Linux
    #endif
  }

  private static func cpuSeconds(_ clock: clockid_t) -> Double {
    var ts = timespec()
    guard clock_gettime(clock, &ts) == 0 else { return 0 }
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
  }
}
