/// The finger of every gesture (``GestureKind``): its track, and the stack it drives (for the
/// sheet's drag, the presentation level), packed in one word so that a new gesture adds no
/// field to ``ModelState`` and copying, comparing and fingerprinting the fingers stays a word
///.
package struct GestureFingers: Hashable, Sendable {
  /// A byte per gesture, by raw value, in bits 0–47: the stack (``StackRef/rawValue``) or
  /// presentation level its finger drives; two bits per gesture in bits 48–59: its
  /// ``GestureTrack``.
  private var bits: UInt64 = 0

  /// How many gestures the word holds.
  package static let capacity = 6

  /// No finger down.
  package init() {}

  /// The finger of `kind`.
  @inline(__always)
  package subscript(kind: GestureKind) -> GestureTrack {
    get {
      GestureTrack(
        rawValue: UInt8(truncatingIfNeeded: bits >> (48 + 2 * UInt64(kind.rawValue))) & 3)
        ?? .idle
    }
    set {
      let shift = 48 + 2 * UInt64(kind.rawValue)
      bits = bits & ~(3 << shift) | UInt64(newValue.rawValue) << shift
    }
  }

  /// The stack (or presentation level) the finger of `kind` drives.
  @inline(__always)
  package subscript(targetOf kind: GestureKind) -> UInt8 {
    get { UInt8(truncatingIfNeeded: bits >> (8 * UInt64(kind.rawValue))) }
    set {
      let shift = 8 * UInt64(kind.rawValue)
      bits = bits & ~(0xFF << shift) | UInt64(newValue) << shift
    }
  }

  /// The fingers of the first four gestures as the state's fingerprint packs them: tracks in
  /// bits 8–15, targets in bits 16–31 and 48–63 (the bits in between are the state's own).
  var fingerprintBits: UInt64 {
    (bits >> 48 & 0xFF) << 8 | (bits & 0xFFFF) << 16 | (bits >> 16 & 0xFFFF) << 48
  }

  /// The fingers of the gestures past the fourth (0 while there are none down).
  var extraFingerprintBits: UInt64 { (bits >> 56 & 0xF) | (bits >> 32 & 0xFFFF) << 8 }
}

extension ModelState {
  /// The finger of `kind`.
  @inline(__always)
  subscript(finger kind: GestureKind) -> GestureTrack {
    get { window.fingers[kind] }
    set { window.fingers[kind] = newValue }
  }

  /// The stack the finger of `kind` drives (a pan that pops).
  @inline(__always)
  subscript(stackOf kind: GestureKind) -> StackRef {
    get { StackRef(rawValue: window.fingers[targetOf: kind]) }
    set { window.fingers[targetOf: kind] = newValue.rawValue }
  }
}
