import type { CliContext, OpenedCircuit, Workspace } from '../command';
import { refuse } from '../output';

/** A command's circuit: opened, its import's warnings on stderr; undefined (said why, exit 2) when it does not open. */
export async function openForCommand(
  context: CliContext,
  file: string,
): Promise<{ workspace: Workspace; circuit: OpenedCircuit } | undefined> {
  const workspace = await context.workspace();
  const opened = await workspace.open(file);
  if (!opened.success) {
    refuse(context, opened);
    return undefined;
  }
  for (const warning of opened.data.warnings) context.io.err(`Warning: ${warning}\n`);
  return { workspace, circuit: opened.data };
}
