import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { fetchCities, fetchStates } from '../api';
import type { RegisterValues } from './register-page';

// State → city (the districts of the state, which is also what the pincode lookup fills in).
export function StateCityFields({ form }: { form: UseFormReturnType<RegisterValues> }) {
  const state = form.values.school_address_state;
  const states = useQuery({ queryKey: ['geo-states'], queryFn: fetchStates, staleTime: Infinity });
  const cities = useQuery({
    queryKey: ['geo-cities', state],
    queryFn: () => fetchCities(state ?? ''),
    enabled: Boolean(state),
    staleTime: Infinity,
  });
  if (states.error) console.error('Could not load states', states.error);
  if (cities.error) console.error('Could not load cities', cities.error);
  const city = form.values.school_address_city;
  const cityOptions = cities.data ?? [];

  return (
    <>
      <Select
        label="State"
        placeholder="Choose your state"
        searchable
        data={states.data ?? []}
        {...form.getInputProps('school_address_state')}
        onChange={(value) => form.setValues({ school_address_state: value, school_address_city: null })}
      />
      <Select
        label="City"
        placeholder={state ? 'Choose your city' : 'Choose a state first'}
        searchable
        disabled={!state}
        data={city && !cityOptions.includes(city) ? [city, ...cityOptions] : cityOptions}
        {...form.getInputProps('school_address_city')}
      />
    </>
  );
}
