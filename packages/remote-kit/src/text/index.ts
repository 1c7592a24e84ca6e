// The text helpers without the UI, for code that runs only on the server (the shell's own server).
export { decodeHtmlEntities } from './html-entities';
export { plainExcerpt, plainText, truncateText } from './plain-excerpt';
