import type { Command } from 'commander';
import type { AppServices } from '../main/app-services';
import type { Result } from '../shared/errors';

/** Where a command reads and writes: the process's streams in use, strings in the tests. */
export interface CliIo {
  /** Writes to standard output (the text as given: add the newline). */
  out(text: string): void;
  /** Writes to standard error (the text as given: add the newline). */
  err(text: string): void;
  /** The folder relative paths are read from. */
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** A circuit file opened into the headless app's in-memory library. */
export interface OpenedCircuit {
  /** The circuit's id in the workspace's library (the file's subcircuits come along as their own circuits). */
  readonly id: string;
  readonly name: string;
  /** What the import said about the file (placeholders, renamed labels…), in words. */
  readonly warnings: readonly string[];
}

/** The app without a window: its services on an in-memory database, simulating in this process. */
export interface Workspace {
  readonly services: AppServices;
  /** Opens a circuit file (ours, Logisim .circ, Digital .dig, Verilog: whatever the app imports). */
  open(file: string): Promise<Result<OpenedCircuit>>;
  /** Deletes an opened circuit from the library, with the subcircuits its file brought along. */
  discard(id: string): Promise<void>;
}

/** What every command gets. */
export interface CliContext {
  readonly io: CliIo;
  /** The headless app, started on first use and closed when the command ends. */
  workspace(): Promise<Workspace>;
  /** Sets the exit status; the highest one set wins (0 when nothing sets one). */
  exit(code: number): void;
}

/** Adds one command (its options, `--help` text and action) to the program. */
export type RegisterCommand = (program: Command, context: CliContext) => void;
