import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import {
  BOOKING_MESSAGES as M,
  salonToday,
  WIZARD_TIMING,
  type BookingResult,
  type PublicBranch,
  type PublicServiceSummary,
  type TimeSlotsData,
} from '@salon/shared';
import dayjs from 'dayjs';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { Alert, Button, Icon, Spinner } from '../../../ui';
import { useCurrentUser } from '../../auth/api/current-user';
import { usePublicSettings } from '../../settings/api/public-settings';
import { useCreateAppointment } from '../api/create-appointment';
import { useHolidays } from '../api/holidays';
import {
  draftPreselect,
  emptyDraft,
  EMPTY_CUSTOMER,
  furthestReachable,
  isStepValid,
  LAST_STEP,
  STEP_HEADINGS,
  toBookingRequest,
  type BookingDraft,
  type CustomerInfo,
} from '../draft';
import { toast } from '../../../ui';
import { bookingPath } from '../preselect';
import type { InitialDraft } from '../use-initial-draft';
import styles from './booking.module.css';
import { GuestLoginNotice } from './GuestLoginNotice';
import { BranchStep } from './steps/BranchStep';
import type { CustomerForm } from './steps/CustomerStep';
import { ServiceStep } from './steps/ServiceStep';
import { WizardSteps } from './WizardSteps';

/* Steps 3 to 5 need Ant Design: their code loads once the first screen is drawn. */
const loadLaterSteps = () => import('./LaterSteps');
const DateTimeStep = lazy(async () => ({ default: (await loadLaterSteps()).ScopedDateTimeStep }));
const CustomerStep = lazy(async () => ({ default: (await loadLaterSteps()).ScopedCustomerStep }));
const NotesStep = lazy(async () => ({ default: (await loadLaterSteps()).ScopedNotesStep }));

/** Where a booking lands: the success page, with the new login for an account made now. */
export function successPath(result: BookingResult): string {
  if (result.account_created && result.login_phone) {
    const query = new URLSearchParams({ phone: result.login_phone, guest: 'true' });
    return `/dat-lich/thanh-cong?${query.toString()}`;
  }
  return '/dat-lich/thanh-cong';
}

const FIELD_PREFIX = 'customer_info.';

/** The server's field errors on customer_info, keyed by the form's field names. */
function customerFieldErrors(error: ApiError): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(error.errors)
      .filter(([field]) => field.startsWith(FIELD_PREFIX))
      .map(([field, messages]) => [field.slice(FIELD_PREFIX.length), messages]),
  );
}

