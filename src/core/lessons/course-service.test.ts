import { beforeEach, describe, expect, it } from 'vitest';
import { parseCourseFile } from '../../shared/lessons/course-file';
import { CourseService } from './course-service';
import { LessonService } from './lesson-service';
import { MemoryLessonStore } from './memory-lesson-store';
import { compile } from '../simulation/simulation';
import { ADDER_CELLS, FULL_ADDER_DEMO } from './page/test-support/subcircuit-lesson';
import { FakeCircuits } from './test-support/fake-circuits';
import { adderLesson, halfAdder } from './test-support/lesson-fixtures';

let store: MemoryLessonStore;
let circuits: FakeCircuits;
let courses: CourseService;
let lessons: LessonService;
let clock = 0;

function fresh(): void {
  clock = 0;
  let time = 1_700_000_000_000;
  store = new MemoryLessonStore(() => time++);
  circuits = new FakeCircuits();
  courses = new CourseService(store, circuits, () => new Date(Date.UTC(2026, 10, 27, 0, 0, clock++)));
  lessons = new LessonService(store);
}
beforeEach(fresh);

function data<T>(result: { success: true; data: T } | { success: false; error: string }): T {
  if (!result.success) throw new Error(result.error);
  return result.data;
}

/** A course "Logic" with two lessons: the adders (with the exercise) and an empty one. */
function logicCourse(): { courseId: string; adders: string; other: string } {
  const course = data(courses.create('Logic'));
  store.createLesson(adderLesson('lesson_adders'), course.id);
  const other = data(lessons.create({ title: 'Gates', courseId: course.id })).lesson.id;
  return { courseId: course.id, adders: 'lesson_adders', other };
}

describe('courses', () => {
  it('lists courses with their lessons in order, and reorders them', () => {
    const { courseId, adders, other } = logicCourse();
    expect(data(courses.list())).toMatchObject([
      {
        id: courseId,
        title: 'Logic',
        lessons: [
          { id: adders, title: 'Adders' },
          { id: other, title: 'Gates' },
        ],
      },
    ]);
    expect(data(courses.reorder(courseId, [other, adders])).lessons.map((l) => l.id)).toEqual([other, adders]);
    for (const order of [[adders], [adders, adders], [adders, other, 'lesson_x']]) {
      expect(courses.reorder(courseId, order)).toMatchObject({
        success: false,
        code: 'INVALID_INPUT',
        error: 'A new order of "Logic" lists each of its 2 lessons once, and no others.',
      });
    }
    expect(courses.reorder('course_x', [])).toMatchObject({ code: 'NOT_FOUND', error: 'There is no course course_x.' });
    expect(data(courses.rename(courseId, 'Digital logic'))).toMatchObject({
      title: 'Digital logic',
      lessons: [{}, {}],
    });
    expect(courses.rename('course_x', 'T')).toMatchObject({ code: 'NOT_FOUND' });
    data(lessons.delete(other));
    expect(data(courses.list())[0]!.lessons).toEqual([{ id: adders, title: 'Adders' }]);
    expect(data(courses.delete(courseId))).toEqual({ deleted: courseId });
    expect(data(courses.list())).toEqual([]);
    expect(data(lessons.list()).map((l) => l.id)).toEqual([adders]);
  });
});

