/// The buffers the oracles reuse from probe to probe: the list of what a probe may touch, the
/// outcomes for a failure's summary, and the model each probe runs on.
///
/// A probe runs on a copy of the model it judges. A plain copy shares the model's buffers (the
/// tabs, the presentation levels, the event queue), so the probe's first write to each copies
/// it again, and the copy's end frees them: three allocations and frees a probe, and a
/// judgement of a tab app runs about ten. The scratch model is assigned instead
/// (``NavigationModel/assign(from:)``), writing into buffers it keeps, so a probe allocates
/// nothing once the scratch has run one.
struct ProbeBuffers {
  /// The touchables of the model being probed (``Probe/collect(_:into:)``).
  var list: [Touchable] = []
  /// What happened to each probe of the first round, for the summary of a failure.
  var outcomes: [(Touchable, Disposition)] = []
  /// The model the last probe ran on.
  var after: NavigationModel
  /// The models whose hidden state a probe of the first round changed, for the second round:
  /// each assigned into a model kept from judgement to judgement, so that the next probe's
  /// writes to ``after`` find its buffers its own (a plain copy shared them: an allocation on
  /// the next write).
  var hidden: [NavigationModel] = []
  /// The outcomes put back in the list's order (a reused buffer).
  var ordered: [(Touchable, Disposition)] = []

  /// Buffers whose model starts as `model` (it must run the configuration of every model they
  /// probe).
  init(_ model: NavigationModel) {
    after = model
    list.reserveCapacity(16)
    outcomes.reserveCapacity(16)
  }
}

/// What a judgement reuses (``ProbeBuffers``), with a second model: the dead-stack oracle
/// probes each other tab's stack on a model switched to that tab.
struct ProbeScratch {
  /// The probes' buffers.
  var probing: ProbeBuffers
  /// The model switched to another tab.
  var switched: NavigationModel
  /// Whether some probe works at the start of the configuration's app, once known
  /// (``Oracles/startWorks(_:scratch:)``).
  var startWorks: Bool? = nil

  /// A scratch for models of `model`'s configuration.
  init(_ model: NavigationModel) {
    probing = ProbeBuffers(model)
    switched = model
  }
}
