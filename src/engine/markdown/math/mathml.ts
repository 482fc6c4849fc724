/**
 * MathML to LaTeX, best effort, for formulas that carry no TeX annotation (MathJax 3 assistive MathML, native
 * MathML). The conversion is mathml-to-latex's; it parses XML, so the element is serialised here as XML
 * (HTML serialisation would write entities such as `&nbsp;` that an XML parser refuses).
 */
import { MathMLToLaTeX } from 'mathml-to-latex';
import { tagOf } from '../dom';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function toXml(node: Node): string {
  if (node.nodeType === 3) return escapeXml((node as Text).data.replace(/\u00A0/g, ' '));
  if (node.nodeType !== 1) return '';
  const el = node as Element;
  const name = tagOf(el);
  // Annotations hold other encodings (or TeX, handled before): not part of the presentation tree.
  if (name === 'annotation' || name === 'annotation-xml') return '';
  let attrs = '';
  for (const attribute of Array.from(el.attributes)) {
    if (/^[a-z][a-z-]*$/i.test(attribute.name) && attribute.name !== 'xmlns') attrs += ` ${attribute.name}="${escapeXml(attribute.value)}"`;
  }
  const inner = Array.from(el.childNodes, toXml).join('');
  return `<${name}${attrs}>${inner}</${name}>`;
}

/** LaTeX for a `<math>` element, or '' when the conversion fails (the caller then keeps the formula's text). */
export function mathmlToLatex(math: Element): string {
  try {
    const xml = toXml(math).replace(/^<math/, '<math xmlns="http://www.w3.org/1998/Math/MathML"');
    return MathMLToLaTeX.convert(xml).replace(/\s+/g, ' ').trim();
  } catch {
    return '';
  }
}
