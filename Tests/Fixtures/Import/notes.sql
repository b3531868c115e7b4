-- A notes app: notebooks, pages with keywords, a full-text index of the pages kept in sync by
-- hand-written triggers, a trigger that stamps edits, and a view.
CREATE TABLE notebook (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL UNIQUE,
    color TEXT NOT NULL DEFAULT 'blue' CHECK (color IN ('blue', 'green', 'red'))
);
CREATE TABLE page (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    notebook_id INTEGER NOT NULL REFERENCES notebook(id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    body TEXT NOT NULL DEFAULT '',
    pinned BOOLEAN NOT NULL DEFAULT 0,
    edited_at DATETIME
);
CREATE INDEX page_on_notebook ON page(notebook_id, title);
CREATE UNIQUE INDEX page_title_per_notebook ON page(notebook_id, title COLLATE NOCASE);
CREATE TABLE keyword (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    label TEXT NOT NULL UNIQUE COLLATE NOCASE
);
CREATE TABLE page_keyword (
    page_id INTEGER NOT NULL REFERENCES page(id) ON DELETE CASCADE,
    keyword_id INTEGER NOT NULL REFERENCES keyword(id) ON DELETE CASCADE,
    PRIMARY KEY (page_id, keyword_id)
) WITHOUT ROWID;
CREATE VIRTUAL TABLE page_ft USING fts5(title, body, content='page', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2');
CREATE TRIGGER page_ai AFTER INSERT ON page BEGIN
    INSERT INTO page_ft(rowid, title, body) VALUES (new.id, new.title, new.body);
END;
CREATE TRIGGER page_ad AFTER DELETE ON page BEGIN
    INSERT INTO page_ft(page_ft, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
END;
CREATE TRIGGER page_au AFTER UPDATE ON page BEGIN
    INSERT INTO page_ft(page_ft, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
    INSERT INTO page_ft(rowid, title, body) VALUES (new.id, new.title, new.body);
END;
CREATE TRIGGER page_stamp AFTER UPDATE OF title, body ON page FOR EACH ROW WHEN NEW.edited_at IS OLD.edited_at BEGIN
    UPDATE page SET edited_at = CURRENT_TIMESTAMP WHERE id = NEW.id;
END;
CREATE VIEW notebook_summary AS
    SELECT notebook.id, notebook.name, count(page.id) AS page_count, max(page.edited_at) AS last_edit
    FROM notebook LEFT JOIN page ON page.notebook_id = notebook.id
    GROUP BY notebook.id;
