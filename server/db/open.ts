import Database from 'better-sqlite3';
import type { Db } from '../types';

/** A fresh in-memory database with the pragmas the backend relies on; or an in-memory copy of the bytes of one (Database#serialize). */
export function openMemoryDatabase(copyOf?: Buffer): Db {
  const db = copyOf ? new Database(copyOf) : new Database(':memory:');
  db.pragma('foreign_keys = ON');
  return db;
}
