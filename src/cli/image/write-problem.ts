/** Why a file could not be written, in words, with what to do. */
export function writeProblem(error: unknown): string {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (code === 'ENOENT') return 'its folder does not exist. Create the folder or choose another place.';
  if (code === 'EACCES' || code === 'EPERM') return 'you may not write there. Choose another place.';
  if (code === 'EISDIR') return 'that is a folder. Give a file name, e.g. circuit.svg.';
  if (code === 'ENOSPC') return 'the disk is full. Free some space and try again.';
  return 'the system refused. Check the name and that you may write there.';
}
