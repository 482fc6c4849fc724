/**
 * Which `<meta>` keys (name, property or itemprop, lower case) carry each field, most trusted first. Open
 * Graph and article:* are written for sharing and usually right; citation_* (Highwire, Google Scholar) and
 * Dublin Core come from publishing systems; the rest are CMS and analytics conventions seen in the corpora.
 */
export const META_KEYS = {
  title: ['og:title', 'twitter:title', 'citation_title', 'dc.title', 'dcterms.title', 'sailthru.title', 'parsely-title', 'headline', 'title'],
  author: ['author', 'article:author', 'citation_author', 'dc.creator', 'dcterms.creator', 'parsely-author', 'sailthru.author', 'byl', 'twitter:creator', 'article:author_name', 'cxenseparse:author', 'creator'],
  published: ['article:published_time', 'og:article:published_time', 'article:published', 'datepublished', 'citation_publication_date', 'citation_date', 'citation_online_date', 'dc.date.issued', 'dcterms.issued', 'dcterms.created', 'dc.date.created', 'dc.date', 'dcterms.date', 'parsely-pub-date', 'sailthru.date', 'pubdate', 'publishdate', 'publish-date', 'publish_date', 'published_time', 'date', 'release_date', 'article.published', 'og:published_time', 'datecreated', 'cxenseparse:recs:publishtime', 'published', 'article:published_date', 'post_date'],
  modified: ['article:modified_time', 'og:updated_time', 'og:article:modified_time', 'datemodified', 'dc.date.modified', 'dcterms.modified', 'last-modified', 'lastmod', 'revised', 'article.updated', 'updated_time', 'updated'],
  siteName: ['og:site_name', 'application-name', 'apple-mobile-web-app-title', 'publisher', 'dc.publisher', 'citation_journal_title'],
  description: ['og:description', 'description', 'twitter:description', 'dc.description', 'dcterms.description', 'citation_abstract'],
  image: ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src', 'thumbnailurl', 'image'],
  language: ['content-language', 'og:locale', 'language', 'dc.language', 'dcterms.language', 'citation_language'],
  tags: ['article:tag', 'news_keywords', 'keywords', 'parsely-tags', 'sailthru.tags'],
  categories: ['article:section', 'category', 'parsely-section', 'article.section'],
  url: ['og:url', 'twitter:url'],
  type: ['og:type'],
} as const satisfies Record<string, readonly string[]>;
