import { fail, ok, type Result } from '../../../../shared/errors';
import { MAX_FILE_ITEMS, type DigElement, type DigFile, type DigValue, type DigWire } from '../document';
import { GenericArgs } from './args';
import { AttributeMap } from './attributes';
import type { Stmt } from './ast';
import { Interpreter, Scope } from './evaluate';
import type { DataFiles } from '../rom-files';
import { builtins, seededRandom } from './functions';
import { Budget, HgsError, HgsLimitError } from './limits';
import { parse } from './parser';
import { mergeWires } from './wire-merge';
import { HgsRecord, show, toSmallInt, type HgsFunction, type HgsMap, type Value } from './values';

/** Digital's grid: addComponent and addWire place on grid steps. */
const GRID = 20;
/** The element that gives a generic circuit its arguments when it is opened on its own. */
export const GENERIC_INIT = 'GenericInitCode';
/** The element whose code adds parts and wires to a generic circuit. */
export const GENERIC_CODE = 'GenericCode';
/** Names the code's surroundings declare; not arguments. */
const HOST_NAMES: ReadonlySet<string> = new Set([
  'args',
  'this',
  'global',
  'settings',
  'addWire',
  'addComponent',
  'setCircuit',
  'baseFile',
]);

/** True for a Digital circuit marked generic (its `isGeneric` attribute). */
export function isGeneric(file: DigFile): boolean {
  return file.attrs.get('isGeneric') === true;
}

/** A generic circuit made concrete for one set of arguments. */
export interface Specialised {
  /** The circuit with its attributes set by the code, the parts and wires the code added, the subcircuits setCircuit chose. */
  readonly file: DigFile;
  /** The arguments each subcircuit element (by its index in `file`) gives its circuit, where that circuit is generic. */
  readonly childArgs: ReadonlyMap<number, GenericArgs>;
}

/**
 * Runs the generic code of Digital's generic circuits (its ResolveGenerics, learnt from its
 * sources): the arguments from a GenericInitCode element or from the element placing the circuit,
 * then each GenericCode element and each element's own code with `args` and `this`. All code of
 * one import shares one budget of steps; every problem is a failure in the user's words.
 */
export class GenericResolver {
  private readonly budget: Budget;
  private readonly builtins: Map<string, Value>;
  private readonly interpreter: Interpreter;
  private readonly programs = new Map<string, Stmt[] | HgsError>();

  /**
   * `files`: the data files `loadHex` reads; `missingFile` is told each file it is asked for that
   * was not given (it then gives no words); without it, such code fails.
   */
  constructor(budget = new Budget(), files?: DataFiles, missingFile?: (name: string) => void) {
    this.budget = budget;
    this.builtins = builtins(seededRandom(), files, missingFile);
    this.interpreter = new Interpreter(budget);
  }

  /** The arguments of a generic circuit opened on its own: its one enabled GenericInitCode element's code. */
  initArgs(file: DigFile, fileName: string): Result<GenericArgs> {
    const inits = file.elements.filter((e) => e.name === GENERIC_INIT && e.attrs.get('enabled') !== false);
    if (inits.length !== 1) {
      return fail(
        'INVALID_FILE',
        inits.length === 0
          ? `${fileName} is a generic Digital circuit without an enabled GenericInitCode element, so nothing gives its parameters.`
          : `${fileName} is a generic Digital circuit with ${inits.length} enabled GenericInitCode elements; Digital takes exactly one.`,
        inits.length === 0
          ? 'Open a circuit that places it with its parameters, or add a GenericInitCode element in Digital.'
          : 'Disable all but one of them in Digital.',
      );
    }
    const init = inits[0]!;
    return this.guard(fileName, init, () => {
      const scope = this.scope();
      this.run(code(init.attrs), scope);
      return new GenericArgs(userVars(scope));
    });
  }

  /**
   * The arguments an element of a circuit that is not generic gives the generic circuit it places:
   * its own code run on its own (no `args` there).
   */
  instanceArgs(element: DigElement, fileName: string): Result<GenericArgs> {
    return this.guard(fileName, element, () => {
      const scope = this.scope();
      this.run(code(element.attrs), scope);
      return new GenericArgs(userVars(scope));
    });
  }

