import type { Page } from '@playwright/test';
import { HALF_ADDER_BLUEPRINT, answer, chatPanel, lastAnswer, sendChat, toolCall, waitForAnswer } from './support/chat';
import { newCircuit, node, openCircuit, rpc } from './support/editor';
import { expect, saveScreenshot, test } from './support/fixtures';

// The app's assistant talks to a fake OpenAI-compatible server, scripted per request.
test.use({ llm: 'openai' });

test.beforeEach(({ fakeLlm }) => {
  fakeLlm!.reset();
});

test.afterEach(({ fakeLlm }) => {
  // A test that left replies unused scripted more than the app asked for.
  expect(fakeLlm!.pending, 'scripted replies left unused').toBe(0);
});

const canvas = (page: Page) => page.locator('.canvas-host');

test('"Build a half adder with two switches and two LEDs": a preview while it works, then committed parts that follow the truth table, a trace of each call, and one undo for all of it', async ({
  app,
  fakeLlm,
}, testInfo) => {
  const circuitId = await newCircuit(app);
  const fake = fakeLlm!;
  fake.script(
    toolCall('get_available_components', {}),
    toolCall('get_component_schema', {
      component_types: ['SWITCH_TOGGLE', 'XOR_2', 'AND_2', 'LED_GREEN', 'LED_RED', 'RESISTOR', 'GND'],
    }),
    toolCall('validate_blueprint', { blueprint: HALF_ADDER_BLUEPRINT, mode: 'new' }),
    toolCall('apply_blueprint', { blueprint: HALF_ADDER_BLUEPRINT, mode: 'replace' }),
    // Held mid-call until the test has looked: the preview stays on the canvas while the model "thinks".
    toolCall(
      'check_truth_table',
      { expected: ['LED1 = SW1 xor SW2', 'LED2 = SW1 and SW2'] },
      { argumentPieces: 6, holdAt: { afterChunks: 3, gate: 'check' } },
    ),
    answer(
      [
        'I built a **half adder**:',
        '',
        '- `G1` (XOR) drives LED1: the **sum**',
        '- `G2` (AND) drives LED2: the **carry**',
        '',
        '| SW1 | SW2 | LED1 | LED2 |',
        '| --- | --- | --- | --- |',
        '| 0 | 0 | 0 | 0 |',
        '| 0 | 1 | 1 | 0 |',
        '| 1 | 0 | 1 | 0 |',
        '| 1 | 1 | 0 | 1 |',
      ].join('\n'),
      { textPieces: 8, chunkDelayMs: 60 },
    ),
  );
  await sendChat(app, 'Build a half adder with two switches and two LEDs');

  // While the turn runs, its parts are drawn as a preview, and the circuit itself is unchanged.
  await expect(app.locator('.react-flow__node.cf-preview-added')).toHaveCount(9);
  await expect(app.locator('.preview-banner')).toBeVisible();
  await expect(canvas(app)).toHaveAttribute('data-components', '0');
  expect((await openCircuit(app)).circuit.components).toHaveLength(0);
  await expect(chatPanel(app).getByRole('button', { name: 'Stop' })).toBeVisible();
  await saveScreenshot(app, testInfo, 'chat-half-adder-preview');
  fake.release('check');

  // Then the turn ends: the parts are committed, as ONE change, and drawn as normal parts.
  const done = await waitForAnswer(app);
  await expect(canvas(app)).toHaveAttribute('data-components', '9');
  await expect(canvas(app)).toHaveAttribute('data-wires', '10');
  await expect(app.locator('.react-flow__node.cf-preview')).toHaveCount(0);
  await expect(app.locator('.preview-banner')).toHaveCount(0);
  const history = await rpc(app, 'history:list', { circuitId });
  expect(history.entries).toHaveLength(1);
  expect(history.entries[0]).toMatchObject({
    source: 'assistant',
    label: expect.stringMatching(/^Assistant: Build a half adder/),
  });

  // The trace lists each call in order, with its one-line summary and a tick.
  const rows = done.locator('.trace-row');
  await expect(rows).toHaveCount(5);
  expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-tool')))).toEqual([
    'get_available_components',
    'get_component_schema',
    'validate_blueprint',
    'apply_blueprint',
    'check_truth_table',
  ]);
  await expect(rows.nth(0)).toContainText('Listed the components');
  await expect(rows.nth(2)).toContainText('Validated: no errors');
  await expect(rows.nth(4)).toContainText('Checked the truth table: it matches');
  await expect(done.locator('.trace-failed')).toHaveCount(0);
  await expect(done.locator('.trace-meta')).toHaveText('5 tool calls · 6 rounds');
  // A row opens to what the call was asked and what it answered.
  await rows.nth(3).getByRole('button').click();
  await expect(done.locator('.trace-detail')).toContainText('"mode": "replace"');
  await rows.nth(3).getByRole('button').click();

  // The answer is Markdown: a list and a table; labels are links to the parts.
  await expect(done.locator('.md li')).toHaveCount(2);
  await expect(done.locator('.md table tr')).toHaveCount(5);
  await done.locator('.part-link', { hasText: 'G1' }).click();
  await expect(node(app, 'G1')).toHaveClass(/selected/);
  await app.mouse.move(5, 5);
  await saveScreenshot(app, testInfo, 'chat-half-adder-done');

  // Toggling the switches makes the LEDs follow the truth table.
  const lit = async (label: string, on: boolean) => {
    const body = node(app, label).locator('.cf-node');
    if (on) await expect(body).toHaveClass(/cf-lit/);
    else await expect(body).not.toHaveClass(/cf-lit/);
  };
  const flip = (label: string) => node(app, label).locator('.cf-press-target').click();
  await lit('LED1', false);
  await lit('LED2', false);
  await flip('SW1');
  await lit('LED1', true);
  await lit('LED2', false);
  await flip('SW2');
  await lit('LED1', false);
  await lit('LED2', true);
  await flip('SW1');
  await lit('LED1', true);
  await lit('LED2', false);

  // One "Undo this change" removes the whole turn.
  await done.getByRole('button', { name: 'Undo this change' }).click();
  await expect(canvas(app)).toHaveAttribute('data-components', '0');
  await expect(done.locator('.answer-undone')).toBeVisible();
  expect((await openCircuit(app)).circuit.components).toHaveLength(0);
  expect(fake.requests).toHaveLength(6);
});

