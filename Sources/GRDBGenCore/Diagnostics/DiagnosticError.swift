/// A diagnostic carried as an error: what one query (or other item) of a stage reports, while
/// the stage goes on with the others.
struct DiagnosticError: Error {
    var diagnostic: Diagnostic
}
