/// One modifier of a column definition, in the order GRDB's `ColumnDefinition` applies them:
/// `t.column("name", .text).notNull().unique()…`.
///
/// The renderer turns them into Swift source and the SQLite verifier into GRDB calls, so that
/// the generated migrations and the verification never drift apart.
public enum ColumnModifier: Hashable, Sendable {
    /// NOT NULL, with its conflict clause, if any.
    case notNull(onConflict: ConflictResolution?)
    /// UNIQUE, with its conflict clause, if any.
    case unique(onConflict: ConflictResolution?)
    /// The CHECK of an `enum` column: the value is one of these.
    case checkValues([String])
    /// The CHECK of an integer `enum` column: the value is one of these integers.
    case checkIntegers([Int64])
    case checkSQL(String)
    case collate(Collation)
    case defaultValue(DefaultValue)
    case references(table: String, column: String?, onDelete: ForeignKeyAction?, onUpdate: ForeignKeyAction?)
    /// `.generatedAs(sql:_:)`.
    case generated(GeneratedColumn)
}

/// How a column starts: `t.autoIncrementedPrimaryKey`, `t.primaryKey`, `t.column` or `t.add(column:)`.
public enum ColumnStart: Hashable, Sendable {
    case autoIncrementedPrimaryKey
    case primaryKey
    /// `t.column(_:_:).primaryKey()`: a key declared without NOT NULL (``ColumnDefinition/keyAcceptsNull``).
    case primaryKeyAcceptingNull
    case column
}

extension ColumnDefinition {
    /// How the column definition starts.
    public var start: ColumnStart {
        if isInSearchTable { return .column }
        return switch primaryKey {
        case .autoincrement: .autoIncrementedPrimaryKey
        case .plain: keyAcceptsNull ? .primaryKeyAcceptingNull : .primaryKey
        case .rowid: .primaryKey
        case nil: .column
        }
    }

    /// The modifiers of the column definition, in order.
    public var modifiers: [ColumnModifier] {
        // An FTS5 column has no type and no constraint.
        if isInSearchTable { return [] }
        var result: [ColumnModifier] = []
        if primaryKey == nil, notNull {
            result.append(.notNull(onConflict: notNullOnConflict))
        } else if primaryKey == .plain, let notNullOnConflict, databaseType != .integer {
            // GRDB declares such a key NOT NULL; the conflict clause replaces its `ON CONFLICT ABORT`
            // (`NOT NULL ON CONFLICT REPLACE`). An INTEGER key is the rowid: a warning says it has none.
            result.append(.notNull(onConflict: notNullOnConflict))
        }
        if unique { result.append(.unique(onConflict: uniqueOnConflict)) }
        if type.value == .enum, uncheckedEnum == nil, let values = enumValues {
            result.append(enumCodes.map { .checkIntegers($0) } ?? .checkValues(values.value))
        }
        if let check { result.append(.checkSQL(check.value)) }
        if let collate { result.append(.collate(collate.value)) }
        if let value = defaultValue { result.append(.defaultValue(value.value)) }
        if let reference = references?.value {
            result.append(
                .references(
                    table: reference.table.value, column: reference.column?.value,
                    onDelete: reference.onDelete, onUpdate: reference.onUpdate))
        }
        if let generated { result.append(.generated(generated.value)) }
        return result
    }
}
