import Testing

@testable import navfuzz

/// A long command without a progress line speaks once after a minute, then every ten minutes.
@Suite struct StillRunningNoticeTests {
  @Test func aNoticeIsDueAfterTheFirstMinuteThenEveryTenMinutes() {
    var notice = StillRunningNotice()
    let said = [0, 30, 59, 60, 61, 300, 659, 660, 661, 1_260, 5_000].filter {
      notice.isDue(after: .seconds($0))
    }
    #expect(said == [60, 660, 1_260, 5_000])
  }

  @Test func aLongSilenceGivesOneNoticeNotOneForEveryIntervalMissed() {
    var notice = StillRunningNotice()
    let said = [3_600, 3_700, 4_199, 4_200].map { notice.isDue(after: .seconds($0)) }
    #expect(said == [true, false, false, true])
  }

  @Test func minutesAreWhole() {
    #expect(StillRunningNotice.minutes(.seconds(61)) == 1)
    #expect(StillRunningNotice.minutes(.seconds(3_599)) == 59)
  }
}