export function WizardFlow({
  initial,
  onClose,
  onReset,
}: {
  initial: InitialDraft;
  onClose?: (() => void) | undefined;
  onReset?: (() => void) | undefined;
}) {
  // The session is read in the browser: the login notice waits until it says "a guest".
  const { user } = useCurrentUser();
  const customer = user?.role === 'customer' ? user : null;
  const { settings } = usePublicSettings();
  const navigate = useNavigate();
  // The guest's form, once its code has loaded and it is drawn (step 4).
  const [customerForm, setCustomerForm] = useState<CustomerForm | null>(null);
  const create = useCreateAppointment();

  const [draft, setDraft] = useState<BookingDraft>(initial.draft);
  const [step, setStep] = useState(initial.step);
  const [slotsData, setSlotsData] = useState<TimeSlotsData | undefined>();
  const [submitError, setSubmitError] = useState<string | null>(null);
  // A booking link's date that has passed: said until another date is chosen.
  const [pastDate, setPastDate] = useState(initial.pastDate);
  const [serverFieldErrors, setServerFieldErrors] = useState<Record<string, string[]>>({});
  const submitting = useRef(false);
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const today = salonToday();
  const lastDate = dayjs(today)
    .add(settings.system.booking_advance_days, 'day')
    .format('YYYY-MM-DD');
  const holidays = useHolidays({ branchId: draft.branch?.id, from: today, to: lastDate });
  const loadedDay =
    slotsData && slotsData.date === draft.date && slotsData.branch_id === draft.branch?.id
      ? slotsData
      : undefined;
  const holiday = draft.date ? (loadedDay?.holiday ?? holidays.holidayOn(draft.date)) : null;

  const context = { draft, isCustomer: customer !== null, isHoliday: holiday !== null };
  const reachable = Math.max(step, furthestReachable(context));
  const customerInfo: CustomerInfo = customer
    ? { name: customer.name, phone: customer.phone ?? '', email: customer.email ?? '' }
    : draft.customerInfo;

  useEffect(() => () => clearTimeout(advanceTimer.current), []);
  useEffect(() => {
    void loadLaterSteps();
  }, []);

  const goTo = (next: number) => {
    clearTimeout(advanceTimer.current);
    setSubmitError(null);
    setStep(next);
  };

  /** Steps 1 and 2 move on by themselves 300 ms after a choice. */
  const advanceSoon = (from: number) => {
    clearTimeout(advanceTimer.current);
    advanceTimer.current = setTimeout(() => {
      setStep((current) => (current === from ? from + 1 : current));
    }, WIZARD_TIMING.autoAdvanceMs);
  };

  const chooseService = (service: PublicServiceSummary) => {
    setDraft((d) => ({ ...d, service, time: d.service?.id === service.id ? d.time : null }));
    advanceSoon(0);
  };
  const chooseBranch = (branch: PublicBranch) => {
    setDraft((d) => ({ ...d, branch, time: d.branch?.id === branch.id ? d.time : null }));
    advanceSoon(1);
  };
  const chooseDate = (date: string | null) => {
    setSubmitError(null);
    setPastDate(null);
    setDraft((d) => ({ ...d, date, time: d.date === date ? d.time : null }));
  };
  const chooseTime = useCallback(
    (time: string | null) => {
      setDraft((d) => (d.time === time ? d : { ...d, time }));
    },
    [setDraft],
  );

  const reset = () => {
    clearTimeout(advanceTimer.current);
    setDraft(emptyDraft());
    setPastDate(null);
    setStep(0);
    setSubmitError(null);
    setServerFieldErrors({});
    create.resetKey();
    create.reset();
    onReset?.();
    onClose?.();
  };

  const next = async () => {
    if (step === 3 && !customer) {
      try {
        if (!customerForm) return;
        const values = await customerForm.validate();
        setDraft((d) => ({ ...d, customerInfo: { ...EMPTY_CUSTOMER, ...values } }));
      } catch {
        return;
      }
    } else if (!isStepValid(step, context)) {
      return;
    }
    goTo(step + 1);
  };

  const failed = (error: Error) => {
    if (!(error instanceof ApiError)) {
      setSubmitError(error.message);
      return;
    }
    const fieldErrors = customerFieldErrors(error);
    if (Object.keys(fieldErrors).length > 0) {
      setServerFieldErrors(fieldErrors);
      setStep(3);
    } else if (
      error.status === 409 ||
      'appointment_date' in error.errors ||
      'appointment_time' in error.errors
    ) {
      // The time was just taken (or can no longer be booked): choose again from fresh slots.
      setDraft((d) => ({ ...d, time: null }));
      setStep(2);
    }
    setSubmitError(error.message);
    toast.error(error.message);
  };

  const confirm = () => {
    if (submitting.current) return;
    const incomplete = [0, 1, 2, 3].find((index) => !isStepValid(index, context));
    if (incomplete !== undefined) {
      goTo(incomplete);
      return;
    }
    submitting.current = true;
    setSubmitError(null);
    create.mutate(toBookingRequest(draft, customer !== null), {
      onSuccess: (result) => {
        toast.success(M.bookingSuccess);
        onClose?.();
        // The new account's password travels in the page's state, never in its address.
        void navigate(successPath(result), {
          state: { appointment: result.appointment, initialPassword: result.initial_password },
        });
      },
      onError: failed,
      onSettled: () => {
        submitting.current = false;
      },
    });
  };

  const nextLabel = step === 2 && holiday ? M.chooseAnotherDate : 'Tiếp tục';
  const nextDisabled =
    step === 3 && !customer ? customerForm === null : !isStepValid(step, context);

  return (
    <div className={styles.wizard} data-testid="booking-wizard">
      {/* Drawn as for a guest (the server's page is a guest's), gone once signed in is known. */}
      {user ? null : <GuestLoginNotice returnPath={bookingPath(draftPreselect(draft))} />}
      <WizardSteps current={step} reachable={reachable} onGo={goTo} />
      <h2 className={styles.stepHeading}>{STEP_HEADINGS[step]}</h2>
      {pastDate && !draft.date ? (
        <Alert
          type="warning"
          title={M.pastDate}
          description={M.pastDateChooseAgain(dayjs(pastDate).format('DD/MM/YYYY'))}
        />
      ) : null}
      {submitError ? (
        <Alert
          type="error"
          title="Chưa đặt được lịch"
          description={submitError}
          action={
            <Button
              variant="text"
              icon={<Icon icon={CloseOutlined} />}
              aria-label="Đóng"
              onClick={() => setSubmitError(null)}
            />
          }
        />
      ) : null}
      <div className={styles.body}>
        <Suspense fallback={<Spinner />}>
          {step === 0 ? <ServiceStep value={draft.service} onSelect={chooseService} /> : null}
          {step === 1 ? <BranchStep value={draft.branch} onSelect={chooseBranch} /> : null}
          {step === 2 ? (
            <DateTimeStep
              serviceId={draft.service?.id ?? null}
              branchId={draft.branch?.id ?? null}
              date={draft.date}
              time={draft.time}
              today={today}
              lastDate={lastDate}
              holidayOn={holidays.holidayOn}
              onDate={chooseDate}
              onTime={chooseTime}
              onSlotsLoaded={setSlotsData}
            />
          ) : null}
          {step === 3 ? (
            <CustomerStep
              user={customer}
              formRef={setCustomerForm}
              value={draft.customerInfo}
              onChange={(info) => setDraft((d) => ({ ...d, customerInfo: info }))}
              serverErrors={serverFieldErrors}
            />
          ) : null}
          {step === 4 ? (
            <NotesStep
              draft={draft}
              customer={customerInfo}
              onNotes={(notes) => setDraft((d) => ({ ...d, notes }))}
            />
          ) : null}
        </Suspense>
      </div>
      <div className={styles.footer}>
        {step > 0 ? (
          <Button icon={<Icon icon={ArrowLeftOutlined} />} onClick={() => goTo(step - 1)}>
            Quay lại
          </Button>
        ) : null}
        <div className={styles.footerEnd}>
          <Button onClick={reset}>Hủy</Button>
          {step < LAST_STEP ? (
            <Button
              variant="primary"
              className={styles.iconEnd}
              disabled={nextDisabled}
              onClick={() => void next()}
            >
              {nextLabel}
              {holiday && step === 2 ? null : <Icon icon={ArrowRightOutlined} />}
            </Button>
          ) : (
            <Button
              variant="primary"
              icon={<Icon icon={CheckOutlined} />}
              loading={create.isPending}
              onClick={confirm}
            >
              Xác nhận đặt lịch
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
