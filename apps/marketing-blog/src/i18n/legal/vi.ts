/** Vietnamese texts the terms and privacy pages share. */
export const vi = {
  legal: {
    contents: 'Mục lục',
    updated: 'Cập nhật lần cuối:',
  },
};
