/** Keyboard commands (manifest `commands`), name -> action. Shortcuts are set in wxt.config.ts and changeable by the user. */
import { copyPageMarkdown, openPopupFor, openReader, type Tab } from './actions';

export const COMMANDS = {
  'copy-markdown': copyPageMarkdown,
  'open-reader': openReader,
  'open-popup': openPopupFor,
} as const satisfies Record<string, (tab: Tab | undefined) => Promise<unknown>>;

export type CommandName = keyof typeof COMMANDS;

export function isCommand(name: string): name is CommandName {
  return Object.hasOwn(COMMANDS, name);
}
