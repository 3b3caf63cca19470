import type { ReactElement } from 'react';

/** Small line icons for the chrome (16×16, currentColor). */
const PATHS = {
  sun: 'M8 3V1M8 15v-2M3 8H1m14 0h-2M4.5 4.5 3 3m10 10-1.5-1.5m0-7L13 3M3 13l1.5-1.5M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  moon: 'M13.5 9.5A5.5 5.5 0 0 1 6.5 2.5a5.5 5.5 0 1 0 7 7Z',
  chat: 'M2.5 3.5h11v7h-6l-3 2.5v-2.5h-2z',
  palette: 'M2.5 2.5h4v4h-4zM9.5 2.5h4v4h-4zM2.5 9.5h4v4h-4zM9.5 9.5h4v4h-4z',
  search: 'M7 12A5 5 0 1 0 7 2a5 5 0 0 0 0 10Zm3.5-1.5L14 14',
  close: 'M4 4l8 8M12 4l-8 8',
  chevron: 'M6 4l4 4-4 4',
  send: 'M2.5 8 13.5 2.5 10 13.5 8 9z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }): ReactElement {
  return (
    <svg className={className ?? 'icon'} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
