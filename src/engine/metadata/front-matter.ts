// PLACEHOLDER until the metadata issue lands: YAML front matter for a Metadata record.
import type { Metadata } from '../types';

export function toFrontMatter(metadata: Metadata): string {
  return `---\ntitle: ${JSON.stringify(metadata.title)}\n---\n`;
}
