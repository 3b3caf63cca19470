import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import type { CliContext, RegisterCommand } from '../command';
import { circuitSvg } from '../image/circuit-svg';
import { BACKGROUNDS, imageRequest, type ImageFlags, type ImageRequest } from '../image/image-request';
import { svgToPng, PNG_SCALE } from '../image/png';
import { writeProblem } from '../image/write-problem';
import { withSubcircuitNames } from '../../renderer/src/model/export/subcircuit-names';

/** `circuitforge image <file>`: the circuit as the app's "Export image…" draws it, SVG or PNG. */
export const registerImage: RegisterCommand = (program: Command, context: CliContext) => {
  program
    .command('image')
    .description("Draws a circuit as an SVG or PNG image, exactly as the app's Export image does.")
    .argument('<file>', 'the circuit file (CircuitForge .json, Logisim .circ, Digital .dig, Verilog)')
    .option('--svg', 'an SVG document (the default)')
    .option('--png', `a PNG image at ${PNG_SCALE}× (needs -o)`)
    .option('-o, --output <file>', 'where to write the image (default: an SVG to standard output)')
    .option('--background <colour>', `${BACKGROUNDS.join(' or ')}`, 'light')
    .option('--grid', "draw the canvas's dot grid")
    .option('--no-grid', 'no grid (the default)')
    .addHelpText(
      'after',
      '\nThe format follows --svg/--png, else the file name (-o circuit.png draws a PNG).\n' +
        'Examples:\n  circuitforge image adder.json > adder.svg\n  circuitforge image adder.json -o adder.png --background white',
    )
    .action(async (file: string, flags: ImageFlags) => {
      const request = imageRequest(flags);
      if ('problem' in request) {
        context.io.err(`${request.problem}\n`);
        context.exit(2);
        return;
      }
      context.exit(await drawImage(context, file, request));
    });
};

/** Opens the file, draws it and writes it where asked; the exit status (2: the file cannot be opened, 1: not written). */
async function drawImage(context: CliContext, file: string, request: ImageRequest): Promise<number> {
  const { io } = context;
  const workspace = await context.workspace();
  const opened = await workspace.open(file);
  if (!opened.success) {
    io.err(`${opened.error}\n${opened.hint}\n`);
    return 2;
  }
  for (const warning of opened.data.warnings) io.err(`${warning}\n`);
  const state = workspace.services.documents.stateOf(opened.data.id);
  if (!state.success) {
    io.err(`${file} could not be drawn: ${state.error}\n${state.hint}\n`);
    return 1;
  }
  const metas = workspace.services.documents.list();
  const names = new Map(metas.success ? metas.data.map((m) => [m.id, m.name]) : []);
  const named = withSubcircuitNames(state.data, (id) => names.get(id));
  const image = circuitSvg(opened.data.name, named.success ? named.data : state.data, request);
  if (request.output === undefined) {
    io.out(`${image.svg}\n`);
    return 0;
  }
  const bytes = request.format === 'png' ? svgToPng(image.svg) : `${image.svg}\n`;
  try {
    await writeFile(resolve(io.cwd, request.output), bytes);
  } catch (error) {
    io.err(`The image could not be written to ${request.output}: ${writeProblem(error)}\n`);
    return 1;
  }
  const scale = request.format === 'png' ? PNG_SCALE : 1;
  io.err(`Wrote ${request.output} (${image.width * scale} × ${image.height * scale} px).\n`);
  return 0;
}
