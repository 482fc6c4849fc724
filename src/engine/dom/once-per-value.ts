/**
 * `answer` asked once per distinct value, for one call of the caller (not kept across pages). A long article links
 * the same few hundred targets thousands of times, and a URL parse per link was the largest native self time of
 * its output and Markdown on the 1 MB generated page in Chromium: output/html.ts and
 * markdown/rules/links.ts resolve each href once through this.
 */
export function oncePerValue<T>(answer: (value: string) => T): (value: string) => T {
  const answers = new Map<string, T>();
  return (value) => {
    if (answers.has(value)) return answers.get(value) as T;
    const result = answer(value);
    answers.set(value, result);
    return result;
  };
}
