import type { RegisterCommand } from '../command';
import { call } from '../call';
import { EXIT, refuse } from '../output';
import { openForCommand } from './open';
import { validationText } from './validate-format';

/** `circuitforge validate <file>`: the validator's findings (the editor's live warnings), each with its place and fix. */
export const registerValidate: RegisterCommand = (program, context) => {
  program
    .command('validate')
    .description(
      'Checks a circuit: shorts, floating inputs, several drivers on a net, LEDs without ground… Exit 1 on errors.',
    )
    .argument('<file>', 'a circuit file (CircuitForge .json, Logisim .circ, Digital .dig, Verilog .v/.sv)')
    .option('--json', 'prints the findings as JSON')
    .action(async (file: string, options: { json?: boolean }) => {
      const opened = await openForCommand(context, file);
      if (!opened) return;
      const answer = await call(opened.workspace.services, 'circuit:validate', { circuitId: opened.circuit.id });
      if (!answer.success) return refuse(context, answer, EXIT.internal);
      const { issues } = answer.data;
      const errors = issues.filter((i) => i.severity === 'error').length;
      if (options.json === true) {
        context.io.out(`${JSON.stringify({ file, errors, warnings: issues.length - errors, issues }, null, 2)}\n`);
      } else {
        context.io.out(validationText(issues));
      }
      context.exit(errors > 0 ? EXIT.failed : EXIT.ok);
    });
};
