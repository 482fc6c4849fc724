/** Replaced at build time: true only in `npm run build:test`, so hooks never ship. */
declare const __PITH_TEST_HOOKS__: boolean;

declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  export const gfm: TurndownService.Plugin;
  export const tables: TurndownService.Plugin;
  export const strikethrough: TurndownService.Plugin;
  export const taskListItems: TurndownService.Plugin;
}
