import { fail, ok, type Result } from '../../shared/errors';
import type { DocumentService } from '../documents/document-service';
import type { McpToolService } from './mcp-tools';

/** One readable thing an MCP client may list: a circuit's file or its summary. */
export interface McpResource {
  readonly uri: string;
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly mimeType: string;
}

/** A resource's content. */
export interface McpResourceContent {
  readonly uri: string;
  readonly mimeType: string;
  readonly text: string;
}

/** The address scheme of the circuits' resources: `circuitforge://circuit/<id>` and `…/<id>/summary`. */
export const CIRCUIT_URI_TEMPLATE = 'circuitforge://circuit/{id}';
export const SUMMARY_URI_TEMPLATE = 'circuitforge://circuit/{id}/summary';

const URI = /^circuitforge:\/\/circuit\/([^/?#]+)(\/summary)?$/;

/** Every circuit of the library twice: its file (JSON) and its summary (text, a line per part). */
export function listResources(documents: DocumentService): Result<McpResource[]> {
  const listed = documents.list();
  if (!listed.success) return listed;
  return ok(
    listed.data.flatMap((meta) => {
      const id = encodeURIComponent(meta.id);
      const size = `${meta.componentCount} part${meta.componentCount === 1 ? '' : 's'}, ${meta.wireCount} wire${meta.wireCount === 1 ? '' : 's'}`;
      return [
        {
          uri: `circuitforge://circuit/${id}`,
          name: meta.name,
          title: meta.name,
          description: `The circuit "${meta.name}" as a CircuitForge file (${size}).`,
          mimeType: 'application/json',
        },
        {
          uri: `circuitforge://circuit/${id}/summary`,
          name: `${meta.name} (summary)`,
          title: `${meta.name} (summary)`,
          description: `"${meta.name}" in a line per part, with its wires, simulated values and problems.`,
          mimeType: 'text/plain',
        },
      ];
    }),
  );
}

/** Reads a resource: the file as the app exports it, or the summary the assistant's get_circuit_state gives. */
export async function readResource(
  documents: DocumentService,
  tools: McpToolService,
  uri: string,
): Promise<Result<McpResourceContent>> {
  const match = URI.exec(uri);
  const id = match ? safeDecode(match[1]!) : undefined;
  if (!match || id === undefined) {
    return fail(
      'NOT_FOUND',
      `"${uri.slice(0, 200)}" is not the address of a CircuitForge resource.`,
      'List the resources: each circuit is circuitforge://circuit/<id>, and its summary …/<id>/summary.',
    );
  }
  if (match[2] === undefined) {
    const file = documents.exportFile(id);
    return file.success ? ok({ uri, mimeType: 'application/json', text: file.data.content }) : file;
  }
  const exists = documents.stateOf(id);
  if (!exists.success) return exists;
  const state = await tools.call('get_circuit_state', { circuit: id }, new AbortController().signal);
  const text = state.result.success ? state.result.circuit : undefined;
  if (typeof text !== 'string') {
    return fail(
      'INTERNAL',
      `The summary of the circuit could not be made: ${typeof state.result.error === 'string' ? state.result.error : 'no summary'}.`,
      'Read the circuit file instead.',
    );
  }
  return ok({ uri, mimeType: 'text/plain', text });
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
