import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { DocumentService } from '../../core/documents/document-service';
import { DESIGN_PROMPT, designPromptText } from '../../core/mcp/mcp-prompts';
import { CIRCUIT_URI_TEMPLATE, SUMMARY_URI_TEMPLATE, listResources, readResource } from '../../core/mcp/mcp-resources';
import type { McpToolService } from '../../core/mcp/mcp-tools';
import { APP_NAME, APP_VERSION } from '../app-meta';

/** What the MCP server serves from. */
export interface McpBackend {
  readonly documents: DocumentService;
  readonly tools: McpToolService;
}

const INSTRUCTIONS = `CircuitForge designs and simulates digital logic circuits. Its tools are the ones its built-in assistant uses: read the circuit (get_circuit_state), learn parts (get_available_components, get_component_schema), build (validate_blueprint, apply_blueprint, add_component, connect…), check (simulate, check_truth_table, run_tests). Each editing call is one undoable change in the app's history, labelled "MCP: <tool>". Every tool takes an optional "circuit" (name or id); by default the circuit open in the app. The circuits are also resources (their file and a summary). The prompt design_circuit carries the assistant's design rules.`;

/**
 * An MCP server (the SDK's low-level `Server`) over the app's circuit tools, its circuits as
 * resources and the design prompt. One per connection: the stdio entry makes one, the HTTP
 * endpoint one per request (stateless).
 */
export function createMcpServer(backend: McpBackend): Server {
  const server = new Server(
    { name: 'circuitforge', title: APP_NAME, version: APP_VERSION },
    { capabilities: { tools: {}, resources: {}, prompts: {} }, instructions: INSTRUCTIONS },
  );

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: backend.tools.list().map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: { ...tool.inputSchema, type: 'object' as const },
      annotations: { readOnlyHint: tool.readOnly, destructiveHint: false, openWorldHint: false },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const outcome = await backend.tools.call(request.params.name, request.params.arguments, extra.signal);
    const structured = {
      ...outcome.result,
      ...(outcome.circuit ? { circuit: outcome.circuit.name } : {}),
      ...(outcome.changeId !== undefined ? { change: `MCP: ${request.params.name}` } : {}),
    };
    return {
      content: [{ type: 'text', text: JSON.stringify(structured) }],
      structuredContent: structured,
      isError: !outcome.result.success,
    };
  });

  server.setRequestHandler(ListResourcesRequestSchema, () => {
    const listed = listResources(backend.documents);
    if (!listed.success) throw new McpError(ErrorCode.InternalError, `${listed.error} ${listed.hint}`);
    return { resources: listed.data };
  });

  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({
    resourceTemplates: [
      {
        uriTemplate: CIRCUIT_URI_TEMPLATE,
        name: 'circuit',
        title: 'A circuit file',
        description: 'A circuit of the library as a CircuitForge file (JSON), by its id.',
        mimeType: 'application/json',
      },
      {
        uriTemplate: SUMMARY_URI_TEMPLATE,
        name: 'circuit-summary',
        title: 'A circuit summary',
        description: 'A circuit in a line per part, with wires, simulated values and problems.',
        mimeType: 'text/plain',
      },
    ],
  }));

  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const read = await readResource(backend.documents, backend.tools, request.params.uri);
    if (!read.success) {
      const code = read.code === 'NOT_FOUND' ? RESOURCE_NOT_FOUND : ErrorCode.InternalError;
      throw new McpError(code, `${read.error} ${read.hint}`, { uri: request.params.uri });
    }
    return { contents: [read.data] };
  });

  server.setRequestHandler(ListPromptsRequestSchema, () => ({
    prompts: [{ ...DESIGN_PROMPT, arguments: [...DESIGN_PROMPT.arguments] }],
  }));

  server.setRequestHandler(GetPromptRequestSchema, (request) => {
    if (request.params.name !== DESIGN_PROMPT.name) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `There is no prompt called "${request.params.name}"; the prompt is ${DESIGN_PROMPT.name}.`,
      );
    }
    const requested = request.params.arguments?.request;
    if (requested === undefined || requested.trim() === '') {
      throw new McpError(ErrorCode.InvalidParams, 'design_circuit needs a "request": what the circuit should do.');
    }
    return {
      description: DESIGN_PROMPT.description,
      messages: [
        {
          role: 'user' as const,
          content: { type: 'text' as const, text: designPromptText(requested, request.params.arguments?.circuit) },
        },
      ],
    };
  });

  return server;
}

/** MCP's error code for a resource that does not exist (spec 2025-06-18, "Resources", error handling). */
const RESOURCE_NOT_FOUND = -32002;
