import { createIntl } from 'react-intl';
import { QNA_CATALOG } from '../../messages/catalog';
import { isEdited, postTimestamp } from './timestamps';

const inKorean = createIntl({ locale: 'ko', messages: QNA_CATALOG.korean });

describe('post timestamps', () => {
  it('tells an edit by the instants, not by how they are written', () => {
    expect(
      isEdited({ createdAt: '2025-03-01T00:00:00Z', updatedAt: '2025-03-01T09:00:00.000+09:00' }),
    ).toBe(false);
    expect(
      isEdited({ createdAt: '2025-03-01T00:00:00Z', updatedAt: '2025-03-01T00:00:00.001Z' }),
    ).toBe(true);
  });

  it('shows the creation time of an unedited post', () => {
    const at = '2025-03-01T01:02:00.000Z';
    expect(postTimestamp({ createdAt: at, updatedAt: at }, inKorean)).toEqual({
      isoDate: at,
      text: '25-03-01 10:02',
    });
  });

  it('shows the time of the last edit, marked (수정)', () => {
    expect(
      postTimestamp(
        {
          createdAt: '2025-03-01T01:02:00.000Z',
          updatedAt: '2025-03-02T03:04:00.000Z',
        },
        inKorean,
      ),
    ).toEqual({ isoDate: '2025-03-02T03:04:00.000Z', text: '25-03-02 12:04 (수정)' });
  });
});
