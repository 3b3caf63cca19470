import type { Command } from 'commander';
import type { CliContext, RegisterCommand } from '../command';
import { askRequest, type AskFlags } from '../ask/ask-request';
import { runAsk } from '../ask/run-ask';
import type { AskEngineOptions } from '../ask/turn-services';

/** `circuitforge ask "<request>"` with the engine's settings (tests shorten its timers). */
export function askCommand(engine: AskEngineOptions = {}): RegisterCommand {
  return (program: Command, context: CliContext) => {
    program
      .command('ask')
      .description("Runs one turn of the app's assistant on a circuit and writes the circuit it leaves.")
      .argument('<request>', 'what the assistant should do, e.g. "Build a half adder"')
      .option('--circuit <file>', 'the circuit to start from (any file the app opens; default: an empty circuit)')
      .option('-o, --output <file>', 'where to write the resulting circuit file (default: standard output)')
      .option('--provider <preset>', 'the provider preset, in place of CIRCUITFORGE_LLM_PROVIDER')
      .option('--model <model>', 'the model, in place of CIRCUITFORGE_LLM_MODEL')
      .option('--base-url <url>', 'the server address, in place of CIRCUITFORGE_LLM_BASE_URL')
      .option('--mode <mode>', 'build, tutor or course', 'build')
      .option('--verbose', 'one line per tool call (and retries) on standard error')
      .addHelpText(
        'after',
        '\nThe answer goes to standard error, the circuit file to standard output or -o.\n' +
          'The provider comes from CIRCUITFORGE_LLM_PROVIDER, _MODEL, _API_KEY and _BASE_URL (docs/ASSISTANT.md).\n' +
          'Example:\n  circuitforge ask "Build a half adder with two switches and two LEDs" -o half-adder.json',
      )
      .action(async (message: string, flags: AskFlags) => {
        const request = askRequest(message, flags, context.io.env);
        if ('problem' in request) {
          context.io.err(`${request.problem}\n`);
          context.exit(2);
          return;
        }
        context.exit(await runAsk(context, request, engine));
      });
  };
}

/** `circuitforge ask`, as the program registers it. */
export const registerAsk: RegisterCommand = askCommand();
