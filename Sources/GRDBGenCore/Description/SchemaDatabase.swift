import Foundation
import GRDB
import GRDBGenSQL

/// The in-memory SQLite database of `tables:` and `views:`, built once per run by the describe
/// stage: its tables (with their indexes and search indexes), views and triggers, in that order.
///
/// The describe stage reads the columns of the views and compiles the queries in it; the verify
/// stage compares it with the database the migrations make.
///
/// A table is created as the validation lets the migrations leave it: without a foreign key index
/// that no migration makes yet, with the search index kept in sync as the migrations keep it (the
/// validation warned of both; `grdbgen migrate` mends them).
public struct SchemaDatabase: Sendable {
    /// The database, foreign keys on, as the generated store opens databases.
    let queue: DatabaseQueue
    /// The tables as created in it.
    let tables: [TableDefinition]

    /// Builds the database of a validated schema; `nil` after reporting what SQLite refuses: the
    /// first table, search index or trigger, or each view.
    static func build(_ schema: ValidatedSchema, diagnostics: DiagnosticCollector) -> SchemaDatabase? {
        let tables = declaredTables(schema)
        let applier = SchemaApplier(schema: schema)
        do {
            // The current schema may not call a function of the migrations only: SQLite says where.
            let queue = try DatabaseQueue(
                configuration: configuration(functions: schema.schema.functions.filter { !$0.migrationsOnly }))
            let refusals = try queue.write { db in
                try create(tables, views: schema.schema.views, applier: applier, in: db)
            }
            refusals.forEach(diagnostics.report)
            return refusals.isEmpty ? SchemaDatabase(queue: queue, tables: tables) : nil
        } catch {
            diagnostics.error("cannot build the tables of schema.yaml in SQLite: \(error)", at: nil)
            return nil
        }
    }

    /// Foreign keys on, as the generated store opens databases, and a stub of each app function
    /// of `functions:`, which takes and gives values of its declared types: SQLite compiles the
    /// defaults, triggers, views and queries that call it.
    static func configuration(functions: [FunctionDefinition]) -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        guard !functions.isEmpty else { return configuration }
        configuration.prepareDatabase { db in
            for function in functions {
                let result = function.result?.value
                db.add(
                    function: DatabaseFunction(
                        function.name.value, argumentCount: function.arguments.count,
                        pure: function.deterministic
                    ) { _ in result?.stubValue })
            }
        }
        return configuration
    }

    /// The tables of `tables:`, as ``SchemaDatabase`` creates them.
    static func declaredTables(_ schema: ValidatedSchema) -> [TableDefinition] {
        schema.schema.tables.map { table in
            var table = table
            let folded = schema.folded.table(named: table.name.value)
            table.indexes.removeAll { index in
                index.isImplicit
                    && folded?.indexes.contains { $0.name.identifier == index.name.identifier } != true
            }
            if let synchronization = folded?.search?.synchronization {
                table.search?.synchronization = synchronization
            }
            return table
        }
    }

    /// Creates the tables, search indexes, views and triggers; what SQLite refuses: the first
    /// table, search index or trigger it refuses, or every view it refuses (the triggers are not
    /// created then: their bodies may name a view).
    private static func create(
        _ tables: [TableDefinition], views: [ViewDefinition], applier: SchemaApplier, in db: Database
    ) throws -> [Diagnostic] {
        func refusal(_ what: String, _ error: DatabaseError, at location: SourceLocation) -> Diagnostic {
            Diagnostic(
                .error, "SQLite refuses \(what) as tables: define it: \(error.message ?? "\(error.resultCode)")",
                at: location)
        }
        for table in tables {
            do {
                try applier.createTable(table.name.value, shape: table, in: db)
            } catch let error as DatabaseError {
                return [refusal("table `\(table.name.value)`", error, at: table.name.location)]
            }
        }
        for table in tables {
            guard let search = table.search else { continue }
            do {
                try applier.apply(search.creation, in: db)
            } catch let error as DatabaseError {
                return [refusal("search index `\(search.name.value)`", error, at: search.location)]
            }
        }
        let refusedViews = views.compactMap { createView($0, in: db) }
        if !refusedViews.isEmpty { return refusedViews }
        // Triggers last: their bodies may name any table or view.
        for trigger in tables.flatMap(\.triggers) {
            do {
                try SchemaApplier.createTrigger(trigger, in: db)
            } catch let error as DatabaseError {
                return [refusal("trigger `\(trigger.name.value)`", error, at: trigger.name.location)]
            }
        }
        return []
    }

    /// Creates a view, and compiles a `SELECT` of it: SQLite creates a view whose SQL names a
    /// table or column that does not exist, and only fails when it is read. The error when
    /// SQLite refuses it.
    private static func createView(_ view: ViewDefinition, in db: Database) -> Diagnostic? {
        do {
            try SchemaApplier.createView(view, in: db)
            _ = try db.makeStatement(sql: "SELECT * FROM \(SQLName.quoted(view.name.value))")
            return nil
        } catch let error as DatabaseError {
            return Diagnostic(
                .error, "SQLite refuses view `\(view.name.value)`: \(error.message ?? "\(error.resultCode)")",
                at: view.sql.location)
        } catch {
            return Diagnostic(.error, "SQLite refuses view `\(view.name.value)`: \(error)", at: view.sql.location)
        }
    }
}

extension FunctionValueType {
    /// What the stub of an app function of this result type gives, while generating: a new text or
    /// integer at each call (a stub of `uuid()` keeps unique keys unique), a real, a blob. The
    /// schema database, the migrated one and the write rehearsal's connection all use it.
    var stubValue: DatabaseValue {
        switch self {
        case .text: UUID().uuidString.lowercased().databaseValue
        case .integer: Int64.random(in: 1...Int64.max).databaseValue
        case .real: 0.5.databaseValue
        case .blob: Data(count: 16).databaseValue
        }
    }
}
