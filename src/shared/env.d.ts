/**
 * The few host globals every JavaScript runtime we run in has (Node, Electron, Chromium, workers),
 * declared here because src/shared and src/core compile without DOM or Node types.
 */
declare const console: {
  log(...data: unknown[]): void;
  info(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
};
