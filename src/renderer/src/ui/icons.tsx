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
  undo: 'M5 3.5 2 6.5l3 3M2.5 6.5h7a4 4 0 0 1 0 8H7',
  redo: 'M11 3.5l3 3-3 3M13.5 6.5h-7a4 4 0 0 0 0 8H9',
  history: 'M2.5 8a5.5 5.5 0 1 0 1.6-3.9M2.5 2.5v2.5H5M8 5v3.2l2.2 1.3',
  layout: 'M1.5 3.5h4v3h-4zM10.5 2h4v3h-4zM10.5 9.5h4v3h-4zM5.5 5h2.5v-1.5h2.5M8 5v6h2.5',
  check: 'M3 8.5 6.5 12 13 4.5',
  warning: 'M8 1.8 14.8 13.5H1.2zM8 6v3.5M8 11.4v.1',
  note: 'M2.5 2.5h11v7.5l-3.5 3.5h-7.5zM13.5 10H10v3.5M5 5.5h6M5 8h4',
  pencil: 'M10.5 2.5l3 3-8 8H2.5v-3zM9 4l3 3',
  duplicate: 'M5.5 5.5h8v8h-8zM10.5 5.5v-3h-8v8h3',
  trash: 'M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.7 6.5v5M9.3 6.5v5',
  plus: 'M8 2.5v11M2.5 8h11',
  upload: 'M8 10.5V2.5M4.5 6 8 2.5 11.5 6M2.5 10.5v3h11v-3',
  download: 'M8 2.5v8M4.5 7 8 10.5 11.5 7M2.5 10.5v3h11v-3',
  map: 'M1.5 3.5l4-1.5 5 1.5 4-1.5v10.5l-4 1.5-5-1.5-4 1.5zM5.5 2v10.5M10.5 3.5V14',
  rotate: 'M13 8a5 5 0 1 1-1.5-3.6M13 2v3h-3',
  info: 'M8 14.5a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM8 7v4.5M8 4.6v.1',
  play: 'M4.5 2.5v11l9-5.5z',
  pause: 'M5 3v10M11 3v10',
  step: 'M3.5 3v10l7-5zM12.5 3v10',
  reset: 'M3 8a5 5 0 1 0 1.5-3.6M3 2v2.9h2.9',
  table: 'M1.5 2.5h13v11h-13zM1.5 6h13M1.5 9.75h13M6 2.5v11',
  book: 'M8 4c-1.5-1-3.5-1.5-5.5-1.5v10c2 0 4 .5 5.5 1.5 1.5-1 3.5-1.5 5.5-1.5v-10C11.5 2.5 9.5 3 8 4Zm0 0v10',
  stop: 'M4 4h8v8H4z',
  cross: 'M4.5 4.5l7 7M11.5 4.5l-7 7',
  eye: 'M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8ZM8 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  sparkle: 'M8 1.5 9.4 6.6 14.5 8 9.4 9.4 8 14.5 6.6 9.4 1.5 8 6.6 6.6z',
  gear: 'M6.7 3.2L7 1.5h2l.3 1.7 1.2.5 1.4-1 1.4 1.4-1 1.4.5 1.2 1.7.3v2l-1.7.3-.5 1.2 1 1.4-1.4 1.4-1.4-1-1.2.5-.3 1.7H7l-.3-1.7-1.2-.5-1.4 1-1.4-1.4 1-1.4-.5-1.2L1.5 9V7l1.7-.3.5-1.2-1-1.4 1.4-1.4 1.4 1zM8 10.2a2.2 2.2 0 1 0 0-4.4 2.2 2.2 0 0 0 0 4.4Z',
  key: 'M10 9.5a3.5 3.5 0 1 0-3.3-2.3L1.5 12.4v2h2v-1.5H5v-1.5h1.5l1.6-1.6c.6.4 1.2.7 1.9.7ZM11 5h.01',
  monitor: 'M1.5 2.5h13v8.5h-13zM5.5 14h5M8 11v3',
  image: 'M1.5 2.5h13v11h-13zM1.5 11l4-4 3.5 3.5 2-2 3.5 3.5M10.5 6h.01',
  printer: 'M4 5.5v-4h8v4M4 11.5H1.5v-6h13v6H12M4 9h8v5.5H4z',
  server: 'M2.5 2.5h11v4.5h-11zM2.5 9h11v4.5h-11zM5 4.75h.01M5 11.25h.01',
  grip: 'M6 3.5h.01M10 3.5h.01M6 8h.01M10 8h.01M6 12.5h.01M10 12.5h.01',
  more: 'M3.5 8h.01M8 8h.01M12.5 8h.01',
  float: 'M1.5 5.5h9v8h-9zM5.5 5.5v-3h9v8h-4',
  dockLeft: 'M1.5 2.5h13v11h-13zM6 2.5v11',
  dockRight: 'M1.5 2.5h13v11h-13zM10 2.5v11',
  dockBottom: 'M1.5 2.5h13v11h-13zM1.5 9h13',
  tests: 'M2 4l1.5 1.5L6 3M2 10.5 3.5 12 6 9.5M8.5 4.5h5.5M8.5 11h5.5',
  wave: 'M1 11.5h2.5v-7h3v7h3v-7h3v7H15',
  minus: 'M2.5 8h11',
  fit: 'M2 5.5v-3h3M14 5.5v-3h-3M2 10.5v3h3M14 10.5v3h-3M5 8h6',
  folder: 'M1.5 4v8.5h13V5.5H7.5L6 4z',
  back: 'M10 3.5 5.5 8l4.5 4.5',
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
