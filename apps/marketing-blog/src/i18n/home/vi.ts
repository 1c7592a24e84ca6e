/** Vietnamese texts of the home page's first screen: the carousel with its first slide. */
export const vi = {
  home: {
    title: '{{brand}} – Lắng nghe mạng xã hội và giám sát danh tiếng trực tuyến',
    carousel: {
      roledescription: 'băng chuyền',
      label: 'Giới thiệu nổi bật',
      slide: 'Trang chiếu',
      slideLabel: '{{index}} / {{count}}',
      pause: 'Tạm dừng',
      pauseLabel: 'Tạm dừng trình chiếu',
      play: 'Phát',
      playLabel: 'Phát trình chiếu',
      goTo: 'Trang chiếu {{index}} / {{count}}',
    },
    cta: {
      register: 'Dùng thử miễn phí 15 ngày',
      packages: 'Xem bảng giá',
    },
    slides: {
      listening: {
        eyebrow: 'Social listening',
        title: 'Lắng nghe mọi cuộc thảo luận về thương hiệu của bạn',
        text: '{{brand}} thu thập đề cập từ báo chí, mạng xã hội, diễn đàn và video, rồi phân loại sắc thái ngay khi chúng xuất hiện.',
      },
    },
  },
};
