import Combine
import SwiftUI

// A garden app whose screens are made by coordinators: a coordinator stack of the app's own
// wraps a NavigationStack(path:), and a flow pushes and presents screen coordinators when a
// screen's actions (through the flow's state machine, or directly) ask for it.
@main
struct GardenApp: App {
  let app = AppCoordinator()

  var body: some Scene {
    WindowGroup { app.toPresentable() }
  }
}

protocol Coordinator: AnyObject {
  func toPresentable() -> AnyView
}

struct Module: Hashable, Identifiable {
  let id = UUID()
  let coordinator: Coordinator
}

final class StackCoordinator: Coordinator {
  @Published var root: Module?
  @Published var modules: [Module] = []
  @Published var sheet: Module?

  func setRootCoordinator(_ coordinator: Coordinator?) {
    root = coordinator.map { Module(coordinator: $0) }
  }

  func push(_ coordinator: Coordinator) {
    modules.append(Module(coordinator: coordinator))
  }

  func setSheetCoordinator(_ coordinator: Coordinator?) {
    sheet = coordinator.map { Module(coordinator: $0) }
  }

  func toPresentable() -> AnyView { AnyView(StackView(coordinator: self)) }
}

struct StackView: View {
  @ObservedObject var coordinator: StackCoordinator

  var body: some View {
    NavigationStack(path: $coordinator.modules) {
      coordinator.root?.coordinator.toPresentable()
        .navigationDestination(for: Module.self) { $0.coordinator.toPresentable() }
    }
    .sheet(item: $coordinator.sheet) { $0.coordinator.toPresentable() }
  }
}

final class AppCoordinator {
  let stack = StackCoordinator()
  var flow: PlotsFlow?

  func start() {
    let flow = PlotsFlow(stack: stack)
    flow.start()
    self.flow = flow
  }

  func toPresentable() -> AnyView { stack.toPresentable() }
}
