/** The few line icons of Pith's toolbars, drawn on a 24-unit grid; decorative, since their button carries the name. */
const PATHS = {
  back: 'M15 5l-7 7 7 7',
  copy: 'M9 9h10v11H9z M5 15V4h10',
  download: 'M12 4v11 M7 10l5 5 5-5 M5 20h14',
  panel: 'M4 5h16v14H4z M14 5v14',
  reader: 'M4 5h5a3 3 0 0 1 3 3v11a2 2 0 0 0-2-2H4z M20 5h-5a3 3 0 0 0-3 3v11a2 2 0 0 1 2-2h6z',
  type: 'M3 19L8.5 5 14 19 M5.3 14h6.4 M17 11.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z M19.5 11v8',
  settings: 'M4 7h9 M17 7h3 M4 17h3 M11 17h9 M15 5v4 M9 15v4',
  contents: 'M4 6h2 M9 6h11 M4 12h2 M9 12h11 M4 18h2 M9 18h11',
  obsidian: 'M12 3l7 5-2 11H7L5 8z M9 11l3-4 3 4-3 5z',
  print: 'M7 9V4h10v5 M7 17H5v-6a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v6h-2 M7 14h10v6H7z',
  aloud: 'M4 9h4l5-4v14l-5-4H4z M16.5 9a4 4 0 0 1 0 6 M19 6.5a7.5 7.5 0 0 1 0 11',
  play: 'M8 5l11 7-11 7z',
  pause: 'M8 5v14 M16 5v14',
  previous: 'M6 5v14 M18 5l-9 7 9 7z',
  next: 'M18 5v14 M6 5l9 7-9 7z',
  close: 'M6 6l12 12 M18 6L6 18',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon(props: { name: IconName }) {
  return (
    <svg class="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"
      fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">
      <path d={PATHS[props.name]} />
    </svg>
  );
}
