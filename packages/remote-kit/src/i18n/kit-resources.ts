import type { NamespaceResources } from './site-i18n';

/** Strings of the shared page parts every remote uses. */
export const kitResources: NamespaceResources = {
  vi: {
    beingBuilt: 'Trang này đang được xây dựng và sẽ sớm ra mắt. Cảm ơn bạn đã kiên nhẫn.',
    loading: 'Đang tải…',
    harness: {
      title: 'Chạy riêng: {{remote}}',
      language: 'Ngôn ngữ',
    },
  },
  en: {
    beingBuilt: 'This page is being built and will be available soon. Thank you for your patience.',
    loading: 'Loading…',
    harness: {
      title: 'Running alone: {{remote}}',
      language: 'Language',
    },
  },
};
