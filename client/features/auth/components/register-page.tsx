import {
  Anchor,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { SignupRequest } from '../../../../common/auth';
import { PINCODE_LENGTH } from '../../../../common/limits';
import { notify } from '../../../components/notify';
import { ApiError } from '../../../lib/api-client';
import { lookupPincode, signup } from '../api';
import { saveSession } from '../session';
import { AuthFrame } from './auth-frame';
import { ClassChecklist, SubjectFields } from './subject-fields';
import { StateCityFields } from './state-city-fields';

export interface RegisterValues {
  name: string;
  school_name: string;
  school_principal_name: string;
  username: string;
  password: string;
  subject: string | null;
  subject_title: string | null;
  class: number[];
  email: string;
  phone_number: string;
  school_address_state: string | null;
  school_address_city: string | null;
  school_address_pincode: string;
  school_address: string;
}

const EMPTY: RegisterValues = {
  name: '',
  school_name: '',
  school_principal_name: '',
  username: '',
  password: '',
  subject: null,
  subject_title: null,
  class: [],
  email: '',
  phone_number: '',
  school_address_state: null,
  school_address_city: null,
  school_address_pincode: '',
  school_address: '',
};

/** The spec's registration payload; sign-up always sends user_type admin. */
function toPayload(values: RegisterValues) {
  return {
    ...values,
    subject: values.subject ? Number(values.subject) : undefined,
    subject_title: values.subject_title ? Number(values.subject_title) : undefined,
    school_address_state: values.school_address_state ?? '',
    school_address_city: values.school_address_city ?? '',
    user_type: 'admin' as const,
  };
}

const validatePayload = schemaResolver(SignupRequest, { sync: true });

export function RegisterPage() {
  const navigate = useNavigate();
  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => validatePayload(toPayload(values)),
  });
  const mutation = useMutation({
    mutationFn: (values: RegisterValues) => signup(SignupRequest.parse(toPayload(values))),
    onSuccess: (reply) => {
      if (!reply.token || !reply.user) {
        notify.error('Registration failed!');
        return;
      }
      saveSession(reply.token, reply.user, false);
      notify.success('Registration successful! Please verify your email.');
      navigate('/auth/verify-otp', { state: { userId: reply.user.id, email: reply.user.email } });
    },
    onError: (error) => {
      const message = error instanceof ApiError && error.message ? error.message : 'Registration failed!';
      if (error instanceof ApiError && error.field)
        form.setFieldError(error.field === 'class' ? 'class' : error.field, message);
      notify.error(message);
    },
  });

  const onPincodeChange = async (value: string) => {
    const pin = value.replace(/\D/g, '').slice(0, PINCODE_LENGTH);
    form.setFieldValue('school_address_pincode', pin);
    if (pin.length !== PINCODE_LENGTH) return;
    try {
      const place = await lookupPincode(pin);
      form.setValues({ school_address_state: place.state, school_address_city: place.district });
    } catch {
      notify.error('Invalid pincode. Please enter a valid one.');
    }
  };

  return (
    <AuthFrame title="Welcome to Prashna" subtitle="Your All-in-One Teaching Companion" width={960}>
      <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
          <Stack gap="sm">
            <Title order={2} fz="xl">
              Personal Information
            </Title>
            <TextInput label="Full Name" autoComplete="name" {...form.getInputProps('name')} />
            <TextInput
              label="School Name"
              autoComplete="organization"
              {...form.getInputProps('school_name')}
            />
            <TextInput label="Principal's Name" {...form.getInputProps('school_principal_name')} />
            <TextInput
              label="Username"
              required
              autoComplete="username"
              {...form.getInputProps('username')}
            />
            <PasswordInput
              label="Password"
              required
              autoComplete="new-password"
              description="At least 8 characters"
              {...form.getInputProps('password')}
            />
            <SubjectFields form={form} />
            <ClassChecklist form={form} />
          </Stack>
          <Stack gap="sm">
            <Title order={2} fz="xl">
              Contact Information
            </Title>
            <TextInput
              label="Email Address"
              type="email"
              required
              autoComplete="email"
              description="We send a code to this address to verify it"
              {...form.getInputProps('email')}
            />
            <TextInput
              label="Phone Number"
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('phone_number')}
            />
            <StateCityFields form={form} />
            <TextInput
              label="Pincode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={PINCODE_LENGTH}
              {...form.getInputProps('school_address_pincode')}
              onChange={(event) => void onPincodeChange(event.currentTarget.value)}
            />
            <Textarea
              label="School's Address"
              autosize
              minRows={3}
              {...form.getInputProps('school_address')}
            />
          </Stack>
        </SimpleGrid>
        <Group mt="xl" gap="md">
          <Button type="submit" size="lg" color="saffron.7" disabled={mutation.isPending}>
            {mutation.isPending ? 'Signing up...' : 'SIGN UP'}
          </Button>
          <Button type="button" size="lg" variant="default" onClick={() => form.setValues(EMPTY)}>
            CLEAR
          </Button>
        </Group>
        <Text mt="lg">
          <Anchor component={Link} to="/auth/login" fw={600}>
            Already have an Account?
          </Anchor>
        </Text>
      </form>
    </AuthFrame>
  );
}
