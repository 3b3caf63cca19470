import type { ClipboardEvent } from 'react';

/** What stands for the token while it is hidden (the same length whatever the token, so it says nothing). */
export const TOKEN_DOTS = '•'.repeat(24);

/** `text` with every occurrence of `token` hidden, or as is when the token is shown or absent. */
export function maskToken(text: string, token: string | undefined, shown: boolean): string {
  return shown || !token ? text : text.split(token).join(TOKEN_DOTS);
}

/**
 * Ctrl+C on a whole field that shows the token hidden copies the real text, so what is pasted works;
 * a part of it copies as shown.
 */
export function copyWhole(event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>, real: string): void {
  const field = event.currentTarget;
  if (field.value === real || field.selectionStart !== 0 || field.selectionEnd !== field.value.length) return;
  event.preventDefault();
  event.clipboardData.setData('text/plain', real);
}
