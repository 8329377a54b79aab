import NavSimCore
import NavSimScenario
import NavSimSearch

/// JUnit XML for `check --junit`, the format CI systems read.
package enum JUnitReport {
  /// One test case: a scenario file and its failure message, if it failed.
  package struct Case {
    /// The case's name (the scenario file's path).
    package var name: String
    /// Why it failed, or `nil` when it passed.
    package var failure: String?

    /// Creates a case.
    package init(name: String, failure: String?) {
      self.name = name
      self.failure = failure
    }
  }

  /// The XML document (one suite, one case per file), ending with a newline.
  package static func document(suite: String, cases: [Case]) -> String {
    let failures = cases.filter { $0.failure != nil }.count
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites tests=\"\(cases.count)\" failures=\"\(failures)\">\n"
    out +=
      "  <testsuite name=\"\(escape(suite))\" tests=\"\(cases.count)\" failures=\"\(failures)\">\n"
    for c in cases {
      out += "    <testcase classname=\"navfuzz.check\" name=\"\(escape(c.name))\""
      if let failure = c.failure {
        out += ">\n      <failure message=\"\(escape(failure))\"/>\n    </testcase>\n"
      } else {
        out += "/>\n"
      }
    }
    out += "  </testsuite>\n</testsuites>\n"
    return out
  }

  static func escape(_ s: String) -> String {
    var out = ""
    for c in s.unicodeScalars {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case _ where c.value < 0x20 && c != "\n" && c != "\t": out += " "
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }
}
