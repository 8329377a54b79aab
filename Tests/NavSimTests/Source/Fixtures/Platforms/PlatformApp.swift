import SwiftUI

// The App body chooses its root per platform: the iPhone build shows PhoneRoot.
@main
struct PlatformApp: App {
  var body: some Scene {
    WindowGroup {
      #if os(macOS)
        MacRoot()
      #else
        PhoneRoot()
      #endif
    }
  }
}
