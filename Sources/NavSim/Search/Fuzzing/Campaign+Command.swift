import NavSimCore
import NavSimScenario

extension Campaign {
  /// The command that makes this campaign again: `navfuzz --seed 1 --fingers 2 --app app.nav`
  /// (``replayArguments`` after the seed). Every command a report prints is built from it, so
  /// each carries every option that changed the runs.
  public var command: String {
    (["navfuzz", "--seed", String(seed)] + replayArguments.map(ShellWord.quoted))
      .joined(separator: " ")
  }

  /// The command that replays run `index` under `mitigation` alone: `navfuzz --seed 1
  /// --fingers 2 --run 730 --mitigation gesture-mask`.
  public func replayCommand(run index: Int, mitigation: Mitigation) -> String {
    command + " --run \(index) --mitigation \(mitigation.rawValue)"
  }

  /// The command that exports finding file `path` for a simulator or a device (docs/DEVICE.md):
  /// `navfuzz export navfuzz-out/none-lockup.nav --out repro`. It takes none of the campaign's
  /// options (``replayArguments``): a finding file carries the whole configuration its run had
  /// (profile, settings, device, app, mitigation), and `export` reads only the file.
  package static func exportCommand(path: String, out: String = "repro") -> String {
    "navfuzz export \(ShellWord.quoted(path)) --out \(ShellWord.quoted(out))"
  }
}

/// One word of a command line as a POSIX shell reads it back: left as it is when it holds only
/// characters no shell treats specially, else in single quotes.
package enum ShellWord {
  /// `app.nav`, `'My App.nav'`, `'it'\''s.nav'`.
  package static func quoted(_ word: String) -> String {
    let plain =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9": true
        case "-", "_", ".", "/", ",", "=", ":", "+", "@", "%": true
        default: false
        }
      }
    if plain { return word }
    return "'" + word.replacing("'", with: "'\\''") + "'"
  }
}
