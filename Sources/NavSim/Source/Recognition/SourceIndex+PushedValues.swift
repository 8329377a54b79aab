/// What a router's push method puts on the path: `func showPost(_ post: Post) {
/// path.append(Destination.comments(postID: post.id)) }` pushes a `Destination.comments`,
/// whatever the call site gives it (docs/SCAN.md, "Routers").
extension SourceIndex {
  /// The most values one name's push methods are read to push.
  static let maximumPushedValues = 16

  /// The values the push methods named `name` (``pushMethods``) put on a bound path, each as
  /// its words, when every push they make is of a value written in their bodies
  /// (`path.append(Destination.comments(postID: id))`, `path.append(.settings)`) or made by
  /// another push method they call; `nil` when one pushes a value it is given
  /// (`path.append(destination)`) or changes the path another way (`path = path + [d]`): the
  /// call's arguments then say where it goes. Code the build leaves out is not read.
  /// With `overloads`, only those of the methods of that name are read (the one the call's
  /// value's type chooses).
  func pushedValues(named name: String, overloads: [Member]? = nil) -> [[String]]? {
    var visiting: Set<String> = []
    return pushedValues(
      named: name, overloads: overloads, paths: pathNames, visiting: &visiting)
  }

  private func pushedValues(
    named name: String, overloads: [Member]? = nil, paths: Set<String>,
    visiting: inout Set<String>
  ) -> [[String]]? {
    guard visiting.insert(name).inserted else { return [] }
    defer { visiting.remove(name) }
    var values: [[String]] = []
    for member in overloads ?? members[name] ?? []
    where member.owner != "View" && !member.returnsView
      && files[member.file].isWord(member.nameToken - 1, "func")
    {
      let file = files[member.file]
      var k = member.open + 1
      while k < member.close {
        defer { k += 1 }
        guard file.code[k].kind == .identifier, !isExcluded(file: member.file, token: k) else {
          continue
        }
        let word = file.text(k)
        if paths.contains(word) {
          if let open = Self.appendCall(file, path: k), let close = file.partner(of: open) {
            guard let value = madeValue(file, from: open + 1, to: close) else { return nil }
            values.append(value)
            k = close
            continue
          }
          let equals = UInt8(ascii: "=")
          if file.isPunctuation(k + 1, equals) && !file.isPunctuation(k + 2, equals)
            || file.isPunctuation(k + 1, UInt8(ascii: "+")) && file.isPunctuation(k + 2, equals)
          {
            return nil
          }
        }
        if pushMethods.contains(word), file.isPunctuation(k + 1, ASCII.openParen),
          let close = file.partner(of: k + 1)
        {
          // A push method given a value made here pushes it (`push(.note(id))`: an overload
          // handing on to another of its name too); else what that method pushes.
          if let first = SourceIndex.arguments(file, open: k + 1).first,
            let value = madeValue(file, from: first.start, to: first.end)
          {
            values.append(value)
            k = close
            continue
          }
          guard word != name else { continue }
          guard let inner = pushedValues(named: word, paths: paths, visiting: &visiting) else {
            return nil
          }
          values += inner
        }
      }
    }
    var unique: [[String]] = []
    for value in values where !unique.contains(value) { unique.append(value) }
    return unique.count > Self.maximumPushedValues ? nil : unique
  }

  /// The words of the value written in tokens `start..<end` when it is made there (it starts
  /// with a type's name or an implicit member: `Destination.comments(postID: id)`,
  /// `.settings`); `nil` for a value the method is given or computes (`destination`,
  /// `route.value`).
  private func madeValue(_ file: SourceFile, from start: Int, to end: Int) -> [String]? {
    guard start < end,
      file.isTypeName(start)
        || file.isPunctuation(start, ASCII.dot) && file.code[start + 1].kind == .identifier
    else { return nil }
    var words: [String] = []
    for k in start..<end where file.code[k].kind == .identifier && !file.isWord(k, "self") {
      words.append(file.text(k))
    }
    return words
  }
}
