// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { MathMLToLaTeX as RealConverter } from 'mathml-to-latex';
import { needsMathML, MATHML_GLOBAL, MathMLToLaTeX } from '../../src/extension/in-page/mathml-converter';
import { forgetIsolatedGlobal, setIsolatedGlobal } from '../../src/extension/in-page/isolated-global';

afterEach(() => forgetIsolatedGlobal(MATHML_GLOBAL));

describe('needsMathML: when the background must inject mathml.js', () => {
  it('a page without MathML needs nothing', () => {
    document.body.innerHTML = '<p>no formulas</p>';
    expect(needsMathML(document)).toBe(false);
  });

  it('native MathML without alttext or TeX annotation needs the converter', () => {
    document.body.innerHTML = '<p>x</p><math><mfrac><mi>a</mi><mi>b</mi></mfrac></math>';
    expect(needsMathML(document)).toBe(true);
  });

  it('MathML that carries its TeX (KaTeX annotation, Wikipedia alttext) needs no converter', () => {
    document.body.innerHTML = '<math alttext="a+b"><mi>a</mi></math>'
      + '<math><semantics><mi>a</mi><annotation encoding="application/x-tex">a</annotation></semantics></math>';
    expect(needsMathML(document)).toBe(false);
  });

  it('an empty alttext or a non-TeX annotation does not count as TeX', () => {
    document.body.innerHTML = '<math alttext=" "><mi>a</mi></math>';
    expect(needsMathML(document)).toBe(true);
    document.body.innerHTML = '<math><semantics><mi>a</mi><annotation encoding="MathML-Content">x</annotation></semantics></math>';
    expect(needsMathML(document)).toBe(true);
  });

  it('once mathml.js has run, nothing more is needed', () => {
    document.body.innerHTML = '<math><mi>a</mi></math>';
    setIsolatedGlobal(MATHML_GLOBAL, RealConverter);
    expect(needsMathML(document)).toBe(false);
  });
});

describe('the stand-in converter of the extension build', () => {
  it('throws until mathml.js is loaded, then converts exactly as the package does', () => {
    const xml = '<math xmlns="http://www.w3.org/1998/Math/MathML"><mfrac><mi>a</mi><mi>b</mi></mfrac></math>';
    expect(() => MathMLToLaTeX.convert(xml)).toThrow(/not loaded/);
    setIsolatedGlobal(MATHML_GLOBAL, RealConverter);
    expect(MathMLToLaTeX.convert(xml)).toBe(RealConverter.convert(xml));
  });
});
