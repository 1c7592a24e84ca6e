import { PAGE_HEAD_MARK, pageHeadTags, type PageHead } from '@echowatch/contracts';

/**
 * Puts a page's description, link-preview tags and canonical link into the open page's head, in
 * place of any a server wrote; returns the undo (the site's description comes back).
 */
export function applyPageHead(head: PageHead, siteName: string, doc: Document = document): () => void {
  // The server wrote either these tags or the route's address and its other languages: a page with
  // a head of its own has one address, in the language it is written in.
  doc.head.querySelectorAll(`[${PAGE_HEAD_MARK}], link[rel="canonical"], link[rel="alternate"][hreflang]`).forEach((node) => node.remove());
  const created = pageHeadTags(head, siteName).map(({ name, attributes }) => {
    const element = doc.createElement(name);
    for (const [attribute, value] of Object.entries(attributes)) element.setAttribute(attribute, value);
    element.setAttribute(PAGE_HEAD_MARK, '');
    doc.head.append(element);
    return element;
  });
  const description = doc.head.querySelector('meta[name="description"]') ?? doc.createElement('meta');
  const previousDescription = description.isConnected ? description.getAttribute('content') : null;
  if (!description.isConnected) {
    description.setAttribute('name', 'description');
    doc.head.append(description);
  }
  description.setAttribute('content', head.description);
  return () => {
    created.forEach((element) => element.remove());
    if (previousDescription === null) description.remove();
    else description.setAttribute('content', previousDescription);
  };
}
