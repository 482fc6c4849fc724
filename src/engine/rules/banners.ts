/** The page's banners beside its main region, whose candidates selection passes over (./select-rules.ts). */
import * as dom from '../dom/read';
import { isMainRegion } from './climbs';

/**
 * The page's banners (its site header: `role="banner"`, or a `<header>` outside any article, section, aside, nav or
 * main, as HTML maps it) when the page marks its main region outside them. Cleaning keeps a banner past
 * ROLE_MAX_CHARS, for a shop may wrap its whole page in one, so a mega-menu's tiles stay and score:
 * a promotion tile's paragraph in a shop's header menu was chosen over the category the page's `<main>` holds
 *. Where the page says where its main content is, no candidate inside its banner is the top one.
 */
const BANNER_SCOPES = new Set(['ARTICLE', 'SECTION', 'ASIDE', 'NAV', 'MAIN']);

const BANNER_SELECTOR = 'header, [role="banner"]';
const MAIN_SELECTOR = 'main, [role="main"]';

export function bannersBesideMain(root: Element): Element[] {
  // One pass over the page for both selectors, each match sorted by `matches`: an attribute selector makes each
  // query visit every element, and the two queries were 4% of cleaning and extraction in Chromium.
  const found = Array.from(dom.querySelectorAll(root, `${BANNER_SELECTOR}, ${MAIN_SELECTOR}`));
  const banners = found.filter((el) => dom.matches(el, BANNER_SELECTOR)).filter((el) => {
    if (dom.getAttribute(el, 'role') === 'banner') return true;
    for (let cur = dom.parentElement(el); cur && cur !== root; cur = dom.parentElement(cur)) {
      if (BANNER_SCOPES.has(dom.tagName(cur)) || isMainRegion(cur)) return false;
    }
    return true;
  });
  if (banners.length === 0) return banners;
  const main = found.filter((el) => dom.matches(el, MAIN_SELECTOR))
    .find((el) => !banners.some((banner) => dom.contains(banner, el) || dom.contains(el, banner)));
  return main ? banners.filter((banner) => !dom.contains(banner, main)) : [];
}
