import { WEBHOOK_SETUP_TEXT as T } from '@salon/shared';
import { Alert, Typography } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { ListError } from '../../admin/components/ListError';
import { useWebhookStatus } from '../api/webhook-status';

/** Tells an admin whether transfers are recorded automatically, and how to set it up if not. */
export function WebhookNotice() {
  const status = useWebhookStatus(true);
  if (status.isLoading) return null;
  if (status.isError)
    return (
      <ListError title={T.loadFailed} error={status.error} onRetry={() => void status.refetch()} />
    );
  const s = status.data;
  if (!s) return null;
  if (s.configured && s.last_transfer_at)
    return (
      <Alert
        type="success"
        showIcon
        data-testid="webhook-notice"
        title={T.workingTitle}
        description={`Đã nhận ${s.transfers_received} giao dịch; gần nhất lúc ${formatDateTime(s.last_transfer_at)}.`}
        style={{ marginBottom: 16 }}
      />
    );
  return (
    <Alert
      type={s.configured ? 'info' : 'warning'}
      showIcon
      data-testid="webhook-notice"
      title={s.configured ? T.noTransferTitle : T.notConfiguredTitle}
      description={
        <div>
          <Typography.Paragraph style={{ marginBottom: 8 }}>
            {s.configured ? T.noTransfer : T.notConfigured}
          </Typography.Paragraph>
          <ol style={{ paddingInlineStart: 20, margin: 0 }}>
            {T.steps(s.secret_variable, s.webhook_url).map((step) => (
              <li key={step} style={{ overflowWrap: 'anywhere' }}>
                {step}
              </li>
            ))}
          </ol>
          {s.public_url_set ? null : (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {T.publicUrlHint}
            </Typography.Paragraph>
          )}
        </div>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
