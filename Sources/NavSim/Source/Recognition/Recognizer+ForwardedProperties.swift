/// A view's properties passed on to the views it builds (docs/SCAN.md, "What it recognises": a
/// branch its construction decides): a note's view built with `options: [.no_action_bar]`
/// builds its text view with `options: options`, whose shell tests
/// `options.contains(.no_action_bar)`; each construction in a member of the view being read is
/// read with that view's properties, so the shell's action bar is not on the screens whose note
/// has none. A name the member binds itself (a parameter, a `let`, a closure's parameter) is
/// not the property, and reads as nothing known.
extension Recognizer {
  /// A call site and the type in whose members its names are looked up.
  struct ScopeKey: Hashable {
    var site: TokenPlace
    var type: String
  }

  /// The most values one view is read with for the properties it passes on: views that pass
  /// every value on and add their own both ways would be read 2^n ways n views down.
  static let maximumValuesPerView = 16

  /// `instance`, the value a construction of view `type` at `location` makes, when the view
  /// passes its properties on and is read with at most ``maximumValuesPerView`` values (past
  /// them, with a note once: `nil`, the views it builds read with every branch).
  mutating func passedOn(
    _ instance: Constant.Construction?, of type: String, at location: SourceLocation
  ) -> Constant.Construction? {
    guard let instance, forwardsProperties(type) else { return nil }
    var read = constructions.valuesRead[type] ?? []
    if read.contains(instance) { return instance }
    guard read.count < Self.maximumValuesPerView else {
      if constructions.valuesCapped.insert(type).inserted {
        guessed.append(
          ScanDiagnostic(
            .note, at: location,
            "\(type) is built here with a value of the properties it passes on other than the "
              + "\(Self.maximumValuesPerView) followed: the views it builds are read with every "
              + "branch for this value and any further one"))
      }
      return nil
    }
    read.insert(instance)
    constructions.valuesRead[type] = read
    return instance
  }

  /// Whether view `type` passes its own properties on: in one of its declarations, the
  /// arguments of a view's construction name one of its stored properties, one of its
  /// computed properties, or `self` (not as a label). Only such a view is read per value
  /// (``content(ofType:closing:instance:)``); once for each type.
  mutating func forwardsProperties(_ type: String) -> Bool {
    if let known = constructions.forwarding[type] { return known }
    let stored = constructions.reader.shape(of: type)?.stored ?? [:]
    var found = false
    search: for declaration in constructions.reader.declarations(of: type) {
      let file = files[declaration.file]
      var k = declaration.open + 1
      while k < declaration.close {
        defer { k += 1 }
        guard file.isPunctuation(k, ASCII.openParen), k > 0, file.code[k - 1].kind == .identifier,
          let close = file.partner(of: k), index.viewTypes.contains(file.text(k - 1))
        else { continue }
        for t in (k + 1)..<close where file.code[t].kind == .identifier {
          let word = file.text(t)
          guard
            word == "self" || stored[word] != nil
              || constructions.reader.isMember(word, of: type, declaredWith: "var")
          else { continue }
          // `size:` is a label, not the property.
          if file.isPunctuation(t + 1, UInt8(ascii: ":")) { continue }
          found = true
          break search
        }
      }
    }
    constructions.forwarding[type] = found
    return found
  }

  /// The names the member of `type` that holds `site` binds itself
  /// (``ConstantReader/locals(of:)``: its parameters, `let`s and `var`s, closures' and
  /// `case`s' bindings), which are not `type`'s properties there; `nil` when no member of
  /// `type` holds the site.
  mutating func boundNames(at site: TokenPlace, in type: String) -> Set<String>? {
    let key = ScopeKey(site: site, type: type)
    if let known = constructions.scopes[key] { return known }
    var holder: SourceIndex.Member? = nil
    for member in members(of: type)
    where member.file == site.file && member.open < site.token && site.token < member.close {
      holder = member
    }
    let bound = holder.map { constructions.reader.locals(of: $0) }
    constructions.scopes[key] = .some(bound)
    return bound
  }
}
