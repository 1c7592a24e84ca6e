import { EndpointSlot } from './reference/endpoint-slot';
import { itemAnchorId, type DocsItem, type DocsSection } from './docs-menu';
import { UpdatingNotice } from './updating-notice';

/** The body of one item: its own content, its endpoint's generated reference, or "Đang cập nhật...". */
export function DocsItemContent({ section, item }: { section: DocsSection; item: DocsItem }) {
  const { Content, endpoint } = item;
  if (Content) return <Content />;
  if (endpoint) return <EndpointSlot endpoint={endpoint} idPrefix={itemAnchorId(section, item)} />;
  return <UpdatingNotice />;
}
