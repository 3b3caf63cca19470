const KEYWORDS = new Set(
  (
    'always and assign automatic begin buf bufif0 bufif1 case casex casez cell cmos config deassign default defparam ' +
    'design disable edge else end endcase endconfig endfunction endgenerate endmodule endprimitive endspecify ' +
    'endtable endtask event for force forever fork function generate genvar highz0 highz1 if ifnone incdir include ' +
    'initial inout input instance integer join large liblist library localparam macromodule medium module nand ' +
    'negedge nmos nor noshowcancelled not notif0 notif1 or output parameter pmos posedge primitive pull0 pull1 ' +
    'pulldown pullup pulsestyle_ondetect pulsestyle_onevent rcmos real realtime reg release repeat rnmos rpmos ' +
    'rtran rtranif0 rtranif1 scalared showcancelled signed small specify specparam strong0 strong1 supply0 supply1 ' +
    'table task time tran tranif0 tranif1 tri tri0 tri1 triand trior trireg unsigned use uwire vectored wait wand ' +
    'weak0 weak1 while wire wor xnor xor logic bit byte int'
  ).split(' '),
);

/** A Verilog identifier for a label (labels are already identifiers; keywords get a trailing "_"). */
export function verilogName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9_]/g, '_');
  const safe = /^[A-Za-z_]/.test(cleaned) ? cleaned : `n_${cleaned}`;
  return KEYWORDS.has(safe) ? `${safe}_` : safe;
}

/** Hands out Verilog names, each once: the name itself when free, else `<name>_2`, `<name>_3`… */
export type UniqueName = (name: string) => string;

/**
 * A fresh {@link UniqueName} for one scope (a module's ports, nets and instances; a file's
 * modules), with `taken` already in use. Which name a label gets depends on the order of the calls,
 * so callers ask in a fixed order (ports before nets, so that ports keep their labels).
 */
export function uniqueNames(taken: readonly string[]): UniqueName {
  const used = new Set<string>(taken);
  return (name) => {
    let candidate = verilogName(name);
    for (let n = 2; used.has(candidate); n++) candidate = `${verilogName(name)}_${n}`;
    used.add(candidate);
    return candidate;
  };
}
