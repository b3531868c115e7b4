// Runs every workload in one process and prints a table of times and ratios to the raw SQLite
// C API, then the generator on schemas of 10, 100 and 1,000 tables (time and peak memory).
//
//     swift run -c release compare [--iterations N]
import Foundation
import Workloads
#if canImport(Glibc)
import Glibc
#endif

let arguments = CommandLine.arguments

// A child process that generates one synthetic schema and prints its own peak memory (kilobytes
// on Linux): RUSAGE_CHILDREN in the parent would give the largest of all its children so far.
if let index = arguments.firstIndex(of: "--generate-only"), let count = Int(arguments[index + 1]) {
    _ = try await GeneratorWorkload.generate(GeneratorWorkload.syntheticSchema(tables: count))
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    print(usage.ru_maxrss)
    exit(0)
}

// The time of each stage of the generator, for profiling.
// `--triggers`: each table also has a search index and a trigger, which the write rehearsal writes.
if let index = arguments.firstIndex(of: "--stages"), let count = Int(arguments[index + 1]) {
    let schema = GeneratorWorkload.syntheticSchema(tables: count, triggers: arguments.contains("--triggers"))
    for (stage, time) in await GeneratorWorkload.stageTimes(schema) {
        print(stage, String(format: "%.1f ms", time))
    }
    exit(0)
}

// The time from a write to the update of a live value: median and p99 of 200 writes.
if arguments.contains("--live-latency") {
    if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
        let latencies = try await LiveLatency.measure(writes: 200).sorted()
        print(String(format: "live value, write to update: median %.2f ms, p99 %.2f ms (200 writes)",
            latencies[latencies.count / 2], latencies[latencies.count * 99 / 100]))
        let across = try await LiveLatency.measureAcrossConnections(writes: 100).sorted()
        print(String(format: "another connection's write to update (polled every 200 ms): median %.1f ms, p99 %.1f ms, max %.1f ms (100 writes)",
            across[across.count / 2], across[across.count * 99 / 100], across[across.count - 1]))
    }
    exit(0)
}

let iterations = arguments.firstIndex(of: "--iterations").flatMap { Int(arguments[$0 + 1]) } ?? 3

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

func padLeft(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

#if DEBUG
print("warning: a debug build; run `swift run -c release compare` for meaningful figures\n")
#endif
print("GRDBGen benchmarks: best of \(iterations) runs per cell, in-memory SQLite, one process.")
print("Each cell: milliseconds, and the ratio to the raw SQLite C API.\n")

let runner = try WorkloadRunner()

// One workload in one way, for profiling: `--only insertWide generated`.
if let index = arguments.firstIndex(of: "--only"),
   let workload = Workload.allCases.first(where: { "\($0)" == arguments[index + 1] }),
   let approach = Approach.allCases.first(where: { "\($0)" == arguments[index + 2] })
{
    for _ in 0..<iterations { print(workload, approach, milliseconds(try runner.run(workload, approach)), "ms") }
    exit(0)
}
let approaches = Approach.allCases
let firstColumn = 46
let cellWidth = 26
print(pad("workload", firstColumn) + approaches.map { padLeft($0.rawValue, cellWidth + 2) }.joined())
for workload in Workload.allCases {
    var best: [Approach: Double] = [:]
    for _ in 0..<iterations {
        for approach in approaches {
            let time = milliseconds(try runner.run(workload, approach))
            best[approach] = min(best[approach] ?? .infinity, time)
        }
    }
    let raw = best[.raw]!
    let cells = approaches.map { approach -> String in
        let time = best[approach]!
        return padLeft(String(format: "%.1f ms %6.2f×", time, time / raw), cellWidth + 2)
    }
    print(pad(workload.rawValue, firstColumn) + cells.joined())
}

print("\nObserver attached: a TransactionObserver of the table's insertions, told of every row that goes")
print("through GRDB (200,000 events); the raw C API steps around GRDB, so its observer sees nothing.")
print("\nGenerator: parse, validate, verify in SQLite and render synthetic schemas (8 columns, an index, a foreign key per table).\n")
print(pad("tables", 10) + padLeft("time", 14) + padLeft("per table", 14) + padLeft("peak memory", 16))
var perTable: [Double] = []
for count in [10, 100, 1000] {
    let text = GeneratorWorkload.syntheticSchema(tables: count)
    var best = Double.infinity
    for _ in 0..<iterations {
        let start = ContinuousClock.now
        _ = try await GeneratorWorkload.generate(text)
        best = min(best, milliseconds(ContinuousClock.now - start))
    }
    // Peak memory of a child process that does only this generation.
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    child.arguments = ["--generate-only", String(count)]
    let output = Pipe()
    child.standardOutput = output
    try child.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    let peakMB = Double(printed.trimmingCharacters(in: .whitespacesAndNewlines)).map { $0 / 1024 } ?? .nan
    perTable.append(best / Double(count))
    print(pad(String(count), 10) + padLeft(String(format: "%.1f ms", best), 14)
        + padLeft(String(format: "%.3f ms", best / Double(count)), 14) + padLeft(String(format: "%.1f MB", peakMB), 16))
}
print(String(format: "\nTime per table, 1,000 tables vs 10 tables: %.2f× (1.00× is linear).", perTable[2] / perTable[0]))
