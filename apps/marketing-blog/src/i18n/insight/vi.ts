/** Vietnamese texts of the insight list, drawn with the blog list's layout. */
export const vi = {
  blog: {
    insight: {
      title: 'Báo cáo chuyên sâu',
      text: 'Báo cáo ngành và nhận định chuyên gia từ dữ liệu thảo luận trực tuyến, kèm bản báo cáo đầy đủ để tải về.',
      heading: 'Báo cáo và nhận định',
    },
  },
};
