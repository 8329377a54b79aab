/// The branches a construction closes (docs/SCAN.md, "What it recognises": a branch its
/// construction decides): the `if`s in a view's members whose condition its arguments, with its
/// initialiser's defaults, make false.
extension ConstantReader {
  /// An `if` a construction may decide: where it is, its condition's tokens, and the names its
  /// member binds itself (a local, a parameter, a closure's), which hold nothing known there.
  struct Branch {
    var place: TokenPlace
    var condition: Range<Int>
    var opaque: Set<String>
  }

  /// The `if`s of the members of `type` whose condition names a property the type stores
  /// unwrapped or computes: the only ones a construction can decide.
  mutating func branches(of type: String, members: [SourceIndex.Member]) -> [Branch] {
    guard let shape = shape(of: type) else { return [] }
    let decidable = Set(shape.stored.filter { !$0.value.isWrapped }.keys)
    var result: [Branch] = []
    for member in members {
      let file = index.files[member.file]
      var opaque: Set<String>? = nil
      for t in (member.open + 1)..<member.close
      where file.isWord(t, "if") && !file.isPunctuation(t - 1, UInt8(ascii: "#"))
        && !index.isExcluded(file: member.file, token: t)
      {
        guard let brace = Self.conditionEnd(after: t, in: file, limit: member.close) else {
          continue
        }
        // A name, or a member of `self` (`self.size`).
        let names = (t + 1..<brace).filter {
          file.code[$0].kind == .identifier
            && (!file.isPunctuation($0 - 1, ASCII.dot) || file.isWord($0 - 2, "self"))
        }.map(file.text)
        guard
          names.contains(where: {
            decidable.contains($0) || isMember($0, of: type, declaredWith: "var")
          })
        else { continue }
        if opaque == nil { opaque = locals(of: member) }
        result.append(
          Branch(
            place: TokenPlace(file: member.file, token: t), condition: (t + 1)..<brace,
            opaque: opaque ?? []))
      }
    }
    return result
  }

  /// The `{` that opens the block of the `if` at token `t`: the first at the condition's own
  /// level; `nil` when a statement ends first.
  static func conditionEnd(after t: Int, in file: SourceFile, limit: Int) -> Int? {
    var k = t + 1
    while k < limit {
      if file.isPunctuation(k, ASCII.openBrace) { return k }
      if file.isPunctuation(k, ASCII.closeBrace) || file.isPunctuation(k, UInt8(ascii: ";")) {
        return nil
      }
      if let partner = file.partner(of: k), partner > k {
        k = partner + 1
        continue
      }
      k += 1
    }
    return nil
  }

  /// The names `member` binds itself: its parameters, what `let` and `var` declare, a
  /// closure's parameters (`{ item in`, `{ (a, b) in`), a `case`'s bindings.
  func locals(of member: SourceIndex.Member) -> Set<String> {
    let file = index.files[member.file]
    var names = Set(index.parameters(of: member).map(\.name))
    var k = member.open + 1
    while k < member.close {
      if file.isWord(k, "let") || file.isWord(k, "var"), file.code[k + 1].kind == .identifier {
        names.insert(file.text(k + 1))
      } else if file.isWord(k, "case") {
        var j = k + 1
        while j < member.close, !file.isPunctuation(j, UInt8(ascii: ":")), j < k + 64 {
          if file.code[j].kind == .identifier, !file.isPunctuation(j - 1, ASCII.dot) {
            names.insert(file.text(j))
          }
          j += 1
        }
      } else if file.isWord(k, "in") {
        var j = k - 1
        while j > member.open, !file.isPunctuation(j, ASCII.openBrace) {
          guard
            file.code[j].kind == .identifier || file.isPunctuation(j, UInt8(ascii: ","))
              || file.isPunctuation(j, ASCII.openParen) || file.isPunctuation(j, ASCII.closeParen)
          else { break }
          if file.code[j].kind == .identifier { names.insert(file.text(j)) }
          j -= 1
        }
      }
      k += 1
    }
    return names
  }

  /// What the condition of `branch` says for the instance `this`: each of its clauses (a
  /// value, `let name = value`, `let name`) read; `case` patterns and `#available` decide
  /// nothing.
  mutating func truth(of branch: Branch, for this: Constant.Construction) -> SourceIndex.Truth {
    let file = index.files[branch.place.file]
    var truth = SourceIndex.Truth.yes
    for (start, end) in SourceIndex.commaSeparated(file, in: branch.condition) where end > start {
      let part = start..<end
      var env = Environment(opaque: branch.opaque, this: this)
      if file.isWord(part.lowerBound, "let") || file.isWord(part.lowerBound, "var") {
        let bound = part.lowerBound + 1
        if file.isPunctuation(bound + 1, UInt8(ascii: "=")) {
          truth =
            truth
            && value(file: branch.place.file, (bound + 2)..<part.upperBound, in: env)
              .bindingTruth
        } else {
          env.opaque.remove(file.text(bound))
          truth =
            truth
            && value(file: branch.place.file, bound..<part.upperBound, in: env)
              .bindingTruth
        }
      } else if file.isWord(part.lowerBound, "case") {
        truth = truth && .unknown
      } else {
        truth = truth && value(file: branch.place.file, part, in: env).truth
      }
      if truth == .no { return .no }
    }
    return truth
  }
}
