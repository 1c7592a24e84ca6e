/** Vietnamese strings of the Introduction section. */
export const viIntroduction = {
  description: {
    summary:
      'Open API của {{brand}} là REST API cho phép hệ thống của bạn đọc trực tiếp dữ liệu mà tổ chức đang theo dõi trên {{brand}}: các chủ đề đang theo dõi, bài viết thu thập từ báo điện tử, mạng xã hội và diễn đàn kèm sắc thái, các cảnh báo phát sinh trên chủ đề và số liệu thống kê phía sau các bảng phân tích.',
    offersTitle: 'API cung cấp những gì',
    offers: {
      topics: 'Chủ đề: các chủ đề và nhóm chủ đề mà tổ chức của bạn đang theo dõi.',
      search:
        'Tìm kiếm bài viết: bài viết báo chí và mạng xã hội của một chủ đề hoặc nhóm chủ đề, lọc theo thời gian, sắc thái, nguồn, từ khóa và loại bài viết.',
      detail: 'Chi tiết bài viết: toàn bộ thông tin của một hoặc nhiều bài viết.',
      alerts: 'Cảnh báo: các cài đặt cảnh báo và thông báo cảnh báo đã gửi tới một người dùng, đã đọc hoặc chưa đọc.',
      statistics:
        'Thống kê: thảo luận theo nguồn, sắc thái, top tên miền đăng tải, top nguồn tương tác, nhân khẩu học, thống kê nhóm Facebook và nhóm báo chí.',
    },
    connectionTitle: 'Kết nối',
    baseUrlTerm: 'Địa chỉ gốc',
    baseUrlNote: 'Mọi đường dẫn trong tài liệu này đều tính từ địa chỉ này (đường dẫn gốc /open-api trên máy chủ API).',
    protocolTerm: 'Giao thức',
    protocolText: 'Chỉ dùng HTTPS; yêu cầu và phản hồi đều ở dạng JSON, mã hóa UTF-8.',
    headersTerm: 'Header bắt buộc',
    headersText: 'Gửi kèm cả hai header sau trong mọi yêu cầu:',
    responseTerm: 'Phản hồi',
    responseText: 'Mọi phản hồi gồm code, message và data; code 0 hoặc 10 là thành công (xem mục Hỗ trợ tích hợp).',
    keyPlaceholder: '<khóa API của bạn>',
    accessTitle: 'Quyền truy cập và khóa API',
    accessKey:
      'Quản trị viên của tổ chức tạo khóa API trong phần quản lý tổ chức, mục "Tích hợp API". Hãy giữ khóa trên máy chủ của bạn: bất kỳ ai có khóa đều đọc được dữ liệu của tổ chức.',
    accessModules:
      'Một số mô-đun, chẳng hạn xử lý sắc thái, cần được cấp quyền cho tổ chức của bạn. Gọi một mô-đun chưa được cấp quyền sẽ nhận mã 12 (Mô-đun này không thể truy cập).',
    conventionsTitle: 'Quy ước',
    conventions: {
      dateFormat: 'Ngày giờ có định dạng {{format}}, ví dụ 2025/03/01 08:00:00.',
      dateRange: 'Khoảng thời gian từ date_from đến date_to không được vượt quá {{days}} ngày; khoảng dài hơn trả về mã 19.',
      topic: 'Yêu cầu tìm kiếm và thống kê bắt buộc có topic_id hoặc group_topic_id.',
      paging:
        'Số trang bắt đầu từ {{first}}. Tìm kiếm bài viết mặc định trả về {{defaultSize}} bài mỗi trang, tối đa {{maxSize}} bài (tham số size); danh sách thông báo cảnh báo cũng tối đa {{maxSize}} bản ghi mỗi trang.',
    },
    exampleTitle: 'Yêu cầu mẫu',
    exampleIntro: 'Tìm {{size}} bài viết mới nhất của một chủ đề trong tháng 3/2025:',
  },
  diagram: {
    intro:
      'Hệ thống của bạn gọi API qua HTTPS. Cổng API kiểm tra Api-Key của từng yêu cầu trước khi chuyển tới nền tảng dữ liệu {{brand}}, nơi thu thập thảo luận từ báo điện tử, mạng xã hội và diễn đàn, phân loại sắc thái và lập chỉ mục để phục vụ tìm kiếm và thống kê.',
    title: 'Sơ đồ hệ thống Open API {{brand}}',
    desc: 'Hệ thống của bạn gửi yêu cầu kèm Api-Key tới cổng API và nhận phản hồi JSON. Cổng API kiểm tra khóa rồi truy vấn nền tảng dữ liệu {{brand}}. Bên trong nền tảng, khâu thu thập lấy thảo luận từ báo điện tử, mạng xã hội và diễn đàn, khâu phân loại sắc thái gắn nhãn tích cực, trung lập hoặc tiêu cực cho từng thảo luận, và chỉ mục phục vụ tìm kiếm, thống kê cho API.',
    caption: 'Hình 1. Đường đi của một yêu cầu từ hệ thống của bạn qua cổng API tới nền tảng dữ liệu {{brand}}.',
    client: 'Hệ thống của bạn',
    clientNote: 'Gọi REST qua HTTPS',
    request: 'Yêu cầu + Api-Key',
    response: 'Phản hồi JSON',
    gateway: 'Cổng API',
    gatewayNote: 'Kiểm tra Api-Key',
    query: 'Truy vấn dữ liệu',
    platform: 'Nền tảng dữ liệu {{brand}}',
    index: 'Chỉ mục',
    indexNote: 'Tìm kiếm và thống kê',
    classification: 'Phân loại sắc thái',
    classificationNote: 'Tích cực, trung lập, tiêu cực',
    collection: 'Thu thập',
    collectionNote: 'Báo điện tử, mạng xã hội, diễn đàn',
  },
  process: {
    intro: 'Phần lớn các tích hợp đi vào vận hành sau bảy bước. Mỗi bước liệt kê các lệnh gọi cần dùng.',
    callsLabel: 'Lệnh gọi dùng trong bước này',
    steps: {
      access: {
        title: 'Đăng ký quyền truy cập và tạo khóa API',
        body: 'Đề nghị người phụ trách tài khoản {{brand}} bật Open API cho tổ chức của bạn, sau đó quản trị viên của tổ chức tạo khóa API trong phần quản lý tổ chức, mục "Tích hợp API".',
      },
      topics: {
        title: 'Chọn chủ đề cần tích hợp',
        body: 'Xác định các chủ đề hoặc nhóm chủ đề mà hệ thống của bạn cần. API chỉ trả về những chủ đề tổ chức đang theo dõi trên {{brand}}, vì vậy hãy thiết lập chúng trong ứng dụng trước.',
      },
      topicList: {
        title: 'Lấy danh sách chủ đề',
        body: 'Gọi danh sách chủ đề để lấy topic_id của từng chủ đề và id của từng nhóm chủ đề. parent_topic_id bằng 0 nghĩa là chủ đề không thuộc nhóm nào.',
      },
      search: {
        title: 'Tìm kiếm bài viết',
        body: 'Tìm bài viết báo chí và mạng xã hội theo topic_id hoặc group_topic_id trong khoảng tối đa {{days}} ngày. Duyệt kết quả từ trang 0, tối đa {{maxSize}} bài mỗi trang, và lấy thông tin đầy đủ bằng lệnh chi tiết bài viết.',
      },
      alerts: {
        title: 'Đọc cảnh báo định kỳ',
        body: 'Lấy các cài đặt cảnh báo của một người dùng, sau đó đọc thông báo cảnh báo của họ theo chu kỳ đều đặn. Bộ lọc read nhận 0 là chưa đọc, 1 là đã đọc và 2 là cả hai.',
      },
      codes: {
        title: 'Xử lý mã phản hồi',
        body: 'Kiểm tra code trong mọi phản hồi: sửa yêu cầu khi gặp 11, 18 và 19, thay khóa khi gặp 14 và 15, đề nghị cấp quyền khi gặp 12 và thử lại sau một khoảng chờ khi gặp 16.',
      },
      live: {
        title: 'Đưa vào vận hành',
        body: 'Chạy thử toàn bộ luồng với các chủ đề thật, lưu khóa API như một thông tin bí mật trên máy chủ, ghi nhật ký mọi mã phản hồi rồi mới bật lưu lượng thật. Báo trước cho bộ phận hỗ trợ tích hợp khi cần lấy lượng lớn dữ liệu quá khứ.',
      },
    },
  },
  support: {
    summary:
      'Đội ngũ tích hợp của {{brand}} đồng hành cùng bạn từ lệnh gọi đầu tiên đến khi vận hành: cấp quyền mô-đun, khóa API, thiết kế truy vấn và tra soát lỗi.',
    contactLabel: 'Liên hệ hỗ trợ tích hợp',
    hotline: 'Hotline',
    email: 'Email',
    whatToSend:
      'Khi liên hệ, hãy gửi kèm đường dẫn yêu cầu, thời điểm gọi cùng code và message nhận được. Tuyệt đối không gửi khóa API.',
    codesIntro: 'Mọi phản hồi đều có trường code. Dưới đây là các mã Open API trả về và cách xử lý từng mã.',
    codesCaption: 'Mã phản hồi của Open API',
    columns: { code: 'Mã', meaning: 'Ý nghĩa', action: 'Cách xử lý' },
    codes: {
      success: { meaning: 'Thành công.', action: 'Đọc kết quả trong data.' },
      successAlt: { meaning: 'Thành công (một số lệnh gọi trả về 10 thay cho 0).', action: 'Đọc kết quả trong data.' },
      invalidParams: {
        meaning: 'Tham số không hợp lệ: thiếu tham số bắt buộc hoặc sai định dạng.',
        action: 'Kiểm tra tên, kiểu dữ liệu và các tham số bắt buộc rồi gửi lại yêu cầu.',
      },
      moduleNotAccessible: {
        meaning: 'Mô-đun này không thể truy cập.',
        action: 'Tổ chức của bạn chưa được cấp quyền mô-đun này; liên hệ bộ phận hỗ trợ tích hợp để đăng ký.',
      },
      invalidToken: {
        meaning: 'Token không hợp lệ: khóa API không tồn tại, đã hết hạn hoặc bị khóa.',
        action: 'Kiểm tra header Api-Key, hoặc tạo khóa mới trong mục "Tích hợp API".',
      },
      tokenExpired: {
        meaning: 'Token đã hết hạn.',
        action: 'Tạo khóa API mới trong mục "Tích hợp API" và thay thế khóa cũ.',
      },
      tryAgainLater: {
        meaning: 'Vui lòng thử lại sau: hệ thống đang gặp sự cố tạm thời.',
        action: 'Thử lại với khoảng chờ tăng dần; liên hệ bộ phận hỗ trợ tích hợp nếu lỗi kéo dài.',
      },
      inaccessibleContent: {
        meaning: 'Nội dung không thể truy cập.',
        action: 'Nội dung nằm ngoài các chủ đề của tổ chức hoặc không còn tồn tại; không gọi lại.',
      },
      invalidDateTime: {
        meaning: 'Định dạng ngày giờ không hợp lệ.',
        action: 'Gửi ngày giờ theo định dạng {{format}}.',
      },
      rangeExceeded: {
        meaning: 'Vượt quá thời gian truy vấn {{days}} ngày.',
        action: 'Chia truy vấn thành các khoảng không quá {{days}} ngày.',
      },
    },
  },
};
