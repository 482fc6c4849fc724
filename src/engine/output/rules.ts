/** The output stage's registered rules (output/index.ts and the pipeline's finish ask the run's rule set). */
import type { Modifier, Rule } from '../registry/rule';

export type OutputRule = Rule<Modifier> & { stage: 'output' };

export const OUTPUT_RULES: readonly OutputRule[] = [
  {
    id: 'read-captions-as-cards', stage: 'output', when: { pageTypes: ['product', 'collection'] },
    reason: 'figures and caption-named blocks are item cards, their words text, when leaving them out would keep under half of the text (a shop\'s tiles put name and price in a caption)',
    apply: { modifies: 'how the text output reads captions (./text.ts)' },
  },
  {
    id: 'read-text-metadata', stage: 'output', when: { modes: ['standard', 'precision', 'recall'] },
    reason: 'bylines, dates and a thread\'s starter are read from the page\'s text, and its language guessed, besides the declared metadata; fast mode reads the declared metadata only',
    apply: { modifies: 'the metadata read (metadata/index.ts `declaredOnly`)' },
  },
  {
    id: 'drop-repeated-runs', stage: 'output', when: {},
    reason: 'a second copy of a section (a responsive variant the page\'s style hides) is left out of the copy (./repeated-runs.ts)',
    apply: { modifies: 'the chosen content\'s copy before it is rendered' },
  },
];
