import NavSimCore
import NavSimScenario

/// One of `count` disjoint slices of a campaign's runs (`--shard I/N`, `TEST_SHARD_INDEX` /
/// `TEST_TOTAL_SHARDS`): shard `index` (counted from 0, as Bazel's and Kubernetes' indices are)
/// fuzzes a contiguous range of the campaign's chunks of runs, so the shards' tallies merge in
/// index order to the unsharded campaign's.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// Which slice, `0..<count`.
  public let index: Int
  /// How many slices.
  public let count: Int

  /// A shard; `nil` unless `0 <= index < count`.
  public init?(index: Int, count: Int) {
    guard count >= 1, index >= 0, index < count else { return nil }
    self.index = index
    self.count = count
  }

  /// The whole campaign as one shard: `0/1`.
  public static let whole = Shard(unchecked: 0, count: 1)

  private init(unchecked index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// `I/N`.
  public var description: String { "\(index)/\(count)" }

  /// Reads `I/N`; `nil` for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]),
      parts[0].allSatisfy(\.isASCII), parts[1].allSatisfy(\.isASCII)
    else { return nil }
    self.init(index: i, count: n)
  }

  /// The shard of the environment (`TEST_SHARD_INDEX`, `TEST_TOTAL_SHARDS`), when both are set.
  /// - Returns: `nil` when neither is set; `.failure` with a message when they are unusable.
  public static func fromEnvironment(_ environment: [String: String]) -> Result<Shard, ShardError>?
  {
    let index = environment["TEST_SHARD_INDEX"]
    let total = environment["TEST_TOTAL_SHARDS"]
    guard index != nil || total != nil else { return nil }
    guard let index, let total, let i = Int(index), let n = Int(total),
      let shard = Shard(index: i, count: n)
    else {
      return .failure(
        ShardError(
          message:
            "TEST_SHARD_INDEX=\(index ?? "(unset)") and TEST_TOTAL_SHARDS=\(total ?? "(unset)")"
            + " do not name a shard (0 <= index < total)"))
    }
    return .success(shard)
  }

  /// This shard's chunks among `total`: `[index·total/count, (index+1)·total/count)`. The
  /// slices of `0..<count` partition `0..<total` in order; some are empty when `count > total`.
  public func slice(of total: Int) -> Range<Int> {
    let t = max(0, total)
    return Self.scaled(t, index, count)..<Self.scaled(t, index + 1, count)
  }

  /// `total · k / count` without overflow (`k <= count`).
  private static func scaled(_ total: Int, _ k: Int, _ count: Int) -> Int {
    let product = total.multipliedFullWidth(by: k)
    return count.dividingFullWidth(product).quotient
  }
}

/// Shards that cannot be used or merged.
public struct ShardError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What is wrong.
  public var message: String

  /// A shard error saying `message`.
  public init(message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
