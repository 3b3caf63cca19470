/**
 * The command line's own arguments. On Node they follow the script (`node cli.js test lab3/`); in
 * the packaged desktop app, which runs no script as Node (its RunAsNode fuse is off), they follow
 * `--cli` (`CircuitForge --cli test lab3/`).
 */
export function cliArguments(argv: readonly string[], inElectron: boolean): string[] {
  if (!inElectron) return argv.slice(2);
  const at = argv.indexOf('--cli');
  return at < 0 ? [] : argv.slice(at + 1);
}
