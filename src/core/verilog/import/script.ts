/**
 * The Yosys script of an import, written here rather than taken from a tool (`prepare_yosys_script`
 * of yosys2digitaljs quotes file names for a shell, which breaks in WebAssembly). Steps:
 * read and elaborate; turn processes into cells; flatten the hierarchy (when asked: otherwise each
 * module stays a module, and its instances cells of the modules above); write the cells we cannot
 * turn into parts to `checks.json` (with their source lines) and stop if there are any; then a
 * fine-grained synthesis whose flip-flops are legalised to the ones the registry has (enables and
 * synchronous resets become logic in front of D, a negative clock an inverter, a reset value of 1
 * the preset) and whose logic ABC maps to two-input gates and multiplexers.
 */

/** The file name the source has inside Yosys's file system. */
export const SOURCE_FILE = 'design.v';
export const SCRIPT_FILE = 'import.ys';
export const NETLIST_FILE = 'netlist.json';
export const CHECKS_FILE = 'checks.json';

/** Memories with more words than this are refused (they would be flip-flops and multiplexers). */
export const MAX_MEMORY_WORDS = 64;

/** Before ABC: a design with more fine cells than this is stopped (it would take minutes to map). */
export const MAX_FINE_CELLS = 60_000;

/** Cells that cannot become parts: latches with resets, print/assert statements, tri-state, async loads. */
const REFUSED = ['$adlatch', '$dlatchsr', '$sr', '$print', '$check', '$tribuf', '$aldff', '$aldffe', '$fsm'];

/** The flip-flops and latch that Yosys may leave: each is one registry part (see cells.ts). */
const LEGAL_STORAGE = ['$_DFF_P_', '$_DFF_PP0_', '$_DFF_PP1_', '$_DFFSR_PPP_', '$_DLATCH_P_'];

/** A Yosys identifier for a module name typed by the user (escaped so any name is one token). */
function moduleArgument(top: string): string {
  return /^[A-Za-z_][A-Za-z0-9_$]*$/.test(top) ? top : `\\${top.replace(/\s/g, '')}`;
}

/** The script; `flatten` puts every module's cells into the top one, else each module stays a module. */
export function yosysScript(top: string | undefined, { flatten = true }: { readonly flatten?: boolean } = {}): string {
  const selectChecks = [...REFUSED, '$mem_v2', '$dlatch'].map((t) => `t:${t}`).join(' ');
  const refused = REFUSED.map((t) => `t:${t}`).join(' ');
  return [
    `read_verilog -sv ${SOURCE_FILE}`,
    `hierarchy -check ${top === undefined ? '-auto-top' : `-top ${moduleArgument(top)}`}`,
    // An always_comb block that does not assign a signal on every path keeps it in a latch, as
    // always @* does, instead of stopping: the import says which signal and why (messages.ts).
    'setattr -unset always_comb',
    'proc',
    ...(flatten ? ['flatten'] : []),
    'tribuf',
    'opt_clean',
    'memory -nomap',
    // With the signals latches keep (their Q wires), so that a latch's warning can name its signal.
    `select ${selectChecks} %x:+[Q]`,
    `write_json -selected ${CHECKS_FILE}`,
    `select -assert-none ${refused} t:$mem_v2 r:SIZE>${MAX_MEMORY_WORDS} %i`,
    'select -clear',
    'opt -full',
    'wreduce',
    'peepopt',
    'opt_clean',
    'memory_map',
    'opt -full',
    'techmap',
    'opt -fast',
    `select -assert-max ${MAX_FINE_CELLS} t:*`,
    `dfflegalize ${LEGAL_STORAGE.map((cell) => `-cell ${cell} 0`).join(' ')}`,
    'abc -g AND,NAND,OR,NOR,XOR,XNOR,MUX',
    'opt_clean -purge',
    `write_json ${NETLIST_FILE}`,
    '',
  ].join('\n');
}

/** How far an import is when Yosys starts a pass: the user's words and the fraction of the job. */
export const PASS_PROGRESS: readonly (readonly [pass: RegExp, stage: string, fraction: number])[] = [
  [/^Verilog.*frontend/i, 'Reading the Verilog', 0.05],
  [/^HIERARCHY pass/, 'Finding the top module', 0.1],
  [/^PROC pass/, 'Turning always blocks into logic', 0.15],
  [/^FLATTEN pass/, 'Flattening the module hierarchy', 0.2],
  [/^OPT pass/, 'Optimising', 0.3],
  [/^MEMORY_MAP pass/, 'Mapping memories', 0.35],
  [/^TECHMAP pass/, 'Mapping to gates', 0.4],
  [/^DFFLEGALIZE pass/, 'Mapping flip-flops', 0.5],
  [/^ABC pass/, 'Minimising the logic (ABC)', 0.55],
];
