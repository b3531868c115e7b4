// The workloads of `compare`, as package-benchmark benchmarks:
//
//     swift package --disable-sandbox benchmark
import Benchmark
import Workloads

nonisolated(unsafe) var runner: WorkloadRunner?

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .peakMemoryResident, .mallocCountTotal],
        maxDuration: .seconds(10),
        maxIterations: 5)
    Benchmark.setup = { runner = try WorkloadRunner() }
    for workload in Workload.allCases {
        for approach in Approach.allCases {
            Benchmark("\(workload.rawValue) — \(approach.rawValue)") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(try runner!.run(workload, approach))
                }
            }
        }
    }
    for count in [10, 100, 1000] {
        let text = GeneratorWorkload.syntheticSchema(tables: count)
        Benchmark("generate \(count) tables") { benchmark async throws in
            for _ in benchmark.scaledIterations {
                blackHole(try await GeneratorWorkload.generate(text))
            }
        }
    }
}
