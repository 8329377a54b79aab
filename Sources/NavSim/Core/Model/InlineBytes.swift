/// Thirty-two bytes stored inline in four words: the storage of a ``ScreenStack`` and of a
/// stack's per-depth binding masks. Copying a model copies these words, never a heap buffer.
package struct InlineBytes: Hashable, Sendable {
  package var w0: UInt64 = 0
  package var w1: UInt64 = 0
  package var w2: UInt64 = 0
  package var w3: UInt64 = 0

  /// The number of bytes held.
  package static let count = 32

  /// All zero.
  package init() {}

  /// The byte at `index` (0…31); 0 out of range.
  @inline(__always)
  package subscript(index: Int) -> UInt8 {
    get {
      let shift = UInt64((index & 7) * 8)
      switch index >> 3 {
      case 0: return UInt8(truncatingIfNeeded: w0 >> shift)
      case 1: return UInt8(truncatingIfNeeded: w1 >> shift)
      case 2: return UInt8(truncatingIfNeeded: w2 >> shift)
      case 3: return UInt8(truncatingIfNeeded: w3 >> shift)
      default: return 0
      }
    }
    set {
      let shift = UInt64((index & 7) * 8)
      let mask = ~(UInt64(0xFF) << shift)
      let bits = UInt64(newValue) << shift
      switch index >> 3 {
      case 0: w0 = (w0 & mask) | bits
      case 1: w1 = (w1 & mask) | bits
      case 2: w2 = (w2 & mask) | bits
      case 3: w3 = (w3 & mask) | bits
      default: return
      }
    }
  }

  /// Whether every byte is zero.
  package var isZero: Bool { (w0 | w1 | w2 | w3) == 0 }

  /// Mixes the four words into `h`.
  package func mix(into h: inout FingerprintHasher) {
    h.mix(w0)
    h.mix(w1)
    h.mix(w2)
    h.mix(w3)
  }
}
