import { at, section, viPost, type SeedPost } from './blog-seed-types';

/** Vietnamese posts: marketing knowledge (type 1) and solution handbook (type 2). */
export const VI_KNOWLEDGE_POSTS: SeedPost[] = [
  viPost(
    {
      id: 101,
      slug: 'social-listening-la-gi',
      type: 1,
      created_at: at('2025-11-18', '08:30'),
      title: 'Social listening là gì và vì sao doanh nghiệp cần bắt đầu ngay',
      lead: 'Mỗi ngày có hàng trăm nghìn bình luận, bài đăng và bài báo nhắc đến các thương hiệu Việt. Social listening giúp doanh nghiệp nghe thấy những cuộc trò chuyện đó trước khi chúng trở thành khủng hoảng hay cơ hội bị bỏ lỡ.',
    },
    [
      section('Lắng nghe khác gì với theo dõi số liệu trang fanpage?', [
        'Số liệu fanpage chỉ cho bạn biết điều gì xảy ra trên kênh của chính mình. Social listening thu thập đề cập ở khắp nơi: báo điện tử, hội nhóm Facebook, diễn đàn, TikTok, YouTube và các trang đánh giá. Đó là nơi khách hàng nói thật nhất về sản phẩm.',
      ]),
      section(
        'Ba việc nên làm trong tuần đầu tiên',
        'Bạn không cần một đội phân tích lớn để bắt đầu. Chỉ cần một bộ từ khóa tốt và thói quen đọc dữ liệu mỗi ngày.',
        [
          'Liệt kê tên thương hiệu, tên sản phẩm, tên viết tắt và cách khách hàng hay gọi sai.',
          'Thêm hai đến ba đối thủ chính để có mốc so sánh.',
          'Bật cảnh báo cho đề cập tiêu cực để không bỏ lỡ phản ánh quan trọng.',
        ],
      ),
    ],
  ),
  viPost(
    {
      id: 102,
      slug: '5-chi-so-do-luong-thao-luan',
      type: 1,
      created_at: at('2025-10-29', '14:15'),
      title: '5 chỉ số đo lường thảo luận trực tuyến mà mọi marketer nên theo dõi',
      lead: 'Lượng đề cập tăng chưa chắc là tin tốt. Để đánh giá đúng một chiến dịch hay sức khỏe thương hiệu, hãy đọc cùng lúc năm chỉ số dưới đây.',
    },
    [
      section('Năm chỉ số cốt lõi', 'Mỗi chỉ số trả lời một câu hỏi khác nhau về cuộc thảo luận:', [
        'Lượng đề cập: thương hiệu được nhắc đến bao nhiêu lần và ở đâu.',
        'Tỷ lệ sắc thái: bao nhiêu phần trăm tích cực, trung lập và tiêu cực.',
        'Share of Voice: phần thảo luận bạn chiếm so với đối thủ.',
        'Lượt tương tác: thích, bình luận, chia sẻ trên các đề cập.',
        'Nguồn lan truyền: kênh và trang nào đang dẫn dắt câu chuyện.',
      ]),
      section(
        'Đọc chỉ số theo xu hướng, không theo ngày',
        'Một ngày tăng đột biến có thể chỉ là một bài viết lan truyền. Hãy so sánh theo tuần và theo tháng, đồng thời đánh dấu các mốc như ngày ra mắt sản phẩm hay ngày khuyến mãi để giải thích biến động.',
      ),
    ],
  ),
  viPost(
    {
      id: 103,
      slug: 'phan-tich-sac-thai-binh-luan',
      type: 1,
      created_at: at('2025-10-08', '09:00'),
      title: 'Phân tích sắc thái: đọc đúng cảm xúc khách hàng trong bình luận',
      lead: 'Một bình luận “giao hàng nhanh ghê” có thể là khen thật hoặc mỉa mai. Hiểu cách hệ thống phân loại sắc thái giúp bạn tin vào dữ liệu ở mức phù hợp.',
    },
    [
      section(
        'Cách EchoWatch phân loại sắc thái',
        'Mỗi đề cập được gắn nhãn tích cực, trung lập hoặc tiêu cực dựa trên mô hình ngôn ngữ được huấn luyện riêng cho tiếng Việt, kể cả tiếng lóng, viết tắt và không dấu. Người dùng có thể sửa nhãn và hệ thống ghi nhận để lần sau chính xác hơn.',
      ),
      section('Khi nào nên đọc lại bằng mắt?', 'Hãy kiểm tra thủ công trong các trường hợp sau:', [
        'Đề cập tiêu cực có lượt tương tác cao bất thường.',
        'Chủ đề nhạy cảm như an toàn thực phẩm, sức khỏe, tài chính.',
        'Bình luận chứa biểu tượng cảm xúc trái ngược với nội dung chữ.',
      ]),
    ],
  ),
  viPost(
    {
      id: 104,
      slug: 'share-of-voice-doi-thu',
      type: 1,
      created_at: at('2025-09-16', '10:45'),
      title: 'Share of Voice: cách so sánh mức độ hiện diện với đối thủ',
      lead: 'Share of Voice cho biết thương hiệu của bạn chiếm bao nhiêu phần trong tổng thảo luận của cả ngành. Đây là chỉ số mà ban lãnh đạo thường hỏi đầu tiên sau mỗi chiến dịch.',
    },
    [
      section(
        'Công thức và những điểm dễ nhầm',
        'Share of Voice bằng số đề cập của bạn chia cho tổng số đề cập của bạn và các đối thủ trong cùng khoảng thời gian. Sai lầm phổ biến là so sánh hai bộ từ khóa có độ phủ khác nhau: nếu bộ từ khóa của đối thủ quá hẹp, con số của bạn sẽ đẹp một cách giả tạo.',
      ),
      section(
        'Kết hợp với sắc thái',
        'Chiếm 40% thảo luận nhưng một nửa là phàn nàn thì không phải chiến thắng. Hãy theo dõi thêm Share of Positive Voice, tức phần thảo luận tích cực bạn chiếm được.',
      ),
    ],
  ),
  viPost(
    {
      id: 105,
      slug: 'xay-dung-bo-tu-khoa-theo-doi',
      type: 1,
      created_at: at('2025-08-21', '15:30'),
      title: 'Xây dựng bộ từ khóa theo dõi thương hiệu: từ đồng nghĩa, viết tắt đến tiếng lóng',
      lead: 'Bộ từ khóa quyết định chất lượng dữ liệu. Thiếu từ khóa thì bỏ sót thảo luận, thừa từ khóa thì dữ liệu đầy nhiễu.',
    },
    [
      section('Bắt đầu từ cách khách hàng thực sự nói', 'Khách hàng hiếm khi gọi đúng tên đầy đủ của thương hiệu. Hãy thu thập:', [
        'Tên viết tắt và biệt danh, ví dụ “VCB”, “Viettel” hay “nhà xanh”.',
        'Cách viết không dấu và lỗi chính tả thường gặp.',
        'Tên sản phẩm chủ lực và mã sản phẩm.',
      ]),
      section(
        'Loại trừ để giảm nhiễu',
        'Dùng từ khóa loại trừ cho những nghĩa không liên quan. Một thương hiệu tên “Mai” cần loại các đề cập về “hoa mai” hay “ngày mai”. Kiểm tra lại bộ từ khóa mỗi tháng vì cách nói của cộng đồng mạng thay đổi rất nhanh.',
      ),
    ],
  ),
  viPost(
    {
      id: 106,
      slug: 'kol-koc-danh-gia-hieu-qua',
      type: 1,
      created_at: at('2025-07-30', '11:00'),
      title: 'Đánh giá hiệu quả KOL, KOC bằng dữ liệu thảo luận',
      lead: 'Lượt xem không nói lên tất cả. Dữ liệu social listening cho biết người xem đã thực sự bàn tán gì về sản phẩm sau khi KOL đăng bài.',
    },
    [
      section(
        'Đo phản ứng, không chỉ đo độ phủ',
        'Sau mỗi bài đăng, hãy so sánh lượng đề cập tự nhiên về sản phẩm trong 7 ngày trước và sau. Nếu bình luận chỉ xoay quanh người nổi tiếng mà không nhắc đến sản phẩm, chiến dịch đang mua sự chú ý chứ chưa mua được quan tâm.',
      ),
      section('Dấu hiệu của một KOC phù hợp', 'Những người có ảnh hưởng nhỏ nhưng hiệu quả thường có:', [
        'Tỷ lệ bình luận hỏi mua, hỏi giá cao.',
        'Người theo dõi cùng khu vực hoặc cùng nhu cầu với khách hàng mục tiêu.',
        'Lịch sử ít bị phản ánh về quảng cáo sai sự thật.',
      ]),
    ],
  ),
  viPost(
    {
      id: 107,
      slug: 'bat-xu-huong-noi-dung-tiktok',
      type: 1,
      created_at: at('2025-06-12', '16:20'),
      title: 'Bắt xu hướng nội dung trên TikTok trước đối thủ',
      lead: 'Xu hướng trên TikTok thường chỉ kéo dài vài ngày. Theo dõi đúng tín hiệu giúp đội nội dung ra bài khi xu hướng còn đang lên.',
    },
    [
      section(
        'Tín hiệu sớm của một xu hướng',
        'Một âm thanh hay cụm từ bắt đầu xuất hiện ở nhiều tài khoản nhỏ cùng lúc, lượng video tăng theo ngày và bình luận bắt đầu lặp lại một câu nói. EchoWatch gom các video TikTok theo từ khóa để bạn thấy đường tăng trưởng ngay từ ngày thứ hai.',
      ),
      section(
        'Đừng đu mọi xu hướng',
        'Trước khi tham gia, hãy kiểm tra sắc thái của xu hướng. Nhiều trào lưu bắt nguồn từ chuyện chế giễu một thương hiệu khác hoặc một sự việc nhạy cảm; tham gia lúc đó có thể khiến thương hiệu của bạn bị cuốn vào.',
      ),
    ],
  ),
  viPost(
    {
      id: 111,
      slug: 'quy-trinh-xu-ly-khung-hoang-truyen-thong',
      type: 2,
      created_at: at('2025-11-05', '09:10'),
      title: 'Quy trình 5 bước xử lý khủng hoảng truyền thông trên mạng xã hội',
      lead: 'Khủng hoảng trên mạng xã hội có thể lan rộng chỉ trong vài giờ. Một quy trình rõ ràng giúp đội ngũ phản ứng nhanh mà không phản ứng vội.',
    },
    [
      section('Năm bước cần chuẩn bị trước', 'Hãy thống nhất quy trình này khi mọi thứ còn bình yên:', [
        'Phát hiện: cảnh báo tức thì khi đề cập tiêu cực tăng vượt ngưỡng.',
        'Đánh giá: xác định nguồn gốc, mức độ lan truyền và nhóm người đang thảo luận.',
        'Phản hồi: thông điệp đầu tiên trong vòng 2 giờ, thừa nhận và cam kết xử lý.',
        'Theo dõi: đo sắc thái sau phản hồi để biết thông điệp có hiệu quả không.',
        'Rút kinh nghiệm: báo cáo sau khủng hoảng và cập nhật kịch bản.',
      ]),
      section(
        'Vai trò của dữ liệu trong giờ đầu tiên',
        'Trong giờ đầu, câu hỏi quan trọng nhất là câu chuyện bắt đầu từ đâu. Báo cáo nguồn lan truyền của EchoWatch chỉ ra bài viết gốc và các trang chia sẻ lại nhiều nhất, giúp bạn biết cần phản hồi ở đâu trước.',
      ),
    ],
  ),
  viPost(
    {
      id: 112,
      slug: 'thiet-lap-canh-bao-tin-tieu-cuc',
      type: 2,
      created_at: at('2025-10-15', '13:40'),
      title: 'Thiết lập cảnh báo tin tiêu cực: ngưỡng nào là hợp lý?',
      lead: 'Cảnh báo quá nhạy khiến đội ngũ mệt mỏi, cảnh báo quá lỏng thì đến khi nhận được đã muộn. Đây là cách chọn ngưỡng phù hợp với quy mô thương hiệu.',
    },
    [
      section(
        'Lấy mức trung bình làm mốc',
        'Xem lượng đề cập tiêu cực trung bình mỗi giờ trong 30 ngày gần nhất. Đặt ngưỡng cảnh báo ở mức gấp ba lần trung bình cho các kênh báo chí và gấp năm lần cho mạng xã hội, nơi dao động tự nhiên lớn hơn.',
      ),
      section('Chọn kênh nhận cảnh báo', 'EchoWatch gửi cảnh báo qua ba kênh, mỗi kênh hợp với một vai trò:', [
        'Ứng dụng di động: cho người trực xử lý ngoài giờ hành chính.',
        'Giao diện web: cho đội phân tích theo dõi liên tục.',
        'Email: cho ban lãnh đạo nhận bản tóm tắt các sự việc quan trọng.',
      ]),
    ],
  ),
  viPost(
    {
      id: 113,
      slug: 'doc-bao-cao-suc-khoe-thuong-hieu',
      type: 2,
      created_at: at('2025-09-24', '08:00'),
      title: 'Đọc báo cáo sức khỏe thương hiệu hằng tháng trong 10 phút',
      lead: 'Báo cáo tháng của EchoWatch dài nhiều trang, nhưng để ra quyết định bạn chỉ cần đọc đúng bốn phần theo thứ tự.',
    },
    [
      section('Bốn phần đọc trước', 'Theo thứ tự ưu tiên:', [
        'Tổng quan: lượng đề cập và tỷ lệ sắc thái so với tháng trước.',
        'Sự kiện nổi bật: những ngày tăng đột biến và nguyên nhân.',
        'So sánh đối thủ: Share of Voice và sắc thái của từng thương hiệu.',
        'Chủ đề khách hàng quan tâm: các cụm từ xuất hiện nhiều nhất.',
      ]),
      section(
        'Biến báo cáo thành việc cần làm',
        'Kết thúc mỗi lần đọc bằng ba việc cụ thể cho tháng sau, ví dụ trả lời nhóm phàn nàn về giao hàng hoặc tăng nội dung cho chủ đề đang được quan tâm. Báo cáo chỉ có giá trị khi dẫn đến hành động.',
      ),
    ],
  ),
  viPost(
    {
      id: 114,
      slug: 'theo-doi-chien-dich-ra-mat-san-pham',
      type: 2,
      created_at: at('2025-08-06', '10:30'),
      title: 'Theo dõi chiến dịch ra mắt sản phẩm theo thời gian thực',
      lead: 'Những ngày đầu ra mắt quyết định ấn tượng của thị trường. Theo dõi thời gian thực giúp điều chỉnh thông điệp ngay khi chiến dịch đang chạy.',
    },
    [
      section(
        'Tạo chủ đề riêng cho chiến dịch',
        'Tạo một chủ đề theo dõi gồm tên sản phẩm mới, hashtag chiến dịch và tên các KOL tham gia. Tách riêng khỏi chủ đề thương hiệu để số liệu chiến dịch không lẫn với thảo luận thường ngày.',
      ),
      section('Những câu hỏi cần trả lời mỗi ngày', 'Trong hai tuần đầu, hãy xem bảng điều khiển mỗi sáng để trả lời:', [
        'Kênh nào đang mang lại nhiều thảo luận nhất?',
        'Khách hàng khen và chê điều gì về sản phẩm?',
        'Có tin đồn hoặc hiểu lầm nào cần đính chính sớm?',
      ]),
    ],
  ),
  viPost(
    {
      id: 115,
      slug: 'bien-phan-nan-thanh-co-hoi-cham-soc-khach-hang',
      type: 2,
      created_at: at('2025-07-09', '14:00'),
      title: 'Biến bình luận phàn nàn thành cơ hội chăm sóc khách hàng',
      lead: 'Phần lớn khách hàng phàn nàn trên mạng xã hội không nhắn tin cho fanpage. Họ viết trong hội nhóm, dưới bài báo hoặc trên trang cá nhân, nơi đội chăm sóc khách hàng không nhìn thấy.',
    },
    [
      section(
        'Tìm thấy khách hàng trước khi họ rời đi',
        'Lọc các đề cập tiêu cực có chứa những cụm như “không ai trả lời”, “gọi tổng đài mãi” hay “hủy dịch vụ”. Đây là những khách hàng sắp rời bỏ thương hiệu và vẫn còn cơ hội giữ lại nếu được liên hệ sớm.',
      ),
      section(
        'Phản hồi công khai, xử lý riêng tư',
        'Trả lời công khai ngắn gọn để cộng đồng thấy thương hiệu có lắng nghe, sau đó chuyển sang tin nhắn riêng để xử lý chi tiết. Ghi nhận kết quả xử lý vào hệ thống để đo thời gian phản hồi trung bình mỗi tháng.',
      ),
    ],
  ),
  viPost(
    {
      id: 116,
      slug: 'giam-sat-du-luan-cho-co-quan-nha-nuoc',
      type: 2,
      created_at: at('2025-05-27', '09:45'),
      title: 'Giám sát dư luận cho cơ quan nhà nước: nắm bắt phản ánh của người dân',
      lead: 'Người dân ngày càng phản ánh về dịch vụ công trên mạng xã hội. Theo dõi có hệ thống giúp cơ quan nhà nước tiếp nhận và xử lý phản ánh kịp thời.',
    },
    [
      section(
        'Phạm vi theo dõi phù hợp',
        'Một sở, ngành thường theo dõi tên đơn vị, tên các thủ tục hành chính chính, tên lãnh đạo phát ngôn và địa danh trên địa bàn. Phiên bản dành cho cơ quan nhà nước của EchoWatch hỗ trợ phân nhóm chủ đề theo lĩnh vực quản lý.',
      ),
      section('Từ phản ánh đến phản hồi', 'Một quy trình hiệu quả gồm:', [
        'Phân loại phản ánh theo lĩnh vực và đơn vị phụ trách.',
        'Chuyển phản ánh đến đầu mối xử lý kèm đường dẫn bài viết gốc.',
        'Công bố kết quả xử lý và theo dõi phản ứng của người dân.',
      ]),
    ],
  ),
];
