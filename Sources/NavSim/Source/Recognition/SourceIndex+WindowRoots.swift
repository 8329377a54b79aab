/// Views shown as the root of a UIKit window of the app's own (a player, a call screen in a
/// window above the main one): `window.rootViewController = UIHostingController(rootView:
/// PlayerView())`, also through the locals of the function that sets it (docs/SCAN.md).
extension SourceIndex {
  /// The most locals followed from a window's root back to the view it shows.
  static let windowRootHops = 4

  /// The views the sources set as a window's root, in source order, each once, with where the
  /// root is set; files of `skipped` (test code) and other platforms' branches aside. The
  /// receiver's name ends in `window` (`window.rootViewController`, `self.window?.…`,
  /// `playerWindow.…`); the value is a hosting controller's `rootView:` argument, or a local
  /// of the same function holding one (`let host = Host(rootView: view)`, `let view =
  /// PlayerView().environment(…)`).
  func windowRoots(skipped: Set<Int>) -> [(name: String, at: SourceLocation)] {
    var found: [(name: String, at: SourceLocation)] = []
    for (f, file) in files.enumerated() where !skipped.contains(f) {
      var i = 2
      var function = 0
      while i + 2 < file.code.count {
        defer { i += 1 }
        // A declaration starts a function; a call of an initialiser (`X.init(`) does not.
        if file.isWord(i, "func")
          || (file.isWord(i, "init") && !file.isPunctuation(i - 1, ASCII.dot))
        {
          function = i
        }
        guard file.isWord(i, "rootViewController"), file.isPunctuation(i - 1, ASCII.dot),
          file.isPunctuation(i + 1, UInt8(ascii: "=")),
          !file.isPunctuation(i + 2, UInt8(ascii: "=")), !isOutsideIOS(file: f, token: i)
        else { continue }
        var receiver = i - 2
        if file.isPunctuation(receiver, UInt8(ascii: "?"))
          || file.isPunctuation(receiver, UInt8(ascii: "!"))
        {
          receiver -= 1
        }
        guard file.code[receiver].kind == .identifier,
          file.text(receiver).lowercased().hasSuffix("window"),
          let name = viewShown(in: file, at: i + 2, from: function, hops: Self.windowRootHops),
          !found.contains(where: { $0.name == name })
        else { continue }
        found.append((name, file.location(ofCode: i)))
      }
    }
    return found
  }

  /// The view of the sources the expression at token `k` shows as a controller's root: a view
  /// type, a call's `rootView:` argument, or a local declared after token `from` and before `k`
  /// holding one, followed `hops` more times at most.
  private func viewShown(in file: SourceFile, at k: Int, from: Int, hops: Int) -> String? {
    guard hops >= 0, k < file.code.count, file.code[k].kind == .identifier else { return nil }
    let name = file.text(k)
    if viewTypes.contains(name) { return name }
    if file.isTypeName(k), file.isPunctuation(k + 1, ASCII.openParen),
      let close = file.partner(of: k + 1)
    {
      var j = k + 2
      while j + 2 < close {
        if file.isWord(j, "rootView"), file.isPunctuation(j + 1, UInt8(ascii: ":")) {
          return viewShown(in: file, at: j + 2, from: from, hops: hops)
        }
        j += 1
      }
      return nil
    }
    guard !file.isTypeName(k) else { return nil }
    // A local: the last `let name =` / `var name =` before the use.
    var d = k - 1
    while d > from {
      if file.isPunctuation(d, UInt8(ascii: "=")), file.text(d - 1) == name,
        file.isWord(d - 2, "let") || file.isWord(d - 2, "var")
      {
        return viewShown(in: file, at: d + 1, from: from, hops: hops - 1)
      }
      d -= 1
    }
    return nil
  }
}
