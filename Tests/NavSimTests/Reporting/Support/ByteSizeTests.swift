import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch

@Suite struct ByteSizeTests {
  @Test(
    arguments: [
      ("1", 1), ("1500000", 1_500_000), ("64K", 65_536), ("64k", 65_536), ("512M", 536_870_912),
      ("2G", 2_147_483_648), ("2GB", 2_147_483_648), ("2GiB", 2_147_483_648), ("1T", 1 << 40),
      ("100B", 100),
    ] as [(String, Int)])
  func sizesParse(text: String, bytes: Int) {
    #expect(ByteSize.parse(text) == bytes, "\(text)")
  }

  @Test(arguments: ["", "G", "1.5G", "-1G", "1X", "1iB", "99999999999T", "1 G", "١G"])
  func notASize(text: String) {
    #expect(ByteSize.parse(text) == nil, "\(text)")
  }

  @Test func textIsExactAndReadsBack() {
    for bytes in [1, 1000, 1024, 65_536, 1 << 30, 3 << 40, 1_500_000] {
      #expect(ByteSize.parse(ByteSize.text(bytes)) == bytes)
    }
    #expect(ByteSize.text(1 << 30) == "1G")
  }
}
