import ELK from 'elkjs/lib/elk.bundled.js';
import type { Circuit } from '../../shared/circuit/types';
import { emptyCircuit } from '../../shared/circuit/types';
import { ok } from '../../shared/errors';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { inProcessTransport } from '../simulation/transport';
import { runYosysHere } from '../verilog/run-yosys';
import { importVerilog } from '../../core/verilog/import/import-verilog';
import type { Json, ToolResult } from '../../core/ai/messages';
import { ToolRegistry } from '../../core/ai/tool-registry';
import { DocumentService } from '../../core/documents/document-service';
import { MemoryDocumentStore } from '../../core/documents/memory-document-store';
import { EventBus } from '../../core/events';
import { SimulationService } from '../../core/simulation/simulation-service';
import { createCircuitTools } from '../../core/tools/circuit-tools';
import type { CircuitToolContext } from '../../core/tools/context';
import { WorkingCopy } from '../../core/tools/working-copy';

/**
 * The tools of one turn over a real simulation service (in-process host), ELK, Yosys and a document
 * library.
 */
export interface ToolHarness {
  readonly context: CircuitToolContext;
  readonly copy: WorkingCopy;
  readonly registry: ToolRegistry;
  readonly documents: DocumentService;
  /** Every `focus` call's component ids. */
  readonly focused: string[][];
  /** Layouts asked for (the graphs). */
  readonly layouts: ElkNode[];
  /** Calls a tool as the model would (arguments as JSON text), through the registry. */
  call(name: string, args?: Json | string): Promise<ToolResult>;
  /** The other circuits of the library: adds one (operations from a circuit) and returns its id. */
  addToLibrary(name: string, circuit: Circuit): string;
  close(): Promise<void>;
}

/** A harness whose copy starts as `circuit` (empty by default). `layout` replaces ELK (e.g. to make it fail). */
export function createToolHarness(
  circuit: Circuit = emptyCircuit(),
  options: { layout?: (graph: ElkNode) => Promise<ElkNode> } = {},
): ToolHarness {
  const events = new EventBus();
  const documents = new DocumentService(new MemoryDocumentStore(), events);
  const simulator = new SimulationService(documents, events, inProcessTransport);
  const current = documents.create('Current');
  if (!current.success) throw new Error(current.error);
  const copy = WorkingCopy.of(circuit);
  if (!copy.success) throw new Error(copy.error);
  const focused: string[][] = [];
  const layouts: ElkNode[] = [];
  const elk = new ELK();
  const context: CircuitToolContext = {
    copy: copy.data,
    simulator,
    library: {
      list: () => documents.list(),
      read: (id) => {
        const state = documents.stateOf(id);
        return state.success ? ok(state.data.toJSON()) : state;
      },
    },
    circuitId: current.data.meta.id,
    focus: (ids) => focused.push([...ids]),
    layout: (graph) => {
      layouts.push(graph);
      return options.layout ? options.layout(graph) : elk.layout(graph);
    },
    // Yosys in this thread (the app queues it in a worker).
    verilog: (source, verilogOptions) =>
      importVerilog(source, verilogOptions, { yosys: runYosysHere, layout: (graph) => elk.layout(graph) }),
  };
  const registry = new ToolRegistry(createCircuitTools(context));
  let calls = 0;
  return {
    context,
    copy: copy.data,
    registry,
    documents,
    focused,
    layouts,
    async call(name, args = {}) {
      const text = typeof args === 'string' ? args : JSON.stringify(args);
      const execution = await registry.execute(
        { id: `call${++calls}`, name, arguments: text },
        { signal: new AbortController().signal },
      );
      return execution.result;
    },
    addToLibrary(name, content) {
      const created = documents.create(name);
      if (!created.success) throw new Error(created.error);
      const id = created.data.meta.id;
      const applied = documents.apply(
        id,
        [
          ...content.components.map((component) => ({ op: 'addComponent' as const, component })),
          ...content.wires.map((wire) => ({ op: 'addWire' as const, wire })),
        ],
        'build',
      );
      if (!applied.success) throw new Error(applied.error);
      return id;
    },
    close: () => simulator.close(),
  };
}
