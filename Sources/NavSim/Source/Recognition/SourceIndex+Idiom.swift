/// The device idiom: the scan reads the app on an iPhone, so `if
/// UIDevice.current.userInterfaceIdiom == .pad { … }` (or through a property of the app's own
/// that tests only that, `static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad
/// }`, then `if DeviceUtil.isPad`) runs its `else`, as a check that fails at the version read
/// does (docs/SCAN.md, "What it recognises").
extension SourceIndex {
  /// The idioms iOS names, and the iPhone's.
  static let idioms: Set<String> = [
    "phone", "pad", "mac", "tv", "carPlay", "vision", "unspecified",
  ]
  static let iPhoneIdiom = "phone"

  /// Leaves out the code that runs on another device than an iPhone by the files' idiom checks,
  /// then the members only that code uses; ``idiomChecks`` and ``leftOutRanges`` keep what was
  /// left out, for the notes.
  mutating func excludeOtherIdioms() {
    let properties = Self.idiomProperties(files: files, members: members)
    for f in files.indices {
      let file = files[f]
      let (checks, ranges) = Self.conditionExclusions(file, into: &excluded[f]) {
        Self.idiomCheck(file, $0, $1, properties: properties)
      }
      idiomChecks += zip(checks, ranges).map { (f, $0, $1) }
      for range in ranges { leftOutRanges[f, default: []].append((range, .idiom)) }
    }
    excludeMembersUsedOffIOS(reason: .idiom)
  }

  /// What the condition in code tokens `start..<end` says on an iPhone when it tests the device
  /// idiom: `UIDevice.current.userInterfaceIdiom == .pad` (or `!=`, either side, any idiom), a
  /// property of `properties` (`DeviceUtil.isPad`, `self.isPad`, `isPad`), either under `!`;
  /// `nil` otherwise.
  static func idiomCheck(
    _ file: SourceFile, _ start: Int, _ end: Int, properties: [String: Truth]
  ) -> Truth? {
    guard start < end, end - start <= maximumConditionTokens else { return nil }
    if file.isPunctuation(start, UInt8(ascii: "!")), start + 1 < end,
      file.code[start + 1].start == file.code[start].end
    {
      return idiomCheck(file, start + 1, end, properties: properties).map { !$0 }
    }
    if let comparison = idiomComparison(file, start, end) { return comparison }
    // A property: `name`, `self.name` or `Type.name`.
    let name = end - 1
    guard file.code[name].kind == .identifier, let truth = properties[file.text(name)] else {
      return nil
    }
    let qualified =
      name == start
      || (name == start + 2 && file.isPunctuation(start + 1, ASCII.dot)
        && file.code[start].kind == .identifier)
    return qualified ? truth : nil
  }

  /// `UIDevice.current.userInterfaceIdiom == .pad` (`!=`; the idiom on either side) in code
  /// tokens `start..<end`: whether it holds on an iPhone; `nil` for any other condition.
  static func idiomComparison(_ file: SourceFile, _ start: Int, _ end: Int) -> Truth? {
    func device(_ k: Int) -> Bool {
      file.isWord(k, "UIDevice") && file.isPunctuation(k + 1, ASCII.dot)
        && file.isWord(k + 2, "current") && file.isPunctuation(k + 3, ASCII.dot)
        && file.isWord(k + 4, "userInterfaceIdiom")
    }
    func idiom(_ k: Int) -> String? {
      guard file.isPunctuation(k, ASCII.dot), idioms.contains(file.text(k + 1)) else { return nil }
      return file.text(k + 1)
    }
    guard end - start == 9 else { return nil }
    let equals = UInt8(ascii: "=")
    let op = device(start) ? start + 5 : start + 2
    guard file.isPunctuation(op + 1, equals),
      file.isPunctuation(op, equals) || file.isPunctuation(op, UInt8(ascii: "!")),
      let named = device(start) ? idiom(op + 2) : device(op + 2) ? idiom(start) : nil
    else { return nil }
    let holds = (named == iPhoneIdiom) == file.isPunctuation(op, equals)
    return holds ? .yes : .no
  }

  /// The computed properties of the app's own whose body is one idiom comparison
  /// (``idiomComparison(_:_:_:)``, `return` written or not), by name, with what each says on an
  /// iPhone; a name some other member of the sources also declares is not one.
  static func idiomProperties(files: [SourceFile], members: [String: [Member]]) -> [String: Truth] {
    var found: [String: Truth] = [:]
    for name in members.keys.sorted() {
      var truths: [Truth] = []
      for member in members[name] ?? [] {
        let file = files[member.file]
        let start = file.isWord(member.open + 1, "return") ? member.open + 2 : member.open + 1
        guard file.isWord(member.nameToken - 1, "var"),
          let truth = idiomComparison(file, start, member.close)
        else {
          truths = []
          break
        }
        truths.append(truth)
      }
      if let first = truths.first, truths.allSatisfy({ $0 == first }) { found[name] = first }
    }
    return found
  }
}
