/**
 * A form to fill in (a contact or sign-up form: a message box or an e-mail field) is not content, however long the
 * text inside it: a law firm's contact form below its service page carried a 700-character consent notice and
 * disclaimer, past the form rule's size guard (./tables.ts), into the result (fixture
 * clean--contact-form-consent-notice). The size guard stays for forms that wrap the page: ASP.NET puts the whole body
 * in one `<form>`, and a page's search or message box lies inside it, so a form holding more than
 * ENTRY_FORM_MAX_PAGE_SHARE of the page's text is left to the guard, and so is a form holding headings: a page built as
 * one form, its sections' headings and paragraphs around the fields (an enquiry page's intro and thank-you message,
 *, F1 0.94 -> 0.87 when it went).
 */
import * as dom from '../dom/read';

/** A contact form held 22% of a short service page's text (1,326 of 6,081 characters), a few percent of a
 *  long one; a form wrapping the page (ASP.NET) holds most of it. */
const ENTRY_FORM_MAX_PAGE_SHARE = 0.4;
/** Controls that ask the reader to write: a message, an address. Not a search box (one text field) nor buttons. */
const ENTRY_CONTROLS = 'textarea, input[type="email" i], input[type="tel" i]';

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

export function isEntryForm(el: Element, chars: number, pageChars: number): boolean {
  return dom.tagName(el) === 'FORM' && chars <= pageChars * ENTRY_FORM_MAX_PAGE_SHARE
    && dom.querySelector(el, ENTRY_CONTROLS) !== null && dom.querySelector(el, HEADINGS) === null;
}
