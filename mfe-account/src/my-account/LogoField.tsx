import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contracts';
import { acceptOf, checkUploads, reasonText, useHostProps, type UploadKind } from '@portal/ui';

const LOGO_KINDS: readonly UploadKind[] = ['png', 'jpg'];

/** A new logo as `PUT /company` takes it; null removes the logo, undefined keeps it. */
export interface LogoUpload {
  fileName: string;
  dataBase64: string;
}

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** The agency's logo: the current one, or a png/jpg of at most 1 MB checked before it is kept. */
export function LogoField({
  value,
  onChange,
  hasLogo,
  logoVersion,
  readOnly,
}: {
  value?: LogoUpload | null;
  onChange?(next: LogoUpload | null | undefined): void;
  hasLogo: boolean;
  logoVersion: number;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const { serviceBaseUrl } = useHostProps();
  const [preview, setPreview] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => {
    if (value === undefined) setPreview(null);
  }, [value]);

  const pick = async (file: File) => {
    const refused = await checkUploads([file], { kinds: LOGO_KINDS, maxTotalBytes: LIMITS.logoMaxBytes });
    if (refused) {
      setRefusal(reasonText(t, refused));
      return;
    }
    setRefusal(null);
    setPreview(URL.createObjectURL(file));
    onChange?.({ fileName: file.name, dataBase64: await base64Of(file) });
  };

  const stored = `${serviceBaseUrl}/company/logo?v=${logoVersion}`;
  useEffect(() => setUnreadable(false), [stored]);
  const shown = preview ?? (value === undefined && hasLogo && !unreadable ? stored : null);
  return (
    <Flex gap={16} align="center" wrap>
      <div
        style={{
          width: 120,
          height: 80,
          border: '1px dashed #c9d3e3',
          borderRadius: 8,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#fafcff',
          overflow: 'hidden',
        }}
      >
        {shown ? (
          <img
            src={shown}
            alt={t('company.logoAlt')}
            style={{ maxWidth: '100%', maxHeight: '100%' }}
            // The company says it has a logo but none can be read: show the empty frame, not a broken image.
            onError={() => setUnreadable(true)}
          />
        ) : (
          <Typography.Text type="secondary">{t('company.noLogo')}</Typography.Text>
        )}
      </div>
      {readOnly ? null : (
        <Flex vertical gap={4}>
          <Flex gap={8}>
            <Upload
              accept={acceptOf(LOGO_KINDS)}
              showUploadList={false}
              maxCount={1}
              beforeUpload={(file) => {
                // Kept on the form and sent with the company on save, not uploaded on its own.
                void pick(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />}>{t(shown ? 'company.replaceLogo' : 'company.chooseLogo')}</Button>
            </Upload>
            {shown ? (
              <Button
                icon={<DeleteOutlined />}
                onClick={() => {
                  setPreview(null);
                  setRefusal(null);
                  onChange?.(hasLogo ? null : undefined);
                }}
              >
                {t('company.removeLogo')}
              </Button>
            ) : null}
          </Flex>
          <Typography.Text type={refusal ? 'danger' : 'secondary'} role={refusal ? 'alert' : undefined}>
            {refusal ?? t('company.logoHint')}
          </Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
