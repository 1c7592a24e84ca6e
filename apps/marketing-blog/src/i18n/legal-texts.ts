// Shared by the terms and privacy pages.
export const legalVi = {
  contents: 'Mục lục',
  updated: 'Cập nhật lần cuối:',
};

export const legalEn = {
  contents: 'Contents',
  updated: 'Last updated:',
};
