import NavSimCore

/// The candidate closest to a mistyped word, for "did you mean" hints.
///
/// Uses the optimal-string-alignment distance (insertions, deletions, substitutions and
/// swaps of neighbours) on lowercased text; a candidate qualifies when the distance is at most
/// a third of its length (at least 1) and smaller than both words. Ties go to the earlier
/// candidate, so the result never depends on hashing.
func suggestion(for word: String, among candidates: [String]) -> String? {
  let typed = Array(word.lowercased().unicodeScalars)
  guard !typed.isEmpty, typed.count <= 64 else { return nil }
  var best: (distance: Int, candidate: String)? = nil
  for candidate in candidates where candidate != word {
    let target = Array(candidate.lowercased().unicodeScalars)
    let limit = max(1, target.count / 3)
    guard abs(target.count - typed.count) <= limit else { continue }
    let d = editDistance(typed, target)
    guard d <= limit, d < typed.count || d == 0, d < target.count else { continue }
    if best.map({ d < $0.distance }) ?? true { best = (d, candidate) }
  }
  return best?.candidate
}

/// The optimal-string-alignment distance between two sequences.
package func editDistance<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous2 = [Int](repeating: 0, count: b.count + 1)
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        value = min(value, previous2[j - 2] + 1)
      }
      current[j] = value
    }
    (previous2, previous, current) = (previous, current, previous2)
  }
  return previous[b.count]
}
