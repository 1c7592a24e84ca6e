/** Vietnamese texts of the home page's latest posts, below the pricing teaser. */
export const vi = {
  home: {
    latest: {
      title: 'Bài viết mới nhất',
      loading: 'Đang tải bài viết mới…',
      failed: 'Chưa tải được bài viết mới. Vui lòng thử lại.',
      retry: 'Thử lại',
      all: 'Xem tất cả bài viết',
    },
  },
};
