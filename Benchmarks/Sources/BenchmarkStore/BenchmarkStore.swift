// The records of the benchmarks (`Wide`, `Mixed`) and their store (`BenchmarkDatabase`) are
// generated at build time by GRDBGenPlugin from schema.yaml, beside this file.
