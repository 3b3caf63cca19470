import { fail, ok, type Result } from '../errors';
import type { Operation } from './operations';
import type { TestCase, TestCasePatch } from './types';

/** The test cases of a circuit, by id; each edit returns the operations that undo it exactly. */
export class TestTable {
  private readonly byId = new Map<string, TestCase>();

  get size(): number {
    return this.byId.size;
  }

  get(id: string): TestCase | undefined {
    return this.byId.get(id);
  }

  values(): IterableIterator<TestCase> {
    return this.byId.values();
  }

  add(test: TestCase): Result<Operation[]> {
    if (this.byId.has(test.id))
      return fail('DUPLICATE_ID', `A test with id "${test.id}" already exists.`, 'Use a new id.');
    const named = this.byName(test.name);
    if (named) return nameTaken(test.name);
    this.byId.set(test.id, { id: test.id, name: test.name, source: test.source });
    return ok([{ op: 'removeTest', id: test.id }]);
  }

  remove(id: string): Result<Operation[]> {
    const test = this.byId.get(id);
    if (!test) return unknownTest(id);
    this.byId.delete(id);
    return ok([{ op: 'addTest', test }]);
  }

  update(id: string, set: TestCasePatch): Result<Operation[]> {
    const current = this.byId.get(id);
    if (!current) return unknownTest(id);
    if (set.name !== undefined && this.byName(set.name, id)) return nameTaken(set.name);
    const previous: TestCasePatch = {};
    const next: TestCase = { ...current };
    if (set.name !== undefined) [previous.name, next.name] = [current.name, set.name];
    if (set.source !== undefined) [previous.source, next.source] = [current.source, set.source];
    this.byId.set(id, next);
    return ok([{ op: 'updateTest', id, set: previous }]);
  }

  /** The test named `name` (ignoring case), other than `except`. */
  byName(name: string, except?: string): TestCase | undefined {
    const key = name.trim().toLowerCase();
    for (const test of this.byId.values()) if (test.id !== except && test.name.toLowerCase() === key) return test;
    return undefined;
  }
}

function unknownTest(id: string): Result<never> {
  return fail('UNKNOWN_TEST', `No test has id "${id}".`, 'List the circuit\u2019s tests for their ids.');
}

function nameTaken(name: string): Result<never> {
  return fail('INVALID_INPUT', `A test named "${name}" already exists.`, 'Give each test of a circuit its own name.');
}
