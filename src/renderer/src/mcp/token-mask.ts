/** What stands for the token while it is hidden (the same length whatever the token, so it says nothing). */
export const TOKEN_DOTS = '•'.repeat(24);

/** `text` with every occurrence of `token` hidden, or as is when the token is shown or absent. */
export function maskToken(text: string, token: string | undefined, shown: boolean): string {
  return shown || !token ? text : text.split(token).join(TOKEN_DOTS);
}
