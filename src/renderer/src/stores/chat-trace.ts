/** The trace's words for a tool call come from src/shared/assistant/tool-trace.ts (the main process uses the same). */
export { describeToolCall } from '../../../shared/assistant/tool-trace';

/** The kind of a tool, for its icon in the trace: reading, editing, checking or showing. */
export function toolKind(name: string): 'read' | 'edit' | 'check' | 'show' {
  if (/^(validate|check|simulate|get_truth|explain)/.test(name)) return 'check';
  if (/^(focus|select|reveal)/.test(name)) return 'show';
  if (/^(get|list|search|open|read|describe)/.test(name)) return 'read';
  return 'edit';
}
