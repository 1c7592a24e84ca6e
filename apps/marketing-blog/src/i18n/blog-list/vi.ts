/** Vietnamese texts of the blog list (/discovery), whose list, search and pager the insight list shares. */
export const vi = {
  blog: {
    tabs: {
      label: 'Chuyên mục bài viết',
      all: 'Tất cả',
    },
    category: {
      showing: 'Chuyên mục: {{category}}',
      all: 'Xem tất cả bài viết',
      description: {
        marketingKnowledge: 'Bài viết kiến thức marketing từ {{brand}}: lắng nghe mạng xã hội, đo lường thương hiệu và hiểu khách hàng qua dữ liệu.',
        solutionHandbook: 'Cẩm nang giải pháp của {{brand}}: cách doanh nghiệp và cơ quan dùng social listening để theo dõi, cảnh báo và báo cáo.',
        expertHub: 'Góc chuyên gia của {{brand}}: phân tích, báo cáo ngành và nhận định về dư luận trên mạng xã hội và báo chí.',
      },
    },
    banner: {
      title: 'Khám phá kiến thức social listening',
      text: 'Bài viết, cẩm nang và báo cáo ngành giúp bạn hiểu khách hàng qua những gì họ nói trên mạng xã hội và báo chí.',
    },
    search: {
      label: 'Tìm bài viết',
      placeholder: 'Nhập từ khóa, ví dụ: khủng hoảng truyền thông',
      submit: 'Tìm kiếm',
    },
    list: {
      heading: 'Bài viết',
      resultsFor: 'Kết quả cho “{{keyword}}”',
      count_one: '{{count}} bài viết',
      count_other: '{{count}} bài viết',
      loading: 'Đang tải bài viết…',
      empty: 'Chưa có bài viết phù hợp.',
      emptyKeyword: 'Không tìm thấy bài viết nào cho “{{keyword}}”. Hãy thử một từ khóa khác.',
      failed: 'Chưa tải được danh sách bài viết. Vui lòng kiểm tra kết nối và thử lại.',
      retry: 'Thử lại',
    },
    pagination: {
      label: 'Phân trang',
      previous: 'Trang trước',
      next: 'Trang sau',
      page: 'Trang {{page}}',
    },
  },
};