  /**
   * A generic circuit made concrete for `args`: first each GenericCode element's code (only the
   * first may write `global`), then each other element's code, with `args`; an element placing a
   * circuit gets `setCircuit` and gives the arguments of its circuit, any other gets `this` (its
   * attributes). `placesGeneric` tells whether an element name is a generic circuit's file.
   */
  specialise(
    file: DigFile,
    args: GenericArgs,
    fileName: string,
    placesGeneric: (elementName: string) => boolean,
  ): Result<Specialised> {
    const elements: DigElement[] = file.elements.map((e) => ({ ...e, attrs: new Map(e.attrs) }));
    const circuitAttrs = new Map<string, DigValue>(file.attrs);
    const added: DigElement[] = [];
    const wires: DigWire[] = [...file.wires];
    const childArgs = new Map<number, GenericArgs>();
    const globals = new Globals();
    const count = () => elements.length + added.length + wires.length;
    const room = () => {
      if (count() >= MAX_FILE_ITEMS) {
        throw new HgsLimitError(
          `the code adds more than ${MAX_FILE_ITEMS.toLocaleString('en')} elements and wires, more than an import takes`,
        );
      }
    };
    const addWire: HgsFunction = {
      kind: 'function',
      name: 'addWire',
      arity: 4,
      call: ([x1, y1, x2, y2]) => {
        room();
        const at = (v: Value | undefined) => toSmallInt(v!) * GRID;
        wires.push({ p1: { x: at(x1), y: at(y1) }, p2: { x: at(x2), y: at(y2) } });
        return undefined;
      },
    };
    const addComponent: HgsFunction = {
      kind: 'function',
      name: 'addComponent',
      arity: 3,
      call: ([name, x, y]) => {
        room();
        const attrs = new Map<string, DigValue>();
        const index = elements.length + added.length;
        const element: DigElement = {
          name: show(name),
          attrs,
          pos: { x: toSmallInt(x!) * GRID, y: toSmallInt(y!) * GRID },
          rotation: 0,
          mirror: false,
          index,
        };
        added.push(element);
        if (placesGeneric(element.name)) {
          // Fields declared on it are the arguments of the circuit it places.
          const own = new HgsRecord();
          childArgs.set(index, new GenericArgs(own, args));
          return own;
        }
        return new AttributeMap(attrs);
      },
    };
    const handle = (element: DigElement, i: number): void => {
      const text = code(element.attrs).trim();
      if (text === '') return;
      const scope = this.scope();
      scope.declare('settings', new AttributeMap(circuitAttrs));
      scope.declare('addWire', addWire);
      scope.declare('addComponent', addComponent);
      scope.declare('global', globals);
      scope.declare('args', args);
      const custom = element.name.toLowerCase().endsWith('.dig');
      if (custom) {
        scope.declare('setCircuit', {
          kind: 'function',
          name: 'setCircuit',
          arity: 1,
          call: ([v]) => {
            elements[i] = { ...elements[i]!, name: show(v) };
            return undefined;
          },
        });
      } else scope.declare('this', new AttributeMap(element.attrs as Map<string, DigValue>));
      this.run(text, scope);
      if (custom) childArgs.set(i, new GenericArgs(userVars(scope), args));
    };
    let current: DigElement | undefined;
    try {
      elements.forEach((e, i) => {
        if (e.name !== GENERIC_CODE) return;
        current = e;
        handle(e, i);
        globals.lock();
      });
      globals.lock();
      elements.forEach((e, i) => {
        if (e.name === GENERIC_CODE) return;
        current = e;
        handle(e, i);
      });
    } catch (error) {
      return this.failure(fileName, current, error);
    }
    const all = [...elements, ...added].map((e) => {
      const rotation = e.attrs.get('rotation');
      return typeof rotation === 'number' && rotation !== e.rotation ? { ...e, rotation } : e;
    });
    return ok({
      // Digital tidies the wires when code added some (a T-junction the code drew then joins).
      file: {
        ...file,
        attrs: circuitAttrs,
        elements: all,
        wires: wires.length > file.wires.length ? mergeWires(wires) : wires,
      },
      childArgs,
    });
  }

  private scope(): Scope {
    return new Scope(undefined, this.builtins);
  }

  private run(text: string, scope: Scope): void {
    let program = this.programs.get(text);
    if (!program) {
      try {
        program = parse(text);
      } catch (error) {
        if (!(error instanceof HgsError)) throw error;
        program = error;
      }
      this.programs.set(text, program);
    }
    if (program instanceof HgsError) throw program;
    this.interpreter.run(program, scope);
  }

  private guard<T>(fileName: string, element: DigElement, run: () => T): Result<T> {
    try {
      return ok(run());
    } catch (error) {
      return this.failure(fileName, element, error);
    }
  }

  private failure(fileName: string, element: DigElement | undefined, error: unknown): Result<never> {
    if (!(error instanceof HgsError)) throw error;
    const labelValue = element?.attrs.get('Label');
    const label = typeof labelValue === 'string' ? labelValue : '';
    const where = element
      ? `${element.name}${label ? ` "${label}"` : ''} at (${element.pos.x}, ${element.pos.y})`
      : 'an element';
    return fail(
      error instanceof HgsLimitError ? 'DESIGN_TOO_LARGE' : 'INVALID_FILE',
      `${fileName}: the generic code of ${where} cannot be run: ${error.describe()}.`,
      error instanceof HgsLimitError
        ? 'Correct the code in Digital so that it ends with less work, or open a circuit made from it with fixed parameters.'
        : 'Correct the code in Digital (it fails there too, or needs what an import cannot give), or open a circuit made from it with fixed parameters.',
    );
  }
}

function code(attrs: ReadonlyMap<string, DigValue>): string {
  const v = attrs.get('generic');
  return typeof v === 'string' ? v : '';
}

/** The variables code declared at its top level, without those its surroundings gave. */
function userVars(scope: Scope): Map<string, Value> {
  return new Map([...scope.own()].filter(([k]) => !HOST_NAMES.has(k)));
}

/** Digital's `global`: written by the first GenericCode element only, read by all code. */
class Globals implements HgsMap {
  readonly kind = 'map';
  private readonly values = new Map<string, Value>();
  private locked = false;
  lock(): void {
    this.locked = true;
  }
  get(key: string): Value | undefined {
    return this.values.get(key);
  }
  put(key: string, value: Value): void {
    if (this.locked) throw new HgsError(`global.${key} can be written only by the first GenericCode element`);
    this.values.set(key, value);
  }
  declare(key: string, value: Value): void {
    this.put(key, value);
  }
  entries(): readonly (readonly [string, Value])[] {
    return [...this.values];
  }
}
