import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { BOOKING_MESSAGES, type PublicServiceSummary } from '@salon/shared';
import { useState } from 'react';
import { Price } from '../../../../components/Price';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { Empty, Icon, Input, SkeletonText, Spinner } from '../../../../ui';
import { useBookableServices } from '../../api/booking-services';
import styles from '../booking.module.css';
import { ChoiceButton } from '../ChoiceButton';
import { LoadFailed } from '../LoadFailed';

const SEARCH_DEBOUNCE_MS = 300;

/** Step 1: a searchable list of services with price and duration. */
export function ServiceStep({
  value,
  onSelect,
}: {
  value: PublicServiceSummary | null;
  onSelect: (service: PublicServiceSummary) => void;
}) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const services = useBookableServices(term);
  const list = services.data?.data ?? [];

  return (
    <>
      <Input
        allowClear
        prefix={
          services.isFetching && term !== '' ? (
            <Spinner size="small" label="Đang tìm" />
          ) : (
            <Icon icon={SearchOutlined} />
          )
        }
        placeholder="Tìm dịch vụ (ví dụ: cắt tóc, uốn, nhuộm)"
        aria-label="Tìm dịch vụ"
        value={search}
        onChange={setSearch}
      />
      {services.isPending ? (
        <SkeletonText lines={5} />
      ) : services.isError ? (
        <LoadFailed error={services.error} onRetry={() => void services.refetch()} />
      ) : list.length === 0 ? (
        <Empty
          description={term ? 'Không tìm thấy dịch vụ phù hợp' : BOOKING_MESSAGES.noServices}
        />
      ) : (
        <div className={styles.choices} role="radiogroup" aria-label="Dịch vụ">
          {list.map((service) => (
            <ChoiceButton
              key={service.id}
              selected={value?.id === service.id}
              onSelect={() => onSelect(service)}
              image={service.thumbnail_urls[0] ?? service.image_urls[0] ?? null}
              title={service.name}
            >
              <span className={styles.choiceMeta}>
                <Icon icon={ClockCircleOutlined} /> {service.duration_minutes} phút
                {service.category ? ` · ${service.category.name}` : ''}
              </span>
              <Price {...service} />
            </ChoiceButton>
          ))}
        </div>
      )}
    </>
  );
}
