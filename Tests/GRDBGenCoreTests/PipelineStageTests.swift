@testable import GRDBGenCore
import XCTest

/// The typed stages of the pipeline and the diagnostics checkpoint between them.
final class PipelineStageTests: XCTestCase {
    func testCheckpointsSeeOnlyLaterErrors() {
        let diagnostics = DiagnosticCollector()
        diagnostics.error("before", at: nil)
        let checkpoint = diagnostics.checkpoint()
        XCTAssertFalse(diagnostics.hasErrors(since: checkpoint))
        diagnostics.warning("a warning", at: nil)
        diagnostics.report(Diagnostic(.note, "a note", at: nil))
        XCTAssertFalse(diagnostics.hasErrors(since: checkpoint))
        diagnostics.error("after", at: nil, note: "related", at: nil)
        XCTAssertTrue(diagnostics.hasErrors(since: checkpoint))
        XCTAssertThrowsError(try diagnostics.stopOnErrors(since: checkpoint)) { error in
            XCTAssertEqual(
                (error as? GenerationFailed)?.diagnostics.map(\.message),
                ["before", "a warning", "a note", "after", "related"])
        }
        XCTAssertNoThrow(try diagnostics.stopOnErrors(since: diagnostics.checkpoint()))
    }

    func testAStageThatReportsAnErrorStopsTheRun() async {
        let stage = GeneratorPipelineStage<Int, Int>("double") { value, diagnostics in
            if value < 0 { diagnostics.error("negative", at: nil) }
            return value * 2
        }
        let diagnostics = DiagnosticCollector()
        diagnostics.warning("earlier", at: nil)
        let doubled = try? await stage.run(21, diagnostics: diagnostics)
        XCTAssertEqual(doubled, 42)
        do {
            _ = try await stage.run(-1, diagnostics: diagnostics)
            XCTFail("a stage that reported an error returned")
        } catch {
            XCTAssertEqual(error.diagnostics.map(\.message), ["earlier", "negative"])
        }
    }

    func testAStageWithoutOutputStopsTheRunWithAReason() async {
        let stage = GeneratorPipelineStage<Int, Int>("silent") { _, _ in nil }
        do {
            _ = try await stage.run(1, diagnostics: DiagnosticCollector())
            XCTFail("a stage without output returned")
        } catch {
            XCTAssertEqual(error.diagnostics.map(\.description), ["error: the silent stage failed"])
        }
    }

    func testVerificationReportsEachTableAtTheStepThatCreatedIt() async {
        // Two `sql:` steps, each creating a table `tables:` lacks: each error points at its own
        // step (as the migrations noted it in their own database), with SQLite's spelling of the name.
        let yaml =
            demoSchema + """
                  - id: audit
                    steps:
                      - sql: CREATE TABLE Audit (at TEXT)
                      - sql: CREATE TABLE log (line TEXT)

                """
        let found = await diagnose(yaml)
        XCTAssertEqual(
            found,
            [
                "schema.yaml:30:14: error: table `Audit` is created by the migrations but is not in tables:",
                "schema.yaml:31:14: error: table `log` is created by the migrations but is not in tables:",
            ])
    }
}
