// Helpers for the assistant's panel: typing to it, reading its answers, and the scripted model
// replies of the end-to-end tests (tool calls as a real model would make them).
import { expect, type Locator, type Page } from '@playwright/test';
import type { FakeMessage } from '../../../src/main/providers/test-support/fake-llm-types';

/** The assistant's panel. */
export const chatPanel = (page: Page): Locator => page.getByRole('complementary', { name: 'Assistant' });

/** Types a message into the panel and sends it with Enter, as a person does. */
export async function sendChat(page: Page, text: string): Promise<void> {
  const input = chatPanel(page).getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
  await expect(chatPanel(page).locator('.user-message').last()).toHaveText(text);
}

/** The newest answer of the assistant. */
export const lastAnswer = (page: Page): Locator => chatPanel(page).locator('.answer').last();

/** Waits until no answer is being written any more. */
export async function waitForAnswer(page: Page): Promise<Locator> {
  await expect(chatPanel(page)).toHaveAttribute('data-running', 'no');
  return lastAnswer(page);
}

/** The half adder of the scenario, in the tools' blueprint form (properties as text). */
export const HALF_ADDER_BLUEPRINT = {
  components: [
    { label: 'SW1', type: 'SWITCH_TOGGLE', position: { x: 0, y: 0 } },
    { label: 'SW2', type: 'SWITCH_TOGGLE', position: { x: 0, y: 120 } },
    { label: 'G1', type: 'XOR_2', position: { x: 160, y: 0 } },
    { label: 'G2', type: 'AND_2', position: { x: 160, y: 120 } },
    { label: 'LED1', type: 'LED_GREEN', position: { x: 300, y: 0 } },
    { label: 'LED2', type: 'LED_RED', position: { x: 300, y: 120 } },
    { label: 'R1', type: 'RESISTOR', position: { x: 420, y: 10 } },
    { label: 'R2', type: 'RESISTOR', position: { x: 420, y: 130 } },
    { label: 'GND1', type: 'GND', position: { x: 540, y: 70 } },
  ],
  wires: [
    { from: 'SW1:out', to: 'G1:a' },
    { from: 'SW2:out', to: 'G1:b' },
    { from: 'SW1:out', to: 'G2:a' },
    { from: 'SW2:out', to: 'G2:b' },
    { from: 'G1:out', to: 'LED1:anode' },
    { from: 'G2:out', to: 'LED2:anode' },
    { from: 'LED1:cathode', to: 'R1:a' },
    { from: 'LED2:cathode', to: 'R2:a' },
    { from: 'R1:b', to: 'GND1:gnd' },
    { from: 'R2:b', to: 'GND1:gnd' },
  ],
};

/** A model reply that makes one tool call. */
export function toolCall(name: string, args: Record<string, unknown>, extra: Partial<FakeMessage> = {}): FakeMessage {
  return { kind: 'message', toolCalls: [{ name, arguments: args }], ...extra };
}

/** A model reply in words. */
export function answer(text: string, extra: Partial<FakeMessage> = {}): FakeMessage {
  return { kind: 'message', text, ...extra };
}
