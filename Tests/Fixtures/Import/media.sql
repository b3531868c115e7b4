-- A media library: artists, albums, tracks in genres, playlists (a many-to-many join table),
-- and staff who report to one another.
CREATE TABLE genre (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL UNIQUE
);
CREATE TABLE artist (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL
);
CREATE TABLE album (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    artist_id INTEGER NOT NULL REFERENCES artist(id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    released INTEGER
);
CREATE INDEX album_on_artist ON album(artist_id);
CREATE TABLE track (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    album_id INTEGER REFERENCES album(id) ON DELETE SET NULL,
    genre_id INTEGER REFERENCES genre(id),
    name TEXT NOT NULL,
    milliseconds INTEGER NOT NULL,
    bytes INTEGER,
    unit_price REAL NOT NULL DEFAULT 0.99
);
CREATE INDEX track_on_album ON track(album_id);
CREATE TABLE playlist (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL
);
CREATE TABLE playlist_track (
    playlist_id INTEGER NOT NULL REFERENCES playlist(id) ON DELETE CASCADE,
    track_id INTEGER NOT NULL REFERENCES track(id) ON DELETE CASCADE,
    position INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (playlist_id, track_id)
);
CREATE INDEX playlist_track_on_track ON playlist_track(track_id);
CREATE TABLE staff (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    last_name TEXT NOT NULL,
    first_name TEXT NOT NULL,
    title TEXT,
    manager_id INTEGER REFERENCES staff(id) ON DELETE SET NULL,
    hired_on DATE
);
