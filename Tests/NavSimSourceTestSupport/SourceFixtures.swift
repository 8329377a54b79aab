import Foundation
import NavSimSource

/// The SwiftUI sources under `Tests/NavSimTests/Source/Fixtures` (written for these tests, not
/// compiled), read as the scan reads them.
package enum SourceFixtures {
  /// The fixtures folder (this file is `Tests/NavSimSourceTestSupport/…`).
  package static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("NavSimTests/Source/Fixtures")

  /// The fixture apps' names (the folders under ``folder``), sorted.
  package static let appNames: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { name in
      var isFolder: ObjCBool = false
      let path = folder.appendingPathComponent(name).path
      return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
  }()

  /// The fixture app `name`'s folder path.
  package static func path(_ name: String) -> String {
    folder.appendingPathComponent(name).path
  }

  /// The `.swift` files of fixture `name`, sorted, with paths relative to the fixtures folder.
  package static func files(_ name: String) -> [SourceFile] {
    let base = folder.appendingPathComponent(name)
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: base.path))?.filter {
        $0.hasSuffix(".swift")
      }.sorted() ?? []
    return names.map { file in
      let data = FileManager.default.contents(atPath: base.appendingPathComponent(file).path)
      return SourceFile(path: "\(name)/\(file)", bytes: Array(data ?? Data()))
    }
  }

  /// One source text as a file called `path`, the availability checks read as on iOS
  /// `version` and `#if DEBUG` as `debug` says (every branch read when `nil`).
  package static func scan(
    _ sources: [String: String], iOS version: OSVersion? = nil, debug: Bool? = nil
  ) -> SourceScan {
    SourceScan(
      files: sources.keys.sorted().map { SourceFile(path: $0, text: sources[$0] ?? "") },
      iOS: version, debug: debug)
  }
}
