import SwiftUI

// A link view of the app's own, wrapping NavigationLink, and a screen that uses it.
struct NavLink<Destination: View, Label: View>: View {
  let destination: Destination
  let label: Label

  init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  var body: some View {
    NavigationLink(destination: destination) { label }
  }
}
