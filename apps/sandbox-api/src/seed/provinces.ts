/**
 * Vietnam's 34 province-level units since 1 July 2025 (6 centrally governed cities, 28 provinces):
 * id → [Vietnamese name, English name].
 *
 * A unit keeps the id its namesake had in the 63-unit list, so a stored `location` that still names
 * a unit means the same place; the ids of the units merged away are retired, never given again
 * (docs/product-rules.md, R-AUTH-9).
 */
export const PROVINCES: Record<string, [string, string]> = {
  // Centrally governed cities.
  '1': ['Hà Nội', 'Hanoi'],
  '2': ['TP. Hồ Chí Minh', 'Ho Chi Minh City'], // with Bình Dương (14), Bà Rịa - Vũng Tàu (7)
  '3': ['Hải Phòng', 'Hai Phong'], // with Hải Dương (28)
  '4': ['Đà Nẵng', 'Da Nang'], // with Quảng Nam (47)
  '5': ['Cần Thơ', 'Can Tho'], // with Sóc Trăng (51), Hậu Giang (29)
  '57': ['Huế', 'Hue City'], // was Thừa Thiên Huế
  // Provinces.
  '6': ['An Giang', 'An Giang'], // with Kiên Giang (33)
  '11': ['Bắc Ninh', 'Bac Ninh'], // with Bắc Giang (8)
  '17': ['Cà Mau', 'Ca Mau'], // with Bạc Liêu (10)
  '18': ['Cao Bằng', 'Cao Bang'],
  '19': ['Đắk Lắk', 'Dak Lak'], // with Phú Yên (45)
  '21': ['Điện Biên', 'Dien Bien'],
  '22': ['Đồng Nai', 'Dong Nai'], // with Bình Phước (15)
  '23': ['Đồng Tháp', 'Dong Thap'], // with Tiền Giang (58)
  '24': ['Gia Lai', 'Gia Lai'], // with Bình Định (13)
  '27': ['Hà Tĩnh', 'Ha Tinh'],
  '31': ['Hưng Yên', 'Hung Yen'], // with Thái Bình (54)
  '32': ['Khánh Hòa', 'Khanh Hoa'], // with Ninh Thuận (43)
  '35': ['Lai Châu', 'Lai Chau'],
  '36': ['Lâm Đồng', 'Lam Dong'], // with Đắk Nông (20), Bình Thuận (16)
  '37': ['Lạng Sơn', 'Lang Son'],
  '38': ['Lào Cai', 'Lao Cai'], // with Yên Bái (63)
  '41': ['Nghệ An', 'Nghe An'],
  '42': ['Ninh Bình', 'Ninh Binh'], // with Hà Nam (26), Nam Định (40)
  '44': ['Phú Thọ', 'Phu Tho'], // with Vĩnh Phúc (62), Hòa Bình (30)
  '48': ['Quảng Ngãi', 'Quang Ngai'], // with Kon Tum (34)
  '49': ['Quảng Ninh', 'Quang Ninh'],
  '50': ['Quảng Trị', 'Quang Tri'], // with Quảng Bình (46)
  '52': ['Sơn La', 'Son La'],
  '53': ['Tây Ninh', 'Tay Ninh'], // with Long An (39)
  '55': ['Thái Nguyên', 'Thai Nguyen'], // with Bắc Kạn (9)
  '56': ['Thanh Hóa', 'Thanh Hoa'],
  '60': ['Tuyên Quang', 'Tuyen Quang'], // with Hà Giang (25)
  '61': ['Vĩnh Long', 'Vinh Long'], // with Bến Tre (12), Trà Vinh (59)
};
