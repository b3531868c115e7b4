#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif
import GRDB

/// What SQLite reports of each query of `queries:`: SQLite compiles the query in the
/// ``SchemaDatabase`` (the tables, search indexes, views and triggers of the schema), and tells
/// its errors (at their offset in the SQL), its parameters, whether it writes, and, for each
/// result column, its name and the table column it reads (``QueryResolver`` makes the typed query
/// from it).
enum QueryDescriber {
    /// What SQLite tells of one query.
    struct Report: Sendable {
        var columns: [DescribedColumn]
        /// The parameters by SQLite index (1-based, in order): their names as written (`:since`,
        /// `?2`), `nil` for a `?`.
        var parameters: [String?]
        /// Whether the statement only reads (`sqlite3_stmt_readonly`).
        var isReadOnly: Bool
        /// The SQL SQLite compiled: the query's, array parameters expanded.
        var sql: String
        /// For a query with `filters:` or `orderings:`: its SQL cut for its variants, and the
        /// SQL as written of the variant described (every filter on, the first ordering).
        var composition: QueryComposition? = nil
        var writtenSQL: String? = nil
        /// For a query of one table's records without run-time choices (`SELECT * FROM t WHERE …
        /// ORDER BY …`): its SQL cut, its columns qualified by the table's name
        /// (``QueryComposition/qualified(in:)``), compiled by SQLite.
        var oneTable: QueryComposition? = nil
        /// The tables (or aliases) SQLite's plan reads whole (`SCAN t`, without an index), in any
        /// variant.
        var scans: Set<String> = []
    }

    /// The statements a query may be: what an app runs, not schema changes (migrations make them).
    static let statementKeywords: Set<String> = ["SELECT", "WITH", "VALUES", "INSERT", "REPLACE", "UPDATE", "DELETE"]

    /// The report of every query, in the order of `queries`, or the error SQLite finds in it.
    static func describe(
        _ queries: [QueryDefinition], in database: SchemaDatabase
    ) throws -> [Result<Report, DiagnosticError>] {
        try database.queue.read { db in
            queries.map { query in Result { () throws(DiagnosticError) in try describeWithParts(query, in: db) } }
        }
    }

    /// A query, and for one with `filters:` or `orderings:` each of its variants: each filter and
    /// each ordering compiled alone with the statement (an error is reported at it), then every
    /// combination; the report is the variant with every filter on and the first ordering.
    private static func describeWithParts(
        _ query: QueryDefinition, in db: Database
    ) throws(DiagnosticError) -> Report {
        // The statement alone first: its errors at their place in the SQL as written.
        var base = try describe(query, in: db)
        guard !query.filters.isEmpty || !query.orderings.isEmpty || !query.choices.isEmpty else {
            if case .success(let cut) = QueryComposition.cutting(query.sql.value, filters: [], orderings: []),
                let qualified = cut.qualified(in: db),
                compiles(qualified.sql(filters: [], ordering: nil), in: db)
            {
                base.oneTable = qualified
            }
            return base
        }
        let what = "query `\(query.name.value)`"
        func failure(_ message: String, at location: SourceLocation) -> DiagnosticError {
            DiagnosticError(diagnostic: Diagnostic(.error, message, at: location))
        }
        let partsLocation =
            (query.filters.first?.name ?? query.choices.first?.name ?? query.orderings.first?.name ?? query.name)
            .location
        var composition: QueryComposition
        switch QueryComposition.cutting(
            query.sql.value, filters: query.filters.map(\.sql.value), orderings: query.orderings.map(\.sql.value))
        {
        case .failure(let error): throw failure("\(what): \(error.reason)", at: partsLocation)
        case .success(let value): composition = value
        }
        composition.choices = query.choices.map { $0.options.map { $0.sql?.value } }
        let count = composition.variantCount
        guard count <= QueryComposition.maximumVariants else {
            throw failure(
                "\(what) has \(count) variants (each filter doubles them, each group of choices multiplies them "
                    + "by its size, the orderings multiply them); SQLite checks each, and the most is "
                    + "\(QueryComposition.maximumVariants): split the query, or make filters that exclude each other "
                    + "one group of `choices:`",
                at: partsLocation)
        }
        let scans = try checkParts(of: query, composition, at: partsLocation, in: db)
        let firstOrdering: Int? = query.orderings.isEmpty ? nil : 0
        // A query of one table's records: its pieces with their columns qualified, when every
        // variant still compiles (they keep their meaning in a request that joins other tables).
        if let qualified = composition.qualified(in: db),
            qualified.variants.allSatisfy({
                compiles(qualified.sql(filters: $0.filters, choices: $0.choices, ordering: $0.ordering), in: db)
            })
        {
            composition = qualified
        }
        var full = query
        // Every filter on and every condition of every group: the statement names all the parameters.
        full.sql = Located(
            composition.sql(
                filters: query.filters.map { _ in true }, choices: query.choices.map { _ in nil },
                ordering: firstOrdering),
            at: query.sql.location)
        full.positions = SQLTextPositions(scalar: query.sql.location)
        var report = try describe(full, in: db)
        report.composition = composition
        report.writtenSQL = full.sql.value
        report.scans.formUnion(scans)
        return report
    }

