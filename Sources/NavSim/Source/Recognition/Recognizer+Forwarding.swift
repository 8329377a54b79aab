/// Content passed on: a modifier of the app's own that takes a closure and presents it
/// (`func sheet2(isPresented:content:) -> some View { modifier(Sheet(popup: content)) }`, with
/// `Sheet`'s body calling `.sheet(isPresented:, content: popup)`). While the recogniser walks
/// such a modifier's body for a call, each of its parameters is bound to the call's argument, so
/// a presentation whose content is a parameter shows what the call passed.
extension Recognizer {
  /// A parameter of a function of the sources (``SourceIndex/parameters(of:)``).
  typealias Parameter = SourceIndex.Parameter

  /// The modifier `name` of `extension View` a call with argument labels `labels` calls: when
  /// the sources declare it more than once (`func sheets(for:)` and `func sheets(next:isTop:)`),
  /// the first declared whose parameters take those labels in order (a parameter left out has a
  /// default), else the first declared.
  func viewModifier(named name: String, labels: [String?]) -> SourceIndex.Member? {
    guard let first = index.member(named: name, owner: "View"), first.owner == "View" else {
      return nil
    }
    let overloads = (index.members[name] ?? []).filter { $0.owner == "View" }
    guard overloads.count > 1 else { return first }
    return overloads.first { Self.takes(labels, index.parameters(of: $0)) } ?? first
  }

  /// Whether parameters `parameters` take arguments labelled `labels` in order, the ones not
  /// given taken to have defaults.
  static func takes(_ labels: [String?], _ parameters: [Parameter]) -> Bool {
    var p = 0
    for label in labels {
      while p < parameters.count, parameters[p].label != label { p += 1 }
      guard p < parameters.count else { return false }
      p += 1
    }
    return true
  }

  /// The stored properties of type `name` in declaration order, as its memberwise initialiser
  /// takes them (`let popup: () -> Sheet`): each labelled by its name.
  func storedProperties(of name: String) -> [Parameter] {
    var result: [Parameter] = []
    for type in index.types where type.name == name {
      let file = files[type.file]
      var k = type.nameToken + 1
      while k < file.code.count, !file.isPunctuation(k, ASCII.openBrace) { k += 1 }
      guard let close = file.partner(of: k) else { continue }
      var t = k + 1
      while t < close {
        if let partner = file.partner(of: t), partner > t, file.isPunctuation(t, ASCII.openBrace) {
          t = partner + 1
          continue
        }
        if file.isWord(t, "let") || file.isWord(t, "var"), file.code[t + 1].kind == .identifier,
          file.isPunctuation(t + 2, UInt8(ascii: ":"))
        {
          // The declared type: up to the next declaration, body or default value.
          var u = t + 3
          while u < close, !file.isPunctuation(u, ASCII.openBrace), !file.isWord(u, "let"),
            !file.isWord(u, "var"), !file.isWord(u, "func"),
            !file.isPunctuation(u, UInt8(ascii: "="))
          {
            u += 1
          }
          let name = file.text(t + 1)
          result.append(
            Parameter(
              label: name, name: name, isClosure: SourceIndex.hasArrow(file, from: t + 3, to: u)))
        }
        t += 1
      }
    }
    return result
  }

  /// The regions a call binds to `parameters`: each labelled argument to the parameter of its
  /// label, the first unlabelled trailing closure to the first closure parameter no labelled
  /// argument took, labelled trailing closures by label. An argument that is itself a bound
  /// name (`popup: content` inside a forwarding body) passes on what that name is bound to.
  func bindings(
    _ parameters: [Parameter], file f: Int, owner: String?,
    arguments: [(label: String?, start: Int, end: Int)],
    closures: [(label: String?, open: Int, close: Int)],
    defaultsIn member: SourceIndex.Member? = nil
  ) -> [String: Region] {
    var bound: [String: Region] = [:]
    var taken: Set<String> = []
    func bind(_ parameter: Parameter, _ region: Region) {
      taken.insert(parameter.name)
      bound[parameter.name] = forwardedRegion(region) ?? region
    }
    for argument in arguments {
      guard let label = argument.label,
        let parameter = parameters.first(where: { $0.label == label })
      else { continue }
      bind(parameter, Region(file: f, start: argument.start, end: argument.end, owner: owner))
    }
    for closure in closures {
      let region = Region(file: f, start: closure.open + 1, end: closure.close, owner: owner)
      if let label = closure.label {
        if let parameter = parameters.first(where: { $0.label == label }) {
          bind(parameter, region)
        }
      } else if let parameter = parameters.first(where: { $0.isClosure && !taken.contains($0.name) }
      ) {
        bind(parameter, region)
      }
    }
    // A value the call leaves out holds the default `member` declares for it (`place:
    // MenuPlace = .standard`), read where it is written; a closure's default is not content
    // the call gives.
    if let member {
      for parameter in parameters where !taken.contains(parameter.name) && !parameter.isClosure {
        guard let value = parameter.value else { continue }
        bound[parameter.name] = Region(
          file: member.file, start: value.lowerBound, end: value.upperBound, owner: owner)
      }
    }
    return bound
  }

