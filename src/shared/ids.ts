const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
let counter = 0;

/**
 * A new id: prefix, time, a per-process counter and random letters ("c_lk3x9a_0_f81k2q"). Unique
 * within a document without any coordination; not a secret.
 */
export function createId(prefix: string): string {
  counter = (counter + 1) % 1_679_616;
  let random = '';
  for (let i = 0; i < 6; i++) random += ALPHABET[Math.floor(Math.random() * ALPHABET.length)];
  return `${prefix}_${Date.now().toString(36)}${counter.toString(36)}${random}`;
}
