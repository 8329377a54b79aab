/// An overloaded push method chosen by the type of the value a call gives it (docs/SCAN.md,
/// "Routers").
extension Recognizer {
  /// The methods named `name` a call given `args` runs, when the one value given is a name
  /// whose declared type is written (``valueWords(_:_:_:fileIndex:owner:)``) and some methods
  /// of that name take that type first (`router.push(note)` with `var note: Event` runs
  /// `push(_ note: Event)`, not `push(_ author: Author)`), with the key their reading is kept
  /// under; `(name, nil)`: every method of that name.
  mutating func pushOverloads(
    _ name: String, args: [(label: String?, start: Int, end: Int)], region: Region
  ) -> (key: String, overloads: [SourceIndex.Member]?) {
    let file = files[region.file]
    let methods = index.members[name] ?? []
    guard args.count == 1, methods.count > 1, let only = args.first,
      let type = valueWords(file, only.start, only.end, fileIndex: region.file, owner: region.owner)
        .first,
      !words(file, only.start, only.end).contains(type)
    else { return (name, nil) }
    let chosen = methods.filter { index.parameters(of: $0).first?.type == type }
    guard !chosen.isEmpty, chosen.count < methods.count else { return (name, nil) }
    return (name + ":" + type, chosen)
  }
}