    /// Compiles each part of a query alone — each condition of a group of choices, each filter and
    /// each ordering, beside the plainest of the others — then every variant: the first that SQLite
    /// refuses is an error at its place. Returns the tables SQLite scans in them.
    private static func checkParts(
        of query: QueryDefinition, _ composition: QueryComposition, at partsLocation: SourceLocation,
        in db: Database
    ) throws(DiagnosticError) -> Set<String> {
        let what = "query `\(query.name.value)`"
        func failure(_ message: String, at location: SourceLocation) -> DiagnosticError {
            DiagnosticError(diagnostic: Diagnostic(.error, message, at: location))
        }
        var scans: Set<String> = []
        func check(_ written: String, at location: SourceLocation, _ label: String) throws(DiagnosticError) {
            let (sql, _) = QuerySQL(written).expandingArrays()
            scans.formUnion(Self.scans(of: sql, in: db))
            do {
                _ = try db.makeStatement(sql: sql)
            } catch let error as DatabaseError {
                throw failure("\(what): \(label): SQLite: \(error.message ?? "\(error.resultCode)")", at: location)
            } catch {
                throw failure("\(what): \(label): \(error)", at: location)
            }
        }
        let firstOrdering: Int? = query.orderings.isEmpty ? nil : 0
        let noFilter = query.filters.map { _ in false }
        // Each group at the condition that adds none, else its first, while another part is checked.
        let plain: [Int?] = query.choices.map { group in group.options.firstIndex { $0.sql == nil } ?? 0 }
        for (index, group) in query.choices.enumerated() {
            for (option, (name, sql)) in group.options.enumerated() {
                guard let sql else { continue }
                var picked = plain
                picked[index] = option
                try check(
                    composition.sql(filters: noFilter, choices: picked, ordering: firstOrdering), at: sql.location,
                    "choice `\(group.name.value).\(name.value)`")
            }
        }
        for (index, filter) in query.filters.enumerated() {
            let only = query.filters.indices.map { $0 == index }
            try check(
                composition.sql(filters: only, choices: plain, ordering: firstOrdering), at: filter.sql.location,
                "filter `\(filter.name.value)`")
        }
        for (index, ordering) in query.orderings.enumerated() {
            try check(
                composition.sql(filters: noFilter, choices: plain, ordering: index), at: ordering.sql.location,
                "ordering `\(ordering.name.value)`")
        }
        for variant in composition.variants {
            try check(
                composition.sql(filters: variant.filters, choices: variant.choices, ordering: variant.ordering),
                at: partsLocation, "a combination of its filters, choices and orderings")
        }
        return scans
    }

