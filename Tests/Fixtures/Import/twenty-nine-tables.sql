CREATE TABLE IF NOT EXISTS account (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL
);
CREATE INDEX IF NOT EXISTS account_on_position ON account(position);
CREATE TABLE IF NOT EXISTS profile (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  account_id INTEGER REFERENCES account(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS profile_on_parent ON profile(account_id);
CREATE INDEX IF NOT EXISTS profile_on_position ON profile(position);
CREATE TABLE IF NOT EXISTS device (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  profile_id INTEGER REFERENCES profile(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS device_on_parent ON device(profile_id);
CREATE INDEX IF NOT EXISTS device_on_position ON device(position);
CREATE TABLE IF NOT EXISTS session (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  device_id INTEGER REFERENCES device(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS session_on_parent ON session(device_id);
CREATE INDEX IF NOT EXISTS session_on_position ON session(position);
CREATE TABLE IF NOT EXISTS workspace (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  session_id INTEGER REFERENCES session(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS workspace_on_parent ON workspace(session_id);
CREATE INDEX IF NOT EXISTS workspace_on_position ON workspace(position);
CREATE TABLE IF NOT EXISTS project (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  workspace_id INTEGER REFERENCES workspace(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS project_on_parent ON project(workspace_id);
CREATE INDEX IF NOT EXISTS project_on_position ON project(position);
CREATE TABLE IF NOT EXISTS task (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  project_id INTEGER REFERENCES project(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS task_on_parent ON task(project_id);
CREATE INDEX IF NOT EXISTS task_on_position ON task(position);
CREATE TABLE IF NOT EXISTS subtask (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  task_id INTEGER REFERENCES task(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS subtask_on_parent ON subtask(task_id);
CREATE INDEX IF NOT EXISTS subtask_on_position ON subtask(position);
CREATE TABLE IF NOT EXISTS comment (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  subtask_id INTEGER REFERENCES subtask(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS comment_on_parent ON comment(subtask_id);
CREATE INDEX IF NOT EXISTS comment_on_position ON comment(position);
CREATE TABLE IF NOT EXISTS attachment (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  comment_id INTEGER REFERENCES comment(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS attachment_on_parent ON attachment(comment_id);
CREATE INDEX IF NOT EXISTS attachment_on_position ON attachment(position);
CREATE TABLE IF NOT EXISTS label (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  attachment_id INTEGER REFERENCES attachment(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS label_on_parent ON label(attachment_id);
CREATE INDEX IF NOT EXISTS label_on_position ON label(position);
CREATE TABLE IF NOT EXISTS task_label (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  label_id INTEGER REFERENCES label(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS task_label_on_parent ON task_label(label_id);
CREATE INDEX IF NOT EXISTS task_label_on_position ON task_label(position);
CREATE TABLE IF NOT EXISTS reminder (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  task_label_id INTEGER REFERENCES task_label(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS reminder_on_parent ON reminder(task_label_id);
CREATE INDEX IF NOT EXISTS reminder_on_position ON reminder(position);
CREATE TABLE IF NOT EXISTS calendar (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  reminder_id INTEGER REFERENCES reminder(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS calendar_on_parent ON calendar(reminder_id);
CREATE INDEX IF NOT EXISTS calendar_on_position ON calendar(position);
CREATE TABLE IF NOT EXISTS event (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  calendar_id INTEGER REFERENCES calendar(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS event_on_parent ON event(calendar_id);
CREATE INDEX IF NOT EXISTS event_on_position ON event(position);
CREATE TABLE IF NOT EXISTS attendee (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  event_id INTEGER REFERENCES event(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS attendee_on_parent ON attendee(event_id);
CREATE INDEX IF NOT EXISTS attendee_on_position ON attendee(position);
CREATE TABLE IF NOT EXISTS note (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  attendee_id INTEGER REFERENCES attendee(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS note_on_parent ON note(attendee_id);
CREATE INDEX IF NOT EXISTS note_on_position ON note(position);
CREATE TABLE IF NOT EXISTS notebook (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  note_id INTEGER REFERENCES note(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS notebook_on_parent ON notebook(note_id);
CREATE INDEX IF NOT EXISTS notebook_on_position ON notebook(position);
CREATE TABLE IF NOT EXISTS template (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  notebook_id INTEGER REFERENCES notebook(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS template_on_parent ON template(notebook_id);
CREATE INDEX IF NOT EXISTS template_on_position ON template(position);
CREATE TABLE IF NOT EXISTS setting (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  template_id INTEGER REFERENCES template(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS setting_on_parent ON setting(template_id);
CREATE INDEX IF NOT EXISTS setting_on_position ON setting(position);
CREATE TABLE IF NOT EXISTS theme (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  setting_id INTEGER REFERENCES setting(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS theme_on_parent ON theme(setting_id);
CREATE INDEX IF NOT EXISTS theme_on_position ON theme(position);
CREATE TABLE IF NOT EXISTS widget (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  theme_id INTEGER REFERENCES theme(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS widget_on_parent ON widget(theme_id);
CREATE INDEX IF NOT EXISTS widget_on_position ON widget(position);
CREATE TABLE IF NOT EXISTS shortcut (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  widget_id INTEGER REFERENCES widget(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS shortcut_on_parent ON shortcut(widget_id);
CREATE INDEX IF NOT EXISTS shortcut_on_position ON shortcut(position);
CREATE TABLE IF NOT EXISTS sync_state (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  shortcut_id INTEGER REFERENCES shortcut(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS sync_state_on_parent ON sync_state(shortcut_id);
CREATE INDEX IF NOT EXISTS sync_state_on_position ON sync_state(position);
CREATE TABLE IF NOT EXISTS change_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  sync_state_id INTEGER REFERENCES sync_state(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS change_log_on_parent ON change_log(sync_state_id);
CREATE INDEX IF NOT EXISTS change_log_on_position ON change_log(position);
CREATE TABLE IF NOT EXISTS export_job (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  change_log_id INTEGER REFERENCES change_log(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS export_job_on_parent ON export_job(change_log_id);
CREATE INDEX IF NOT EXISTS export_job_on_position ON export_job(position);
CREATE TABLE IF NOT EXISTS import_job (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  export_job_id INTEGER REFERENCES export_job(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS import_job_on_parent ON import_job(export_job_id);
CREATE INDEX IF NOT EXISTS import_job_on_position ON import_job(position);
CREATE TABLE IF NOT EXISTS watch_settings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  import_job_id INTEGER REFERENCES import_job(id) ON DELETE CASCADE,
  layout TEXT
);
CREATE INDEX IF NOT EXISTS watch_settings_on_parent ON watch_settings(import_job_id);
CREATE INDEX IF NOT EXISTS watch_settings_on_position ON watch_settings(position);
CREATE TABLE IF NOT EXISTS feed_item (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uuid TEXT NOT NULL UNIQUE,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  title TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  payload TEXT,
  tags TEXT,
  score REAL,
  watch_settings_id INTEGER REFERENCES watch_settings(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS feed_item_on_parent ON feed_item(watch_settings_id);
CREATE INDEX IF NOT EXISTS feed_item_on_position ON feed_item(position);
INSERT INTO account (uuid, title, position, payload, tags, score) VALUES ('993955be-5888-6f39-137c-56af8c5187c1', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0);
INSERT INTO account (uuid, title, position, payload, tags, score) VALUES ('1634106f-49e1-859f-9b11-bf0cd848292d', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5);
INSERT INTO account (uuid, title, position, payload, tags, score) VALUES ('64961c01-5804-3666-ed60-f36482a5f8b3', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0);
INSERT INTO account (uuid, title, position, payload, tags, score) VALUES ('0847b35f-f94e-cf68-04c6-63426a5dcf77', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5);
INSERT INTO account (uuid, title, position, payload, tags, score) VALUES ('a6f6626b-71d8-1316-d8f0-89c71a8e39a0', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0);
INSERT INTO account (uuid, title, position, payload, tags, score) VALUES ('15e4afde-597d-31c4-cd96-45cc398cfd10', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL);
INSERT INTO account (uuid, title, position, payload, tags, score) VALUES ('eade4845-544c-efd3-7f75-b7e0ffad6e8b', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0);
INSERT INTO account (uuid, title, position, payload, tags, score) VALUES ('d609577e-6b6c-02ce-8ad2-17729b975338', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5);
INSERT INTO account (uuid, title, position, payload, tags, score) VALUES ('fa227274-727c-311f-3308-0f0ebaff0221', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0);
INSERT INTO account (uuid, title, position, payload, tags, score) VALUES ('c8bcdbf8-6f14-e6e2-382d-b6962ba1ae10', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5);
INSERT INTO account (uuid, title, position, payload, tags, score) VALUES ('af0c94b3-caef-8a22-ac9d-32b76876a0d1', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0);
INSERT INTO account (uuid, title, position, payload, tags, score) VALUES ('8b2b5909-3247-5abe-8604-08909006f9e9', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5);
INSERT INTO profile (uuid, title, position, payload, tags, score, account_id) VALUES ('473d0ab8-4c62-54c0-6c24-691dac811eaf', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO profile (uuid, title, position, payload, tags, score, account_id) VALUES ('d1999ef1-3848-7fe1-c01f-f328830b46ac', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO profile (uuid, title, position, payload, tags, score, account_id) VALUES ('78f588b9-c93e-b5e4-f568-863b692734d6', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO profile (uuid, title, position, payload, tags, score, account_id) VALUES ('4e9d2c57-c098-3b6d-24c8-316184052a95', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO profile (uuid, title, position, payload, tags, score, account_id) VALUES ('b53d4566-964b-c1d0-4c9f-5e6dc1b9aecf', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO profile (uuid, title, position, payload, tags, score, account_id) VALUES ('d22a8a62-65b4-9589-78ad-c6eca5293a5b', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO profile (uuid, title, position, payload, tags, score, account_id) VALUES ('e5308181-c6f9-18bc-d933-a5c99e321a50', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO profile (uuid, title, position, payload, tags, score, account_id) VALUES ('e3c041be-f008-8304-bb26-d5d9196419e4', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO profile (uuid, title, position, payload, tags, score, account_id) VALUES ('439aff79-239c-d57f-db82-71a35e0345c9', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO profile (uuid, title, position, payload, tags, score, account_id) VALUES ('cd4cd58f-5736-8a18-b045-f6dd26666a1c', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO profile (uuid, title, position, payload, tags, score, account_id) VALUES ('29cee26c-65da-283b-8d56-e05211bb691e', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO profile (uuid, title, position, payload, tags, score, account_id) VALUES ('6d0e7b78-a7c4-c9c1-a00b-f9536a433eca', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO device (uuid, title, position, payload, tags, score, profile_id) VALUES ('9e12e819-ef6e-e5c7-4801-494177724c56', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO device (uuid, title, position, payload, tags, score, profile_id) VALUES ('bed7ca14-522e-65d0-27db-a324a8cccace', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO device (uuid, title, position, payload, tags, score, profile_id) VALUES ('f92af21f-b2f4-f1a4-d82d-50ffdff93389', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO device (uuid, title, position, payload, tags, score, profile_id) VALUES ('bb175c8c-bbfd-ef56-a291-19e1f7a223df', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO device (uuid, title, position, payload, tags, score, profile_id) VALUES ('abf04acb-3489-2c84-aca1-9e43f73326fb', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO device (uuid, title, position, payload, tags, score, profile_id) VALUES ('c14aa21f-f8e9-1f2b-03e5-27ea47429478', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO device (uuid, title, position, payload, tags, score, profile_id) VALUES ('6a12de8f-ec7b-3eb6-6605-bc1d0599b27b', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO device (uuid, title, position, payload, tags, score, profile_id) VALUES ('6fba26bf-22ca-60da-8c6d-7589e90ff1b2', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO device (uuid, title, position, payload, tags, score, profile_id) VALUES ('026db6cf-ea7b-a6cf-4a4b-d6b5269926f0', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO device (uuid, title, position, payload, tags, score, profile_id) VALUES ('0c5ea43f-dea1-a7bd-df35-0cdaf5afaf22', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO device (uuid, title, position, payload, tags, score, profile_id) VALUES ('a561559a-c281-2b25-0a1a-0a8ab97931f9', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO device (uuid, title, position, payload, tags, score, profile_id) VALUES ('f0e1eb8e-01e4-c349-1eda-33d14ecf6b71', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO session (uuid, title, position, payload, tags, score, device_id) VALUES ('0efbee9c-e1d9-56a7-84ad-88b9a0bcf6dd', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO session (uuid, title, position, payload, tags, score, device_id) VALUES ('c3cef810-83cb-0035-09de-e492f2edfb37', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO session (uuid, title, position, payload, tags, score, device_id) VALUES ('b73f1927-2ca2-c846-26bc-cdb30223f437', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO session (uuid, title, position, payload, tags, score, device_id) VALUES ('10d75ca1-3b08-fb64-5e9d-c7b772f8658b', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO session (uuid, title, position, payload, tags, score, device_id) VALUES ('41d3a4a3-3154-5cb0-bb11-42f9071612ef', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO session (uuid, title, position, payload, tags, score, device_id) VALUES ('31e92aaa-207a-cc68-05b7-19c97ff7c780', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO session (uuid, title, position, payload, tags, score, device_id) VALUES ('d810258a-2a5b-85b5-bde9-72e91cddf906', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO session (uuid, title, position, payload, tags, score, device_id) VALUES ('60dae1e4-c894-f7d2-a5d0-e244089faff1', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO session (uuid, title, position, payload, tags, score, device_id) VALUES ('340ef61c-33a6-adb3-392d-4737dd99a1e0', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO session (uuid, title, position, payload, tags, score, device_id) VALUES ('88437408-e052-b669-de4b-37aca24d2f3c', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO session (uuid, title, position, payload, tags, score, device_id) VALUES ('3a19830b-555a-ee98-f17c-b3a83e5d8053', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO session (uuid, title, position, payload, tags, score, device_id) VALUES ('0047905f-c30b-adef-d301-9267e1a451e5', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO workspace (uuid, title, position, payload, tags, score, session_id) VALUES ('b47386c7-cb3d-a109-1d83-a86d9f04b77c', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO workspace (uuid, title, position, payload, tags, score, session_id) VALUES ('3b369950-509a-18bf-409b-5cf792afaa34', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO workspace (uuid, title, position, payload, tags, score, session_id) VALUES ('f8db5848-c8ae-9a74-6a2f-bb67af6a7944', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO workspace (uuid, title, position, payload, tags, score, session_id) VALUES ('697cdcaf-5274-bc83-e499-0d570e33aea9', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO workspace (uuid, title, position, payload, tags, score, session_id) VALUES ('29cef413-e2ea-7456-935c-9ea94b58a170', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO workspace (uuid, title, position, payload, tags, score, session_id) VALUES ('1dbd13c0-ac76-b291-6853-437149c1fcb4', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO workspace (uuid, title, position, payload, tags, score, session_id) VALUES ('6924b65b-60d8-d5c4-0d78-9f286f52ffc7', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO workspace (uuid, title, position, payload, tags, score, session_id) VALUES ('06eedfa7-e51d-6857-c96f-af477ffd8d9a', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO workspace (uuid, title, position, payload, tags, score, session_id) VALUES ('2308a5e9-63ae-6aa5-532f-3b44a87da6d3', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO workspace (uuid, title, position, payload, tags, score, session_id) VALUES ('9ef65fac-582b-fe04-2b9c-f1a22681c406', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO workspace (uuid, title, position, payload, tags, score, session_id) VALUES ('837a7bf9-a563-2e7a-675e-c226788a82ab', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO workspace (uuid, title, position, payload, tags, score, session_id) VALUES ('32ca439e-532c-e329-160c-8792ffa08087', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO project (uuid, title, position, payload, tags, score, workspace_id) VALUES ('0b672197-e927-70a8-798c-661cf0aa6af0', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO project (uuid, title, position, payload, tags, score, workspace_id) VALUES ('96ac0829-38df-5e1f-d472-003971646211', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO project (uuid, title, position, payload, tags, score, workspace_id) VALUES ('7216b644-ebd9-b4be-d0fb-c0e63beb1ee1', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO project (uuid, title, position, payload, tags, score, workspace_id) VALUES ('8337f305-a5f5-2553-de47-36142c7448c9', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO project (uuid, title, position, payload, tags, score, workspace_id) VALUES ('2d0723aa-2acf-1cde-56fe-5556a702d39e', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO project (uuid, title, position, payload, tags, score, workspace_id) VALUES ('74acdd91-a364-6cb9-f3da-1fbf080703ef', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO project (uuid, title, position, payload, tags, score, workspace_id) VALUES ('ebe724f3-8c7a-0f58-a173-47bb0d8d5288', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO project (uuid, title, position, payload, tags, score, workspace_id) VALUES ('b104dc3a-76b4-9ecf-b9f1-0b9bf8af827a', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO project (uuid, title, position, payload, tags, score, workspace_id) VALUES ('edd6ee2f-1b2f-7806-0deb-3e6c4fe26eff', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO project (uuid, title, position, payload, tags, score, workspace_id) VALUES ('380cac9d-51fc-1022-3b79-da1e4d493342', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO project (uuid, title, position, payload, tags, score, workspace_id) VALUES ('dafb2513-b3d6-fbc8-30d6-00021dfa8866', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO project (uuid, title, position, payload, tags, score, workspace_id) VALUES ('33ae0751-b7c5-adf7-2a24-7bff9a3385a8', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO task (uuid, title, position, payload, tags, score, project_id) VALUES ('5162bc9c-401c-bfdf-cc0a-a7d21b6da566', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO task (uuid, title, position, payload, tags, score, project_id) VALUES ('264633a5-0241-906f-5c77-409becd13b58', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO task (uuid, title, position, payload, tags, score, project_id) VALUES ('d287eb62-d163-dabe-3056-b3ad5ead1a42', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO task (uuid, title, position, payload, tags, score, project_id) VALUES ('ef2a054f-3856-9c3a-6ecd-75c93a957553', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO task (uuid, title, position, payload, tags, score, project_id) VALUES ('8aa89dab-4073-914f-4000-1924a32ebe74', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO task (uuid, title, position, payload, tags, score, project_id) VALUES ('762b1167-6440-d045-51d2-61705608fb56', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO task (uuid, title, position, payload, tags, score, project_id) VALUES ('1d26bef6-a8b8-f09b-35a6-45654c77639b', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO task (uuid, title, position, payload, tags, score, project_id) VALUES ('96077fbc-c2d7-8baa-298c-6153bc0f8938', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO task (uuid, title, position, payload, tags, score, project_id) VALUES ('a7e516dc-12a3-245c-9004-2144fafca1eb', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO task (uuid, title, position, payload, tags, score, project_id) VALUES ('cf0229a8-fc8b-9d00-12a8-94c141b5767b', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO task (uuid, title, position, payload, tags, score, project_id) VALUES ('e3f46892-c2ab-d314-1a77-d50acc4be57c', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO task (uuid, title, position, payload, tags, score, project_id) VALUES ('0a717c0b-20da-979e-3449-5cea38e949c3', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO subtask (uuid, title, position, payload, tags, score, task_id) VALUES ('d3c31708-e492-e210-fe61-b4ed467c0edc', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO subtask (uuid, title, position, payload, tags, score, task_id) VALUES ('c46b3840-5df1-3932-c734-25c1c020117b', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO subtask (uuid, title, position, payload, tags, score, task_id) VALUES ('114e55d7-bc38-c3aa-5199-5acca89e6424', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO subtask (uuid, title, position, payload, tags, score, task_id) VALUES ('a386be64-1b3c-de77-a223-b5bb495f4fd5', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO subtask (uuid, title, position, payload, tags, score, task_id) VALUES ('56bb0644-b536-b0e5-d731-10e4cfa58d19', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO subtask (uuid, title, position, payload, tags, score, task_id) VALUES ('6bf79fd0-be24-7c85-bc1f-657acea3117a', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO subtask (uuid, title, position, payload, tags, score, task_id) VALUES ('af43e932-a788-d106-1f94-63c05d8d2130', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO subtask (uuid, title, position, payload, tags, score, task_id) VALUES ('d8eb0af2-e74e-3258-49d8-d7b25de7c46b', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO subtask (uuid, title, position, payload, tags, score, task_id) VALUES ('89985152-b253-391a-9e67-83f61fb76422', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO subtask (uuid, title, position, payload, tags, score, task_id) VALUES ('870c41f1-e8dd-029b-21c1-623558aed4a0', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO subtask (uuid, title, position, payload, tags, score, task_id) VALUES ('8277b8f6-2cc9-fdb6-b3ee-7281cdc8fa81', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO subtask (uuid, title, position, payload, tags, score, task_id) VALUES ('510c069b-3bd7-bebd-7107-15900400758f', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO comment (uuid, title, position, payload, tags, score, subtask_id) VALUES ('6fa69bee-c4b3-122d-364f-f06bf61664fa', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO comment (uuid, title, position, payload, tags, score, subtask_id) VALUES ('e88877b1-3599-5ee4-c4c1-1bf4b4bf7436', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO comment (uuid, title, position, payload, tags, score, subtask_id) VALUES ('60931321-71f6-f1f5-6688-44153656835c', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO comment (uuid, title, position, payload, tags, score, subtask_id) VALUES ('d43696a0-9dc6-cf5f-837e-a910885f8367', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO comment (uuid, title, position, payload, tags, score, subtask_id) VALUES ('f0c1f8b1-d7e0-ba04-3392-af6d0f559d72', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO comment (uuid, title, position, payload, tags, score, subtask_id) VALUES ('5b4edd9e-b6d4-6b48-7438-306c3ea11cd5', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO comment (uuid, title, position, payload, tags, score, subtask_id) VALUES ('87f76c16-4be4-b5a5-81e1-eb09513b57c5', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO comment (uuid, title, position, payload, tags, score, subtask_id) VALUES ('41143b31-3787-a841-8e7f-353edee94353', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO comment (uuid, title, position, payload, tags, score, subtask_id) VALUES ('3b65c9b1-e00e-00b4-bd6e-728680fd5917', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO comment (uuid, title, position, payload, tags, score, subtask_id) VALUES ('35b2ae46-b7ec-0428-3ab4-94e4d3faa871', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO comment (uuid, title, position, payload, tags, score, subtask_id) VALUES ('349adc17-a099-0f0b-3f4a-79713e326d11', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO comment (uuid, title, position, payload, tags, score, subtask_id) VALUES ('ff0f7d0b-4dfc-12c8-a4e4-668d7932f3f7', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO attachment (uuid, title, position, payload, tags, score, comment_id) VALUES ('1b447dfe-acc3-2e3a-0ad2-f0e1c5a4dc3d', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO attachment (uuid, title, position, payload, tags, score, comment_id) VALUES ('c458a3fa-6cbd-e5d4-d08d-fdfde4cc25e2', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO attachment (uuid, title, position, payload, tags, score, comment_id) VALUES ('ec9f31a5-4561-fac6-02b2-9eff24d3ff4d', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO attachment (uuid, title, position, payload, tags, score, comment_id) VALUES ('9aee1fdf-b3df-1206-942b-f817bd6de0b3', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO attachment (uuid, title, position, payload, tags, score, comment_id) VALUES ('9a892254-659f-3500-56cc-8e01a493d0f2', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO attachment (uuid, title, position, payload, tags, score, comment_id) VALUES ('3fa9d2f9-1195-b87c-4ef6-b87e941abb8d', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO attachment (uuid, title, position, payload, tags, score, comment_id) VALUES ('0a30b5b0-ce3c-bd83-ad4c-866a1734d86d', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO attachment (uuid, title, position, payload, tags, score, comment_id) VALUES ('fb229872-9f78-0394-f40b-11411c7a6475', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO attachment (uuid, title, position, payload, tags, score, comment_id) VALUES ('6184e6a6-2bf0-4b7b-2d83-828d4c9584bc', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO attachment (uuid, title, position, payload, tags, score, comment_id) VALUES ('c69ba20d-e235-e57a-ad26-0847c8da2035', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO attachment (uuid, title, position, payload, tags, score, comment_id) VALUES ('8ad55863-26cc-0737-e370-83fd511645fe', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO attachment (uuid, title, position, payload, tags, score, comment_id) VALUES ('5df6e44f-1cd8-8732-2958-1739760226c2', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO label (uuid, title, position, payload, tags, score, attachment_id) VALUES ('0addb20d-0612-109f-2785-7df5f5d417ed', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO label (uuid, title, position, payload, tags, score, attachment_id) VALUES ('697c7f2a-29be-f2f7-6748-449c825adb59', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO label (uuid, title, position, payload, tags, score, attachment_id) VALUES ('82adf858-ff31-9518-16c9-4f1a009a3ac6', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO label (uuid, title, position, payload, tags, score, attachment_id) VALUES ('6d2323d2-b4bb-76e0-65be-04d3ae1db486', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO label (uuid, title, position, payload, tags, score, attachment_id) VALUES ('a21f8a5e-c96c-7470-301a-e98dc50d1207', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO label (uuid, title, position, payload, tags, score, attachment_id) VALUES ('b60fd86c-a9f6-c91c-99cf-59409be3af5c', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO label (uuid, title, position, payload, tags, score, attachment_id) VALUES ('f80f30bf-1a63-12cc-327a-4f6350d16a57', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO label (uuid, title, position, payload, tags, score, attachment_id) VALUES ('462900d7-bc2d-52ec-4010-0f8eb9eb512e', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO label (uuid, title, position, payload, tags, score, attachment_id) VALUES ('9056b870-a597-5a37-0437-0c58bcf1bcd1', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO label (uuid, title, position, payload, tags, score, attachment_id) VALUES ('47a42b3f-a59b-53b2-567e-5ac8159e188f', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO label (uuid, title, position, payload, tags, score, attachment_id) VALUES ('b05cdb49-dedf-0d6e-c011-78e515fd3bf8', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO label (uuid, title, position, payload, tags, score, attachment_id) VALUES ('8fb0e704-43ad-b088-918f-9b61024a01dd', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO task_label (uuid, title, position, payload, tags, score, label_id) VALUES ('c791ba23-de82-bd0c-8b14-c37a889cc0b0', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO task_label (uuid, title, position, payload, tags, score, label_id) VALUES ('738e9cd2-217a-6867-ca84-a9aea84d178a', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO task_label (uuid, title, position, payload, tags, score, label_id) VALUES ('f34c8739-3531-3b56-ab03-447db998176f', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO task_label (uuid, title, position, payload, tags, score, label_id) VALUES ('af1aceb3-5c2e-728f-f827-c1b655dcc9af', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO task_label (uuid, title, position, payload, tags, score, label_id) VALUES ('c4e335a6-357e-94eb-3c9d-afc6cc61aab3', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO task_label (uuid, title, position, payload, tags, score, label_id) VALUES ('9c3a990a-47e0-9523-34e6-f763529ee3ee', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO task_label (uuid, title, position, payload, tags, score, label_id) VALUES ('00ca29e9-372b-1acd-cf7c-76193de046a0', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO task_label (uuid, title, position, payload, tags, score, label_id) VALUES ('5cb137b3-2ddb-da33-f320-dc71625127fe', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO task_label (uuid, title, position, payload, tags, score, label_id) VALUES ('4195a488-1e9a-fd2b-810e-78e1422a2cc4', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO task_label (uuid, title, position, payload, tags, score, label_id) VALUES ('05e3d7a6-b271-01e5-bdd4-cbf694c2be62', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO task_label (uuid, title, position, payload, tags, score, label_id) VALUES ('7c0b56e8-7262-c073-c7c6-39d53c9ead69', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO task_label (uuid, title, position, payload, tags, score, label_id) VALUES ('2e1608c4-fa44-384a-9b8c-e76999d2de49', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO reminder (uuid, title, position, payload, tags, score, task_label_id) VALUES ('abb4e598-1c9e-cc3f-e7f1-1db5f7571bff', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO reminder (uuid, title, position, payload, tags, score, task_label_id) VALUES ('f6ef57aa-ce6a-1d8f-5990-d27ff1e7b690', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO reminder (uuid, title, position, payload, tags, score, task_label_id) VALUES ('93578559-32d4-db3e-1e58-b5ab39973b84', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO reminder (uuid, title, position, payload, tags, score, task_label_id) VALUES ('05aea701-48b6-6102-9867-f0a48066db78', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO reminder (uuid, title, position, payload, tags, score, task_label_id) VALUES ('841829b1-6856-ad56-f42f-28a34fde0ce9', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO reminder (uuid, title, position, payload, tags, score, task_label_id) VALUES ('802ecbf7-8a81-62d9-b99c-bbec8aa7cedf', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO reminder (uuid, title, position, payload, tags, score, task_label_id) VALUES ('17888811-6cb5-d070-b766-fe3c091c89d4', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO reminder (uuid, title, position, payload, tags, score, task_label_id) VALUES ('51b8cd87-ea71-2107-ba3d-4c6f38ff9620', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO reminder (uuid, title, position, payload, tags, score, task_label_id) VALUES ('07934bbf-21a2-0a27-f915-6ea124ba4d5f', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO reminder (uuid, title, position, payload, tags, score, task_label_id) VALUES ('9eabbe91-3fef-de2e-702a-8c375aaa1128', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO reminder (uuid, title, position, payload, tags, score, task_label_id) VALUES ('d18c263c-0a12-38c8-0080-76a0d303cc23', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO reminder (uuid, title, position, payload, tags, score, task_label_id) VALUES ('36e5beaa-9b4f-e410-be33-c6e7ee03c8a6', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO calendar (uuid, title, position, payload, tags, score, reminder_id) VALUES ('edb912df-4211-a398-8bcc-9290bd4b46ec', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO calendar (uuid, title, position, payload, tags, score, reminder_id) VALUES ('10122abd-383c-6db6-25ce-c1f584083e6f', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO calendar (uuid, title, position, payload, tags, score, reminder_id) VALUES ('1f1dd6bc-8a8c-a27c-a318-9281c2b774d1', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO calendar (uuid, title, position, payload, tags, score, reminder_id) VALUES ('3f7c0477-4faa-026f-dfa7-84e84246d619', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO calendar (uuid, title, position, payload, tags, score, reminder_id) VALUES ('57c0bce8-161f-abd1-b269-d68a0449148e', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO calendar (uuid, title, position, payload, tags, score, reminder_id) VALUES ('533c78f0-ffdc-a40c-de43-0d63971d4b0e', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO calendar (uuid, title, position, payload, tags, score, reminder_id) VALUES ('134489e2-5531-b39f-3357-bd2fe6a68ff7', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO calendar (uuid, title, position, payload, tags, score, reminder_id) VALUES ('d325bff4-a624-a18f-3da7-d44758da0bf6', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO calendar (uuid, title, position, payload, tags, score, reminder_id) VALUES ('3ff7d99c-cab1-6b1a-e467-9b277ccef528', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO calendar (uuid, title, position, payload, tags, score, reminder_id) VALUES ('29f3af82-61d2-9739-2722-1b91335cf2c5', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO calendar (uuid, title, position, payload, tags, score, reminder_id) VALUES ('455af1db-4967-5644-064c-2764f0fd1d29', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO calendar (uuid, title, position, payload, tags, score, reminder_id) VALUES ('904430fe-726f-2e71-5c8b-7e6bafa6c572', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO event (uuid, title, position, payload, tags, score, calendar_id) VALUES ('f0cf6f52-d527-fc56-ae4a-428f7f2cfedc', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO event (uuid, title, position, payload, tags, score, calendar_id) VALUES ('c5f1e831-9195-2551-f758-a0c1f8bdf883', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO event (uuid, title, position, payload, tags, score, calendar_id) VALUES ('a30915a8-44ca-2663-45c2-a67cfdef6401', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO event (uuid, title, position, payload, tags, score, calendar_id) VALUES ('1533747e-5940-4294-c422-ca6152e14421', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO event (uuid, title, position, payload, tags, score, calendar_id) VALUES ('868a8eba-fcb6-05c3-ac3a-38ac57011aef', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO event (uuid, title, position, payload, tags, score, calendar_id) VALUES ('b77c5432-da03-af33-0739-3f3b2711a8c3', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO event (uuid, title, position, payload, tags, score, calendar_id) VALUES ('3a831d85-9c97-2ce1-3a03-0776b7368641', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO event (uuid, title, position, payload, tags, score, calendar_id) VALUES ('bc14586a-d96e-21aa-cd3c-f6817cc248d0', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO event (uuid, title, position, payload, tags, score, calendar_id) VALUES ('a5c1a623-ee7b-2fea-2a18-804e06c69af6', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO event (uuid, title, position, payload, tags, score, calendar_id) VALUES ('0786c5df-3c76-f9c9-eb99-e41e5e3b6ab5', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO event (uuid, title, position, payload, tags, score, calendar_id) VALUES ('5ce87e3e-cae3-d34b-6aca-8bcc00025d0d', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO event (uuid, title, position, payload, tags, score, calendar_id) VALUES ('a644fed5-d471-247b-db70-355906f702b4', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO attendee (uuid, title, position, payload, tags, score, event_id) VALUES ('b9e1b54b-fa22-f1d5-84b3-10ec3abccef3', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO attendee (uuid, title, position, payload, tags, score, event_id) VALUES ('2e423dcf-fc7b-f21e-2828-d5059cbef604', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO attendee (uuid, title, position, payload, tags, score, event_id) VALUES ('68df468f-5735-b348-6b35-26290c632718', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO attendee (uuid, title, position, payload, tags, score, event_id) VALUES ('21ad9764-099b-50f7-4d1a-7acfffbc40b9', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO attendee (uuid, title, position, payload, tags, score, event_id) VALUES ('7cc8a60b-5b94-1a63-a487-78dc4daf7bdd', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO attendee (uuid, title, position, payload, tags, score, event_id) VALUES ('46f065d3-ad4a-cf51-a5f7-aee77a91e4b8', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO attendee (uuid, title, position, payload, tags, score, event_id) VALUES ('717b4e28-5dda-ba2c-f21e-ac8761f635ad', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO attendee (uuid, title, position, payload, tags, score, event_id) VALUES ('0ad61498-6017-85b3-8b20-34255543d278', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO attendee (uuid, title, position, payload, tags, score, event_id) VALUES ('c46cffa1-e33c-e744-13b1-8baeb04b58c3', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO attendee (uuid, title, position, payload, tags, score, event_id) VALUES ('d79ace6c-4789-54f8-0f70-b1738cd13ac0', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO attendee (uuid, title, position, payload, tags, score, event_id) VALUES ('748a7d83-48cb-c9ab-8d8e-5a91f79576a5', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO attendee (uuid, title, position, payload, tags, score, event_id) VALUES ('c9c4bd50-bd79-12ef-ee60-f553b2b761e3', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO note (uuid, title, position, payload, tags, score, attendee_id) VALUES ('07161aa8-459d-4a03-bdfc-e9d3822f6f7d', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO note (uuid, title, position, payload, tags, score, attendee_id) VALUES ('5c5217c2-b9d6-565a-0ced-ce65537c0b45', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO note (uuid, title, position, payload, tags, score, attendee_id) VALUES ('d30cf988-eb82-f3d9-2e40-b77cf78da0b7', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO note (uuid, title, position, payload, tags, score, attendee_id) VALUES ('051a7f39-a299-5d7e-3e79-de837306b50f', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO note (uuid, title, position, payload, tags, score, attendee_id) VALUES ('4ce12b41-4202-2afd-56d7-208b76af664c', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO note (uuid, title, position, payload, tags, score, attendee_id) VALUES ('ec1da644-9d55-34d0-7ec5-4fced766c829', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO note (uuid, title, position, payload, tags, score, attendee_id) VALUES ('880e2326-240d-62d3-ec39-6c6f545e1b9d', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO note (uuid, title, position, payload, tags, score, attendee_id) VALUES ('59d8d1c1-0537-9587-3f75-ec0db0180dba', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO note (uuid, title, position, payload, tags, score, attendee_id) VALUES ('b88f1757-0bf6-19f3-8573-23aac69adcdb', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO note (uuid, title, position, payload, tags, score, attendee_id) VALUES ('fe45d6d3-1096-b115-4e97-778ae18644fe', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO note (uuid, title, position, payload, tags, score, attendee_id) VALUES ('a466493e-e777-0103-2a9b-fd9d0b61dcf8', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO note (uuid, title, position, payload, tags, score, attendee_id) VALUES ('d9e18807-7702-b0a2-35e2-7d25a99142ca', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO notebook (uuid, title, position, payload, tags, score, note_id) VALUES ('edd133ac-b951-0913-aaee-34be3e1d6ffc', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO notebook (uuid, title, position, payload, tags, score, note_id) VALUES ('0affe206-ed0e-3d7a-aa22-4a8e274b7b1b', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO notebook (uuid, title, position, payload, tags, score, note_id) VALUES ('21be3c2e-c509-a148-ef29-1a5cc685d895', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO notebook (uuid, title, position, payload, tags, score, note_id) VALUES ('3702a58c-f83a-ec85-5ae8-8c68fba99e3e', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO notebook (uuid, title, position, payload, tags, score, note_id) VALUES ('ebce6da9-03e5-be20-3d38-deeae2f41ae2', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO notebook (uuid, title, position, payload, tags, score, note_id) VALUES ('a3e779b2-1f2c-ce07-aa9d-d0675a2046d7', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO notebook (uuid, title, position, payload, tags, score, note_id) VALUES ('f7c43560-dac8-2849-4e52-0d716bf1d97a', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO notebook (uuid, title, position, payload, tags, score, note_id) VALUES ('0fb9d2e7-914c-5c02-0b88-d426d398c9e8', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO notebook (uuid, title, position, payload, tags, score, note_id) VALUES ('0d40e5bd-0f13-8e82-7e49-f5f652d8fe93', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO notebook (uuid, title, position, payload, tags, score, note_id) VALUES ('525090b4-50d3-f084-8a68-b148aa219609', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO notebook (uuid, title, position, payload, tags, score, note_id) VALUES ('1d14654e-08fb-bd9d-e2da-45576af7e383', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO notebook (uuid, title, position, payload, tags, score, note_id) VALUES ('cf603ff4-26e3-b655-3ecd-5954d3b53eab', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO template (uuid, title, position, payload, tags, score, notebook_id) VALUES ('fbe90442-7491-03e2-4f14-6a393226be77', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO template (uuid, title, position, payload, tags, score, notebook_id) VALUES ('993ce44b-62e4-c7e0-767f-c69420c181f2', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO template (uuid, title, position, payload, tags, score, notebook_id) VALUES ('4bb9f05a-842a-dd5c-d41a-79d9e5b2cdf3', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO template (uuid, title, position, payload, tags, score, notebook_id) VALUES ('6533b96a-82c0-e12e-1088-2d660342a5e1', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO template (uuid, title, position, payload, tags, score, notebook_id) VALUES ('b8abe80f-e8d3-e8f5-a9da-1006b4ff1b6c', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO template (uuid, title, position, payload, tags, score, notebook_id) VALUES ('5bea18dd-fd72-70a9-2a84-bc6eaa1ae95c', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO template (uuid, title, position, payload, tags, score, notebook_id) VALUES ('ce14f8fb-8fc2-098b-f02c-b4e5c060cc72', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO template (uuid, title, position, payload, tags, score, notebook_id) VALUES ('590372d1-f12b-4d73-d955-6b79c642091d', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO template (uuid, title, position, payload, tags, score, notebook_id) VALUES ('bb1b8e90-30cc-f3b8-c4dc-78b2e5b98b2c', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO template (uuid, title, position, payload, tags, score, notebook_id) VALUES ('c2eef59b-8a03-d067-e5cc-c702ebf68980', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO template (uuid, title, position, payload, tags, score, notebook_id) VALUES ('5e5fd47f-b1ba-e0fc-aad3-2d5ec17b53db', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO template (uuid, title, position, payload, tags, score, notebook_id) VALUES ('8bc53bbf-8920-767f-b4d6-0eae278ddbd4', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO setting (uuid, title, position, payload, tags, score, template_id) VALUES ('00ff436f-828e-e1ba-cc58-443e062451c1', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO setting (uuid, title, position, payload, tags, score, template_id) VALUES ('cbf29806-0f2e-bcc9-4c44-290935e8d49b', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO setting (uuid, title, position, payload, tags, score, template_id) VALUES ('c81b59f1-8a7a-311b-dbee-b4f28a13fae4', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO setting (uuid, title, position, payload, tags, score, template_id) VALUES ('39901f1b-aa2a-f2e4-9045-4f020e33a1c7', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO setting (uuid, title, position, payload, tags, score, template_id) VALUES ('accdf21e-907a-6cb1-47ab-b272f4a8603f', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO setting (uuid, title, position, payload, tags, score, template_id) VALUES ('63e9fc02-7ce0-da14-c9eb-e2ad52f730be', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO setting (uuid, title, position, payload, tags, score, template_id) VALUES ('ea664d00-884d-227b-13aa-476d5e4e3924', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO setting (uuid, title, position, payload, tags, score, template_id) VALUES ('c1ae29c8-c06c-d941-e8e8-b6cfbe85120e', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO setting (uuid, title, position, payload, tags, score, template_id) VALUES ('0533779b-f73a-c911-f302-559440fcb511', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO setting (uuid, title, position, payload, tags, score, template_id) VALUES ('8ff5d528-6c75-4053-088f-14effc00ab7c', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO setting (uuid, title, position, payload, tags, score, template_id) VALUES ('55bc1b9a-53f9-3356-c87c-b6096e59bddb', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO setting (uuid, title, position, payload, tags, score, template_id) VALUES ('5a47c3ef-b090-ca17-db55-62cd083dea17', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO theme (uuid, title, position, payload, tags, score, setting_id) VALUES ('f774ec5b-69f8-688d-f2f2-9bfeb582295a', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO theme (uuid, title, position, payload, tags, score, setting_id) VALUES ('3c1cf2da-a233-4198-612f-926a451c4bbc', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO theme (uuid, title, position, payload, tags, score, setting_id) VALUES ('8b2c1413-7bfe-2352-fa55-85c409590a19', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO theme (uuid, title, position, payload, tags, score, setting_id) VALUES ('60873c71-3339-14ba-9542-c85644f92367', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO theme (uuid, title, position, payload, tags, score, setting_id) VALUES ('7f791baf-e0ec-0a2a-0f1e-b8a5cbb8fe97', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO theme (uuid, title, position, payload, tags, score, setting_id) VALUES ('9bd445a1-c32e-55a7-8e3f-9482563102b0', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO theme (uuid, title, position, payload, tags, score, setting_id) VALUES ('820d1383-defb-15c5-574e-15bb252c75ff', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO theme (uuid, title, position, payload, tags, score, setting_id) VALUES ('1d95aa0c-e2da-233a-588e-88bf93634ec8', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO theme (uuid, title, position, payload, tags, score, setting_id) VALUES ('2ca82559-7115-e7fe-c7a1-e71ef3a219d4', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO theme (uuid, title, position, payload, tags, score, setting_id) VALUES ('4ace3510-dfc4-1005-4457-2a6e9280b327', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO theme (uuid, title, position, payload, tags, score, setting_id) VALUES ('bef4896e-be0c-0ee9-f3b3-9e8198ccd8d0', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO theme (uuid, title, position, payload, tags, score, setting_id) VALUES ('f3c2c441-5b21-33a6-1a56-d2c152f2adb1', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO widget (uuid, title, position, payload, tags, score, theme_id) VALUES ('df7684f6-49a7-d89c-96cf-74e26a4f9c3b', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO widget (uuid, title, position, payload, tags, score, theme_id) VALUES ('01c7aaa5-6744-96e8-c231-16f90f1347d1', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO widget (uuid, title, position, payload, tags, score, theme_id) VALUES ('5d42402b-bdc7-56f0-26bb-d9a61269e2b7', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO widget (uuid, title, position, payload, tags, score, theme_id) VALUES ('73f1fbd3-9c9c-3e94-2515-1f02024d42d5', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO widget (uuid, title, position, payload, tags, score, theme_id) VALUES ('4c40dfda-4f3f-e331-384f-756e1b3cf49b', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO widget (uuid, title, position, payload, tags, score, theme_id) VALUES ('2aeb9720-8414-d9de-7636-edf4a0bab1a0', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO widget (uuid, title, position, payload, tags, score, theme_id) VALUES ('8dba8a33-4644-06e6-7dd6-79a2ddd61feb', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO widget (uuid, title, position, payload, tags, score, theme_id) VALUES ('82fdbc85-9e74-da49-f9b3-692b1493a446', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO widget (uuid, title, position, payload, tags, score, theme_id) VALUES ('532b3b36-14f4-d5bf-a175-41ed90e22fcb', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO widget (uuid, title, position, payload, tags, score, theme_id) VALUES ('f3ef7a3c-5ce8-06f7-46c1-76de388e6d42', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO widget (uuid, title, position, payload, tags, score, theme_id) VALUES ('6c5d1d77-5e89-268a-2ac4-231795e8a3a4', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO widget (uuid, title, position, payload, tags, score, theme_id) VALUES ('55d34343-ae06-5bed-fe0d-37db33e3b2fd', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO shortcut (uuid, title, position, payload, tags, score, widget_id) VALUES ('1ab43eda-a97c-030d-210c-cd849f2cf173', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO shortcut (uuid, title, position, payload, tags, score, widget_id) VALUES ('4fe584da-42fb-3792-4a7a-9ab3bc396fc5', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO shortcut (uuid, title, position, payload, tags, score, widget_id) VALUES ('76d2948f-475a-e55c-3944-829b663a98a7', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO shortcut (uuid, title, position, payload, tags, score, widget_id) VALUES ('e4164d60-0c38-4e2d-0381-9d23b6e0b893', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO shortcut (uuid, title, position, payload, tags, score, widget_id) VALUES ('f6804d49-2617-b23e-2350-df767e273d5d', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO shortcut (uuid, title, position, payload, tags, score, widget_id) VALUES ('81b19a3d-61f2-74d8-cee7-44b33df0e039', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO shortcut (uuid, title, position, payload, tags, score, widget_id) VALUES ('c102800b-bc6d-bda5-0e71-7463996f5a1c', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO shortcut (uuid, title, position, payload, tags, score, widget_id) VALUES ('05fb84b4-43ce-d86c-ae90-43eb9f0dfcc3', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO shortcut (uuid, title, position, payload, tags, score, widget_id) VALUES ('c69baa99-0766-b61f-fdfd-34d8a818341e', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO shortcut (uuid, title, position, payload, tags, score, widget_id) VALUES ('aebec670-eb6c-8176-154b-7de6314e25a8', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO shortcut (uuid, title, position, payload, tags, score, widget_id) VALUES ('03ee6c0c-32ae-930d-492e-3e1900623b8a', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO shortcut (uuid, title, position, payload, tags, score, widget_id) VALUES ('8c016234-7429-1fee-e2f8-50a30072eefd', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO sync_state (uuid, title, position, payload, tags, score, shortcut_id) VALUES ('41010a34-ec01-6ffb-1e8a-7f389a57b0db', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO sync_state (uuid, title, position, payload, tags, score, shortcut_id) VALUES ('3dede9d1-ab18-a319-7782-976d322d49dc', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO sync_state (uuid, title, position, payload, tags, score, shortcut_id) VALUES ('b3547f7f-2c75-20ca-95fd-8ae00b55ec07', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO sync_state (uuid, title, position, payload, tags, score, shortcut_id) VALUES ('47cde9dc-607b-6bad-bd7c-d9433744e6e1', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO sync_state (uuid, title, position, payload, tags, score, shortcut_id) VALUES ('f544f788-5c88-b69f-11dd-7e9baa804589', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO sync_state (uuid, title, position, payload, tags, score, shortcut_id) VALUES ('f843dfd5-c6c5-32d0-c797-c79e1a62490d', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO sync_state (uuid, title, position, payload, tags, score, shortcut_id) VALUES ('7a1997a9-695e-7529-6120-a0ccb9db79f0', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO sync_state (uuid, title, position, payload, tags, score, shortcut_id) VALUES ('2a639d50-acc1-c07f-7740-e3383ca16787', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO sync_state (uuid, title, position, payload, tags, score, shortcut_id) VALUES ('77513b68-a1ca-9307-2a37-b3935852c665', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO sync_state (uuid, title, position, payload, tags, score, shortcut_id) VALUES ('33754bbf-375a-666d-97e4-6c8a353ffd45', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO sync_state (uuid, title, position, payload, tags, score, shortcut_id) VALUES ('74efb43c-0b3e-5353-63ef-2ed5dde9641b', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO sync_state (uuid, title, position, payload, tags, score, shortcut_id) VALUES ('8728f70a-3e54-eb5f-d44b-1b2f415cd816', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO change_log (uuid, title, position, payload, tags, score, sync_state_id) VALUES ('4fa89473-9984-7674-57f0-a1c4f9926868', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO change_log (uuid, title, position, payload, tags, score, sync_state_id) VALUES ('6621414f-6c29-7b36-4b43-462345929ebb', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO change_log (uuid, title, position, payload, tags, score, sync_state_id) VALUES ('5131b5de-4382-0424-ab3c-706e6e42a410', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO change_log (uuid, title, position, payload, tags, score, sync_state_id) VALUES ('fcf78687-35d1-a05e-b76c-ab387ef13b6d', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO change_log (uuid, title, position, payload, tags, score, sync_state_id) VALUES ('278c7260-6422-a764-40d3-0dfda7a66d2c', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO change_log (uuid, title, position, payload, tags, score, sync_state_id) VALUES ('2249194b-381a-f39a-2511-7e7f688f1ada', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO change_log (uuid, title, position, payload, tags, score, sync_state_id) VALUES ('6f337ab4-6f7e-ad27-a9a6-4e2dd45070bb', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO change_log (uuid, title, position, payload, tags, score, sync_state_id) VALUES ('d774072b-a089-b358-2db5-b5277cf0e736', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO change_log (uuid, title, position, payload, tags, score, sync_state_id) VALUES ('46050c92-6e84-0de9-89d1-6d0859384687', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO change_log (uuid, title, position, payload, tags, score, sync_state_id) VALUES ('19ba1c32-2848-057b-fa49-73d4cfdf337d', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO change_log (uuid, title, position, payload, tags, score, sync_state_id) VALUES ('f588b13a-aaf3-0b14-03d8-1f579047a322', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO change_log (uuid, title, position, payload, tags, score, sync_state_id) VALUES ('5b056a44-4b20-80b9-b22f-d3c2ab44448c', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO export_job (uuid, title, position, payload, tags, score, change_log_id) VALUES ('38c11f7d-c97a-0cf4-365f-e126b7a2628a', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO export_job (uuid, title, position, payload, tags, score, change_log_id) VALUES ('3b5adb5a-f217-7cf5-64d9-cc240e252b6f', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO export_job (uuid, title, position, payload, tags, score, change_log_id) VALUES ('3f22a3c5-3ae6-dc2b-128b-9f82d826f55a', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO export_job (uuid, title, position, payload, tags, score, change_log_id) VALUES ('c34310cf-c432-49b9-78fe-b95a337f3fe0', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO export_job (uuid, title, position, payload, tags, score, change_log_id) VALUES ('5c990ce8-7669-6c21-a101-18adeeb692ac', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO export_job (uuid, title, position, payload, tags, score, change_log_id) VALUES ('58df55f0-0b30-2441-57c6-a77f6b2fc638', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO export_job (uuid, title, position, payload, tags, score, change_log_id) VALUES ('69d3d811-c0db-d8e5-52b9-a3b418ead8ba', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO export_job (uuid, title, position, payload, tags, score, change_log_id) VALUES ('e0bc4a13-06ad-4685-2b52-e2b39512db10', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO export_job (uuid, title, position, payload, tags, score, change_log_id) VALUES ('0b7d327f-aacd-43ef-bcb6-efed51628437', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO export_job (uuid, title, position, payload, tags, score, change_log_id) VALUES ('d9d74398-b0dd-3f41-5352-b6c255f8f438', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO export_job (uuid, title, position, payload, tags, score, change_log_id) VALUES ('dd996158-19cb-4500-5e51-41c2b2c6c4cd', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO export_job (uuid, title, position, payload, tags, score, change_log_id) VALUES ('98986876-fb44-d4e3-5527-48200f485faf', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO import_job (uuid, title, position, payload, tags, score, export_job_id) VALUES ('772b9968-8494-cbdb-d0b1-b111f3834a56', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO import_job (uuid, title, position, payload, tags, score, export_job_id) VALUES ('dd7411ed-e278-3a01-3d1d-822586fcca48', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO import_job (uuid, title, position, payload, tags, score, export_job_id) VALUES ('6c7570c7-2796-d54b-9917-8b3166c1852a', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO import_job (uuid, title, position, payload, tags, score, export_job_id) VALUES ('758253cc-8da9-32aa-9130-7ab9c3223a96', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO import_job (uuid, title, position, payload, tags, score, export_job_id) VALUES ('62c9612c-173b-8978-6f0b-f1f42fb1a5a3', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO import_job (uuid, title, position, payload, tags, score, export_job_id) VALUES ('0b302f02-a1f2-1c5f-8254-e12ac9bada67', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO import_job (uuid, title, position, payload, tags, score, export_job_id) VALUES ('2ea026df-70ac-a5fc-e43c-ef6b3dbecc7c', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO import_job (uuid, title, position, payload, tags, score, export_job_id) VALUES ('3ef5353c-24f0-a782-f767-9c3bff736724', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO import_job (uuid, title, position, payload, tags, score, export_job_id) VALUES ('8cfc8e0e-c380-b5a7-ac39-9a396a4c1b1d', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO import_job (uuid, title, position, payload, tags, score, export_job_id) VALUES ('8795616c-eb90-adec-9bb9-ec13c1961d87', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO import_job (uuid, title, position, payload, tags, score, export_job_id) VALUES ('40a837c7-8c4e-107f-a4cd-895174ae4ef4', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO import_job (uuid, title, position, payload, tags, score, export_job_id) VALUES ('4e8c468a-c80e-7dc6-3c9d-5a58e58b714c', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO watch_settings (uuid, title, position, payload, tags, score, import_job_id) VALUES ('f8ef03f0-77f9-b86b-154c-c93f46b408e9', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO watch_settings (uuid, title, position, payload, tags, score, import_job_id) VALUES ('ead924ce-c0cc-0875-8fd0-55d551143de5', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO watch_settings (uuid, title, position, payload, tags, score, import_job_id) VALUES ('dfbc32ed-0ce0-aa15-710b-1f0eed308389', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO watch_settings (uuid, title, position, payload, tags, score, import_job_id) VALUES ('16d630e2-314f-4801-cee4-ba65d8ca4439', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO watch_settings (uuid, title, position, payload, tags, score, import_job_id) VALUES ('6d7e614d-548f-562c-2c66-e771f4e2e16f', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO watch_settings (uuid, title, position, payload, tags, score, import_job_id) VALUES ('d34e29ee-aa1e-d40e-a73e-cb5991d178a0', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO watch_settings (uuid, title, position, payload, tags, score, import_job_id) VALUES ('02a368ca-edf1-e338-dd94-782ab5bdaca0', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO watch_settings (uuid, title, position, payload, tags, score, import_job_id) VALUES ('07750616-d332-cf05-8922-3f1fbf6ec5a7', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO watch_settings (uuid, title, position, payload, tags, score, import_job_id) VALUES ('49845672-9b00-01d4-a50e-69d42de61600', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO watch_settings (uuid, title, position, payload, tags, score, import_job_id) VALUES ('c4a73bb8-1637-7066-67bf-037e6740b236', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO watch_settings (uuid, title, position, payload, tags, score, import_job_id) VALUES ('38be0139-f882-ad08-002a-f0a501954a9e', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO watch_settings (uuid, title, position, payload, tags, score, import_job_id) VALUES ('722f8295-b5d0-9135-fe14-e52122fb32ea', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
INSERT INTO feed_item (uuid, title, position, payload, tags, score, watch_settings_id) VALUES ('eca8811f-d2dc-b888-23c5-69acf30af777', 'T0', 0, '{"k": 0, "v": "x0"}', '["t0", "u"]', 0.0, 1);
INSERT INTO feed_item (uuid, title, position, payload, tags, score, watch_settings_id) VALUES ('fe44374d-b3b8-c8d8-050f-067e35aa79c1', 'T1', 1, '{"k": 1, "v": "x1"}', '["t1", "u"]', 0.5, 2);
INSERT INTO feed_item (uuid, title, position, payload, tags, score, watch_settings_id) VALUES ('cacdda57-671d-af17-705e-cd74223e5986', 'T2', 2, '{"k": 2, "v": "x2"}', '["t2", "u"]', 1.0, 3);
INSERT INTO feed_item (uuid, title, position, payload, tags, score, watch_settings_id) VALUES ('5499e452-0bbc-2587-af27-e9bf13801da9', 'T3', 3, '{"k": 3, "v": "x3"}', '["t3", "u"]', 1.5, 1);
INSERT INTO feed_item (uuid, title, position, payload, tags, score, watch_settings_id) VALUES ('c7baccd8-d6ae-47f6-1178-c8d20bb609bb', 'T4', 4, '{"k": 4, "v": "x4"}', '["t4", "u"]', 2.0, 2);
INSERT INTO feed_item (uuid, title, position, payload, tags, score, watch_settings_id) VALUES ('9de560d2-9160-0113-fd87-d6d51a1818d5', 'T5', 5, '{"k": 5, "v": "x5"}', '["t5", "u"]', NULL, 3);
INSERT INTO feed_item (uuid, title, position, payload, tags, score, watch_settings_id) VALUES ('2a672725-bd82-09f0-2959-63c0af4b2aa1', 'T6', 6, '{"k": 6, "v": "x6"}', '["t6", "u"]', 3.0, 1);
INSERT INTO feed_item (uuid, title, position, payload, tags, score, watch_settings_id) VALUES ('b5529e74-2515-8214-c9ea-c0bdfb5e1acf', 'T7', 7, '{"k": 7, "v": "x7"}', '["t7", "u"]', 3.5, 2);
INSERT INTO feed_item (uuid, title, position, payload, tags, score, watch_settings_id) VALUES ('ea52482b-88c7-6a65-900f-3a850a666ecc', 'T8', 8, '{"k": 8, "v": "x8"}', '["t8", "u"]', 4.0, 3);
INSERT INTO feed_item (uuid, title, position, payload, tags, score, watch_settings_id) VALUES ('78ddb101-4caf-89f7-8f1c-95dfe3960903', 'T9', 9, '{"k": 9, "v": "x9"}', '["t9", "u"]', 4.5, 1);
INSERT INTO feed_item (uuid, title, position, payload, tags, score, watch_settings_id) VALUES ('b455b0fb-90dc-44e0-fada-f706ed622fd2', 'T10', 10, '{"k": 10, "v": "x10"}', '["t10", "u"]', 5.0, 2);
INSERT INTO feed_item (uuid, title, position, payload, tags, score, watch_settings_id) VALUES ('5101eaea-7d76-4456-b418-eb5a845e0c13', 'T11', 11, '{"k": 11, "v": "x11"}', '["t11", "u"]', 5.5, 3);
