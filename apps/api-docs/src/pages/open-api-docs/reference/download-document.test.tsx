import { screen, waitFor } from '@testing-library/react';
import { renderDocs } from '../render-docs';

describe('download of the OpenAPI document', () => {
  const created: Blob[] = [];
  let click: jest.SpyInstance;
  const clicked = () => click.mock.contexts[0] as HTMLAnchorElement | undefined;

  beforeEach(() => {
    created.length = 0;
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:open-api';
      },
      revokeObjectURL: () => undefined,
    });
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('saves the document in the reader language, pointed at the configured Open API host', async () => {
    const { user } = await renderDocs('/open-api-docs', 'en');
    expect(screen.getByText('OpenAPI 3.1, described in English, pointed at http://localhost:8090/open-api.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download the OpenAPI document (JSON)' }));
    await waitFor(() => expect(clicked()).toBeDefined());
    expect(clicked()!.download).toBe('echowatch-open-api.en.json');
    const document = JSON.parse(await created[0]!.text()) as { openapi: string; servers: unknown; paths: Record<string, { post?: { summary: string } }> };
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: 'http://localhost:8090/open-api' }]);
    expect(document.paths['/news/search']?.post?.summary).toBe('Article search');
  });

  it('is offered in Vietnamese too', async () => {
    const { user } = await renderDocs('/open-api-docs');
    await user.click(screen.getByRole('button', { name: 'Tải tài liệu OpenAPI (JSON)' }));
    await waitFor(() => expect(clicked()?.download).toBe('echowatch-open-api.vi.json'));
    expect(JSON.parse(await created[0]!.text()).paths['/news/search'].post.summary).toBe('Tìm kiếm bài viết');
  });
});