describe('progress', () => {
  it('checks a circuit on the server side, records every attempt, and a pass stays passed', () => {
    const { courseId, adders } = logicCourse();
    const wrong = data(courses.check(courseId, adders, 'half', halfAdder('AND_2')));
    expect(wrong.check).toMatchObject({
      passed: false,
      message: 'With A = 0 and B = 1, S should be 1 but is 0.',
      failure: { testId: 'sum', row: 2 },
    });
    expect(wrong.check.tests[1]).toEqual({ id: 'secret', name: 'Hidden test 1', hidden: true, passed: true });
    expect(wrong.progress.exercises[`${adders}/half`]).toEqual({
      passed: false,
      attempts: 1,
      lastChecked: '2026-11-27T00:00:00.000Z',
    });
    expect(data(courses.check(courseId, adders, 'half', halfAdder('XOR_2'))).check).toMatchObject({
      passed: true,
      message: 'All 2 tests pass.',
    });
    const again = data(courses.check(courseId, adders, 'half', halfAdder('OR_2')));
    expect(again.check.passed).toBe(false);
    expect(data(courses.progress(courseId)).exercises[`${adders}/half`]).toEqual({
      passed: true,
      attempts: 3,
      lastChecked: '2026-11-27T00:00:02.000Z',
    });
  });

  it('refuses an unknown course, lesson or exercise in words and records nothing', () => {
    const { courseId, adders } = logicCourse();
    const circuit = halfAdder('XOR_2');
    expect(courses.check(courseId, adders, 'mux', circuit)).toMatchObject({
      code: 'NOT_FOUND',
      error: 'The lesson "Adders" has no exercise mux.',
      hint: 'Its exercises: half ("A half adder").',
    });
    expect(courses.check(courseId, 'lesson_x', 'half', circuit)).toMatchObject({
      code: 'NOT_FOUND',
      error: 'The course "Logic" has no lesson lesson_x.',
    });
    expect(courses.check('course_x', adders, 'half', circuit)).toMatchObject({ code: 'NOT_FOUND' });
    expect(courses.progress('course_x')).toMatchObject({ code: 'NOT_FOUND' });
    expect(data(courses.progress(courseId))).toEqual({ courseId, exercises: {}, lessons: {} });
  });
});

