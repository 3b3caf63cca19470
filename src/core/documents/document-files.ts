import type { CircuitState } from '../../shared/circuit/circuit-state';
import {
  circuitFileName,
  parseCircuitFile,
  serializeCircuitFile,
  type BundledSubcircuit,
} from '../../shared/circuit/file-format';
import { shapeOf, type CircuitShape } from '../../shared/circuit/flat-size';
import type { CircuitMeta, OpenCircuit } from '../../shared/contract';
import { ok, type Result } from '../../shared/errors';
import type { DocumentStore } from './document-store';
import { checkBundleSize } from './hierarchy-size';
import { checkImportedCircuit } from './import-check';
import type { OpenDocuments } from './open-documents';
import { adoptBundle, bundleFor, remapSubcircuits } from './subcircuit-bundle';

/** What files need of the document service. */
export interface FilesHost {
  readonly store: DocumentStore;
  readonly documents: OpenDocuments;
  uniqueName(name: string): string;
  announceList(): void;
  meta(id: string): CircuitMeta;
  /** Stores a checked state as a new circuit and opens it. */
  importState(name: string, state: CircuitState, serialized?: string, origin?: string): Result<OpenCircuit>;
}

/**
 * Circuit files in and out: an export carries the subcircuits a circuit places (version 3), an
 * import checks the whole file, the size of its hierarchy and every definition before anything is
 * stored, then adopts the definitions (reusing equal circuits) and stores the circuit.
 */
export class DocumentFiles {
  constructor(private readonly host: FilesHost) {}

  exportFile(id: string): Result<{ fileName: string; content: string }> {
    const doc = this.host.documents.load(id);
    if (!doc.success) return doc;
    const { name } = this.host.meta(id);
    const circuit = doc.data.state.toJSON();
    // With the subcircuits it places, transitively (a version 3 file); none: written as before.
    const names = new Map(this.host.store.listCircuits().map((m) => [m.id, m.name]));
    const bundle = bundleFor(circuit, (used) => {
      const inner = this.host.documents.load(used);
      return inner.success ? { name: names.get(used) ?? used, circuit: inner.data.state.toJSON() } : undefined;
    });
    const content = serializeCircuitFile(name, circuit, new Date(), undefined, bundle);
    return ok({ fileName: circuitFileName(name), content });
  }

  /** Imports a file in this thread, at once (the channel reads big files in a worker, import-slices.ts). */
  importFile(content: string, origin?: string): Result<OpenCircuit> {
    const parsed = parseCircuitFile(content);
    if (!parsed.success) return parsed;
    const { name, circuit } = parsed.data;
    const ids = this.adoptSubcircuits(parsed.data.subcircuits ?? [], { name, shape: shapeOf(circuit) });
    if (!ids.success) return ids;
    const checked = checkImportedCircuit(remapSubcircuits(circuit, ids.data));
    if (!checked.success) return checked;
    return this.host.importState(name, checked.data, undefined, origin);
  }

  /**
   * Brings a file's subcircuit definitions into the library (reusing equal circuits) and answers
   * how the file's circuit ids map to the library's (see subcircuit-bundle.ts); refuses a file whose
   * circuit (`top`) or any definition would be too big with its subcircuits expanded, first.
   */
  adoptSubcircuits(
    bundle: readonly BundledSubcircuit[],
    top: { readonly name: string; readonly shape: CircuitShape },
  ): Result<Map<string, string>> {
    if (bundle.length === 0 && top.shape.uses.size === 0) return ok(new Map());
    const { store, documents } = this.host;
    const metas = store.listCircuits();
    const names = new Map(metas.map((m) => [m.id, m.name]));
    const tooBig = checkBundleSize(
      top.name,
      top.shape,
      bundle,
      (id) => (names.has(id) ? documents.shapeOf(id) : undefined),
      (id) => names.get(id),
    );
    if (tooBig) return tooBig;
    if (bundle.length === 0) return ok(new Map());
    const adopted = adoptBundle(bundle, {
      metas,
      read: (id) => {
        const doc = documents.load(id);
        return doc.success ? doc.data.state.toJSON() : undefined;
      },
      create: (name, circuit) => store.createCircuit(this.host.uniqueName(name), circuit).id,
    });
    this.host.announceList();
    return adopted;
  }
}
