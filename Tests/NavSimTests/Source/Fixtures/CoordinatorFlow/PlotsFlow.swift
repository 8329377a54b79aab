import Combine
import SwiftUI

enum PlotListAction { case showPlot }
enum PlotAction { case showSeeds }

final class PlotListCoordinator: Coordinator {
  let actions = PassthroughSubject<PlotListAction, Never>()
  func toPresentable() -> AnyView { AnyView(PlotList(actions: actions)) }
}

final class PlotCoordinator: Coordinator {
  let actions = PassthroughSubject<PlotAction, Never>()
  var isGreenhouse = false

  func toPresentable() -> AnyView {
    if isGreenhouse {
      AnyView(GreenhouseScreen(actions: actions))
    } else {
      AnyView(PlotScreen(actions: actions))
    }
  }
}

final class SeedsCoordinator: Coordinator {
  func toPresentable() -> AnyView { AnyView(SeedsScreen()) }
}

final class HarvestCoordinator: Coordinator {
  func toPresentable() -> AnyView { AnyView(HarvestScreen()) }
}

final class PlotsFlow {
  private let stack: StackCoordinator
  private let stateMachine = StateMachine<PlotsState, PlotsEvent>()
  private var cancellables = Set<AnyCancellable>()

  init(stack: StackCoordinator) {
    self.stack = stack
    setupStateMachine()
  }

  func start() {
    let coordinator = PlotListCoordinator()
    coordinator.actions.sink { [weak self] action in
      switch action {
      case .showPlot:
        self?.stateMachine.tryEvent(.presentPlot)
      }
    }
    .store(in: &cancellables)
    stack.setRootCoordinator(coordinator)
  }

  private func setupStateMachine() {
    stateMachine.addAnyHandler(.any => .any) { [weak self] context in
      switch (context.fromState, context.event, context.toState) {
      case (.list, .presentPlot, .plot):
        self?.presentPlot()
      default:
        break
      }
    }
  }

  private func presentPlot() {
    let coordinator = makePlotCoordinator()
    coordinator.actions.sink { [weak self] action in
      switch action {
      case .showSeeds:
        self?.presentSeeds()
      }
    }
    .store(in: &cancellables)
    stack.push(coordinator)
  }

  private func makePlotCoordinator() -> PlotCoordinator { PlotCoordinator() }

  private func presentSeeds() {
    let sheetStack = StackCoordinator()
    sheetStack.setRootCoordinator(SeedsCoordinator())
    stack.setSheetCoordinator(sheetStack)
  }

  // Called from nowhere the scan reads: a note says the screen it is shown from is not known.
  private func presentHarvest() {
    stack.push(HarvestCoordinator())
  }
}
