-- A shop: shoppers, products, purchases with their lines, and invoices.
CREATE TABLE shopper (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    name VARCHAR(120) NOT NULL,
    joined_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    is_active BOOLEAN NOT NULL DEFAULT 1
);
CREATE TABLE product (
    sku TEXT NOT NULL PRIMARY KEY,
    title TEXT NOT NULL CHECK (length(title) > 0),
    price NUMERIC(10,2) NOT NULL DEFAULT 0,
    stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
    picture BLOB
);
CREATE TABLE purchase (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    shopper_id INTEGER NOT NULL REFERENCES shopper(id) ON DELETE CASCADE,
    status TEXT NOT NULL DEFAULT 'open',
    placed_at DATETIME,
    note TEXT
);
CREATE INDEX purchase_on_shopper ON purchase(shopper_id, placed_at);
CREATE TABLE purchase_line (
    purchase_id INTEGER NOT NULL REFERENCES purchase(id) ON DELETE CASCADE,
    sku TEXT NOT NULL REFERENCES product(sku) ON UPDATE CASCADE ON DELETE RESTRICT,
    quantity INTEGER NOT NULL DEFAULT 1,
    unit_price REAL NOT NULL,
    PRIMARY KEY (purchase_id, sku)
);
CREATE TABLE invoice (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    purchase_id INTEGER NOT NULL UNIQUE REFERENCES purchase(id),
    number TEXT NOT NULL,
    issued_on DATE NOT NULL,
    total REAL NOT NULL DEFAULT 0.0,
    UNIQUE (number, issued_on)
);
