import NavSim

var config = Configuration()
config.start = [0, 1]
let frames = FrameClock(fps: 60)
func ms(_ v: Double) -> VirtualTime { VirtualTime.zero + .milliseconds(v) }
var inputs = [TimedInput(ms(0), .tap(.showSheet))]
inputs += TimedInput.stroke(.dragSheet, progress: 0.6, over: .milliseconds(120), velocity: 900, start: ms(700), frames: frames, extent: 844)
inputs += TimedInput.stroke(.swipeBack, progress: 0.7, over: .milliseconds(100), velocity: 600, start: ms(1000), frames: frames, extent: 390)
let r = Simulator.run(config, inputs: inputs, recordingTrace: true)
print(RunReport(title: "seed", source: "inline", configuration: config, result: r).render())