describe('course files', () => {
  it('exports a course with the library circuits its lessons show, and imports it elsewhere', () => {
    const { courseId, adders } = logicCourse();
    circuits.circuits.set('circuit_shown', { name: 'The half adder', circuit: halfAdder('XOR_2') });
    data(
      lessons.update(adders, [
        { op: 'setMarkdown', markdown: '# Adders\n\n```circuit\nref: circuit_shown\n```\n\n```exercise half\n```\n' },
      ]),
    );
    const exported = data(courses.exportFile(courseId));
    expect(exported.fileName).toBe('Logic.course.json');
    const bundle = data(parseCourseFile(exported.content));
    expect(bundle.circuits.map((c) => [c.id, c.name])).toEqual([['circuit_shown', 'The half adder']]);
    expect(bundle.lessons[0]!.exercises[0]!.reference).toEqual(halfAdder('XOR_2'));

    // Into the same app: the ids are taken, so the course and lessons get new ones; the circuit is there already.
    const copy = data(courses.importFile(exported.content));
    expect(copy.id).not.toBe(courseId);
    expect(copy.lessons.map((l) => l.title)).toEqual(['Adders', 'Gates']);
    expect(copy.lessons[0]!.id).not.toBe(adders);
    expect(data(lessons.get(copy.lessons[0]!.id)).lesson.markdown).toContain('ref: circuit_shown');
    expect(circuits.circuits.size).toBe(1);

    // Into another app: the circuit joins its library and the lesson follows its new id.
    fresh();
    const imported = data(courses.importFile(exported.content));
    expect(imported).toMatchObject({ id: courseId, lessons: [{ id: adders }, {}] });
    expect(data(lessons.get(adders)).lesson.markdown).toContain('ref: circuit_new1\n');
    expect(circuits.circuits.get('circuit_new1')?.name).toBe('The half adder');
  });

  it('refuses a bad file in words and stores nothing', () => {
    const { courseId } = logicCourse();
    const good = data(courses.exportFile(courseId)).content;
    fresh();
    expect(courses.importFile('{"format": "circuitforge-course", "version": 9}')).toMatchObject({
      code: 'UNSUPPORTED_VERSION',
    });
    expect(courses.importFile(good.slice(0, 100))).toMatchObject({ code: 'INVALID_FILE' });
    const file = JSON.parse(good) as { circuits: unknown[] };
    file.circuits = [
      {
        id: 'circuit_bad',
        name: 'Broken',
        circuit: {
          components: [],
          wires: [{ id: 'w', from: { component: 'a', pin: 'out' }, to: { component: 'b', pin: 'in' } }],
        },
      },
    ];
    const refused = courses.importFile(JSON.stringify(file));
    expect(refused).toMatchObject({ code: 'INVALID_FILE' });
    expect(!refused.success && refused.error).toMatch(/^The course file's circuit "Broken" breaks a circuit rule/);
    expect(data(courses.list())).toEqual([]);
    expect(data(lessons.list())).toEqual([]);
    expect(circuits.circuits.size).toBe(0);
    expect(courses.exportFile('course_x')).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('carries the subcircuits its circuits place, and an import adds them innermost first with ids remapped', () => {
    const { courseId, adders } = logicCourse();
    for (const cell of ADDER_CELLS) circuits.circuits.set(cell.id, { name: cell.name, circuit: cell.circuit });
    circuits.circuits.set('circuit_fa', { name: 'Full adder demo', circuit: FULL_ADDER_DEMO });
    const halfCell = FULL_ADDER_DEMO.components.find((c) => c.type === 'SUBCIRCUIT')!;
    const inline = {
      components: [{ ...halfCell, properties: { ...halfCell.properties, circuit: 'ex-half-adder' } }],
      wires: [],
    };
    data(
      lessons.update(adders, [
        {
          op: 'setMarkdown',
          markdown: `# Adders\n\n\`\`\`circuit\nref: circuit_fa\n\`\`\`\n\n\`\`\`circuit\n${JSON.stringify(inline)}\n\`\`\`\n\n\`\`\`exercise half\n\`\`\`\n`,
        },
      ]),
    );
    const exported = data(courses.exportFile(courseId));
    const bundle = data(parseCourseFile(exported.content));
    expect(JSON.parse(exported.content)).toMatchObject({ version: 2 });
    expect(bundle.circuits.map((c) => c.id)).toEqual(['circuit_fa']);
    expect(bundle.subcircuits?.map((c) => [c.id, c.name])).toEqual([
      ['ex-half-adder', 'HA'],
      ['ex-full-adder', 'FA'],
    ]);

    fresh();
    data(courses.importFile(exported.content));
    // Innermost first: the half adder, the full adder (placing the new half adder), the shown circuit.
    expect([...circuits.circuits.entries()].map(([id, c]) => [id, c.name])).toEqual([
      ['circuit_new1', 'HA'],
      ['circuit_new2', 'FA'],
      ['circuit_new3', 'Full adder demo'],
    ]);
    const placed = (id: string) =>
      circuits.circuits
        .get(id)!
        .circuit.components.filter((c) => c.type === 'SUBCIRCUIT')
        .map((c) => c.properties.circuit);
    expect(placed('circuit_new2')).toEqual(['circuit_new1', 'circuit_new1']);
    expect(placed('circuit_new3')).toEqual(['circuit_new2']);
    const markdown = data(lessons.get(adders)).lesson.markdown;
    expect(markdown).toContain('ref: circuit_new3\n');
    expect(markdown).toContain('"circuit":"circuit_new1"');
    expect(markdown).not.toContain('ex-half-adder');
    // The imported circuit simulates from the library it was imported into: 1 + 0 + 0 = 1.
    const shown = circuits.circuits.get('circuit_new3')!.circuit;
    const sim = compile(shown, { library: circuits.circuit });
    if (!sim.success) throw new Error(sim.error);
    const id = (label: string) => shown.components.find((c) => c.label === label)!.id;
    sim.data.setSourceLevel(id('A'), true);
    sim.data.settle();
    expect(sim.data.componentState(id('SUM'))?.value).toBe('1');
    expect(sim.data.diagnostics().filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('refuses a file whose subcircuit contains itself, naming the loop, and stores nothing', () => {
    const { courseId } = logicCourse();
    const file = JSON.parse(data(courses.exportFile(courseId)).content) as Record<string, unknown>;
    const placing = (label: string, id: string) => ({
      components: [
        { id: 'u1', type: 'SUBCIRCUIT', label, x: 0, y: 0, rotation: 0, properties: { circuit: id, ports: '' } },
      ],
      wires: [],
    });
    file.version = 2;
    file.subcircuits = [
      { id: 'circuit_a', name: 'Ping', circuit: placing('U1', 'circuit_b') },
      { id: 'circuit_b', name: 'Pong', circuit: placing('U2', 'circuit_a') },
    ];
    fresh();
    const refused = courses.importFile(JSON.stringify(file));
    expect(refused).toMatchObject({
      code: 'INVALID_FILE',
      error: 'The course file\'s circuit "Ping" contains itself (Ping → Pong → Ping).',
    });
    expect(circuits.circuits.size).toBe(0);
    expect(data(courses.list())).toEqual([]);
  });
});
