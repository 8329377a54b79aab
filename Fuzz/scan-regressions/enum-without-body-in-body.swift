struct R: View {
  var body: some View {
    Text("a")
    enum Mode
  }
}
