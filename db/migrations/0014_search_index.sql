-- Full-text search over businesses and events (SQLite FTS5, in libSQL): word-prefix indexes,
-- accents and case ignored, kept in step with their tables by triggers.
CREATE VIRTUAL TABLE `businesses_fts` USING fts5(name, description, address, content='businesses', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3 4');--> statement-breakpoint
CREATE TRIGGER `businesses_fts_insert` AFTER INSERT ON `businesses` BEGIN
  INSERT INTO businesses_fts(rowid, name, description, address) VALUES (new.id, new.name, new.description, new.address);
END;--> statement-breakpoint
CREATE TRIGGER `businesses_fts_delete` AFTER DELETE ON `businesses` BEGIN
  INSERT INTO businesses_fts(businesses_fts, rowid, name, description, address) VALUES ('delete', old.id, old.name, old.description, old.address);
END;--> statement-breakpoint
CREATE TRIGGER `businesses_fts_update` AFTER UPDATE OF name, description, address ON `businesses` BEGIN
  INSERT INTO businesses_fts(businesses_fts, rowid, name, description, address) VALUES ('delete', old.id, old.name, old.description, old.address);
  INSERT INTO businesses_fts(rowid, name, description, address) VALUES (new.id, new.name, new.description, new.address);
END;--> statement-breakpoint
INSERT INTO businesses_fts(businesses_fts) VALUES ('rebuild');--> statement-breakpoint
CREATE VIRTUAL TABLE `events_fts` USING fts5(title, description, location, content='events', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3 4');--> statement-breakpoint
CREATE TRIGGER `events_fts_insert` AFTER INSERT ON `events` BEGIN
  INSERT INTO events_fts(rowid, title, description, location) VALUES (new.id, new.title, new.description, new.location);
END;--> statement-breakpoint
CREATE TRIGGER `events_fts_delete` AFTER DELETE ON `events` BEGIN
  INSERT INTO events_fts(events_fts, rowid, title, description, location) VALUES ('delete', old.id, old.title, old.description, old.location);
END;--> statement-breakpoint
CREATE TRIGGER `events_fts_update` AFTER UPDATE OF title, description, location ON `events` BEGIN
  INSERT INTO events_fts(events_fts, rowid, title, description, location) VALUES ('delete', old.id, old.title, old.description, old.location);
  INSERT INTO events_fts(rowid, title, description, location) VALUES (new.id, new.title, new.description, new.location);
END;--> statement-breakpoint
INSERT INTO events_fts(events_fts) VALUES ('rebuild');
