/**
 * `srcset` candidates as the HTML standard splits them: a URL is a run of non-space characters (it may hold
 * commas: `c_fill,w_640/photo.jpg`, images--srcset-commas-in-url), ended by commas when it has no descriptor;
 * its descriptor (`640w`, `2x`) runs to the next comma.
 */
export interface SrcsetCandidate { url: string; descriptor: string }

export function parseSrcset(srcset: string | null | undefined): SrcsetCandidate[] {
  const value = srcset ?? '';
  const out: SrcsetCandidate[] = [];
  let pos = 0;
  while (pos < value.length) {
    while (pos < value.length && /[\s,]/.test(value[pos])) pos++;
    if (pos >= value.length) break;
    const start = pos;
    while (pos < value.length && !/\s/.test(value[pos])) pos++;
    let url = value.slice(start, pos);
    let descriptor = '';
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      const end = value.indexOf(',', pos);
      descriptor = value.slice(pos, end < 0 ? value.length : end).trim();
      pos = end < 0 ? value.length : end + 1;
    }
    if (url) out.push({ url, descriptor });
  }
  return out;
}
