import { describe, expect, it } from 'vitest';
import { emptyCircuit } from '../circuit/types';
import { COURSE_FILE_VERSION, parseCourseFile, serializeCourseFile, type CourseBundle } from './course-file';
import type { Lesson } from './types';

const lesson = (id: string): Lesson => ({
  id,
  title: `Lesson ${id}`,
  markdown: '# Gates\n```circuit\nref: c_and\n```\n```exercise e1\n```\n',
  exercises: [
    {
      id: 'e1',
      title: 'An AND',
      statement: 'Build it.',
      start: emptyCircuit(),
      reference: emptyCircuit(),
      tests: [{ id: 't', name: 'Table', source: 'A\n0\n', hidden: true }],
      hints: ['Two inputs.'],
    },
  ],
});

const BUNDLE: CourseBundle = {
  course: { id: 'course_gates', title: 'Gates', lessons: ['l2', 'l1'] },
  lessons: [lesson('l1'), lesson('l2')],
  circuits: [{ id: 'c_and', name: 'AND demo', circuit: emptyCircuit() }],
};

describe('course files', () => {
  it("round-trips a course, its lessons in the course's order, and its circuits", () => {
    const text = serializeCourseFile(BUNDLE, new Date('2026-11-27T04:00:00Z'));
    const read = parseCourseFile(text);
    expect(read).toEqual({ success: true, data: { ...BUNDLE, lessons: [lesson('l2'), lesson('l1')] } });
    expect(JSON.parse(text)).toMatchObject({
      format: 'circuitforge-course',
      version: 1,
      exportedAt: '2026-11-27T04:00:00.000Z',
    });
    expect(JSON.parse(text)).not.toHaveProperty('subcircuits');
    // A byte-order mark is not part of the JSON.
    expect(parseCourseFile(`\uFEFF${text}`).success).toBe(true);
  });

  it('refuses a newer version, saying so and what to do', () => {
    const newer = JSON.stringify({
      ...(JSON.parse(serializeCourseFile(BUNDLE)) as object),
      version: COURSE_FILE_VERSION + 1,
    });
    expect(parseCourseFile(newer)).toEqual({
      success: false,
      code: 'UNSUPPORTED_VERSION',
      error: `The file is course format version ${COURSE_FILE_VERSION + 1}, written by a newer CircuitForge; this one reads up to version ${COURSE_FILE_VERSION}: update CircuitForge to open it.`,
      hint: 'Update CircuitForge to open this course.',
    });
  });

  it('refuses an oversize file before parsing it, and deep nesting', () => {
    const text = serializeCourseFile(BUNDLE);
    const small = parseCourseFile(text, 100);
    expect(small).toMatchObject({ success: false, code: 'INVALID_FILE' });
    expect(!small.success && small.error).toMatch(
      /^The course file is [\d,]+ characters long; a course file holds at most 100\.$/,
    );
    expect(parseCourseFile(' '.repeat(64 * 1024 * 1024 + 1))).toMatchObject({
      success: false,
      error: expect.stringContaining('holds at most 67,108,864') as unknown,
    });
    expect(parseCourseFile('['.repeat(100) + ']'.repeat(100))).toMatchObject({
      success: false,
      error: expect.stringContaining('nested more than 64') as unknown,
    });
  });

  it('names what is wrong: bad JSON with its place, another format, a lesson missing or listed twice', () => {
    expect(parseCourseFile('{\n  "format": "circuitforge-course",\n  "version": 1,\n}')).toMatchObject({
      success: false,
      error: expect.stringMatching(/^The course file is not valid JSON \(line 4, column 1\)/) as unknown,
    });
    expect(parseCourseFile('{"format":"circuitforge","version":1}')).toMatchObject({
      error: expect.stringContaining('not a CircuitForge course file') as unknown,
    });
    const missing = serializeCourseFile({ ...BUNDLE, course: { ...BUNDLE.course, lessons: ['l1'] } });
    expect(parseCourseFile(missing)).toMatchObject({ success: true });
    const bad = JSON.stringify({ ...(JSON.parse(missing) as object), lessons: [lesson('l1'), lesson('l2')] });
    expect(parseCourseFile(bad)).toMatchObject({
      success: false,
      error: expect.stringContaining("lessons.1.id: the lesson l2 is not in the course's list") as unknown,
    });
    const twice = JSON.stringify({
      ...(JSON.parse(serializeCourseFile(BUNDLE)) as object),
      circuits: [BUNDLE.circuits[0], BUNDLE.circuits[0]],
    });
    expect(parseCourseFile(twice)).toMatchObject({
      success: false,
      error: expect.stringContaining('two circuits share the id c_and') as unknown,
    });
  });

  it('carries the subcircuits its circuits place as version 2, and reads them back', () => {
    const withCells: CourseBundle = {
      ...BUNDLE,
      subcircuits: [{ id: 'c_cell', name: 'A cell', circuit: emptyCircuit() }],
    };
    const text = serializeCourseFile(withCells);
    expect(JSON.parse(text)).toMatchObject({ version: COURSE_FILE_VERSION, subcircuits: [{ id: 'c_cell' }] });
    expect(COURSE_FILE_VERSION).toBe(2);
    expect(parseCourseFile(text)).toEqual({
      success: true,
      data: { ...withCells, lessons: [lesson('l2'), lesson('l1')] },
    });
    const shared = JSON.stringify({
      ...(JSON.parse(text) as object),
      subcircuits: [{ id: 'c_and', name: 'Again', circuit: emptyCircuit() }],
    });
    expect(parseCourseFile(shared)).toMatchObject({
      success: false,
      error: expect.stringContaining('subcircuits.0.id: the circuit c_and is in the file twice') as unknown,
    });
  });
});