test('undo of a turn is refused, with the reason, once a later change sits on top of it', async ({ app, fakeLlm }) => {
  await newCircuit(app);
  fakeLlm!.script(
    toolCall('add_component', { type: 'XOR_2', label: 'G1', x: 100, y: 100 }),
    answer('Added the XOR `G1`.'),
  );
  await sendChat(app, 'Add an XOR gate');
  const done = await waitForAnswer(app);
  await expect(canvas(app)).toHaveAttribute('data-components', '1');
  await expect(done.locator('.trace-row')).toContainText('Added XOR_2 G1');
  const undo = done.getByRole('button', { name: 'Undo this change' });
  await expect(undo).toBeEnabled();
  // The user moves the gate: the turn's change is no longer the last one.
  await node(app, 'G1').click();
  await app.keyboard.press('ArrowRight');
  await expect(undo).toBeDisabled();
  await expect(done.locator('.answer-undo-reason')).toContainText('A later change sits on top of it');
  await app.keyboard.press('Control+z');
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(canvas(app)).toHaveAttribute('data-components', '0');
});

test('Stop in the middle of a turn (the button, then Esc) leaves the canvas as it was', async ({
  app,
  fakeLlm,
}, testInfo) => {
  await newCircuit(app);
  const fake = fakeLlm!;
  fake.script(
    toolCall('apply_blueprint', { blueprint: HALF_ADDER_BLUEPRINT, mode: 'merge' }),
    // The model never finishes its next reply: the turn hangs there until it is stopped.
    { kind: 'stall', afterChunks: 2, reply: answer('Now let me check the truth table of the adder.') },
  );
  await sendChat(app, 'Build a half adder');
  await expect(app.locator('.react-flow__node.cf-preview-added')).toHaveCount(9);
  await chatPanel(app).getByRole('button', { name: 'Stop' }).click();
  await expect(app.locator('.react-flow__node.cf-preview')).toHaveCount(0);
  const stopped = await waitForAnswer(app);
  await expect(stopped).toContainText('Stopped. Nothing of this answer was applied');
  await expect(canvas(app)).toHaveAttribute('data-components', '0');
  expect((await openCircuit(app)).circuit.components).toHaveLength(0);
  await saveScreenshot(app, testInfo, 'chat-stopped');

  fake.script(toolCall('add_component', { type: 'AND_2', label: 'G5' }), { kind: 'stall', afterChunks: 1 });
  await sendChat(app, 'Add an AND gate');
  await expect(app.locator('.react-flow__node.cf-preview-added')).toHaveCount(1);
  await app.keyboard.press('Escape');
  await expect(waitForAnswer(app).then((a) => a.textContent())).resolves.toContain('Stopped.');
  await expect(app.locator('.react-flow__node.cf-preview')).toHaveCount(0);
  await expect(canvas(app)).toHaveAttribute('data-components', '0');
  expect(fake.requests).toHaveLength(4);
});

