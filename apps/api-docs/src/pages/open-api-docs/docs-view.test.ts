import { DOCS_MENU } from './docs-menu';
import { resolveDocsView } from './docs-view';

describe('resolveDocsView', () => {
  it('opens the first section when no section is named', () => {
    expect(resolveDocsView(DOCS_MENU, '')).toEqual({ section: DOCS_MENU[0] });
  });

  it('finds a section and its item', () => {
    const view = resolveDocsView(DOCS_MENU, 'statistics/facebook-groups');
    expect(view.section.slug).toBe('statistics');
    expect(view.item?.slug).toBe('facebook-groups');
    expect(view.redirectTo).toBeUndefined();
  });

  it('sends an unknown section to the docs root and an unknown item to its section', () => {
    expect(resolveDocsView(DOCS_MENU, 'billing').redirectTo).toBe('');
    expect(resolveDocsView(DOCS_MENU, 'alerts/webhooks').redirectTo).toBe('alerts');
    expect(resolveDocsView(DOCS_MENU, 'alerts/alert-settings/extra').redirectTo).toBe('alerts/alert-settings');
  });

  it('keeps every slug unique so each deep link names one view', () => {
    const sections = DOCS_MENU.map((section) => section.slug);
    expect(new Set(sections).size).toBe(sections.length);
    for (const section of DOCS_MENU) {
      const items = section.items.map((item) => item.slug);
      expect(new Set(items).size).toBe(items.length);
    }
  });
});
