// A libFuzzer target for the schema parser, translator and validator.
//
// Run it for a bounded time with `Scripts/fuzz.sh [seconds]`: it builds this target with
// `-sanitize=fuzzer` (FUZZING defined) into .build-fuzz and starts from the hostile corpus.
// Without FUZZING (a normal build), it is a command that runs the same checks on the files
// given as arguments, to replay a crash input.
import Foundation
import GRDBGenCore

/// One input: any bytes must give diagnostics or a schema, never a crash.
func checkSchema(_ data: Data) {
    let diagnostics = DiagnosticCollector()
    let source = SchemaSource(path: "fuzz.yaml", data: data)
    guard let document = YAMLParser.parse(source, diagnostics: diagnostics),
        let schema = SchemaTranslator.translate(document, diagnostics: diagnostics)
    else { return }
    _ = SchemaValidator.validate(schema, diagnostics: diagnostics)
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTest(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    checkSchema(Data(bytes: start, count: count))
    return 0
}

/// libFuzzer's driver, started from the entry point SwiftPM gives executables.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafeRawPointer, Int) -> CInt
) -> CInt

@_cdecl("SchemaFuzzer_main")
public func schemaFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { start, count in fuzzTest(start, count) }
}
#else
@main
struct SchemaFuzzerReplay {
    static func main() throws {
        for path in CommandLine.arguments.dropFirst() {
            checkSchema(try Data(contentsOf: URL(fileURLWithPath: path)))
            print("ok \(path)")
        }
    }
}
#endif
