/**
 * React's streaming server rendering sends the slow parts of a page late: each arrives at the end of the body as
 * `<div hidden id="S:n">`, and an inline script moves its children to where they belong — `$RC("B:m","S:n")` in
 * place of a Suspense boundary's fallback (`<!--$?--><template id="B:m"></template>Loading...<!--/$-->`),
 * `$RS("S:n","P:m")` in place of `<template id="P:m">`. A browser runs those scripts at once, so the engine in the
 * extension reads the parts in place; a saved page parsed here runs no script, and the parts stayed hidden at the
 * end of the body (product descriptions among them). This does the moves on the CLI's
 * own document, in the scripts' order; a page whose scripts were stripped pairs `S:n` with `B:n` or `P:n`, the ids
 * React gives them.
 */

const MOVE_CALL = /\$R([CS])\("([A-Z]:[0-9a-z]+)","([A-Z]:[0-9a-z]+)"/g;
const SEGMENT_ID = /^S:([0-9a-z]+)$/;

/** Moves every streamed segment of `document` into its place (mutates the document: the CLI's own parse). */
export function placeStreamedSegments(document: Document): void {
  if (!document.querySelector('div[hidden][id^="S:"]')) return;
  for (const script of document.querySelectorAll('script:not([src])')) {
    for (const [, kind, first, second] of (script.textContent ?? '').matchAll(MOVE_CALL)) {
      if (kind === 'C') replaceBoundary(document, first!, second!);
      else replacePlaceholder(document, second!, first!);
    }
  }
  for (const segment of document.querySelectorAll('div[hidden][id^="S:"]')) {
    const n = SEGMENT_ID.exec(segment.id)?.[1];
    if (n === undefined || !segment.isConnected) continue;
    if (document.getElementById(`P:${n}`)) replacePlaceholder(document, `P:${n}`, segment.id);
    else if (document.getElementById(`B:${n}`)) replaceBoundary(document, `B:${n}`, segment.id);
  }
}

/** `$RS`: the segment's children take the placeholder template's place. */
function replacePlaceholder(document: Document, placeholderId: string, segmentId: string): void {
  const placeholder = document.getElementById(placeholderId);
  const segment = document.getElementById(segmentId);
  if (!placeholder?.parentNode || !segment?.hasAttribute('hidden')) return;
  moveChildren(segment, placeholder.parentNode, placeholder);
  placeholder.remove();
  segment.remove();
}

/** `$RC`: the boundary's fallback, from its template to the closing `<!--/$-->`, gives way to the segment's children. */
function replaceBoundary(document: Document, boundaryId: string, segmentId: string): void {
  const template = document.getElementById(boundaryId);
  const segment = document.getElementById(segmentId);
  if (!template?.parentNode || !segment?.hasAttribute('hidden')) return;
  const parent = template.parentNode;
  let end: ChildNode | null = template.nextSibling;
  for (let depth = 0; end; ) {
    if (end.nodeType === 8) {
      const data = (end as Comment).data;
      if (data === '/$') {
        if (depth === 0) break;
        depth--;
      } else if (data === '$' || data === '$?' || data === '$!') depth++;
    }
    const next: ChildNode | null = end.nextSibling;
    end.remove();
    end = next;
  }
  moveChildren(segment, parent, end ?? template);
  template.remove();
  segment.remove();
}

function moveChildren(from: Element, to: ParentNode, before: ChildNode): void {
  while (from.firstChild) to.insertBefore(from.firstChild, before);
}
