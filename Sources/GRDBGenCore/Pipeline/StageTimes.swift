import Foundation

/// How long each stage of a run took, in the order they ran: `compare --stages` prints them.
///
/// ```swift
/// let times = StageTimes()
/// _ = try await GeneratorPipeline(stageTimes: times).run(source)
/// for (stage, duration) in times.entries { print(stage, duration) }
/// ```
public final class StageTimes: @unchecked Sendable {  // Sendable: `lock` guards `recorded`.
    /// Each stage's name and duration. The two stages that run side by side are listed each on
    /// its own (`verify`, `render`), then together as the stage that runs them.
    public var entries: [(stage: String, duration: Duration)] {
        lock.withLock { recorded }
    }
    private var recorded: [(stage: String, duration: Duration)] = []
    private let lock = NSLock()

    /// Creates an empty record.
    public init() {}

    /// Records a stage.
    func record(_ stage: String, _ duration: Duration) {
        lock.withLock { recorded.append((stage, duration)) }
    }
}
