import NavSimCore

/// `App/Layout.swift`: the grid every control is placed on.
extension SwiftUIExport {
  var layoutFile: String {
    let layout = plan.layout
    let device =
      app.configuration.device == .ipad ? "an 820 × 1180 pt iPad" : "a 390 × 844 pt iPhone"
    var out = plan.header("//", what: "The layout of the app")
    out += """

      import SwiftUI

      /// Where each control is, in window points: NavSim's default layout for \(device)
      /// (docs/DEVICE.md), the table the UI test and the Appium actions aim with too.
      enum Layout {
        static let points: [String: CGPoint] = [

      """
    for (id, p) in layout.controls where !["back", "sidebar-toggle"].contains(id) {
      out += "    \(id.swiftLiteral): CGPoint(x: \(p.x.exportText), y: \(p.y.exportText)),\n"
    }
    let cell = ExportLayout.cell
    out += """
        ]
        static let cell = CGSize(width: \(cell.width.exportText), height: \(cell.height.exportText))
      }

      /// Places its content centred on its control's point of the window, whatever the
      /// container around it (a pushed screen, a sheet), so that coordinates land on it.
      struct Placed<Content: View>: View {
        let identifier: String
        @ViewBuilder var content: Content

        var body: some View {
          GeometryReader { proxy in
            let origin = proxy.frame(in: .global).origin
            let point = Layout.points[identifier] ?? .zero
            content.position(x: point.x - origin.x, y: point.y - origin.y)
          }
        }
      }

      /// A control's label: the whole cell is its touch area.
      struct Cell: View {
        let title: String

        init(_ title: String) { self.title = title }

        var body: some View {
          Text(title)
            .frame(width: Layout.cell.width, height: Layout.cell.height)
            .background(Color.accentColor.opacity(0.12), in: RoundedRectangle(cornerRadius: 8))
            .contentShape(Rectangle())
        }
      }

      """
    return out
  }
}
