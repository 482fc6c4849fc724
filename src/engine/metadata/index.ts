// PLACEHOLDER until the metadata issue lands.
import type { Metadata } from '../types';

export function extractMetadata(document: Document, url: string | undefined): Metadata {
  return {
    title: document.title.trim(), author: [], url: url ?? document.URL,
    language: document.documentElement?.getAttribute('lang') ?? undefined,
    tags: [], categories: [], wordCount: 0, readingMinutes: 0,
  };
}
