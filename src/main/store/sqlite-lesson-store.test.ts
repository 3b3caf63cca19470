import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CourseService } from '../../core/lessons/course-service';
import { LessonService } from '../../core/lessons/lesson-service';
import { MemoryLessonStore } from '../../core/lessons/memory-lesson-store';
import { adderLesson } from '../../core/lessons/test-support/lesson-fixtures';
import { lessonStoreContract, type LessonStoreHarness } from '../../core/lessons/test-support/lesson-store-contract';
import { DocumentService } from '../../core/documents/document-service';
import { EventBus } from '../../core/events';
import type { Operation } from '../../shared/circuit/operations';
import { openDatabase } from './database';
import { SqliteConversationStore } from './sqlite-conversation-store';
import { MIGRATIONS, SCHEMA_VERSION, userVersion } from './migrations';
import { SqliteDocumentStore } from './sqlite-document-store';
import { SqliteLessonStore } from './sqlite-lesson-store';
import { reopenable, temporaryFolder } from './test-support/harness';

function memoryHarness(now: () => number): LessonStoreHarness {
  const store = new MemoryLessonStore(now);
  return { store, reopen: () => store, close: () => undefined };
}

function sqliteHarness(now: () => number): LessonStoreHarness {
  return reopenable((db) => new SqliteLessonStore(db, now));
}

describe.each([
  ['memory', memoryHarness],
  ['sqlite', sqliteHarness],
])('the %s lesson store', (_name, open) => lessonStoreContract(open));

const SWITCH: Operation = {
  op: 'addComponent',
  component: { id: 'sw1', type: 'SWITCH_TOGGLE', label: 'SW1', x: 0, y: 0, rotation: 0, properties: {} },
};

/** Every row of every table, in storage order. */
function dump(db: Database.Database): Map<string, unknown[]> {
  const tables = db
    .prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all();
  return new Map(tables.map((table) => [table, db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()]));
}

const noCircuits = { circuit: () => undefined, add: () => 'never' };

describe('the SQLite lesson store', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  let file: string;
  let db: Database.Database | undefined;
  beforeEach(() => {
    folder = temporaryFolder();
    file = join(folder.dir, 'circuitforge.db');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    db?.close();
    folder.remove();
    vi.restoreAllMocks();
  });

  it('opens a version 4 database with its circuits as they were, and stores lessons beside them', () => {
    const old = openDatabase(file, { migrations: MIGRATIONS.slice(0, 4) }).db;
    expect(userVersion(old)).toBe(4);
    const documents = new DocumentService(new SqliteDocumentStore(old), new EventBus());
    const opened = documents.create('Half adder');
    if (!opened.success) throw new Error(opened.error);
    const circuit = opened.data.meta;
    documents.apply(circuit.id, [SWITCH], 'Add a switch');
    documents.undo(circuit.id);
    const conversations = new SqliteConversationStore(old);
    conversations.createConversation('Help', circuit.id);
    const before = dump(old);
    old.close();
    db = openDatabase(file).db;
    expect(userVersion(db)).toBe(SCHEMA_VERSION);
    const after = dump(db);
    for (const [table, rows] of before) expect(after.get(table), table).toEqual(rows);
    const lessons = new LessonService(new SqliteLessonStore(db));
    const made = lessons.create({ title: 'First lesson', markdown: `\`\`\`circuit\nref: ${circuit.id}\n\`\`\`\n` });
    expect(made.success && made.data.lesson.title).toBe('First lesson');
    expect(new SqliteDocumentStore(db).getCircuit(circuit.id)?.name).toBe('Half adder');
  });

  it('refuses a damaged lesson row in words, leaves it as it is, and keeps the others working', () => {
    db = openDatabase(file).db;
    const store = new SqliteLessonStore(db);
    const lessons = new LessonService(store);
    store.createLesson(adderLesson('good'));
    store.createLesson(adderLesson('bad'));
    db.prepare(`UPDATE lessons SET content = '{"id": "bad", "title": 5}' WHERE id = 'bad'`).run();
    const rowBefore = db.prepare(`SELECT * FROM lessons WHERE id = 'bad'`).get();
    for (const answer of [
      lessons.get('bad'),
      lessons.read('bad'),
      lessons.update('bad', [{ op: 'setTitle', title: 'X' }]),
    ]) {
      expect(answer).toMatchObject({ success: false, code: 'STORAGE_FAILED' });
      expect(!answer.success && answer.error).toMatch(/the saved copy of the lesson "Adders" is damaged/);
    }
    expect(db.prepare(`SELECT * FROM lessons WHERE id = 'bad'`).get()).toEqual(rowBefore);
    expect(lessons.list()).toMatchObject({ success: true, data: [{ id: 'bad' }, { id: 'good' }] });
    expect(lessons.update('good', [{ op: 'setTitle', title: 'Still fine' }]).success).toBe(true);
  });

  it('refuses a damaged change row when undoing, and the lesson stays where it was', () => {
    db = openDatabase(file).db;
    const lessons = new LessonService(new SqliteLessonStore(db));
    const made = lessons.create({ title: 'Lesson' });
    if (!made.success) throw new Error(made.error);
    const id = made.data.lesson.id;
    lessons.update(id, [{ op: 'setTitle', title: 'Renamed' }]);
    db.prepare(`UPDATE lesson_changes SET inverse = '[{"op": "explode"}]'`).run();
    const undone = lessons.undo(id);
    expect(undone).toMatchObject({ success: false, code: 'STORAGE_FAILED' });
    expect(!undone.success && undone.error).toContain('is damaged');
    expect(lessons.get(id)).toMatchObject({
      success: true,
      data: { lesson: { title: 'Renamed' }, history: { position: 1 } },
    });
  });

  it('refuses a damaged progress row in words', () => {
    db = openDatabase(file).db;
    const store = new SqliteLessonStore(db);
    const courses = new CourseService(store, noCircuits);
    const course = courses.create('Logic');
    if (!course.success) throw new Error(course.error);
    store.saveExerciseProgress(course.data.id, 'l1', 'half', { passed: false, attempts: 1 });
    db.prepare(`UPDATE exercise_progress SET last_checked = 'yesterday'`).run();
    const read = courses.progress(course.data.id);
    expect(read).toMatchObject({ success: false, code: 'STORAGE_FAILED' });
    expect(!read.success && read.error).toContain('the progress in exercise half of lesson l1 is damaged');
  });
});
