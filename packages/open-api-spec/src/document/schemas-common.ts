import { RESPONSE_CODE } from '@echowatch/contracts';
import { OPEN_API_RULES } from '../open-api-rules';
import { RESPONSE_CODES, SUCCESS_CODES } from '../response-codes';
import { text, type LocalizedText, type SourceNode } from './localized-text';

const { dateTimeFormat, maxRangeDays } = OPEN_API_RULES;

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** yyyy/MM/dd HH:mm:ss, as every date of a request and of an article. */
export const DATE_TIME_PATTERN = '^\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2}:\\d{2}$';
/** yyyy/MM/dd, the day of a statistics row. */
export const DATE_PATTERN = '^\\d{4}/\\d{2}/\\d{2}$';

export const dateTime = (description: LocalizedText, extra: Record<string, SourceNode> = {}) => ({
  type: 'string',
  pattern: DATE_TIME_PATTERN,
  description,
  ...extra,
});

export const day = (description: LocalizedText) => ({ type: 'string', pattern: DATE_PATTERN, description });

export const count = (description: LocalizedText) => ({ type: 'integer', minimum: 0, description });

/** Meanings of the envelope codes (docs/product-rules.md, R-CODE-3), in both languages. */
const CODE_MEANINGS: Record<(typeof RESPONSE_CODES)[number]['key'], LocalizedText> = {
  success: text('Thành công.', 'Success.'),
  successAlt: text('Thành công (một số lệnh gọi trả về 10 thay cho 0).', 'Success (some calls return 10 instead of 0).'),
  invalidParams: text('Tham số không hợp lệ: thiếu tham số bắt buộc hoặc sai định dạng.', 'Invalid params: a required parameter is missing or malformed.'),
  moduleNotAccessible: text('Mô-đun này không thể truy cập: tổ chức chưa được cấp quyền.', 'This module is not accessible: the organization has not been granted it.'),
  invalidToken: text('Token không hợp lệ: khóa API không tồn tại, đã hết hạn hoặc bị khóa.', 'Invalid token: the API key does not exist, has expired or is locked.'),
  tokenExpired: text('Token đã hết hạn.', 'The token has expired.'),
  tryAgainLater: text('Vui lòng thử lại sau: hệ thống đang gặp sự cố tạm thời.', 'Try again later: a temporary system problem.'),
  inaccessibleContent: text('Nội dung không thể truy cập.', 'Inaccessible content.'),
  invalidDateTime: text(`Định dạng ngày giờ không hợp lệ (cần ${dateTimeFormat}).`, `Invalid date time format (expected ${dateTimeFormat}).`),
  rangeExceeded: text(`Vượt quá thời gian truy vấn ${maxRangeDays} ngày.`, `Exceeded query time of ${maxRangeDays} days.`),
};

const ERROR_CODES = RESPONSE_CODES.filter(({ code }) => !(SUCCESS_CODES as readonly number[]).includes(code));

const codeSchema = (entries: readonly (typeof RESPONSE_CODES)[number][], description: LocalizedText) => ({
  type: 'integer',
  description,
  enum: entries.map((entry) => entry.code),
  'x-enum-descriptions': entries.map((entry) => CODE_MEANINGS[entry.key]),
});

/** The `code` of an envelope: one of the catalogue (`ResponseCode`), namely one of `entries`. */
const envelopeCode = (entries: readonly (typeof RESPONSE_CODES)[number][], description: LocalizedText) => ({
  allOf: [ref('ResponseCode')],
  ...codeSchema(entries, description),
});

/** The success envelope of one call: code 0 (or 10), a message and the call's data. */
export function successResponse(data: SourceNode, description: LocalizedText) {
  return {
    type: 'object',
    description,
    required: ['code', 'message', 'data'],
    additionalProperties: false,
    properties: {
      code: envelopeCode(
        RESPONSE_CODES.filter(({ code }) => (SUCCESS_CODES as readonly number[]).includes(code)),
        text('Mã kết quả; 0 hoặc 10 là thành công.', 'Result code; 0 or 10 means success.'),
      ),
      message: { type: 'string', description: text('Thông điệp kết quả.', 'Result message.') },
      data,
    },
  };
}

export const commonSchemas = {
  ResponseCode: codeSchema(RESPONSE_CODES, text('Mã kết quả của mọi phản hồi Open API.', 'Result code of every Open API response.')),
  ErrorResponse: {
    type: 'object',
    description: text('Phản hồi khi yêu cầu không thành công: code cho biết lý do, data luôn là null.', 'The answer to a request that failed: code tells why, data is always null.'),
    required: ['code', 'message', 'data'],
    additionalProperties: false,
    properties: {
      code: envelopeCode(ERROR_CODES, text('Mã lỗi.', 'Error code.')),
      message: { type: 'string', description: text('Mô tả lỗi bằng tiếng Anh, có thể kèm chi tiết.', 'The error in English, possibly with details.') },
      data: { type: 'null', description: text('Luôn là null khi có lỗi.', 'Always null on an error.') },
    },
  },
};

/** Examples of the error envelope, one per error code; calls reference those they can return. */
export const errorExamples = Object.fromEntries(
  ERROR_CODES.map((entry) => [
    `Error${entry.code}`,
    {
      summary: text(`Mã ${entry.code}`, `Code ${entry.code}`),
      description: CODE_MEANINGS[entry.key],
      value: { code: entry.code, message: errorExampleMessage(entry.code, entry.message), data: null },
    },
  ]),
);

function errorExampleMessage(code: number, message: string): string {
  if (code === RESPONSE_CODE.invalidParams) return `${message}: topic_id or group_topic_id is required`;
  if (code === RESPONSE_CODE.invalidDateTime) return `${message}: date_from must be ${dateTimeFormat}`;
  return message;
}
