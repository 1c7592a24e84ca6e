import { at, section, viPost, type SeedPost } from './blog-seed-types';

/** Vietnamese posts of the expert hub: expert opinion (type 3) and industry report (type 4). */
export const VI_EXPERT_POSTS: SeedPost[] = [
  viPost(
    {
      id: 121,
      slug: 'chuyen-gia-du-lieu-mang-xa-hoi-2026',
      type: 3,
      report: true,
      created_at: at('2025-11-12', '10:00'),
      title: 'Chuyên gia nhận định: dữ liệu mạng xã hội sẽ thay đổi cách ra quyết định marketing năm 2026',
      lead: 'Ngân sách marketing năm 2026 được dự báo sẽ thận trọng hơn. Các chuyên gia cho rằng doanh nghiệp nào đọc được dữ liệu thảo luận nhanh hơn sẽ phân bổ ngân sách hiệu quả hơn.',
    },
    [
      section(
        'Từ báo cáo quý sang quyết định hằng tuần',
        'Thay vì chờ nghiên cứu thị trường mỗi quý, nhiều đội marketing đã chuyển sang họp hằng tuần dựa trên dữ liệu social listening: chủ đề nào đang lên, đối thủ đang làm gì và khách hàng phản ứng ra sao với nội dung mới.',
      ),
      section('Ba thay đổi đáng chú ý', 'Theo các chuyên gia tham gia tọa đàm của EchoWatch:', [
        'Dữ liệu thảo luận được đưa vào bảng điều khiển chung của ban giám đốc.',
        'Ngân sách KOL được phân bổ lại dựa trên phản ứng thực của cộng đồng.',
        'Bộ phận chăm sóc khách hàng và marketing dùng chung một nguồn dữ liệu.',
      ]),
    ],
  ),
  viPost(
    {
      id: 122,
      slug: 'phan-tich-cam-xuc-tieng-viet-cau-mia-mai',
      type: 3,
      created_at: at('2025-10-22', '15:00'),
      title: 'Phân tích cảm xúc tiếng Việt: vì sao máy vẫn khó hiểu câu mỉa mai',
      lead: 'Tiếng Việt giàu sắc thái, nhiều từ đồng âm và cách nói ngược. Chuyên gia ngôn ngữ học máy chia sẻ vì sao mỉa mai vẫn là bài toán khó nhất.',
    },
    [
      section(
        'Khi ngữ cảnh quan trọng hơn từ ngữ',
        'Câu “dịch vụ tuyệt vời, chờ có ba tiếng thôi” chứa từ tích cực nhưng mang nghĩa tiêu cực. Mô hình cần đọc cả câu, thậm chí cả chuỗi bình luận phía trên, mới hiểu đúng ý người viết.',
      ),
      section(
        'Con người và máy cùng làm việc',
        'Hệ thống tốt nhất hiện nay kết hợp mô hình tự động với việc người dùng sửa nhãn. Mỗi lần sửa là một ví dụ mới để mô hình học, giúp độ chính xác với từng ngành tăng dần theo thời gian.',
      ),
    ],
  ),
  viPost(
    {
      id: 123,
      slug: 'niem-tin-so-bai-hoc-tu-ngan-hang',
      type: 3,
      created_at: at('2025-09-03', '09:20'),
      title: 'Niềm tin số: bài học từ các thương hiệu ngân hàng',
      lead: 'Ngân hàng là ngành có nhiều đề cập tiêu cực nhất mỗi khi ứng dụng gặp sự cố. Cách các ngân hàng phản ứng cho thấy niềm tin số được xây dựng như thế nào.',
    },
    [
      section(
        'Sự cố ứng dụng và cơn bão bình luận',
        'Chỉ 30 phút ứng dụng không chuyển tiền được có thể tạo ra hàng nghìn bình luận. Ngân hàng thông báo sớm trên fanpage, kèm thời gian khắc phục dự kiến, thường giảm được một nửa lượng đề cập tiêu cực so với ngân hàng im lặng.',
      ),
      section('Điều khách hàng mong đợi', 'Dữ liệu thảo luận cho thấy khách hàng đánh giá cao:', [
        'Thông tin minh bạch về nguyên nhân và tiến độ khắc phục.',
        'Lời xin lỗi ngắn gọn, không đổ lỗi cho bên thứ ba.',
        'Cam kết hoàn phí hoặc hỗ trợ cho giao dịch bị ảnh hưởng.',
      ]),
    ],
  ),
  viPost(
    {
      id: 124,
      slug: 'mua-le-hoi-va-thao-luan-ban-le',
      type: 3,
      report: true,
      created_at: at('2025-08-14', '11:30'),
      title: 'Mùa lễ hội và bầu không khí thảo luận: góc nhìn của người làm thương hiệu bán lẻ',
      lead: 'Từ Tết Trung thu đến Black Friday và Tết Nguyên đán, mỗi mùa lễ hội mang lại một kiểu thảo luận khác nhau. Người làm thương hiệu bán lẻ chia sẻ cách chuẩn bị.',
    },
    [
      section(
        'Thảo luận đến sớm hơn chiến dịch',
        'Khách hàng bắt đầu hỏi về khuyến mãi Tết từ giữa tháng 11. Thương hiệu theo dõi sớm sẽ biết khách hàng đang chờ đợi sản phẩm nào và mức giảm giá nào là hấp dẫn.',
      ),
      section(
        'Chuẩn bị cho giờ cao điểm',
        'Những ngày bán hàng lớn luôn đi kèm phàn nàn về giao hàng chậm và lỗi thanh toán. Kịch bản phản hồi soạn sẵn và người trực cảnh báo trong ngày cao điểm giúp giữ sắc thái thảo luận ở mức an toàn.',
      ),
    ],
  ),
  viPost(
    {
      id: 125,
      slug: 'do-luong-roi-social-listening',
      type: 3,
      created_at: at('2025-07-02', '08:50'),
      title: 'Đo lường ROI của social listening: chuyên gia chia sẻ cách thuyết phục ban lãnh đạo',
      lead: 'Social listening thường bị xem là chi phí. Các giám đốc marketing chia sẻ cách chứng minh giá trị bằng những con số ban lãnh đạo quan tâm.',
    },
    [
      section('Ba nhóm giá trị có thể đo', 'Hãy trình bày giá trị theo ngôn ngữ của doanh nghiệp:', [
        'Chi phí tránh được: khủng hoảng được phát hiện sớm trước khi lan rộng.',
        'Doanh thu giữ lại: khách hàng phàn nàn được chăm sóc và không rời đi.',
        'Hiệu quả ngân sách: chiến dịch được điều chỉnh giữa chừng nhờ dữ liệu.',
      ]),
      section(
        'Bắt đầu bằng một ví dụ cụ thể',
        'Một câu chuyện thật về sự cố được xử lý trong hai giờ nhờ cảnh báo sớm thuyết phục hơn mọi bảng tính. Hãy ghi chép lại từng trường hợp như vậy ngay từ tháng đầu sử dụng.',
      ),
    ],
  ),
  viPost(
    {
      id: 126,
      slug: 'tin-gia-va-rui-ro-danh-tieng',
      type: 3,
      created_at: at('2025-05-15', '14:10'),
      title: 'Tin giả và rủi ro danh tiếng: doanh nghiệp cần chuẩn bị gì',
      lead: 'Một hình ảnh cắt ghép hay một tin đồn thất thiệt có thể khiến thương hiệu mất uy tín trong một đêm. Chuyên gia pháp lý và truyền thông chỉ ra những việc cần làm ngay.',
    },
    [
      section(
        'Phát hiện sớm là phòng thủ tốt nhất',
        'Tin giả thường bắt đầu từ một hội nhóm nhỏ rồi mới lan ra các trang lớn. Cảnh báo theo từ khóa nhạy cảm gắn với tên thương hiệu giúp phát hiện tin đồn khi nó còn ở phạm vi hẹp.',
      ),
      section('Khi tin giả đã lan rộng', 'Các chuyên gia khuyến nghị:', [
        'Lưu bằng chứng: đường dẫn, ảnh chụp màn hình và thời điểm đăng.',
        'Đính chính bằng thông tin có thể kiểm chứng, qua kênh chính thức.',
        'Làm việc với nền tảng và cơ quan chức năng khi có dấu hiệu vi phạm pháp luật.',
      ]),
    ],
  ),
  viPost(
    {
      id: 131,
      slug: 'bao-cao-thao-luan-nganh-ngan-hang-quy-3-2025',
      type: 4,
      report: true,
      created_at: at('2025-11-03', '08:00'),
      title: 'Báo cáo thảo luận ngành ngân hàng quý III/2025',
      lead: 'Quý III/2025 ghi nhận hơn 2,1 triệu đề cập về các ngân hàng tại Việt Nam. Ứng dụng ngân hàng số và lãi suất tiết kiệm là hai chủ đề được quan tâm nhất.',
    },
    [
      section('Những điểm chính', 'Báo cáo đầy đủ có thể tải về ở cuối bài. Một số điểm đáng chú ý:', [
        'Đề cập về ngân hàng số chiếm 46% tổng thảo luận của ngành.',
        'Tỷ lệ tiêu cực giảm 3 điểm phần trăm so với quý II nhờ ít sự cố hệ thống hơn.',
        'Chủ đề lừa đảo qua tin nhắn giả mạo ngân hàng vẫn tạo nhiều lo lắng.',
      ]),
      section(
        'Phương pháp',
        'Dữ liệu được EchoWatch thu thập từ báo điện tử, Facebook, YouTube, TikTok và diễn đàn tài chính từ ngày 1/7 đến 30/9/2025, phân loại sắc thái tự động và kiểm tra mẫu thủ công.',
      ),
    ],
  ),
  viPost(
    {
      id: 132,
      slug: 'bao-cao-thao-luan-bat-dong-san-6-thang-2025',
      type: 4,
      report: true,
      created_at: at('2025-07-21', '08:00'),
      title: 'Báo cáo thảo luận ngành bất động sản 6 tháng đầu năm 2025',
      lead: 'Thảo luận về bất động sản nửa đầu năm 2025 tập trung vào giá căn hộ tại Hà Nội và tiến độ bàn giao các dự án lớn.',
    },
    [
      section('Những điểm chính', 'Một số phát hiện trong báo cáo:', [
        'Giá căn hộ chung cư là chủ đề được nhắc nhiều nhất, chiếm 31% thảo luận.',
        'Phản ánh về chậm bàn giao tập trung ở một số dự án tại vùng ven.',
        'Hội nhóm Facebook là kênh thảo luận sôi nổi nhất của người mua nhà.',
      ]),
      section(
        'Gợi ý cho chủ đầu tư',
        'Chủ đầu tư nên cập nhật tiến độ công khai và định kỳ; các dự án làm điều này có tỷ lệ thảo luận tiêu cực thấp hơn rõ rệt.',
      ),
    ],
  ),
  viPost(
    {
      id: 133,
      slug: 'bao-cao-thi-truong-fnb-tren-mang-xa-hoi-2025',
      type: 4,
      report: true,
      created_at: at('2025-06-25', '08:00'),
      title: 'Báo cáo thị trường F&B trên mạng xã hội năm 2025',
      lead: 'Chuỗi cà phê, trà sữa và đồ ăn nhanh cạnh tranh quyết liệt trên mạng xã hội. Báo cáo phân tích hơn 3,5 triệu đề cập về 20 thương hiệu F&B lớn.',
    },
    [
      section('Những điểm chính', 'Kết quả nổi bật:', [
        'Video đánh giá trên TikTok là nguồn thảo luận tăng nhanh nhất, gấp đôi năm trước.',
        'Khách hàng nhắc nhiều đến giá và khuyến mãi hơn là hương vị.',
        'Vệ sinh an toàn thực phẩm là chủ đề có sắc thái tiêu cực cao nhất.',
      ]),
      section(
        'Ý nghĩa với thương hiệu',
        'Thương hiệu F&B cần đầu tư cho nội dung video ngắn và có quy trình phản hồi nhanh với các phản ánh về chất lượng sản phẩm.',
      ),
    ],
  ),
  viPost(
    {
      id: 134,
      slug: 'bao-cao-thuong-mai-dien-tu-mua-sam-cuoi-nam',
      type: 4,
      report: true,
      created_at: at('2025-02-10', '08:00'),
      title: 'Báo cáo thảo luận về sàn thương mại điện tử mùa mua sắm cuối năm',
      lead: 'Mùa mua sắm cuối năm 2024 tạo ra lượng thảo luận kỷ lục về các sàn thương mại điện tử, với đỉnh điểm vào ngày 12/12.',
    },
    [
      section('Những điểm chính', 'Báo cáo ghi nhận:', [
        'Lượng đề cập ngày 12/12 cao gấp bốn lần ngày thường.',
        'Giao hàng chậm là nguyên nhân hàng đầu của các phàn nàn.',
        'Livestream bán hàng chiếm tỷ trọng thảo luận ngày càng lớn.',
      ]),
      section(
        'Khuyến nghị',
        'Nhà bán hàng nên chuẩn bị nhân sự chăm sóc khách hàng cho ba ngày sau mỗi đợt khuyến mãi lớn, khi phàn nàn về giao hàng tăng mạnh nhất.',
      ),
    ],
  ),
  viPost(
    {
      id: 135,
      slug: 'bao-cao-thao-luan-o-to-xe-may-quy-2-2025',
      type: 4,
      report: true,
      created_at: at('2025-04-18', '08:00'),
      title: 'Báo cáo thảo luận ngành ô tô – xe máy quý II/2025',
      lead: 'Xe điện tiếp tục là tâm điểm thảo luận của ngành ô tô – xe máy, với nhiều câu hỏi về trạm sạc và chi phí sử dụng.',
    },
    [
      section('Những điểm chính', 'Một số phát hiện:', [
        'Thảo luận về xe điện tăng 58% so với cùng kỳ năm trước.',
        'Hạ tầng trạm sạc là mối quan tâm lớn nhất của người tiêu dùng.',
        'Chương trình ưu đãi lệ phí trước bạ tạo nhiều thảo luận tích cực.',
      ]),
      section(
        'Ghi chú',
        'Báo cáo bao gồm so sánh Share of Voice giữa các hãng và phân tích sắc thái theo từng dòng xe tiêu biểu.',
      ),
    ],
  ),
  viPost(
    {
      id: 136,
      slug: 'bao-cao-trai-nghiem-khach-hang-vien-thong-2025',
      type: 4,
      report: true,
      created_at: at('2025-03-12', '08:00'),
      title: 'Báo cáo trải nghiệm khách hàng ngành viễn thông 2025',
      lead: 'Chất lượng mạng di động, giá cước và dịch vụ chăm sóc khách hàng là ba yếu tố quyết định cảm nhận của người dùng viễn thông.',
    },
    [
      section('Những điểm chính', 'Kết quả phân tích:', [
        'Phản ánh về sóng yếu tập trung ở khu vực nông thôn và miền núi.',
        'Gói cước dữ liệu giá rẻ nhận nhiều đánh giá tích cực từ sinh viên.',
        'Thời gian chờ tổng đài là phàn nàn phổ biến nhất về chăm sóc khách hàng.',
      ]),
      section(
        'Khuyến nghị',
        'Nhà mạng nên tận dụng kênh mạng xã hội để hỗ trợ nhanh, giảm tải cho tổng đài trong giờ cao điểm.',
      ),
    ],
  ),
];
