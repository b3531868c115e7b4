#!/usr/bin/env python3
"""Writes Tests/Fixtures/Import/twenty-nine-tables.sql: an app of 29 tables made without a migrator (JSON
in two columns of each, lowercase UUIDs, a column named like a member of GRDB records, 12 rows each),
for ImportTests: its import generates, one note per table, its baseline in the lock."""
import random, json, sys
random.seed(29)
names = ["account","profile","device","session","workspace","project","task","subtask","comment","attachment",
         "label","task_label","reminder","calendar","event","attendee","note","notebook","template","setting",
         "theme","widget","shortcut","sync_state","change_log","export_job","import_job","watch_settings","feed_item"]
out = []
for i, n in enumerate(names):
    cols = ["id INTEGER PRIMARY KEY AUTOINCREMENT", "uuid TEXT NOT NULL UNIQUE", "created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP",
            "title TEXT NOT NULL", "position INTEGER NOT NULL DEFAULT 0", "is_archived INTEGER NOT NULL DEFAULT 0",
            "payload TEXT", "tags TEXT", "score REAL"]
    if i > 0:
        cols.append("%s_id INTEGER REFERENCES %s(id) ON DELETE CASCADE" % (names[i-1], names[i-1]))
    if n == "watch_settings": cols.append("layout TEXT")
    out.append("CREATE TABLE IF NOT EXISTS %s (\n  %s\n);" % (n, ",\n  ".join(cols)))
    if i > 0:
        out.append("CREATE INDEX IF NOT EXISTS %s_on_parent ON %s(%s_id);" % (n, n, names[i-1]))
    out.append("CREATE INDEX IF NOT EXISTS %s_on_position ON %s(position);" % (n, n))
# rows
import uuid
for i, n in enumerate(names):
    for r in range(12):
        u = str(uuid.UUID(int=random.getrandbits(128)))
        payload = json.dumps({"k": r, "v": "x%d" % r})
        tags = json.dumps(["t%d" % r, "u"])
        parent = ", %d" % (r % 3 + 1) if i > 0 else ""
        pcol = ", %s_id" % names[i-1] if i > 0 else ""
        out.append("INSERT INTO %s (uuid, title, position, payload, tags, score%s) VALUES ('%s', 'T%d', %d, '%s', '%s', %s%s);"
                   % (n, pcol, u, r, r, payload, tags, "NULL" if r == 5 else r * 0.5, parent))
print("\n".join(out))
