/// A flag written through a binding (docs/SCAN.md, "What it recognises": a branch its
/// construction decides): Yattee's context menu presents its playlist sheet on its modifier's
/// `@State`, which only the menu's view writes, through the `@Binding` it is given, in a button
/// that `if showAddToPlaylist` holds; the menu built with `context: .mediaBrowser` closes that
/// branch, so nothing there shows the sheet.
extension Recognizer {
  /// The most methods deep ``writeIsClosed(_:in:closed:depth:)`` follows the calls of a
  /// `private` method that writes a binding.
  static let maximumWriteDepth = 3

  /// For `$flag` at `mention` passed whole to a construction of a view of the sources
  /// (`Menu(context: context, showing: $flag)`): the first branch of that view that its
  /// construction there closes and that holds a write of the `@Binding` the argument sets, when
  /// every write of it is in such a branch, or in a `private` method only such branches call;
  /// else `nil`.
  mutating func bindingWriteClosed(at mention: TokenPlace) -> TokenPlace? {
    let file = files[mention.file]
    let k = mention.token
    guard k >= 2, file.isPunctuation(k - 1, UInt8(ascii: ":")),
      file.code[k - 2].kind == .identifier,
      file.isPunctuation(k + 1, UInt8(ascii: ",")) || file.isPunctuation(k + 1, ASCII.closeParen),
      let open = enclosingParen(of: k, in: file), open >= 1, file.isTypeName(open - 1)
    else { return nil }
    let view = file.text(open - 1)
    let label = file.text(k - 2)
    guard index.viewTypes.contains(view),
      let binding = boundProperty(of: view, label: label)
    else { return nil }
    let closed = closedBranches(of: view, file: mention.file, open: open)
    guard !closed.isEmpty else { return nil }
    let writes = mentions(of: binding, in: view).filter { !isInitializerStore($0, of: binding) }
    var first: TokenPlace? = nil
    for write in writes {
      guard let holder = writeIsClosed(write, in: view, closed: closed, depth: 0) else {
        return nil
      }
      first = first ?? holder
    }
    return first
  }

  /// The `(` whose arguments hold token `k`, read back over the arguments before it.
  private func enclosingParen(of k: Int, in file: SourceFile) -> Int? {
    var t = k - 1
    var steps = 0
    while t >= 0, steps < 4_096 {
      steps += 1
      if let open = file.partner(of: t), open < t {
        t = open - 1
        continue
      }
      if file.isPunctuation(t, ASCII.openParen) { return t }
      if file.isPunctuation(t, ASCII.openBrace) || file.isPunctuation(t, ASCII.openBracket) {
        return nil
      }
      t -= 1
    }
    return nil
  }

  /// The `@Binding` property of `view` that the argument labelled `label` sets: the one every
  /// initialiser with a parameter of that label stores it in (`self._showing = showing`), or,
  /// with no initialiser written, the property of that name.
  private mutating func boundProperty(of view: String, label: String) -> String? {
    guard let shape = constructions.reader.shape(of: view) else { return nil }
    var found: String? = nil
    if shape.initializers.isEmpty {
      found = label
    } else {
      for initializer in shape.initializers {
        guard let parameter = initializer.parameters.first(where: { $0.label == label }) else {
          continue
        }
        let stored = initializer.kept(in: files[initializer.place.file])[parameter.name] ?? []
        guard stored.count == 1, let name = stored.first else { return nil }
        let property = name.hasPrefix("_") ? String(name.dropFirst()) : name
        if let before = found, before != property { return nil }
        found = property
      }
    }
    guard let found, shape.stored[found]?.wrappers.contains("Binding") == true else { return nil }
    return found
  }

  /// Whether the mention at `place` is an initialiser's store of the binding it is given
  /// (`self._showing = showing`, `_showing = showing`): not a write of the flag.
  private func isInitializerStore(_ place: TokenPlace, of binding: String) -> Bool {
    let file = files[place.file]
    return file.text(place.token) == "_" + binding
      && file.isPunctuation(place.token + 1, UInt8(ascii: "="))
  }

  /// The closed branch of `view` that holds the write at `write`, directly or through the calls
  /// of the `private` method it is in (each of them in such a branch, or in such a method,
  /// `depth` methods deep at most); `nil` when the write may run.
  private mutating func writeIsClosed(
    _ write: TokenPlace, in view: String, closed: [TokenPlace], depth: Int
  ) -> TokenPlace? {
    if let holder = branch(holding: write, among: closed) { return holder }
    guard depth < Self.maximumWriteDepth, let method = privateMethod(of: view, holding: write)
    else { return nil }
    var first: TokenPlace? = nil
    for call in calls(of: method, in: view) {
      guard let holder = writeIsClosed(call, in: view, closed: closed, depth: depth + 1) else {
        return nil
      }
      first = first ?? holder
    }
    return first
  }

  /// The branch among `closed` whose body holds `place`.
  func branch(holding place: TokenPlace, among closed: [TokenPlace]) -> TokenPlace? {
    closed.first { branch in
      guard branch.file == place.file, branch.token <= place.token else { return false }
      let code = files[branch.file]
      guard
        let brace = ConstantReader.conditionEnd(
          after: branch.token, in: code, limit: code.code.count),
        let close = code.partner(of: brace)
      else { return false }
      return place.token < close
    }
  }

  /// The `private` (or `fileprivate`) method of `view` whose body holds `place`.
  private mutating func privateMethod(of view: String, holding place: TokenPlace)
    -> SourceIndex.Member?
  {
    guard
      let member = members(of: view).first(where: {
        $0.file == place.file && $0.open < place.token && place.token < $0.close
      })
    else { return nil }
    let code = files[member.file]
    guard code.isWord(member.nameToken - 1, "func") else { return nil }
    let before = member.nameToken - 2
    return code.isWord(before, "private") || code.isWord(before, "fileprivate") ? member : nil
  }

  /// Where `view`'s declarations call `method` by name (`startDownload(for: v)`,
  /// `self.startDownload(…)`), outside its own declaration.
  private func calls(of method: SourceIndex.Member, in view: String) -> [TokenPlace] {
    var found: [TokenPlace] = []
    for declaration in constructions.reader.declarations(of: view) {
      let file = files[declaration.file]
      for k in (declaration.open + 1)..<declaration.close
      where k != method.nameToken && file.code[k].kind == .identifier
        && file.isPunctuation(k + 1, ASCII.openParen) && file.text(k) == method.name
        && (!file.isPunctuation(k - 1, ASCII.dot) || file.isWord(k - 2, "self"))
      {
        found.append(TokenPlace(file: declaration.file, token: k))
      }
    }
    return found
  }
}
