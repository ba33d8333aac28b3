import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES as BM,
  DESK_MESSAGES as M,
  bookingCustomerSchema,
  formatPhone,
  salonToday,
  type DeskAppointmentDetail,
  type DeskCustomerMatch,
  type PublicBranch,
} from '@salon/shared';
import { Alert, App, AutoComplete, DatePicker, Form, Input, Modal, Select, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatVnd } from '../../../lib/format';
import { showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { TimeSlotPicker } from '../../booking/components/TimeSlotPicker';
import { useCreateDeskBooking } from '../api/desk-mutations';
import { useBookableServices, useCustomerMatches } from '../api/desk-queries';
import { StylistSelect } from './StylistSelect';

export interface CreatePreset {
  date: string;
  time?: string | null;
  stylistId?: number | null;
}

interface Values {
  phone: string;
  name: string;
  email?: string;
  service_id?: number;
  branch_id?: number;
  stylist_id?: number | null;
  notes?: string;
}

/** "Tạo lịch hẹn": a walk-in or a phone booking, checked by the same slot engine as online. */
export function CreateAppointmentModal({
  branches,
  branchId,
  branchLocked,
  preset,
  onClose,
  onCreated,
}: {
  branches: PublicBranch[];
  branchId: number | undefined;
  branchLocked: boolean;
  preset: CreatePreset;
  onClose: () => void;
  onCreated: (detail: DeskAppointmentDetail) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateDeskBooking();
  const [date, setDate] = useState(preset.date < salonToday() ? salonToday() : preset.date);
  const [time, setTime] = useState<string | null>(preset.time ?? null);
  const [account, setAccount] = useState<DeskCustomerMatch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [serviceSearch, setServiceSearch] = useState('');
  const services = useBookableServices(useDebouncedValue(serviceSearch, 300));
  const phone = Form.useWatch('phone', form) ?? '';
  const matches = useCustomerMatches(useDebouncedValue(account ? '' : phone, 300));
  const serviceId = Form.useWatch('service_id', form);
  const chosenBranch = Form.useWatch('branch_id', form) ?? branchId;

  const pickAccount = (match: DeskCustomerMatch) => {
    setAccount(match);
    form.setFieldsValue({
      phone: match.phone ? formatPhone(match.phone) : '',
      name: match.name,
      email: match.email ?? '',
    });
  };

  const submit = async () => {
    const values = await form.validateFields();
    if (!time) {
      setError(BM.chooseNewDateTime);
      return;
    }
    setError(null);
    create.mutate(
      {
        service_id: values.service_id!,
        branch_id: values.branch_id ?? branchId!,
        appointment_date: date,
        appointment_time: time,
        customer_user_id: account?.id ?? null,
        customer_info: account
          ? null
          : { name: values.name, phone: values.phone, email: values.email || null },
        stylist_id: values.stylist_id ?? null,
        notes: values.notes?.trim() || null,
      },
      {
        onSuccess: (detail) => {
          void message.success(M.created);
          onCreated(detail);
        },
        onError: (failure) => {
          showServerFieldErrors(form, failure);
          setError(failure.message);
        },
      },
    );
  };

  return (
    <Modal
      open
      title="Tạo lịch hẹn"
      okText="Tạo lịch hẹn"
      cancelText="Đóng"
      width={680}
      confirmLoading={create.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ branch_id: branchId, stylist_id: preset.stylistId ?? null }}
      >
        <Form.Item
          name="phone"
          label="Số điện thoại khách"
          rules={[zodRule(bookingCustomerSchema.shape.phone)]}
          extra={
            account ? (
              <Tag color="green" closable onClose={() => setAccount(null)}>
                Khách có tài khoản: {account.name}
              </Tag>
            ) : (
              'Nhập số điện thoại để tìm khách đã có tài khoản'
            )
          }
        >
          <AutoComplete
            options={(matches.data ?? []).map((match) => ({
              // The phone itself, so that choosing a suggestion leaves the phone in the field.
              value: match.phone ? formatPhone(match.phone) : (match.email ?? String(match.id)),
              label: `${match.name} · ${match.phone ? formatPhone(match.phone) : (match.email ?? '')}`,
              match,
            }))}
            onSelect={(_value: string, option: { match: DeskCustomerMatch }) =>
              pickAccount(option.match)
            }
            onChange={() => {
              if (account) setAccount(null);
            }}
          >
            <Input inputMode="tel" autoComplete="off" placeholder="0912 345 678" />
          </AutoComplete>
        </Form.Item>
        <Form.Item
          name="name"
          label="Họ tên khách"
          rules={[zodRule(bookingCustomerSchema.shape.name)]}
        >
          <Input disabled={account !== null} maxLength={BOOKING_LIMITS.nameMax} />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email (không bắt buộc)"
          rules={[zodRule(bookingCustomerSchema.shape.email)]}
        >
          <Input disabled={account !== null} type="email" />
        </Form.Item>
        <Form.Item
          name="service_id"
          label="Dịch vụ"
          rules={[{ required: true, message: BM.invalidService }]}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setServiceSearch }}
            placeholder="Tìm dịch vụ"
            loading={services.isFetching}
            onChange={() => setTime(null)}
            options={(services.data?.data ?? []).map((service) => ({
              value: service.id,
              label: `${service.name} · ${service.duration_minutes} phút · ${formatVnd(service.final_price)}`,
            }))}
            notFoundContent={services.isError ? services.error.message : BM.noServices}
          />
        </Form.Item>
        <Form.Item
          name="branch_id"
          label="Chi nhánh"
          rules={[{ required: true, message: M.chooseBranch }]}
        >
          <Select
            disabled={branchLocked}
            onChange={() => {
              setTime(null);
              form.setFieldValue('stylist_id', null);
            }}
            options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
          />
        </Form.Item>
        <Form.Item label="Ngày" htmlFor="desk-create-date">
          <DatePicker
            id="desk-create-date"
            value={dayjs(date)}
            format="DD/MM/YYYY"
            allowClear={false}
            disabledDate={(day: Dayjs) => day.format('YYYY-MM-DD') < salonToday()}
            onChange={(day: Dayjs | null) => {
              if (!day) return;
              setDate(day.format('YYYY-MM-DD'));
              setTime(null);
            }}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="stylist_id" label="Stylist">
          <StylistSelect branchId={chosenBranch} />
        </Form.Item>
        <Form.Item label="Giờ" required>
          <TimeSlotPicker
            serviceId={serviceId}
            branchId={chosenBranch}
            date={date}
            value={time}
            onChange={(next) => {
              setTime(next);
              setError(null);
            }}
          />
        </Form.Item>
        <Form.Item name="notes" label="Ghi chú">
          <Input.TextArea rows={2} maxLength={BOOKING_LIMITS.notesMax} showCount />
        </Form.Item>
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Form>
    </Modal>
  );
}
