import Combine
import SwiftUI

struct PlotList: View {
  let actions: PassthroughSubject<PlotListAction, Never>

  var body: some View {
    List {
      Button("Plot") { actions.send(.showPlot) }
    }
  }
}

struct PlotScreen: View {
  let actions: PassthroughSubject<PlotAction, Never>
  @State private var watered = false

  var body: some View {
    VStack {
      Button("Seeds") { actions.send(.showSeeds) }
      Button("Water") { watered = true }
    }
    .alert("Watered", isPresented: $watered) {}
  }
}

struct GreenhouseScreen: View {
  let actions: PassthroughSubject<PlotAction, Never>

  var body: some View {
    Button("Seeds for the greenhouse") { actions.send(.showSeeds) }
  }
}

struct SeedsScreen: View {
  var body: some View { Text("seeds") }
}

struct HarvestScreen: View {
  var body: some View { Text("harvest") }
}