test('a provider failure shows what happened and what to do, and Retry succeeds', async ({
  app,
  fakeLlm,
}, testInfo) => {
  await newCircuit(app);
  const fake = fakeLlm!;
  fake.script({ kind: 'http-error', status: 401 });
  await sendChat(app, 'Explain this circuit');
  const failed = await waitForAnswer(app);
  await expect(failed.getByRole('alert')).toContainText(/key/i);
  await expect(failed.locator('.answer-error-hint')).not.toBeEmpty();
  await saveScreenshot(app, testInfo, 'chat-provider-failed');

  fake.script(answer('The circuit is empty: add two switches and a gate to start.'));
  await failed.getByRole('button', { name: 'Retry' }).click();
  const retried = lastAnswer(app);
  await expect(retried).toContainText('The circuit is empty');
  await expect(retried.locator('.answer-note').first()).toHaveText('Retried');
  // The question is not repeated: one user message, the failure, the answer.
  await expect(chatPanel(app).locator('.user-message')).toHaveCount(1);
  await expect(chatPanel(app).locator('.answer')).toHaveCount(2);
  await expect(failed.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('a provider that is busy once is retried, and the answer says so in a quiet note', async ({ app, fakeLlm }) => {
  await newCircuit(app);
  fakeLlm!.script({ kind: 'http-error', status: 503 }, answer('Here is how a half adder works.'));
  await sendChat(app, 'How does a half adder work?');
  const done = await waitForAnswer(app);
  await expect(done).toContainText('Here is how a half adder works.');
  await expect(done.locator('.answer-note-retry')).toBeVisible();
  await expect(done.getByRole('alert')).toHaveCount(0);
  expect(fakeLlm!.requests).toHaveLength(2);
});

test('the conversation follows the answer as it streams in, unless the user scrolls up to read', async ({
  app,
  fakeLlm,
}) => {
  await newCircuit(app);
  const paragraphs = Array.from({ length: 60 }, (_, i) => `Step ${i + 1}: one more thing about the half adder.`);
  // The fake sends the first 40 pieces, 50 ms apart, then holds the rest until the test lets it go:
  // the answer is still streaming for every check below, however loaded the machine.
  fakeLlm!.script(
    answer(paragraphs.join('\n\n'), { textPieces: 60, chunkDelayMs: 50, holdAt: { afterChunks: 41, gate: 'rest' } }),
  );
  await sendChat(app, 'Explain the half adder at length');
  await fakeLlm!.waitForHold('rest', 30_000);
  const log = chatPanel(app).getByRole('log');
  const fromBottom = () => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
  // While it streams, the view keeps to the end of the text.
  await expect(lastAnswer(app)).toContainText('Step 35');
  await expect.poll(() => log.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeGreaterThan(400);
  await expect(chatPanel(app)).toHaveAttribute('data-running', 'yes');
  await expect.poll(fromBottom).toBeLessThan(41);
  // The user scrolls up to read: the view stays there while the rest arrives.
  await log.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(chatPanel(app)).toHaveAttribute('data-running', 'yes');
  fakeLlm!.release('rest');
  await waitForAnswer(app);
  await expect(lastAnswer(app)).toContainText('Step 60');
  expect(await log.evaluate((el) => el.scrollTop)).toBe(0);
  await chatPanel(app).getByRole('button', { name: '↓ Latest' }).click();
  await expect.poll(fromBottom).toBeLessThan(41);
  await expect(chatPanel(app).getByRole('button', { name: '↓ Latest' })).toHaveCount(0);
});

test('a turn that reaches the tool-call limit says so, and Continue sends "Continue."', async ({
  app,
  fakeLlm,
}, testInfo) => {
  await newCircuit(app);
  await rpc(app, 'settings:set', { key: 'assistant.toolCallLimit', value: 2 });
  try {
    const fake = fakeLlm!;
    fake.script(
      toolCall('add_component', { type: 'SWITCH_TOGGLE', label: 'SW1' }),
      toolCall('add_component', { type: 'SWITCH_TOGGLE', label: 'SW2' }),
      toolCall('add_component', { type: 'XOR_2', label: 'G1' }),
      answer('I placed the two switches; the gates are still to do.'),
    );
    await sendChat(app, 'Build a half adder one part at a time');
    const limited = await waitForAnswer(app);
    await expect(limited.locator('.answer-limit')).toContainText('tool-call limit');
    await expect(limited).toContainText('the gates are still to do');
    await expect(canvas(app)).toHaveAttribute('data-components', '2');
    await saveScreenshot(app, testInfo, 'chat-limit');

    fake.script(toolCall('add_component', { type: 'XOR_2', label: 'G1' }), answer('Added the XOR `G1` too.'));
    await limited.getByRole('button', { name: 'Continue' }).click();
    await expect(chatPanel(app).locator('.user-message').last()).toHaveText('Continue.');
    const next = await waitForAnswer(app);
    await expect(next).toContainText('Added the XOR G1 too.');
    await expect(canvas(app)).toHaveAttribute('data-components', '3');
    await expect(limited.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  } finally {
    await rpc(app, 'settings:reset', { key: 'assistant.toolCallLimit' });
  }
});

test('the input: Enter sends, Shift+Enter breaks the line, the draft stays with its circuit, up recalls the last message; conversations can be made, switched, cleared and deleted', async ({
  app,
  fakeLlm,
}, testInfo) => {
  const first = await newCircuit(app);
  const input = chatPanel(app).getByRole('textbox', { name: 'Message' });
  // An empty conversation offers first prompts.
  await expect(chatPanel(app).getByRole('button', { name: 'Build a half adder' })).toBeVisible();
  await expect(chatPanel(app).getByRole('button', { name: 'Explain this circuit' })).toBeVisible();

  await input.fill('line one');
  await input.press('Shift+Enter');
  await input.pressSequentially('line two');
  await expect(input).toHaveValue('line one\nline two');

  // The draft belongs to the circuit: another circuit has its own, and it comes back.
  await input.blur(); // the editor's shortcuts (here File → New) are not taken from a text field
  await newCircuit(app);
  await expect(input).toHaveValue('');
  await rpc(app, 'circuit:open', { id: first });
  await expect(canvas(app)).toHaveAttribute('data-circuit-id', first);
  await expect(input).toHaveValue('line one\nline two');

  fakeLlm!.script(answer('Two lines received.'));
  await input.press('Enter');
  await expect(await waitForAnswer(app)).toContainText('Two lines received.');
  await expect(input).toHaveValue('');
  await input.press('ArrowUp');
  await expect(input).toHaveValue('line one\nline two');
  await input.fill('');

  // Tutor mode for this conversation, remembered.
  await chatPanel(app).getByRole('radio', { name: 'Tutor' }).click();
  await expect(chatPanel(app).getByRole('radio', { name: 'Tutor' })).toHaveAttribute('aria-checked', 'true');
  await saveScreenshot(app, testInfo, 'chat-conversation');

  // A new conversation starts empty, in Build mode; the old one is still there to switch back to.
  await chatPanel(app).getByRole('button', { name: 'New conversation' }).click();
  await expect(chatPanel(app).locator('.answer')).toHaveCount(0);
  await expect(chatPanel(app).getByRole('radio', { name: 'Build' })).toHaveAttribute('aria-checked', 'true');
  const picker = chatPanel(app).getByRole('combobox', { name: 'Conversation' });
  await expect(picker.locator('option')).toHaveCount(2);
  const old = await picker.locator('option', { hasText: 'line one' }).getAttribute('value');
  await picker.selectOption(old);
  await expect(chatPanel(app).locator('.answer')).toHaveCount(1);
  await expect(chatPanel(app).getByRole('radio', { name: 'Tutor' })).toHaveAttribute('aria-checked', 'true');

  // Clear keeps the conversation, without its messages; delete removes it.
  await chatPanel(app).getByRole('button', { name: 'Clear the conversation' }).click();
  await chatPanel(app).getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(chatPanel(app).locator('.answer')).toHaveCount(0);
  await expect(picker.locator('option')).toHaveCount(2);
  await chatPanel(app).getByRole('button', { name: 'Delete the conversation' }).click();
  await chatPanel(app).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(picker.locator('option')).toHaveCount(1);
});

test('light and dark: the panel with a finished turn reads well in both themes', async ({ app, fakeLlm }, testInfo) => {
  await newCircuit(app);
  fakeLlm!.script(
    toolCall('add_component', { type: 'SWITCH_TOGGLE', label: 'SW1', x: 0, y: 0 }),
    toolCall('add_component', { type: 'NOT', label: 'G1', x: 140, y: 0 }),
    toolCall('connect', { from: 'SW1:out', to: 'G1:in' }),
    answer('Done: **SW1** feeds the inverter `G1`.\n\n```\nG1.out = not SW1\n```'),
  );
  await sendChat(app, 'Add a switch and an inverter');
  await waitForAnswer(app);
  await expect(canvas(app)).toHaveAttribute('data-components', '2');
  for (let i = 0; i < 2; i++) {
    const theme = await app.evaluate(() => document.documentElement.dataset.theme);
    await app.mouse.move(5, 5);
    await saveScreenshot(app, testInfo, `chat-${theme}`);
    await app.getByRole('button', { name: 'Toggle theme' }).click();
  }
  await expect(app.locator('.react-flow__node')).toHaveCount(2);
});
