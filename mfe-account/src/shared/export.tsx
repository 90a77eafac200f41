import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHostProps } from '@portal/ui';

/**
 * CSV and XLSX downloads of what the screen shows (same filters, the reader's language). Plain
 * links: the browser sends the session cookie and saves the attachment the service answers.
 */
export function ExportLinks({ path, params }: { path: string; params: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  const { serviceBaseUrl, language } = useHostProps();
  const href = (format: 'csv' | 'xlsx') => {
    const query = new URLSearchParams({ format, lang: language });
    for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
    return `${serviceBaseUrl}${path}?${query.toString()}`;
  };
  return (
    <Space>
      <Button icon={<DownloadOutlined />} href={href('csv')} download>
        {t('export.csv')}
      </Button>
      <Button icon={<DownloadOutlined />} href={href('xlsx')} download>
        {t('export.xlsx')}
      </Button>
    </Space>
  );
}
