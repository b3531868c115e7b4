CREATE TABLE watchSettings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  layout TEXT NOT NULL DEFAULT 'grid',
  encode INTEGER,
  databaseTableName TEXT,
  fetchAll INTEGER,
  hashValue INTEGER,
  "class" TEXT,
  "default" TEXT,
  "protocol" TEXT,
  "self" TEXT,
  "Type" TEXT,
  "return" INTEGER,
  user_id INTEGER,
  userId INTEGER,
  favorites TEXT,
  profile TEXT
);
CREATE TABLE baseline (id INTEGER PRIMARY KEY, "storedColumn" TEXT, "liveValue" TEXT);
CREATE TABLE "column" (id INTEGER PRIMARY KEY, row TEXT, "database" TEXT);
CREATE TABLE storeError (code TEXT, layout TEXT);
INSERT INTO watchSettings (layout, favorites, profile) VALUES ('list', '["a","b"]', '{"name":"x"}'), ('grid', '[]', '{"name":"y"}');
CREATE TABLE importNamesDatabase (id INTEGER PRIMARY KEY, name TEXT);
CREATE TABLE bookmark (id INTEGER PRIMARY KEY, name TEXT);
CREATE TABLE bookmarks (id INTEGER PRIMARY KEY, name TEXT);
CREATE TABLE "Void" (id INTEGER PRIMARY KEY, name TEXT);
CREATE TABLE "extension" (id INTEGER PRIMARY KEY, "init" TEXT);
CREATE VIEW settingLayouts AS SELECT id, layout, layout AS fetchAll, "class" FROM watchSettings;