    /// Whether SQLite compiles the statement (its arrays expanded).
    private static func compiles(_ written: String, in db: Database) -> Bool {
        (try? db.makeStatement(sql: QuerySQL(written).expandingArrays().sql)) != nil
    }

    /// The tables (or aliases) that SQLite's plan of a statement reads whole: `SCAN t` lines of
    /// `EXPLAIN QUERY PLAN`, without `USING` an index, not a virtual table's.
    private static func scans(of sql: String, in db: Database) -> Set<String> {
        // SQLite's C API: the parameters stay unbound (NULL), which the plan does not depend on.
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db.sqliteConnection, "EXPLAIN QUERY PLAN " + sql, -1, &statement, nil) == SQLITE_OK
        else { return [] }
        defer { sqlite3_finalize(statement) }
        var scans: Set<String> = []
        while sqlite3_step(statement) == SQLITE_ROW {
            guard let text = sqlite3_column_text(statement, 3) else { continue }
            let words = String(cString: text).split(separator: " ")
            if words.count == 2, words[0] == "SCAN" { scans.insert(String(words[1])) }
        }
        return scans
    }

    private static func describe(
        _ query: QueryDefinition, in db: Database
    ) throws(DiagnosticError) -> Report {
        let what = "query `\(query.name.value)`"
        func failure(_ message: String, at location: SourceLocation) -> DiagnosticError {
            DiagnosticError(diagnostic: Diagnostic(.error, message, at: location))
        }
        let written = QuerySQL(query.sql.value)
        // Array parameters (`id IN :ids`) as SQLite reads them; offsets map back to the text.
        let (sql, originalOffset) = written.expandingArrays()
        let first = written.tokens.first { $0.kind != .punctuation || $0.text != ";" }
        if let first, !(first.kind == .word && statementKeywords.contains(first.text.uppercased())) {
            throw failure(
                "\(what) is a `\(first.text)` statement; a query selects, inserts, updates or deletes rows "
                    + "(schema changes are migration steps)",
                at: query.positions.location(ofByteOffset: first.offset, in: query.sql.value))
        }
        let connection = db.sqliteConnection
        var statement: OpaquePointer?
        var tail: UnsafePointer<CChar>?
        let (code, tailOffset): (CInt, Int) = sql.withCString { start in
            let code = sqlite3_prepare_v2(connection, start, -1, &statement, &tail)
            return (code, tail.map { $0 - start } ?? 0)
        }
        defer { sqlite3_finalize(statement) }
        guard code == SQLITE_OK else {
            let message = String(cString: sqlite3_errmsg(connection))
            let offset = Int(sqlite3_error_offset(connection))
            let location =
                offset >= 0
                ? query.positions.location(ofByteOffset: originalOffset(offset), in: query.sql.value)
                : query.sql.location
            throw failure("\(what): SQLite: \(message)", at: location)
        }
        guard let statement else {
            throw failure("\(what) has no statement, only comments", at: query.sql.location)
        }
        let rest = String(decoding: sql.utf8.dropFirst(tailOffset), as: UTF8.self)
        if let next = QuerySQL(rest).tokens.first(where: { $0.kind != .punctuation || $0.text != ";" }) {
            throw failure(
                "\(what) has more than one statement; write one statement per query",
                at: query.positions.location(
                    ofByteOffset: originalOffset(tailOffset + next.offset), in: query.sql.value))
        }
        let scans = Self.scans(of: sql, in: db)
        let columns = (0..<sqlite3_column_count(statement)).map { DescribedColumn($0, of: statement) }
        let parameters = (0..<sqlite3_bind_parameter_count(statement)).map { index in
            sqlite3_bind_parameter_name(statement, index + 1).map { String(cString: $0) }
        }
        var report = Report(
            columns: columns, parameters: parameters, isReadOnly: sqlite3_stmt_readonly(statement) != 0, sql: sql)
        report.scans = scans
        return report
    }
}
