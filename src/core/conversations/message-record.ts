import { MessageRecordSchema, type MessageRecord } from '../../shared/contract';
import { createId } from '../../shared/ids';
import type { NewMessage } from './conversation-store';

/**
 * The record both stores keep for a new message: fresh ids, optional fields only where given,
 * JSON deep-copied (the caller's objects are never shared) and checked against the contract. Throws
 * on a value the contract forbids (a negative count, an unknown status): that is a bug in the
 * caller, and throwing before any write keeps the store untouched, in memory as in SQLite.
 */
export function newMessageRecord(message: NewMessage, createdAt: number): MessageRecord {
  const { tokens, error } = message;
  const record = {
    id: createId('message'),
    role: message.role,
    content: message.content,
    ...defined('provider', message.provider),
    ...defined('model', message.model),
    ...defined('tokens', tokens && { input: tokens.input, output: tokens.output, ...defined('cached', tokens.cached) }),
    createdAt,
    toolCalls: (message.toolCalls ?? []).map((call) => ({
      id: createId('call'),
      name: call.name,
      arguments: jsonCopy(call.arguments),
      result: jsonCopy(call.result),
      success: call.success,
      changeId: call.changeId,
      createdAt,
      ...defined('providerCallId', call.providerCallId),
      ...defined('status', call.status),
      ...defined('ms', call.ms),
    })),
    ...defined('turnId', message.turnId),
    ...defined('status', message.status),
    ...defined('limit', message.limit),
    ...defined('rounds', message.rounds),
    ...defined('error', error && { code: error.code, message: error.message, hint: error.hint }),
  };
  return MessageRecordSchema.parse(record);
}

/** `{[key]: value}`, or nothing when the value is undefined: absent fields stay absent, not `undefined`. */
function defined<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/** A deep copy of a JSON value, as it will read back from the database. */
function jsonCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
