import Database from 'better-sqlite3';
import type { Db } from '../types';

/** A fresh in-memory database with the pragmas the backend relies on. */
export function openMemoryDatabase(): Db {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  return db;
}
