import { basename } from 'node:path';
import type { EventPayload } from '../../shared/contract';
import type { SetAsideDatabase } from './recovery';

/** What to tell the user about a database that was moved aside at start. */
export function setAsideNotice(setAside: SetAsideDatabase, databaseName: string): EventPayload<'app.notice'> {
  const kept = `Nothing was deleted: the old file is kept as ${setAside.movedTo}.`;
  const fresh = 'CircuitForge started with a new, empty database.';
  switch (setAside.reason) {
    case 'corrupt':
      return {
        level: 'error',
        message: `Your database was damaged (${setAside.detail.slice(0, 200)}). ${fresh}`,
        hint: `${kept} The sqlite3 tool's ".recover" command can often rescue what it holds.`,
      };
    case 'not-sqlite':
      return {
        level: 'error',
        message: `The database file ${databaseName} was not a database (it may have been overwritten or cut short). ${fresh}`,
        hint: kept,
      };
    case 'not-ours':
      return {
        level: 'warning',
        message: `The file ${databaseName} in the data folder belongs to another program. ${fresh}`,
        hint: kept,
      };
    case 'newer':
      return {
        level: 'warning',
        message: `Your database was written by a newer CircuitForge (${setAside.detail}). ${fresh}`,
        hint: `${kept} Install the newer CircuitForge and rename ${basename(setAside.movedTo)} back to ${databaseName} to use it again.`,
      };
  }
}
