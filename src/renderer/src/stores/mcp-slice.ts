import type { StateCreator } from 'zustand';
import type { McpInfo } from '../../../shared/contract/mcp-channels';
import { call } from '../platform/api';
import type { AppState } from './app-store';
import type { Problem } from './settings-slice';

/**
 * How outside agents reach this app over MCP (`mcp:info`), as the settings dialog's "Outside agents"
 * section shows it: the HTTP address and token when this app serves them, the stdio command and the
 * client configurations to paste. Read each time the section opens (the server may have stopped).
 */
export interface McpSlice {
  /** The latest answer; undefined until one came. Kept while it is read again, so nothing flickers. */
  mcpInfo: McpInfo | undefined;
  /** Whether a read is under way. */
  mcpLoading: boolean;
  /** Why the last read failed, in the user's words; cleared by the next answer. */
  mcpProblem: Problem | undefined;
  /** Numbers the reads, so only the latest answer is shown. */
  mcpRequestSeq: number;
  /** Reads `mcp:info` (the section opened, or "Try again"). */
  loadMcpInfo: () => Promise<void>;
}

export const createMcpSlice: StateCreator<AppState, [], [], McpSlice> = (set, get) => ({
  mcpInfo: undefined,
  mcpLoading: false,
  mcpProblem: undefined,
  mcpRequestSeq: 0,

  async loadMcpInfo() {
    const seq = get().mcpRequestSeq + 1;
    set({ mcpRequestSeq: seq, mcpLoading: true });
    const result = await call('mcp:info', {});
    if (get().mcpRequestSeq !== seq) return; // a later read answers instead
    if (!result.success) {
      set({
        mcpLoading: false,
        mcpProblem: {
          message: `The connection details for outside agents could not be read: ${result.error}`,
          hint: result.hint,
        },
      });
      return;
    }
    set({ mcpLoading: false, mcpProblem: undefined, mcpInfo: result.data });
  },
});
