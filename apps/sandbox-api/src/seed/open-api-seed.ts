import { SANDBOX_API_KEYS, SANDBOX_FIXTURES } from '@echowatch/open-api-spec';
import { OPEN_API_MODULES } from '@echowatch/open-api-spec/document';
import type { SandboxStore } from '../store/file-store';

export interface StoredApiKey {
  key: string;
  organization: string;
  modules: string[];
  /** ISO time after which the key answers code 15. */
  expires_at: string;
  locked: boolean;
}

export interface SeedTopic {
  topic_id: number;
  topic_name: string;
  parent_topic_id: number;
  enable: boolean;
}

export const OPEN_API_ORGANIZATION = 'Tập đoàn Sao Việt';

/** The topics the sandbox organization monitors; group 12 holds the two brands of the documented examples. */
export const SEED_TOPICS: readonly SeedTopic[] = [
  { topic_id: SANDBOX_FIXTURES.topicId, topic_name: 'Ngân hàng Sao Việt', parent_topic_id: SANDBOX_FIXTURES.groupTopicId, enable: true },
  { topic_id: 1025, topic_name: 'Ví điện tử SaoPay', parent_topic_id: SANDBOX_FIXTURES.groupTopicId, enable: true },
  { topic_id: 1031, topic_name: 'Ngân hàng Phương Nam Số', parent_topic_id: 13, enable: false },
  { topic_id: 1040, topic_name: 'Khủng hoảng truyền thông ngành ngân hàng', parent_topic_id: 0, enable: true },
];

export const SEED_TOPIC_GROUPS = [
  {
    id: SANDBOX_FIXTURES.groupTopicId,
    name: 'Ngân hàng và ví điện tử',
    description: 'Thương hiệu ngân hàng và ví điện tử của tập đoàn Sao Việt',
    order: 1,
    created_at: '2024/05/06 09:15:00',
  },
  {
    id: 13,
    name: 'Đối thủ cạnh tranh',
    description: 'Các ngân hàng số cùng phân khúc khách hàng cá nhân',
    order: 2,
    created_at: '2024/06/10 14:30:00',
  },
] as const;

/** Users of the organization and their alert settings. */
export const SEED_ALERT_USERS: Record<string, readonly { id: number; name: string; created_at: string; updated_at: string; topic_id: number }[]> = {
  [SANDBOX_FIXTURES.alertEmail]: [
    { id: 301, name: 'Tin tiêu cực về Ngân hàng Sao Việt', created_at: '2024/05/06 09:30:00', updated_at: '2025/01/15 16:05:12', topic_id: 1024 },
    { id: 302, name: 'Phản ánh lỗi ứng dụng SaoPay', created_at: '2024/05/06 09:42:00', updated_at: '2024/11/02 10:20:45', topic_id: 1025 },
    { id: 303, name: 'Khủng hoảng truyền thông ngành ngân hàng', created_at: '2024/08/19 08:00:00', updated_at: '2024/08/19 08:00:00', topic_id: 1040 },
  ],
  'truyenthong@saoviet.vn': [],
};

const API_KEYS: readonly StoredApiKey[] = [
  { key: SANDBOX_API_KEYS.full, organization: OPEN_API_ORGANIZATION, modules: [OPEN_API_MODULES.sentiment], expires_at: '2099-12-31T23:59:59.000Z', locked: false },
  { key: SANDBOX_API_KEYS.noSentiment, organization: OPEN_API_ORGANIZATION, modules: [], expires_at: '2099-12-31T23:59:59.000Z', locked: false },
  { key: SANDBOX_API_KEYS.expired, organization: OPEN_API_ORGANIZATION, modules: [OPEN_API_MODULES.sentiment], expires_at: '2024-12-31T23:59:59.000Z', locked: false },
];

export const API_KEY_COLLECTION = 'openApiKeys';
export const READ_NOTIFICATION_COLLECTION = 'openApiReadNotifications';

/** Adds the documented API keys once; a tester may add or lock keys in the store file. */
export function seedOpenApi(store: SandboxStore): void {
  const keys = (store.data.collections[API_KEY_COLLECTION] ??= []) as StoredApiKey[];
  for (const key of API_KEYS) if (!keys.some((existing) => existing.key === key.key)) keys.push({ ...key });
  store.data.collections[READ_NOTIFICATION_COLLECTION] ??= [];
}
