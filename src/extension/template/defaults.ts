/** The default templates (the settings' fallbacks); apart from settings.ts so pure code can use them without storage. */

/**
 * Obsidian's properties as its Web Clipper writes them (title, source, author, published, created, description,
 * tags), plus site and language; the body is the page.
 */
export const DEFAULT_TEMPLATE = `---
title: {{title}}
source: {{url}}
author: {{author}}
published: {{published|date:"YYYY-MM-DD"}}
created: {{now|date:"YYYY-MM-DD"}}
description: {{description}}
site: {{site}}
language: {{language}}
tags: {{tags}}
---
{{content}}`;

/** Date first, so downloads sort by date; a page without a date is named by its title alone. */
export const DEFAULT_FILE_NAME = '{{published|date:"YYYY-MM-DD"}} {{title}}';