  /// What `region` stands for when it is one name bound by the call being walked (`content`
  /// in `.sheet(isPresented: shown, content: content)`), else `nil`.
  func forwardedRegion(_ region: Region) -> Region? {
    guard let frame = forwarded.last, region.start < region.end else { return nil }
    let file = files[region.file]
    // `content`, `content()`, `{ content() }`
    var start = region.start
    var end = region.end
    if file.isPunctuation(start, ASCII.openBrace), file.partner(of: start) == end - 1 {
      start += 1
      end -= 1
    }
    guard start < end, file.code[start].kind == .identifier else { return nil }
    let called =
      end == start + 3 && file.isPunctuation(start + 1, ASCII.openParen)
      && file.isPunctuation(start + 2, ASCII.closeParen)
    guard end == start + 1 || called else { return nil }
    return frame[file.text(start)]
  }

  /// A name the call being walked binds to a closure it gave, used in the modifier's body:
  /// called (`content()`, `VStack { content() }`) or passed on whole (`Deferred(content:
  /// content)`, whose body calls it). The closure is walked here, where the body uses it, with
  /// the caller's own bindings (a name in the caller's closure is the caller's, not this
  /// modifier's parameter), and marked shown (``ScreenContent/passedShown``). Returns where
  /// the walk goes on, or `nil` when the name is not one.
  mutating func passedContent(
    at i: Int, region: Region, end: Int, depth: Int, recurse: Bool, toolbar: Bool,
    into content: inout ScreenContent, visiting: inout Set<String>
  ) -> Int? {
    guard let frame = forwarded.last, i >= 2 else { return nil }
    let file = files[region.file]
    let called =
      file.isPunctuation(i + 1, ASCII.openParen) && file.isPunctuation(i + 2, ASCII.closeParen)
    // Passed on as an argument's whole value: after `label:` and before `,` or `)`.
    let passedOn =
      file.isPunctuation(i - 1, UInt8(ascii: ":")) && file.code[i - 2].kind == .identifier
      && (file.isPunctuation(i + 1, UInt8(ascii: ","))
        || file.isPunctuation(i + 1, ASCII.closeParen))
    guard called || passedOn, !file.isPunctuation(i - 1, ASCII.dot),
      let bound = frame[file.text(i)], bound.start < bound.end
    else { return nil }
    // Only a closure the call gave (`{ Editor() }`, a trailing closure's inside) is walked; a
    // value (`isPresented: isPresented`, a default `.standard`) is not content.
    let boundFile = files[bound.file]
    guard
      boundFile.isPunctuation(bound.start, ASCII.openBrace)
        || boundFile.isPunctuation(bound.start - 1, ASCII.openBrace)
    else { return nil }
    content.passedShown.insert(TokenPlace(file: bound.file, token: bound.start))
    let key = "passed@\(bound.file):\(bound.start)"
    if !visiting.contains(key) {
      visiting.insert(key)
      let saved = forwarded.removeLast()
      walk(
        bound, depth: depth, recurse: recurse, toolbar: toolbar, into: &content,
        visiting: &visiting)
      forwarded.append(saved)
      visiting.remove(key)
    }
    return called ? i + 3 : i + 1
  }

  /// `Sheet(popup: content)`, a `ViewModifier` of the sources built inside a forwarding body
  /// with an argument bound there: its `body` is walked with its stored properties bound to the
  /// arguments. Returns where the walk goes on, or `nil` when no argument is bound (the type is
  /// then read as any other).
  mutating func forwardingModifier(
    at i: Int, region: Region, end: Int, depth: Int, recurse: Bool, toolbar: Bool,
    into content: inout ScreenContent, visiting: inout Set<String>
  ) -> Int? {
    let file = files[region.file]
    guard file.isPunctuation(i + 1, ASCII.openParen), let close = file.partner(of: i + 1) else {
      return nil
    }
    let name = file.text(i)
    let passed = SourceIndex.arguments(file, open: i + 1)
    let passesOn = passed.contains {
      forwardedRegion(Region(file: region.file, start: $0.start, end: $0.end, owner: region.owner))
        != nil
    }
    guard passesOn else { return nil }
    let frame = bindings(
      storedProperties(of: name), file: region.file, owner: region.owner, arguments: passed,
      closures: [])
    let key = "\(name).body"
    guard !visiting.contains(key) else { return close + 1 }
    visiting.insert(key)
    for member in index.bodies[name] ?? [] {
      walkMember(
        Region(file: member.file, start: member.open + 1, end: member.close, owner: name),
        pushing: frame, call: nil, depth: depth, recurse: recurse, toolbar: toolbar,
        into: &content, visiting: &visiting)
    }
    visiting.remove(key)
    return close + 1
  }
}
